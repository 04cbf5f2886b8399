/**
 * A car's progress round the circuit along a path (VK-GAP-9 items 5 to 7): the curve due is
 * passed by crossing its gate forward; after the last curve the finish line is due, and crossing
 * it forward and square (VK-WIN-2) completes a lap.
 */
import type { Circuit } from './circuit/types.ts';
import { crossForward } from './crossing.ts';
import type { Point } from './geometry.ts';

export interface Progress {
  laps: number;
  /** 1..K the curve due, K + 1 the finish line. */
  due: number;
}

export interface Travelled extends Progress {
  /** The curves passed, in order. */
  passed: number[];
  /** Laps completed on this path. */
  completed: number;
  /** VK-LIMIT-6 A: the path crossed the inside line of the curve due, which is then not passed. */
  wrongSide: number[];
  /** A crossing of the finish line that did not count, being diagonal (VK-WIN-2). */
  diagonal: boolean;
  finished: boolean;
}

/** Follows `path` segment by segment; `square` says whether this move crosses the finish line square. */
export const travel = (circuit: Circuit, laps: number, start: Progress, path: readonly Point[], square: boolean): Travelled => {
  // The progress alone, not whatever else `start` carries (a whole car): this runs for every move of a preview.
  const out: Travelled = { laps: start.laps, due: start.due, passed: [], completed: 0, wrongSide: [], diagonal: false, finished: false };
  const last = circuit.curves.length;
  for (let i = 1; i < path.length && !out.finished; i++) {
    const [p, q] = [path[i - 1]!, path[i]!];
    // One segment may pass several curves (VK-GAP-9 item 5): keep testing it while it passes the one due.
    for (;;) {
      if (out.due <= last) {
        const crossing = crossForward(circuit.curves[out.due - 1]!.gate, p, q);
        if (crossing === 'inside') out.wrongSide.push(out.due);
        if (crossing !== 'gate') break;
        out.passed.push(out.due);
        out.due += 1;
        continue;
      }
      if (crossForward(circuit.finish, p, q) !== 'gate') break;
      if (!square) {
        out.diagonal = true;
        break;
      }
      out.laps += 1;
      out.completed += 1;
      out.due = 1;
      out.finished = out.laps >= laps;
      break;
    }
  }
  return out;
};

/** VK-ORDER-5 Proposed (1): progress, laps first, then curves passed in the lap. */
export const compareProgress = (a: Progress, b: Progress): number => a.laps - b.laps || a.due - b.due;
