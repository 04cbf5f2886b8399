/**
 * The pit stop (VK-PIT with its Proposed terms): which move is the pit stop, where its final base
 * stands against the exit line, and the points it refills.
 */
import type { Circuit } from './circuit/types.ts';
import { crossForward } from './crossing.ts';
import { sign } from './exact.ts';
import { dot, minus, type Point, unit } from './geometry.ts';
import { octagon } from './shapes.ts';

/** VK-PIT-6 Proposed: the pit-stop move is the one whose path crosses the entry line forward. */
export const isPitStop = (circuit: Circuit, path: readonly Point[]): boolean =>
  path.some((p, i) => i > 0 && crossForward(circuit.entry, path[i - 1]!, p) === 'gate');

/** VK-PIT-6 item 1 Proposed: the final base within the lines, its nose over the exit line, or completely across it. */
export type PitEnd = 'inside' | 'nose-over' | 'crossed';

export const pitEnd = (circuit: Circuit, position: Point): PitEnd => {
  const t = unit(circuit.direction);
  const beyond = octagon(position).map((v) => sign(dot(minus(v, circuit.exit.origin), t)));
  if (beyond.every((s) => s <= 0)) return 'inside';
  return beyond.every((s) => s >= 0) ? 'crossed' : 'nose-over';
};

/**
 * VK-PIT-2, VK-PIT-3, VK-PIT-6 Proposed: 8 points, 2 fewer for each gear above 2nd, 2 fewer with
 * the nose over the exit line, none when the car crossed it completely; never below 0.
 */
export const refill = (gear: number, end: PitEnd): number => {
  if (end === 'crossed') return 0;
  return Math.max(0, 8 - 2 * Math.max(0, gear - 2) - (end === 'nose-over' ? 2 : 0));
};
