/** A compiled circuit (VK-GAP-9, VK-GAP-10): the file's elements as exact shapes in quarter units. */
import type { Surd } from '../exact.ts';
import type { Disc, Heading, Point, Polygon } from '../geometry.ts';
import type { CircuitFile } from './schema.ts';

/**
 * A line a car passes forward (VK-GAP-9 items 2 and 4): through `origin`, square to `travel`;
 * the gate runs from the origin along `direction` for `length` (to the table edge when
 * undefined), the inside line the other way for `inside`.
 */
export interface Gate {
  origin: Point;
  travel: Heading;
  direction: Heading;
  length: Surd | undefined;
  inside: Surd;
}

export interface Curve {
  number: number;
  disc: Disc;
  kerb: 'L' | 'R';
  gate: Gate;
  /** Where the gate and the inside line end, for pictures and validation. */
  gateEnd: Point;
  insideEnd: Point;
}

export interface Circuit {
  id: string;
  name: string;
  description?: string;
  file: CircuitFile;
  size: { width: Surd; height: Surd };
  table: Polygon;
  laps: number;
  /** The race direction t_F: the heading parallel to the pit wall (VK-PIT-4). */
  direction: Heading;
  /** By number: curves[0] is curve 1, the last is the last curve (VK-PIT-4). */
  curves: Curve[];
  pitWall: Polygon;
  pitArea: Polygon;
  /** The pit area's sides across the race direction (VK-PIT-1), crossed along it. */
  entry: Gate;
  exit: Gate;
  finish: Gate & { from: Point; to: Point };
  /** VK-START-3 item 1: the segment of the pole car's possible centres. */
  pole: [Point, Point];
}
