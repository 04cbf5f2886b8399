/**
 * Trajectory arrows (SC-CURVE-7, SC-NOTATION-4). An arrow may cross lanes: each of its steps goes
 * to the next square of the same lane, or to the first square of an adjacent lane that lies ahead.
 * Those crossings belong to the arrow only, so they are not ordinary steps in `Square.next`.
 */
import { invalid } from '../../errors.ts';
import { resolveCurveSquare } from './edges.ts';
import type { Layout, Row } from './layout.ts';
import type { Square, Trajectory } from './types.ts';

const fraction = (square: Square): number => square.progress - square.row;

export function compileTrajectories(row: Row, previous: Row, { squares, byId }: Layout): Trajectory[] {
  const curve = String(row.row);
  const entries = Object.entries(row.curve?.trajectories ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const trajectories = entries.map(([name, refs], t): Trajectory => {
    if (name !== `T${t + 1}`) {
      throw invalid(`sections[${row.section}].trajectories`, `trajectories are numbered T1, T2, … without gaps; found ${name} as number ${t + 1}`);
    }
    const path = refs.map((ref, i) => resolveCurveSquare(row, ref, byId, squares, `sections[${row.section}].trajectories.${name}[${i}]`));
    checkPath(curve, name, path, row, previous, squares);
    return { name, curve, squares: path.map((s) => s.index) };
  });
  checkInsideOut(curve, trajectories, squares);
  return trajectories;
}

function checkPath(curve: string, name: string, path: Square[], row: Row, previous: Row, squares: readonly Square[]): void {
  const first = path[0]!;
  const last = path[path.length - 1]!;
  const entered = previous.squaresByPhysical.flat().some((i) => squares[i]!.next.includes(first.index));
  if (!entered) {
    throw invalid(`curve ${curve} trajectory ${name} (${first.id})`, `the first square of a trajectory must be reachable in one step from row ${previous.row}`);
  }
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1]!;
    const to = path[i]!;
    const expected = stepAlongArrow(from, to, row, squares);
    if (expected !== to) {
      const hint = expected
        ? `from ${from.id} the arrow can only go to ${expected.id} in lane ${to.lane}`
        : 'a trajectory moves forward into the same or an adjacent lane';
      throw invalid(`curve ${curve} trajectory ${name} (${from.id} → ${to.id})`, `not one step forward: ${hint}`);
    }
  }
  if (last.k !== last.n) {
    throw invalid(
      `curve ${curve} trajectory ${name} (${last.id})`,
      `a trajectory ends on the last square of a lane (lane ${last.lane} ends at ${last.row} ${last.lane}${last.n})`,
    );
  }
}

/** The square an arrow step from `from` into `to`'s lane must land on, if that lane can be entered at all; a lane change in a curve steps the same way. */
export function stepAlongArrow(from: Square, to: Square, row: Row, squares: readonly Square[]): Square | undefined {
  if (to.physicalLane === from.physicalLane) return squares[row.squaresByPhysical[from.physicalLane]![from.k]!];
  if (Math.abs(to.physicalLane - from.physicalLane) !== 1) return undefined;
  return row.squaresByPhysical[to.physicalLane]!.map((i) => squares[i]!).find((s) => fraction(s) > fraction(from));
}

/** T1 is the innermost and slowest, each following arrow faster (SC-NOTATION-4). */
function checkInsideOut(curve: string, trajectories: Trajectory[], squares: readonly Square[]): void {
  const slowest = (t: Trajectory) => Math.min(...t.squares.map((i) => squares[i]!.speed!));
  for (let i = 1; i < trajectories.length; i++) {
    const inner = trajectories[i - 1]!;
    const outer = trajectories[i]!;
    if (slowest(outer) <= slowest(inner)) {
      throw invalid(
        `curve ${curve} trajectory ${outer.name}`,
        `${outer.name} (slowest square ${slowest(outer)} mph) must be faster than ${inner.name} (${slowest(inner)} mph): T1 is the innermost and slowest`,
      );
    }
  }
}
