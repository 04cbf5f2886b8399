/**
 * Circuit file → `Circuit`: the graph of squares the rules move cars on, and its drawing.
 * Every problem in the file becomes a `DomainError('invalid', …)` naming the section or square.
 */
import { invalid } from '../../errors.ts';
import { linkSquares } from './edges.ts';
import { drawCircuit } from './geometry.ts';
import { linkDiagonals } from './lane-changes.ts';
import { type Layout, layOut } from './layout.ts';
import { type CircuitFile, type GridRule, parseCircuitFile } from './schema.ts';
import { compileTrajectories } from './trajectories.ts';
import type { Circuit, Curve, SquareIndex } from './types.ts';

export function compileCircuit(file: unknown): Circuit {
  const parsed = parseCircuitFile(file);
  const layout = layOut(parsed);
  linkSquares(layout);
  const rowsPerLap = layout.rows.length;
  if (parsed.cloudRow > rowsPerLap) {
    throw invalid('cloudRow', `row ${parsed.cloudRow} does not exist: the lap has rows 1–${rowsPerLap}`);
  }
  return {
    id: parsed.id,
    name: parsed.name,
    lanes: parsed.lanes,
    rowsPerLap,
    squares: layout.squares,
    byId: layout.byId,
    curves: compileCurves(layout, parsed.diagonals ?? []),
    grid: compileGrid(parsed, layout),
    pit: { exit: straightSquares(parsed.pitExit, 'pitExit', layout) },
    cloudRow: parsed.cloudRow,
    ...(parsed.bestLap ? { bestLap: parsed.bestLap } : {}),
    maxStarters: parsed.maxStarters,
    geometry: drawCircuit(layout, parsed.lanes),
  };
}

function compileCurves(layout: Layout, diagonals: string[]): Curve[] {
  const { rows, squares } = layout;
  return rows.flatMap((row, i): Curve[] => {
    if (!row.curve) return [];
    const groupSquares = row.squaresByPhysical.flat().sort((a, b) => a - b);
    const firstSquareByLane = Object.fromEntries(
      row.squaresByPhysical.map((lane) => [squares[lane[0]!]!.lane, lane[0]!] as const).sort(([a], [b]) => a.localeCompare(b)),
    );
    linkDiagonals(row, layout, diagonals);
    return [
      {
        id: String(row.row),
        row: row.row,
        turn: row.curve.turn,
        squares: groupSquares,
        firstSquareByLane,
        trajectories: compileTrajectories(row, rows[(i + rows.length - 1) % rows.length]!, layout),
      },
    ];
  });
}

/** Grid squares in grid order, pole first (SC-QUAL-13); at least `maxStarters` of them. */
function compileGrid(file: CircuitFile, layout: Layout): SquareIndex[] {
  const names = Array.isArray(file.grid) ? file.grid : gridFromRule(file.grid, file, layout.rows.length);
  const grid = straightSquares(names, 'grid', layout);
  if (grid.length < file.maxStarters) {
    throw invalid('grid', `the grid holds ${grid.length} squares but up to ${file.maxStarters} cars start (maxStarters)`);
  }
  return grid;
}

/** Backwards from `fromRow` (default: the last row, just behind the line), the listed lanes of each row. */
function gridFromRule(rule: GridRule, file: CircuitFile, rowsPerLap: number): string[] {
  rule.lanes.forEach((lane, i) => {
    if (lane.charCodeAt(0) - 65 >= file.lanes) throw invalid(`grid.lanes[${i}]`, `unknown lane ${lane}: the circuit has ${file.lanes} lanes`);
  });
  const fromRow = rule.fromRow ?? rowsPerLap;
  if (fromRow > rowsPerLap) throw invalid('grid.fromRow', `row ${fromRow} does not exist: the lap has rows 1–${rowsPerLap}`);
  const rowsNeeded = Math.ceil(file.maxStarters / rule.lanes.length);
  if (rowsNeeded > fromRow) {
    throw invalid('grid.fromRow', `${file.maxStarters} grid squares need ${rowsNeeded} rows from row ${fromRow} backwards`);
  }
  return Array.from({ length: rowsNeeded }, (_, i) => rule.lanes.map((lane) => `${fromRow - i}${lane}`))
    .flat()
    .slice(0, file.maxStarters);
}

/** Resolves printed names that must be distinct straight squares (grid, pit exit). */
function straightSquares(names: readonly string[], field: string, { squares, byId }: Layout): SquareIndex[] {
  const seen = new Set<SquareIndex>();
  return names.map((name, i) => {
    const index = byId.get(name);
    const at = `${field}[${i}]`;
    if (index === undefined) throw invalid(at, `square ${name} does not exist`);
    const square = squares[index]!;
    if (square.curve !== undefined) throw invalid(at, `${square.id} is a curve square; ${field} squares are on a straight`);
    if (seen.has(index)) throw invalid(at, `${square.id} is listed twice`);
    seen.add(index);
    return index;
  });
}
