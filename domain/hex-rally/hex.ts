/**
 * The hex map's geometry (HX-GAP-2 Proposed): pointy-top hexes in horizontal rows, axial
 * coordinates (q, r), six directions numbered anticlockwise from east. "Left" of a direction is
 * the next number (60° anticlockwise), "right" the one before.
 */
import * as z from 'zod';

export const Direction = z.literal([1, 2, 3, 4, 5, 6]);
export type Direction = z.infer<typeof Direction>;

export const Hex = z.object({ q: z.number().int(), r: z.number().int() });
export type Hex = z.infer<typeof Hex>;

/** 1 = E, 2 = NE, 3 = NW, 4 = W, 5 = SW, 6 = SE. */
const VECTORS: Record<Direction, Hex> = {
  1: { q: 1, r: 0 },
  2: { q: 1, r: -1 },
  3: { q: 0, r: -1 },
  4: { q: -1, r: 0 },
  5: { q: -1, r: 1 },
  6: { q: 0, r: 1 },
};

export const DIRECTIONS: readonly Direction[] = [1, 2, 3, 4, 5, 6];

export type Side = 'left' | 'right';

/** `direction` turned by `sixths` of a full turn, anticlockwise (to the left) when positive. */
export const rotate = (direction: Direction, sixths: number): Direction => (((((direction - 1 + sixths) % 6) + 6) % 6) + 1) as Direction;

/** 60° to the given side. */
export const toward = (direction: Direction, side: Side, sixths = 1): Direction => rotate(direction, side === 'left' ? sixths : -sixths);

export const opposite = (direction: Direction): Direction => rotate(direction, 3);

export const otherSide = (side: Side): Side => (side === 'left' ? 'right' : 'left');

export const neighbour = (hex: Hex, direction: Direction): Hex => {
  const vector = VECTORS[direction];
  return { q: hex.q + vector.q, r: hex.r + vector.r };
};

/** A hex's key in maps and sets, and its name in messages: `q,r`. */
export const hexKey = (hex: Hex): string => `${hex.q},${hex.r}`;

export const sameHex = (a: Hex, b: Hex): boolean => a.q === b.q && a.r === b.r;

/** Steps between two hexes. */
export const distance = (a: Hex, b: Hex): number => {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
};

/** Sixths of a turn from `from` to `to`, anticlockwise, 0–5. */
export const turnBetween = (from: Direction, to: Direction): number => (((to - from) % 6) + 6) % 6;
