/** `GET /dice/{code}`: what a roll was for, its result, and once the seed is revealed its verification (SC-DICE-2). */
import { parseDiceCode } from '../../../domain/dice/code.ts';
import { verifyRoll } from '../../../domain/dice/derive.ts';
import { HttpProblem } from '../../http/problem.ts';
import { RACE_ID } from '../http.ts';
import type { Service } from '../service.ts';

export async function rollByCode({ deps, load }: Service, code: string) {
  const { raceId, turn, check: _check, ...id } = parseDiceCode(code);
  const notFound = new HttpProblem(404, `no roll ${code}`, [{ field: 'code', reason: 'no such roll' }]);
  if (!RACE_ID.test(raceId)) throw notFound;
  const { state } = await load(raceId).catch(() => {
    throw notFound;
  });
  const commits = await deps.store.readCommits(raceId);
  const step = commits.flatMap((k) => k.events).find((e) => (e.type === 'GridPublished' && turn === 0) || (e.type === 'TurnResolved' && e.turn === turn));
  const roll = step && 'rolls' in step ? step.rolls.find((r) => r.code.toUpperCase() === code.toUpperCase()) : undefined;
  if (!step || !('binding' in step) || !roll) throw notFound;
  const seed = state.seed;
  return {
    ...roll,
    raceId,
    turn,
    n: id.n,
    binding: step.binding,
    seedHash: state.settings?.seedHash,
    seed: seed ?? null,
    verification: seed ? verifyRoll({ seed, raceId, turn, binding: step.binding, roll }) : null,
  };
}
