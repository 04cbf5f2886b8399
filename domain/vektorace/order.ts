/**
 * The order of play (VK-ORDER-3..5 with their Proposed reading): who is ahead, by progress and
 * then by a nose test made from both cars, and how a car moves up the order after its move.
 */
import { sign } from './exact.ts';
import { dot, fromStored, type Heading, minus, type Point, unit } from './geometry.ts';
import { compareProgress, type Progress } from './progress.ts';
import { front } from './shapes.ts';
import type { CarState } from './state.ts';

export interface Standing extends Progress {
  position: Point;
  heading: Heading;
}

export const standing = (car: CarState): Standing => ({ laps: car.laps, due: car.due, position: fromStored(car.position), heading: car.heading });

/** VK-GAP-2: d = (f_A − f_B)·u(h_B), as a sign: A's nose ahead of B's (+1), level (0), behind (−1). */
export const noseAhead = (a: Standing, b: Standing): -1 | 0 | 1 =>
  sign(dot(minus(front(a.position, a.heading), front(b.position, b.heading)), unit(b.heading)));

/** VK-ORDER-5 Proposed: A is ahead of B by more progress, or with the same progress ahead from both cars: d_AB > 0 and d_BA < 0. */
export const ahead = (a: Standing, b: Standing): boolean => {
  const progress = compareProgress(a, b);
  if (progress !== 0) return progress > 0;
  return noseAhead(a, b) > 0 && noseAhead(b, a) < 0;
};

/**
 * VK-ORDER-2..4: after `car` has moved it goes up to just before the highest-placed car it is
 * now ahead of; the others keep their order, and a car never loses places by its own move.
 */
export const reorder = (order: readonly string[], car: string, standings: Record<string, Standing>): string[] => {
  const at = order.indexOf(car);
  const mover = standings[car]!;
  const passed = order.slice(0, at).findIndex((other) => ahead(mover, standings[other]!));
  if (passed < 0) return [...order];
  const rest = order.filter((c) => c !== car);
  return [...rest.slice(0, passed), car, ...rest.slice(passed)];
};
