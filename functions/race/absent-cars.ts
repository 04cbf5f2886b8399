/** What the resolver reads of the players' absences (docs/absences.md): the cars of a step whose player is away. */
import { absentUntil } from '../../domain/absences.ts';
import type { RaceEvent, RaceState } from '../../domain/race/index.ts';
import type { Absences } from '../store/absences.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { WaitGroups } from '../store/wait-groups.ts';

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

/**
 * For a race of a season or championship (`RaceContext.waitedElsewhere`): how far each of `cars`
 * had his absences move the deadlines of the group's other races, his cars there found by his
 * address; undefined for a race in none, whose cap is its own.
 */
export async function waitedElsewhere(
  groups: WaitGroups,
  store: Pick<EventStore<RaceEvent, RaceState>, 'head'>,
  raceId: string,
  state: RaceState,
  cars: readonly string[],
): Promise<Record<string, number> | undefined> {
  const races = await groups.of(raceId);
  if (races === undefined) return undefined;
  const others = await Promise.all(races.filter((other) => other !== raceId).map(async (other) => (await store.head(other))?.state));
  const waitedBy = (address: string) =>
    others.reduce(
      (sum, other) =>
        sum +
        Object.values(other?.entries ?? {}).reduce(
          (mine, entry) => mine + (entry.email.toLowerCase() === address ? (other?.waitedBy?.[entry.car] ?? 0) : 0),
          0,
        ),
      0,
    );
  return Object.fromEntries(cars.map((car) => [car, waitedBy(state.entries[car]?.email.toLowerCase() ?? '')]));
}
