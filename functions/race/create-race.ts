/** Creating a race: its secret seed kept first, then its first commit; a creation a crash cut short is finished by its retry. */

import type * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import type { RaceState } from '../../domain/race/index.ts';
import { HttpProblem } from '../http/problem.ts';
import { handleCommand } from '../store/commandHandler.ts';
import { loadSeed, saveSeed } from '../store/context.ts';
import type { CreateRaceBody } from './schemas.ts';
import type { Service } from './service.ts';

/** `retried`: the request carries an Idempotency-Key, so a race already created with the same settings is its own first attempt's. */
export async function createRace({ deps, race, now, updateIndex }: Service, request: z.output<typeof CreateRaceBody>, retried: boolean): Promise<RaceState> {
  const { id, seed: fixedSeed, ...body } = request;
  const raceId = id ?? `r${deps.random().slice(0, 12)}`;
  // A circuit the body names and nobody has is a mistake in the body, not a missing resource.
  const rulesetId = body.rulesetId ?? race.defaultRulesetId;
  const circuit = await deps.circuits.load(rulesetId, body.circuitId).catch((error: unknown) => {
    throw error instanceof DomainError && error.kind === 'notFound' ? new DomainError('invalid', 'circuitId', error.message) : error;
  });
  // A race that goes on from another is decided with that race as its store holds it.
  const previous = body.follows === undefined ? undefined : await deps.store.head(body.follows);
  const follows = previous === undefined ? {} : { follows: previous.state };
  let seed = fixedSeed ?? deps.random();
  const create = (state: RaceState) => race.decide(state, { type: 'CreateRace', raceId, ...body }, { now: now(), circuit, seed, ...follows });
  // Decided once before the seed is kept: a refused race leaves its id free.
  create(race.initialState);
  const taken = new HttpProblem(409, `race id ${raceId} is taken`, [{ field: 'id', reason: 'taken' }]);
  if (!(await saveSeed(deps.records, raceId, seed))) {
    // The seed of a creation that died before its commit: the organiser's retry finishes it.
    const kept = await loadSeed(deps.records, raceId);
    if (kept === undefined || (fixedSeed !== undefined && fixedSeed !== kept)) throw taken;
    seed = kept;
    const existing = await deps.store.head(raceId);
    if (existing) {
      const settings = existing.state.settings;
      // The retry of a creation whose answer a crash lost (a kept answer would have been replayed): the same race is answered again.
      const same = settings?.title === body.title && settings.circuitId === body.circuitId && settings.rulesetId === rulesetId;
      if (!retried || !same || existing.state.phase !== 'registration') throw taken;
      await updateIndex(raceId, existing.state, existing.commit);
      return existing.state;
    }
  }
  const result = await handleCommand({ store: deps.store, raceId, initial: race.initialState, evolve: race.evolve, decide: create });
  await updateIndex(raceId, result.state, result.commit);
  return result.state;
}
