/**
 * The shapes of VK-GAP-2 and VK-GAP-8 in quarter units: the car's octagonal base, its nose, a
 * laid vector, the slipstream area and the side attack areas.
 */
import { type Surd, surd, ZERO } from './exact.ts';
import { along, boxedOctagons, type Heading, type Point, type Polygon, plus, point, turn } from './geometry.ts';

/** Half the octagon's side a = √2 − 1, in quarter units: 4·a/2 = 2√2 − 2. */
const HALF_SIDE = surd(-2, 2);
const BACK_HALF_SIDE = surd(2, -2);
const HALF = surd(2);

/** p + t·u(h) + w·u(h + 90°), with t and w in quarter units; the rules keep it on the lattice. */
export const offset = (p: Point, h: number, t: Surd, w: Surd): Point => plus(plus(p, along(h, t)!), along(turn(h, 2), w)!);

// Each side's right-hand end (½ along h, a/2 to its right) is the left-hand end of the side before: 8 vertices, anticlockwise.
// Kept as offsets from the centre so that a base costs 8 additions, not 16 products (the move options build hundreds).
const CORNERS: readonly Point[] = [0, 1, 2, 3, 4, 5, 6, 7].map((h) => offset(point(ZERO, ZERO), h, HALF, BACK_HALF_SIDE));

/** VK-GAP-2: the regular octagon of width 1 centred on p, its sides facing the 8 headings (the same for every heading). */
export const octagon = (p: Point): Polygon =>
  boxedOctagons(
    CORNERS.map((corner) => plus(p, corner)),
    [p],
  );

/** VK-GAP-2: the front reference point f = p + ½·u(h). */
export const front = (p: Point, h: Heading): Point => plus(p, along(h, HALF)!);

/** VK-GAP-2: the nose, the octagon's front side: a segment of length a centred on f, across u(h); right end first. */
export const nose = (p: Point, h: Heading): [Point, Point] => [offset(p, h, HALF, BACK_HALF_SIDE), offset(p, h, HALF, HALF_SIDE)];

/**
 * VK-GAP-2: a vector laid along h from first cell centre S to last cell centre E: the hull of
 * their two octagons. Built directly rather than by a hull: the sides of E facing within 45° of h,
 * then those of S facing away, the two sides parallel to h joining them (vertex k of an octagon is
 * the right-hand end of its side facing k).
 */
export const vectorShape = (first: Point, last: Point, h: Heading): Polygon => {
  const back = octagon(first);
  const ahead = octagon(last);
  return boxedOctagons([0, 1, 2, 3].map((i) => ahead[(h + 7 + i) % 8]!).concat([0, 1, 2, 3].map((i) => back[(h + 3 + i) % 8]!)), [first, last]);
};

/** The rectangle t0 ≤ t ≤ t1, w0 ≤ w ≤ w1 in the frame (u(h), u(h + 90°)) at p, anticlockwise. */
const frame = (p: Point, h: number, t0: number, t1: number, w0: number, w1: number): Polygon => [
  offset(p, h, surd(t0), surd(w0)),
  offset(p, h, surd(t1), surd(w0)),
  offset(p, h, surd(t1), surd(w1)),
  offset(p, h, surd(t0), surd(w1)),
];

/** VK-GAP-8: the slipstream area behind a car, ½ ≤ t ≤ 2½ back, |w| ≤ ½; `near` is its first octagon, `far` its second. */
export const slipstreamArea = (p: Point, h: Heading, part: 'whole' | 'near' | 'far' = 'whole'): Polygon => {
  const [t0, t1] = part === 'near' ? [-6, -2] : part === 'far' ? [-10, -6] : [-10, -2];
  return frame(p, h, t0, t1, -2, 2);
};

/** VK-GAP-8: the side attack area on the car's left (+1) or right (−1): −1½ ≤ t ≤ ½, ½ ≤ w ≤ 1½ on that side. */
export const sideAttackArea = (p: Point, h: Heading, side: 1 | -1): Polygon => (side === 1 ? frame(p, h, -6, 2, 2, 6) : frame(p, h, -6, 2, -6, -2));
