/**
 * Drawing of the circuit for the SVG renderer. The centre line runs one lane-width per straight
 * row and turns through each curve's angle on an arc; the lanes of a curve lie on concentric
 * arcs, so outer lanes are longer and hold their squares at the same scale as inner ones.
 * Hand-written angles and lengths rarely close exactly: the heading error is spread over the
 * curves in proportion to their angles, the position error along the length of the lap.
 * Coordinates are SVG user units (y down); a heading of 0 points along +x and grows clockwise.
 */
import { invalid } from '../../errors.ts';
import type { Layout, Row } from './layout.ts';
import type { Geometry } from './types.ts';

const LANE_WIDTH = 20;
const MARGIN = 2 * LANE_WIDTH;
/** Points per side of a curve square's outline, so arcs look round. */
const ARC_STEPS = 4;

interface Point {
  x: number;
  y: number;
}

/** One row's stretch of centre line, in mathematical coordinates (y up, angles anticlockwise). */
interface Stretch {
  start: Point;
  heading: number;
  /** Distance along the centre line at the start of the row. */
  s: number;
  /** Signed turn in radians (left positive), 0 on a straight. */
  turn: number;
  radius: number;
  length: number;
}

export function drawCircuit({ rows, squares }: Layout, lanes: number): Geometry {
  const stretches = centreLine(rows, lanes);
  const end = stretches[stretches.length - 1]!;
  const closing = subtract(place(end, 1, 0), stretches[0]!.start);
  const total = end.s + end.length;
  /** Point at fraction t of a row's stretch, `offset` to the left of the centre line, closed up. */
  const at = (stretch: Stretch, t: number, offset: number): Point => {
    const p = place(stretch, t, offset);
    const share = (stretch.s + t * stretch.length) / total;
    return { x: p.x - closing.x * share, y: p.y - closing.y * share };
  };
  const lanesLeftOffset = (physical: number, side: -1 | 0 | 1) => ((lanes - 1) / 2 - physical - side / 2) * LANE_WIDTH;

  const raw = squares.map((square) => {
    const stretch = stretches[square.row - 1]!;
    const [t0, t1] = [(square.k - 1) / square.n, square.k / square.n];
    const left = lanesLeftOffset(square.physicalLane, -1);
    const right = lanesLeftOffset(square.physicalLane, 1);
    const steps = stretch.turn === 0 ? 1 : ARC_STEPS;
    const along = Array.from({ length: steps + 1 }, (_, i) => t0 + ((t1 - t0) * i) / steps);
    const outline = [...along.map((t) => at(stretch, t, right)), ...along.reverse().map((t) => at(stretch, t, left))];
    const middle = (t0 + t1) / 2;
    const centre = at(stretch, middle, lanesLeftOffset(square.physicalLane, 0));
    return { centre, heading: headingAt(stretch, middle), outline };
  });
  return fitToPage(raw);
}

function centreLine(rows: Row[], lanes: number): Stretch[] {
  const turns = rows.map((row) => (row.curve ? ((row.curve.angle * Math.PI) / 180) * (row.curve.turn === 'left' ? 1 : -1) : 0));
  const net = turns.reduce((a, b) => a + b, 0);
  if (Math.abs(net) < 1e-9) throw invalid('sections', 'the curves turn 0° in all: a lap turns through 360°');
  const absolute = turns.reduce((a, b) => a + Math.abs(b), 0);
  const error = Math.sign(net) * 2 * Math.PI - net;
  const stretches: Stretch[] = [];
  let cursor: Point = { x: 0, y: 0 };
  let heading = 0;
  let s = 0;
  rows.forEach((row, i) => {
    const turn = turns[i]! + (error * Math.abs(turns[i]!)) / absolute;
    const radius = row.curve ? curveRadius(row, turn, lanes) : 0;
    const length = row.curve ? radius * Math.abs(turn) : LANE_WIDTH;
    const stretch: Stretch = { start: cursor, heading, s, turn, radius, length };
    stretches.push(stretch);
    cursor = place(stretch, 1, 0);
    heading += turn;
    s += length;
  });
  return stretches;
}

/** Radius of the centre line: lanes together hold their squares at about one lane-width each. */
function curveRadius(row: Row, turn: number, lanes: number): number {
  const printed = Object.values(row.curve!.lanes).reduce((sum, speeds) => sum + speeds.length, 0);
  return Math.max((printed * LANE_WIDTH) / (lanes * Math.abs(turn)), ((lanes + 1) / 2) * LANE_WIDTH);
}

function place(stretch: Stretch, t: number, offset: number): Point {
  const { start, heading, turn, radius, length } = stretch;
  const left = (h: number): Point => ({ x: -Math.sin(h), y: Math.cos(h) });
  if (turn === 0) {
    const n = left(heading);
    return { x: start.x + t * length * Math.cos(heading) + offset * n.x, y: start.y + t * length * Math.sin(heading) + offset * n.y };
  }
  const side = Math.sign(turn);
  const n0 = left(heading);
  const centre = { x: start.x + side * radius * n0.x, y: start.y + side * radius * n0.y };
  const n = left(heading + t * turn);
  const r = radius - side * offset;
  return { x: centre.x - side * r * n.x, y: centre.y - side * r * n.y };
}

const headingAt = (stretch: Stretch, t: number): number => stretch.heading + t * stretch.turn;

const subtract = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });

/** Flips to SVG's y-down axis and moves the drawing into a page with a margin. */
function fitToPage(raw: { centre: Point; heading: number; outline: Point[] }[]): Geometry {
  const points = raw.flatMap((r) => r.outline);
  const minX = Math.min(...points.map((p) => p.x));
  const maxY = Math.max(...points.map((p) => p.y));
  const toPage = (p: Point): Point => ({ x: round(p.x - minX + MARGIN), y: round(maxY - p.y + MARGIN) });
  const outlines = raw.map((r) => r.outline.map(toPage));
  const page = outlines.flat();
  return {
    centres: raw.map((r) => ({ ...toPage(r.centre), heading: round(normalise(-r.heading)) })),
    outlines,
    width: round(Math.max(...page.map((p) => p.x)) + MARGIN),
    height: round(Math.max(...page.map((p) => p.y)) + MARGIN),
  };
}

const normalise = (angle: number): number => Math.atan2(Math.sin(angle), Math.cos(angle));

/** Two decimals are finer than any drawing needs; `+ 0` turns -0 into 0. */
const round = (value: number): number => Math.round(value * 100) / 100 + 0;
