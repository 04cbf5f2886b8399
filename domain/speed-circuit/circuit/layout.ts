/**
 * Numbers the rows of the lap and creates its squares: one per lane on a straight row, the
 * printed squares of each lane in a curve group, lettered from the inside of the next curve
 * (SC-NOTATION-2) and named as printed (SC-NOTATION-5, SC-NOTATION-6).
 */
import { invalid } from '../../errors.ts';
import { squareAliases, squareName } from './names.ts';
import type { CircuitFile, CurveSection } from './schema.ts';
import type { Square, SquareIndex } from './types.ts';

export interface Row {
  row: number;
  /** Index of the section in the file, for error paths. */
  section: number;
  curve?: CurveSection;
  /** Turn of the curve whose inside letters this row: its own, or the next one's on a straight. */
  turn: 'left' | 'right';
  /** Squares by physical lane, each in the direction of travel. */
  squaresByPhysical: SquareIndex[][];
}

export interface Layout {
  rows: Row[];
  squares: Square[];
  byId: Map<string, SquareIndex>;
}

const laneLetter = (laneIndex: number): string => String.fromCharCode(65 + laneIndex);

/** Lane A is the inside: the leftmost physical lane before a left turn, the rightmost before a right turn. */
const physicalLaneOf = (laneIndex: number, turn: 'left' | 'right', lanes: number): number => (turn === 'left' ? laneIndex : lanes - 1 - laneIndex);

export function layOut(file: CircuitFile): Layout {
  const rowsWithoutSquares = numberRows(file);
  const squares: Square[] = [];
  const byId = new Map<string, SquareIndex>();
  const rows = rowsWithoutSquares.map((row): Row => {
    const squaresByPhysical: SquareIndex[][] = Array.from({ length: file.lanes }, () => []);
    for (let laneIndex = 0; laneIndex < file.lanes; laneIndex++) {
      const lane = laneLetter(laneIndex);
      const physicalLane = physicalLaneOf(laneIndex, row.turn, file.lanes);
      const speeds: (number | undefined)[] = row.curve ? row.curve.lanes[lane]! : [undefined];
      speeds.forEach((speed, i) => {
        const place = { row: row.row, lane, k: i + 1, n: speeds.length, inCurve: row.curve !== undefined };
        const index = squares.length;
        squares.push({
          index,
          id: squareName(place),
          row: row.row,
          lane,
          laneIndex,
          physicalLane,
          k: place.k,
          n: place.n,
          ...(speed === undefined ? {} : { speed, curve: String(row.row) }),
          progress: row.row + (place.k - 0.5) / place.n,
          next: [],
          diagonals: [],
          beforeLine: false,
        });
        for (const alias of squareAliases(place)) byId.set(alias, index);
        squaresByPhysical[physicalLane]!.push(index);
      });
    }
    return { ...row, squaresByPhysical };
  });
  return { rows, squares, byId };
}

function numberRows(file: CircuitFile): Omit<Row, 'squaresByPhysical'>[] {
  const rows: Omit<Row, 'squaresByPhysical' | 'turn'>[] = [];
  file.sections.forEach((section, index) => {
    if ('straight' in section) {
      for (let i = 0; i < section.straight; i++) rows.push({ row: rows.length + 1, section: index });
    } else {
      checkCurveLanes(section, index, file.lanes);
      rows.push({ row: rows.length + 1, section: index, curve: section });
    }
  });
  const curveRows = rows.filter((row) => row.curve);
  if (curveRows.length === 0) throw invalid('sections', 'a circuit needs at least one curve');
  return rows.map((row) => {
    const governing = row.curve ?? (curveRows.find((c) => c.row > row.row) ?? curveRows[0]!).curve!;
    return { ...row, turn: governing.turn };
  });
}

function checkCurveLanes(curve: CurveSection, section: number, lanes: number): void {
  const expected = Array.from({ length: lanes }, (_, i) => laneLetter(i));
  const range = `${expected[0]}–${expected[lanes - 1]}`;
  for (const lane of Object.keys(curve.lanes)) {
    if (!expected.includes(lane)) {
      throw invalid(`sections[${section}].lanes.${lane}`, `unknown lane ${lane}: the circuit has ${lanes} lanes (${range})`);
    }
  }
  const missing = expected.filter((lane) => !(lane in curve.lanes));
  if (missing.length > 0) {
    throw invalid(`sections[${section}].lanes`, `lane ${missing.join(', ')} missing: a curve lists the speeds of all ${lanes} lanes (${range})`);
  }
}
