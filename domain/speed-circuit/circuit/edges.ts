/**
 * Ordinary one-square steps (`Square.next`): forward or diagonally forward on straights
 * (SC-MOVE-5, never sideways SC-MOVE-6), along the lane inside a curve (SC-CURVE-2) except where
 * the circuit prints aligned squares.
 */
import { invalid } from '../../errors.ts';
import type { Layout, Row } from './layout.ts';
import type { Square, SquareIndex } from './types.ts';

export function linkSquares({ rows, squares, byId }: Layout): void {
  rows.forEach((row, i) => {
    const following = rows[(i + 1) % rows.length]!;
    row.squaresByPhysical.forEach((lane, physical) => {
      lane.forEach((index, k) => {
        const square = squares[index]!;
        if (k + 1 < lane.length) square.next = [lane[k + 1]!];
        else {
          square.next = stepsIntoRow(row, following, physical);
          square.beforeLine = i === rows.length - 1;
        }
      });
    });
  });
  for (const row of rows) linkAlignedSquares(row, squares, byId);
  for (const square of squares) square.next.sort((a, b) => a - b);
}

/** Curve to curve keeps the lane; any step touching a straight may also go diagonally. */
function stepsIntoRow(from: Row, to: Row, physical: number): SquareIndex[] {
  const reach = from.curve && to.curve ? [physical] : [physical - 1, physical, physical + 1];
  return reach.filter((p) => p >= 0 && p < to.squaresByPhysical.length).map((p) => to.squaresByPhysical[p]![0]!);
}

/** A pair of aligned squares X, Y lets a car on X step where a car on Y could, and vice versa. */
function linkAlignedSquares(row: Row, squares: Square[], byId: ReadonlyMap<string, SquareIndex>): void {
  const pairs = row.curve?.aligned ?? [];
  const resolved = pairs.map(
    (pair, p) => pair.map((ref, j) => resolveCurveSquare(row, ref, byId, squares, `sections[${row.section}].aligned[${p}][${j}]`)) as [Square, Square],
  );
  resolved.forEach(([x, y], p) => {
    const sideBySide = Math.abs(x.physicalLane - y.physicalLane) === 1 && x.progress === y.progress;
    if (!sideBySide) {
      throw invalid(
        `curve ${row.row} aligned ${x.id} / ${y.id}`,
        `aligned squares stand level in adjacent lanes (SC-CURVE-2), not square ${x.k} of ${x.n} in lane ${x.lane} and square ${y.k} of ${y.n} in lane ${y.lane} (sections[${row.section}].aligned[${p}])`,
      );
    }
  });
  const ordinary = resolved.map(([x, y]) => [x.next, y.next] as const);
  resolved.forEach(([x, y], p) => {
    const [xNext, yNext] = ordinary[p]!;
    x.next = [...new Set([...x.next, ...yNext])];
    y.next = [...new Set([...y.next, ...xNext])];
  });
}

/** A square of one curve group written without its number (`B2`, or `A` for a one-square lane). */
export function resolveCurveSquare(row: Row, ref: string, byId: ReadonlyMap<string, SquareIndex>, squares: readonly Square[], field: string): Square {
  const index = byId.get(`${row.row} ${ref}`);
  if (index === undefined) {
    const names = row.squaresByPhysical.flat().map((i) => squares[i]!.id.split(' ')[1]);
    throw invalid(field, `curve ${row.row} has no square ${ref} (its squares: ${names.sort().join(', ')})`);
  }
  return squares[index]!;
}
