/**
 * The geometry of a move (LB-MOVE-2, LB-MOVE-3, LB-MOVE-5..7, LB-SLIP-1, LB-CHECK-3, LB-GAP-7
 * Proposed): which steps are free, which step passes between two diagonal cars, where the
 * slipstream's free square is, when a car's way is blocked, and where a car passing over ends.
 */
import { ahead, squareAt, squareKey, stepsFrom } from './board/geometry.ts';
import type { Board, Heading, Square } from './board/types.ts';

type Place = Pick<Square, 'row' | 'lane'>;
const key = (place: Place) => squareKey(place.row, place.lane);

/** LB-MOVE-2, LB-MOVE-3: the ordinary steps from `from` onto free track squares. */
export const freeSteps = (board: Board, from: Place, occupied: ReadonlySet<string>): { heading: Heading; square: Square }[] => {
  const steps = stepsFrom(board, from);
  for (let i = steps.length - 1; i >= 0; i--) if (occupied.has(key(steps[i]!.square))) steps.splice(i, 1);
  return steps;
};

/**
 * LB-MOVE-6, LB-GAP-7 Proposed: a diagonal step from A to B passes between two cars standing
 * diagonally when cars occupy the two other squares of that 2×2 block (beside A, and behind B).
 */
export const passesBetween = (board: Board, from: Place, heading: Heading, occupied: ReadonlySet<string>): boolean => {
  if (heading === 'forward') return false;
  const to = ahead(board, from, heading);
  return occupied.has(squareKey(from.row, to.lane)) && occupied.has(squareKey(to.row, from.lane));
};

/**
 * LB-SLIP-1, LB-GAP-7 Proposed: when the car stands directly behind another, the free squares
 * beside the car it follows, reached by a forward-diagonal step that costs no movement.
 */
export const slipstreamSquares = (board: Board, from: Place, occupied: ReadonlySet<string>): { heading: Heading; square: Square }[] => {
  const followed = ahead(board, from, 'forward');
  if (!occupied.has(key(followed))) return [];
  return (['forwardLeft', 'forwardRight'] as const).flatMap((heading) => {
    const to = ahead(board, from, heading);
    const square = squareAt(board, to.row, to.lane);
    return square && !square.offTrack && !occupied.has(key(square)) ? [{ heading, square }] : [];
  });
};

/** LB-MOVE-7: no free step onward and no diagonal way round: the car must rear-end or push. */
export const isBlocked = (board: Board, from: Place, occupied: ReadonlySet<string>): boolean => freeSteps(board, from, occupied).length === 0;

/**
 * LB-CHECK-3 Proposed: a car that has used up its 2 checks passes over the cars in front, by
 * ordinary steps over occupied squares, and ends on a free square reached with exactly its
 * movement, or one step fewer, and so on; the rest of its movement is lost. The square it ends on,
 * the lane nearest its own first; undefined when no free square is reachable.
 */
export const passOverEnd = (board: Board, from: Place, movement: number, occupied: ReadonlySet<string>): Square | undefined => {
  const reach: Square[][] = [[]];
  let frontier = new Map<string, Square>([[key(from), squareAt(board, from.row, from.lane) ?? { ...from, offTrack: false, section: '' }]]);
  for (let step = 1; step <= movement; step++) {
    const next = new Map<string, Square>();
    for (const square of frontier.values()) for (const { square: to } of stepsFrom(board, square)) next.set(key(to), to);
    reach.push(
      [...next.values()]
        .filter((square) => !occupied.has(key(square)))
        .sort((a, b) => Math.abs(a.lane - from.lane) - Math.abs(b.lane - from.lane) || a.lane - b.lane),
    );
    frontier = next;
  }
  for (let steps = movement; steps >= 1; steps--) {
    const end = reach[steps]?.[0];
    if (end) return end;
  }
  return undefined;
};
