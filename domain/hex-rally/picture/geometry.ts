/**
 * Where the map's hexes go on the page (HX-GAP-2 Proposed): pointy-top hexes in horizontal rows,
 * direction 1 (east) to the right and the others 60° apart anticlockwise, so the picture reads as
 * the map file is written. The page holds the track and the band of walls around it.
 */
import type { Point } from '../../picture/svg.ts';
import { DIRECTIONS, type Direction, type Hex, hexKey, neighbour } from '../hex.ts';
import type { Track } from '../track/types.ts';

/** A hex's circumradius, in user units: every size in the picture derives from it. */
export const RADIUS = 22;
/** The width of a hex, corner to corner across its flat sides, and the step between two hexes of a row. */
export const HEX_WIDTH = Math.sqrt(3) * RADIUS;
const ROW_STEP = 1.5 * RADIUS;
const MARGIN = 0.6 * HEX_WIDTH;

export interface Line {
  from: Point;
  to: Point;
}

export interface MapLayout {
  width: number;
  height: number;
  /** The hexes beside the track that are not track: its walls (HX-GAP-7), top row first. */
  walls: readonly Hex[];
  centre(hex: Hex): Point;
  corners(hex: Hex): Point[];
  /** The side of `hex` shared with its neighbour toward `direction`. */
  side(hex: Hex, direction: Direction): Line;
}

/** The angle of `direction` on the page, in radians, clockwise from east as the page's y axis points down. */
export const angleOf = (direction: Direction): number => (-(direction - 1) * Math.PI) / 3;

const raw = ({ q, r }: Hex): Point => ({ x: HEX_WIDTH * (q + r / 2), y: ROW_STEP * r });

const byRowThenColumn = (a: Hex, b: Hex): number => a.r - b.r || a.q - b.q;

export function mapLayout(track: Pick<Track, 'cells'>): MapLayout {
  const cells = [...track.cells.values()].map((cell) => cell.hex);
  const walls = new Map<string, Hex>();
  for (const hex of cells)
    for (const direction of DIRECTIONS) {
      const next = neighbour(hex, direction);
      if (!track.cells.has(hexKey(next))) walls.set(hexKey(next), next);
    }
  const drawn = [...cells, ...walls.values()].map(raw);
  const left = Math.min(...drawn.map((p) => p.x)) - HEX_WIDTH / 2 - MARGIN;
  const top = Math.min(...drawn.map((p) => p.y)) - RADIUS - MARGIN;
  const width = Math.max(...drawn.map((p) => p.x)) + HEX_WIDTH / 2 + MARGIN - left;
  const height = Math.max(...drawn.map((p) => p.y)) + RADIUS + MARGIN - top;
  const centre = (hex: Hex): Point => {
    const { x, y } = raw(hex);
    return { x: x - left, y: y - top };
  };
  const corner = (hex: Hex, angle: number): Point => {
    const { x, y } = centre(hex);
    return { x: x + RADIUS * Math.cos(angle), y: y + RADIUS * Math.sin(angle) };
  };
  return {
    width,
    height,
    walls: [...walls.values()].sort(byRowThenColumn),
    centre,
    // Pointy-top: the corners at 30°, 90°, … from east, one at the bottom and one at the top.
    corners: (hex) => Array.from({ length: 6 }, (_, i) => corner(hex, Math.PI / 6 + (i * Math.PI) / 3)),
    side: (hex, direction) => {
      const angle = angleOf(direction);
      return { from: corner(hex, angle - Math.PI / 6), to: corner(hex, angle + Math.PI / 6) };
    },
  };
}

/** The point `length` from `from` toward `angle` (radians, clockwise from east). */
export const toward = (from: Point, angle: number, length: number): Point => ({ x: from.x + length * Math.cos(angle), y: from.y + length * Math.sin(angle) });
