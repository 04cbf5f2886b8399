/**
 * Where each square of a board is drawn: the loop of rows laid anticlockwise around a rounded
 * rectangle, the finish line in the middle of the bottom side, lane 1 on the inside. Straight
 * rows are squares; the rows of each corner fan around it. A board holds rows and lanes only
 * (LB-GAP-5), so the shape is a schematic of its order, the same for every board of as many rows.
 */
import type { Window } from '../../picture/document.ts';
import type { Point } from '../../picture/svg.ts';
import type { Board } from '../board/types.ts';

/** A square's side in user units. */
export const UNIT = 20;
/** The radius of the inside edge at a corner, in squares. */
const INNER = 1.5;
/** Rows drawn round each corner. */
const CORNER_ROWS = 4;

export interface Cell {
  polygon: Point[];
  centre: Point;
}

export interface Layout {
  width: number;
  height: number;
  lanes: number;
  cell(row: number, lane: number): Cell;
  /** The line between row `rows − 1` and row 0, from lane 1's inside edge to the last lane's outside edge. */
  finish: { from: Point; to: Point };
  /** Where a row's number is written: inside the loop, by lane 1. */
  rowLabel(row: number): Point;
  /** The space inside the loop, within its row numbers. */
  infield: Window;
}

type Side = { kind: 'straight'; start: Point; along: Point; out: Point; rows: number } | { kind: 'corner'; centre: Point; from: number; rows: number };

const add = (a: Point, b: Point, k = 1): Point => ({ x: a.x + k * b.x, y: a.y + k * b.y });
const polar = (centre: Point, radius: number, angle: number): Point => ({ x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) });

export function layoutOf(board: Board): Layout {
  const lanes = Math.max(...[...board.squares.values()].map(({ lane }) => lane));
  const corner = board.rows >= 4 * CORNER_ROWS + 4 ? CORNER_ROWS : 1;
  const straight = board.rows - 4 * corner;
  const half = Math.floor(straight / 2);
  const long = Math.max(1, Math.round(half * 0.62));
  const short = half - long;
  // A row an odd number leaves over goes round the last corner.
  const corners = [corner, corner, corner, corner + (straight - 2 * half)];
  const band = INNER + lanes;
  const margin = 1;
  const left = margin + band;
  const top = margin + band;
  const right = left + long;
  const bottom = top + short;
  const width = (right + band + margin) * UNIT;
  const height = (bottom + band + margin) * UNIT;
  const inner = { left: left - INNER, right: right + INNER, top: top - INNER, bottom: bottom + INNER };
  // Anticlockwise on the page (y down): right along the bottom, up the right side, left along the top, down the left side.
  const sides: Side[] = [
    { kind: 'straight', start: { x: left, y: inner.bottom }, along: { x: 1, y: 0 }, out: { x: 0, y: 1 }, rows: long },
    { kind: 'corner', centre: { x: right, y: bottom }, from: Math.PI / 2, rows: corners[0]! },
    { kind: 'straight', start: { x: inner.right, y: bottom }, along: { x: 0, y: -1 }, out: { x: 1, y: 0 }, rows: short },
    { kind: 'corner', centre: { x: right, y: top }, from: 0, rows: corners[1]! },
    { kind: 'straight', start: { x: right, y: inner.top }, along: { x: -1, y: 0 }, out: { x: 0, y: -1 }, rows: long },
    { kind: 'corner', centre: { x: left, y: top }, from: -Math.PI / 2, rows: corners[2]! },
    { kind: 'straight', start: { x: inner.left, y: top }, along: { x: 0, y: 1 }, out: { x: -1, y: 0 }, rows: short },
    { kind: 'corner', centre: { x: left, y: bottom }, from: -Math.PI, rows: corners[3]! },
  ];
  // The bottom side holds the last rows before the line, then the first after it.
  const before = Math.floor(long / 2);
  const place = (row: number): { side: Side; at: number } => {
    let index = (row + before) % board.rows;
    for (const side of sides) {
      if (index < side.rows) return { side, at: index };
      index -= side.rows;
    }
    throw new Error(`row ${row} is not on board ${board.id}`);
  };
  const scale = (p: Point): Point => ({ x: p.x * UNIT, y: p.y * UNIT });
  const cell = (row: number, lane: number): Cell => {
    const { side, at } = place(row);
    if (side.kind === 'straight') {
      const start = add(add(side.start, side.along, at), side.out, lane - 1);
      const polygon = [start, add(start, side.along), add(add(start, side.along), side.out), add(start, side.out)];
      return { polygon: polygon.map(scale), centre: scale(add(add(start, side.along, 0.5), side.out, 0.5)) };
    }
    // Anticlockwise on the page is a falling angle, a quarter turn per corner.
    const step = -Math.PI / 2 / side.rows;
    const [a0, a1] = [side.from + at * step, side.from + (at + 1) * step];
    const [r0, r1] = [INNER + lane - 1, INNER + lane];
    const arc = (radius: number, from: number, to: number) => [0, 0.5, 1].map((k) => polar(side.centre, radius, from + k * (to - from)));
    const polygon = [...arc(r0, a0, a1), ...arc(r1, a1, a0)];
    return { polygon: polygon.map(scale), centre: scale(polar(side.centre, (r0 + r1) / 2, (a0 + a1) / 2)) };
  };
  const finishX = left + before;
  // The row numbers stand within a unit of the inside edge.
  const clear = INNER - 0.2;
  return {
    width,
    height,
    lanes,
    cell,
    infield: {
      x: (inner.left + clear) * UNIT,
      y: (inner.top + clear) * UNIT,
      width: Math.max(0, inner.right - inner.left - 2 * clear) * UNIT,
      height: Math.max(0, inner.bottom - inner.top - 2 * clear) * UNIT,
    },
    finish: { from: scale({ x: finishX, y: inner.bottom }), to: scale({ x: finishX, y: inner.bottom + lanes }) },
    rowLabel: (row) => {
      const { side, at } = place(row);
      if (side.kind === 'straight') return scale(add(add(side.start, side.along, at + 0.5), side.out, -0.55));
      const angle = side.from + ((at + 0.5) * -Math.PI) / 2 / side.rows;
      return scale(polar(side.centre, INNER - 0.55, angle));
    },
  };
}
