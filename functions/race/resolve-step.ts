/** The organiser's "resolve now" (SC-PBEM-4): the step he means played once, before its deadline too. */

import type * as z from 'zod';
import type { RaceState } from '../../domain/race/index.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Attempt } from '../store/idempotency.ts';
import type { Resolver } from './resolver.ts';
import type { ResolveBody } from './schemas.ts';
import type { Service } from './service.ts';

/**
 * The step the organiser means: the one he names (`{ "turn": N }` names `turn-N`), else the one a
 * crashed first attempt of this request meant, else the one open now. A double click plays it
 * once, never the next one; a step played already answers the race as it is.
 */
export async function resolveStep(
  { race, load }: Service,
  resolver: Pick<Resolver, 'resolveNow'>,
  raceId: string,
  named: z.output<typeof ResolveBody>,
  attempt: Attempt | undefined,
): Promise<RaceState> {
  const { state: before } = await load(raceId);
  const meant = named.step ?? (named.turn === undefined ? (attempt?.intent ?? race.step(before)?.id) : `turn-${named.turn}`);
  if (meant === undefined) throw new HttpProblem(409, `the race is in its ${before.phase} phase: no step to play`, [{ field: 'phase', reason: 'no step' }]);
  if (attempt && attempt.intent === undefined) await attempt.intend(meant);
  const { events, state } = await resolver.resolveNow(raceId, { force: true, step: meant });
  if (events.length === 0 && !race.isPlayed(state, meant))
    throw new HttpProblem(409, `the race is not at the step ${meant}`, [{ field: named.step === undefined ? 'turn' : 'step', reason: 'not the open step' }]);
  return state;
}
