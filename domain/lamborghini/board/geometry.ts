/**
 * Where a step leads on a board (LB-MOVE-2, LB-GAP-5 Proposed) and how far a car has come: every
 * step goes one row ahead, into the same lane or one lane to the left or right, and the last row
 * is followed by row 0 across the finish line.
 */
import type { Board, Heading, Square } from './types.ts';

export const squareKey = (row: number, lane: number): string => `${row}:${lane}`;

export const squareAt = (board: Board, row: number, lane: number): Square | undefined => board.squares.get(squareKey(row, lane));

const SHIFT: Record<Heading, number> = { forward: 0, forwardLeft: -1, forwardRight: 1 };
const HEADING_ORDER: readonly Heading[] = ['forward', 'forwardLeft', 'forwardRight'];

/** The place one step in `heading` leads to, whether or not the board has a square there (LB-GAP-5: a direction may point off the board). */
export const ahead = (board: Board, from: Pick<Square, 'row' | 'lane'>, heading: Heading): { row: number; lane: number } => ({
  row: (from.row + 1) % board.rows,
  lane: from.lane + SHIFT[heading],
});

/** The squares an ordinary step may go to from `from`: track squares only, so an off-track square leads back onto the track (LB-GAP-5). */
export const stepsFrom = (board: Board, from: Pick<Square, 'row' | 'lane'>): { heading: Heading; square: Square }[] => {
  // A loop, not a chain of callbacks: every move asks this of each square it plans through.
  const steps: { heading: Heading; square: Square }[] = [];
  const row = (from.row + 1) % board.rows;
  for (const heading of HEADING_ORDER) {
    const square = board.squares.get(squareKey(row, from.lane + SHIFT[heading]));
    if (square && !square.offTrack) steps.push({ heading, square });
  }
  return steps;
};

/** LB-GAP-5 Proposed: the distance D of a car on its grid square, before its first step: minus the rows to the line. */
export const startDistance = (board: Board, grid: Pick<Square, 'row'>): number => grid.row - board.rows;

/** LB-FIN-1: the distance at which a car has completed its laps. */
export const finishDistance = (board: Board): number => board.laps * board.rows;

export const where = (square: Pick<Square, 'row' | 'lane'>): string => `row ${square.row}, lane ${square.lane}`;
