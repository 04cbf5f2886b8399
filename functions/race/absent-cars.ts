/** What the resolver reads of the players' absences (docs/absences.md): the cars of a step whose player is away. */
import { absentUntil } from '../../domain/absences.ts';
import type { RaceState } from '../../domain/race/index.ts';
import type { Absences } from '../store/absences.ts';

/**
 * The cars of the step open in `state` that sent nothing and whose player is away at `now`, with
 * when his absence ends: what the decider is told (`RaceContext.absent`). None is read for a
 * race whose time policy does nothing with absences.
 */
export async function absentCars(store: Pick<Absences, 'list'>, state: RaceState, cars: readonly string[], now: string): Promise<Record<string, string>> {
  if (state.settings?.timePolicy?.absence === undefined) return {};
  const away = await Promise.all(
    cars
      .filter((car) => state.pending[car] === undefined)
      .map(async (car) => {
        const email = state.entries[car]?.email;
        const until = email === undefined ? undefined : absentUntil((await store.list(email.toLowerCase())).absences, now);
        return until === undefined ? [] : [[car, until] as const];
      }),
  );
  return Object.fromEntries(away.flat());
}
