/**
 * Where the marks that are not squares go: the lines across the track (start/finish, cloud) and
 * the pit lane beside the start/finish straight. All of them are placed from the squares'
 * centres, so they follow whatever shape the compiler drew.
 */

import type { Point } from '../../picture/svg.ts';
import type { Circuit, Square, SquareIndex } from '../circuit/types.ts';

/**
 * What every picture of a circuit measures the same, once per circuit: each email of a turn draws
 * the circuit again, and these walk all its squares.
 */
const once = <T>(measure: (circuit: Circuit) => T): ((circuit: Circuit) => T) => {
  const measured = new WeakMap<Circuit, T>();
  return (circuit) => {
    if (!measured.has(circuit)) measured.set(circuit, measure(circuit));
    return measured.get(circuit) as T;
  };
};

/** Side length of a straight square: the unit every size in the picture is scaled from. */
export const squareSize = once((circuit: Circuit): number => {
  const sides = circuit.squares
    .filter((square) => square.speed === undefined)
    .map((square) => Math.sqrt(area(circuit.geometry.outlines[square.index]!)))
    .sort((a, b) => a - b);
  return sides[Math.floor(sides.length / 2)]!;
});

const area = (polygon: readonly Point[]): number =>
  Math.abs(
    polygon.reduce((sum, p, i) => {
      const q = polygon[(i + 1) % polygon.length]!;
      return sum + p.x * q.y - q.x * p.y;
    }, 0),
  ) / 2;

const perimeter = (polygon: readonly Point[]): number => polygon.reduce((sum, p, i) => sum + distance(p, polygon[(i + 1) % polygon.length]!), 0);

/** The shorter side of the rectangle with the polygon's area and perimeter: how much room a label has. */
export function shortSide(polygon: readonly Point[]): number {
  const half = perimeter(polygon) / 2;
  return (half - Math.sqrt(Math.max(0, half * half - 4 * area(polygon)))) / 2;
}

export interface Line {
  from: Point;
  to: Point;
}

/** The squares of one row by physical lane, each lane in the direction of travel. */
function rowByLane(circuit: Circuit, row: number): Square[][] {
  const lanes: Square[][] = Array.from({ length: circuit.lanes }, () => []);
  for (const square of circuit.squares) if (square.row === row) lanes[square.physicalLane]!.push(square);
  return lanes;
}

/** The line across the track where `row` begins (row 1: the start/finish line), reaching both edges. */
export function lineBefore(circuit: Circuit, row: number): Line {
  const previous = rowByLane(circuit, row === 1 ? circuit.rowsPerLap : row - 1);
  const current = rowByLane(circuit, row);
  const centre = (index: SquareIndex): Point => circuit.geometry.centres[index]!;
  const joins = current.map((lane, p) => midpoint(centre(previous[p]!.at(-1)!.index), centre(lane[0]!.index)));
  const first = joins[0]!;
  const last = joins[joins.length - 1]!;
  const half = distance(first, last) / (2 * (joins.length - 1));
  return { from: beyond(last, first, half), to: beyond(first, last, half) };
}

export interface PitLane {
  /** Centre line of the pit lane, in the direction of travel. */
  lane: Point[];
  /** Spots for stopped cars, nearest the start/finish line first. */
  spots: Point[];
  /** From the pit lane onto each pit-exit square, in order of preference. */
  exits: Line[];
  /** Where the word PITS goes, outside the pit lane. */
  label: Point;
}

const PIT_ROWS_BEFORE_LINE = 6;

/**
 * The pit lane runs beside the track edge nearest the pit exit, from a few rows before the
 * start/finish line to the last exit square (SC-PIT-5: the pits are beside the line).
 */
export const pitLane = once((circuit: Circuit): PitLane => {
  const size = squareSize(circuit);
  const exits = circuit.pit.exit.map((index) => circuit.squares[index]!);
  const side = exits[0]!.physicalLane >= circuit.lanes / 2 ? 1 : -1;
  const edgeLane = side === 1 ? circuit.lanes - 1 : 0;
  const lastExitRow = Math.max(...exits.map((square) => square.row));
  const rows = [
    ...Array.from({ length: PIT_ROWS_BEFORE_LINE }, (_, i) => circuit.rowsPerLap - PIT_ROWS_BEFORE_LINE + 1 + i),
    ...Array.from({ length: lastExitRow }, (_, i) => i + 1),
  ];
  const besideRow = (row: number, offset: number): Point[] =>
    rowByLane(circuit, row)[edgeLane]!.map((square) => aside(circuit, square.index, side * offset * size));
  const lane = rows.flatMap((row) => besideRow(row, 1.15));
  const spots = rows
    .slice(0, PIT_ROWS_BEFORE_LINE)
    .reverse()
    .flatMap((row) => besideRow(row, 1.15));
  const exitLines = exits.map((square) => {
    const start = aside(circuit, square.index, side * 0.9 * size);
    return { from: start, to: beyond(start, circuit.geometry.centres[square.index]!, -0.25 * size) };
  });
  const middle = rows[Math.floor(PIT_ROWS_BEFORE_LINE / 2)]!;
  return { lane, spots, exits: exitLines, label: besideRow(middle, 1.8)[0]! };
});

/** The square's centre moved sideways: positive to the right of the direction of travel. */
export function aside(circuit: Circuit, index: SquareIndex, offset: number): Point {
  const { x, y, heading } = circuit.geometry.centres[index]!;
  return { x: x - Math.sin(heading) * offset, y: y + Math.cos(heading) * offset };
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/** The point `by` past `to` on the line from `from` (before it when `by` is negative). */
export function beyond(from: Point, to: Point, by: number): Point {
  const length = distance(from, to);
  return { x: to.x + ((to.x - from.x) / length) * by, y: to.y + ((to.y - from.y) / length) * by };
}
