/**
 * The race classification and its points (SC-WIN-2, SC-WIN-3).
 */

/** Formula 1 points for the first six; nobody else scores (SC-WIN-3). */
export const POINTS: readonly number[] = [10, 6, 4, 3, 2, 1];

/** A car that crossed the finish line after the last lap; retired cars are not finishers. */
export interface Finisher {
  car: string;
  /** Turn in which it crossed the line. */
  turn: number;
  /** Squares beyond the line where it stopped, curve squares counted as straight ones (SC-WIN-2 Proposed). */
  beyond: number;
  /** 0 = innermost lane. */
  laneIndex: number;
}

/** Earlier turn first, then farther beyond the line, then the inner lane (SC-WIN-2 and its Proposed extension to every place). */
export function classify(finishers: Finisher[]): { car: string; place: number; points: number }[] {
  return [...finishers]
    .sort((a, b) => a.turn - b.turn || b.beyond - a.beyond || a.laneIndex - b.laneIndex)
    .map((finisher, index) => ({ car: finisher.car, place: index + 1, points: POINTS[index] ?? 0 }));
}
