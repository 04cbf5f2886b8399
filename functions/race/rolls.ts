/**
 * The roll's check (`API_ROUTES.roll`): a roll's code or a shuffle's: what it was for and its result, and its
 * verification once the seed is out (SC-DICE-2). A shuffle's order is the order of cards face
 * down, so it is shown only then too (contract 4), when anyone can recompute it.
 */
import { parseDiceCode } from '../../domain/dice/code.ts';
import { verifyRoll, verifyShuffle } from '../../domain/dice/derive.ts';
import { diceTurn, isDiceEvent } from '../../domain/race/events.ts';
import { RaceId } from '../../domain/race/ids.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Service } from './service.ts';

export async function rollByCode({ deps, load }: Service, code: string) {
  const { raceId, turn, kind, n } = parseDiceCode(code);
  const notFound = new HttpProblem(404, `no ${kind} ${code}`, [{ field: 'code', reason: `no such ${kind}` }]);
  if (!RaceId.safeParse(raceId).success) throw notFound;
  const { state } = await load(raceId).catch(() => {
    throw notFound;
  });
  const commits = await deps.store.readCommits(raceId);
  const named = (record: { code: string }) => record.code.toUpperCase() === code.toUpperCase();
  // Several events may roll on one turn (a game's opening and its step 0): the code's check tells them apart.
  const step = commits
    .flatMap((k) => k.events)
    .filter(isDiceEvent)
    .find((e) => diceTurn(e) === turn && [...e.rolls, ...(e.shuffles ?? [])].some(named));
  if (!step) throw notFound;
  const seed = state.seed;
  const about = { raceId, turn, n, binding: step.binding, seedHash: state.settings?.seedHash, seed: seed ?? null };
  if (kind === 'shuffle') {
    const shuffle = step.shuffles?.find(named);
    if (!shuffle) throw notFound;
    const { order, ...sealed } = shuffle;
    return {
      kind,
      ...sealed,
      order: seed ? order : null,
      ...about,
      verification: seed ? verifyShuffle({ seed, raceId, turn, binding: step.binding, shuffle }) : null,
    };
  }
  const roll = step.rolls.find(named);
  if (!roll) throw notFound;
  return { kind, ...roll, ...about, verification: seed ? verifyRoll({ seed, raceId, turn, binding: step.binding, roll }) : null };
}
