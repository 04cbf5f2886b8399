/**
 * What a player clicking Vektorace's choices wants, as a person decides by looking at the table:
 * the end the non-human player would drive to (or its giving way, or its lost turn), the cheapest
 * way there, and the gear it would declare, or the nearest one offered.
 */

import { endId } from '../../domain/vektorace/choices/move.ts';
import type { Circuit } from '../../domain/vektorace/circuit/types.ts';
import { fromStored, toStored } from '../../domain/vektorace/geometry.ts';
import { lay } from '../../domain/vektorace/move.ts';
import { chooseMove } from '../../domain/vektorace/non-human.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';

/** The id of the end option the non-human player's move picks, and the gear it declares after a drive. */
export const intendedPicks = (circuit: Circuit, state: VektoraceState, car: string): { end: string; gear?: number } => {
  const judged = beforeMove(state);
  const move = chooseMove(circuit, judged, car);
  if (move.kind === 'yield') return { end: `yield-${move.to}` };
  if (move.kind === 'pass') return { end: ['pass', 'pass-left', 'pass-right'][move.rotate === 0 ? 0 : move.rotate > 0 ? 1 : 2]! };
  const c = judged.cars[car]!;
  const laid = lay(fromStored(c.position), c.heading, move.brakeTo ?? c.gear, move);
  return { end: endId({ position: toStored(laid.position), heading: laid.heading }, move.brakeTo !== undefined), gear: move.next };
};

/** Whether an end option has a mark on the picture: the ends of a drive or an emergency stop, not giving way nor losing the turn. */
export const onThePicture = (end: string): boolean => end.startsWith('e:') || end.startsWith('s:');

/** Among the gear options (`g4`, `g5G`), the one nearest the gear wanted. */
export const nearestGear = <T extends { id: string }>(options: readonly T[], wanted: number): T =>
  options.reduce((best, o) => (Math.abs(Number(o.id.slice(1, 2)) - wanted) < Math.abs(Number(best.id.slice(1, 2)) - wanted) ? o : best));
