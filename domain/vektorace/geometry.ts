/**
 * The plane of VK-GAP-2, exactly: points and vectors in quarter units (exact.ts), the 8
 * headings, and the predicates the rules ask (orientation, segments, convex polygons, discs,
 * noses in areas). With exact numbers the tolerance ε of VK-GAP-2 and VK-GAP-12 is 0: "touching
 * is not overlapping" and "|d| ≤ ε is level" become strict comparisons with 0
 * (docs/rules-decisions.md, Vektorace).
 */
import * as z from 'zod';
import { add, compare, divide, fromQuarter, mul, neg, Quarter, type Surd, scale, sign, sub, surd, toNumber, toQuarter, ZERO } from './exact.ts';

export interface Point {
  readonly x: Surd;
  readonly y: Surd;
}

/** A point as stored. */
export const StoredPoint = z.strictObject({ x: Quarter, y: Quarter });
export type StoredPoint = z.infer<typeof StoredPoint>;

export const point = (x: Surd, y: Surd): Point => ({ x, y });
export const fromStored = (p: StoredPoint): Point => point(fromQuarter(p.x), fromQuarter(p.y));
export const toStored = (p: Point): StoredPoint => ({ x: toQuarter(p.x), y: toQuarter(p.y) });

/** A heading, in steps of 45° anticlockwise from the x axis (VK-GAP-2): 0 is 0°, 1 is 45°, … 7 is 315°. */
export const Heading = z.number().int().min(0).max(7);
export type Heading = z.infer<typeof Heading>;

export const turn = (h: number, steps: number): Heading => ((((h + steps) % 8) + 8) % 8) as Heading;
export const degrees = (h: Heading): number => h * 45;

const R = surd(0, 2); // 4/√2 = 2√2: a diagonal unit step in quarter units
const UNITS: readonly Point[] = [
  point(surd(4), ZERO),
  point(R, R),
  point(ZERO, surd(4)),
  point(neg(R), R),
  point(surd(-4), ZERO),
  point(neg(R), neg(R)),
  point(ZERO, surd(-4)),
  point(R, neg(R)),
];

export const plus = (p: Point, q: Point): Point => point(add(p.x, q.x), add(p.y, q.y));
export const minus = (p: Point, q: Point): Point => point(sub(p.x, q.x), sub(p.y, q.y));
export const times = (p: Point, k: bigint): Point => point(scale(p.x, k), scale(p.y, k));

/** u(h), one unit along heading h, in quarter units. */
export const unit = (h: number): Point => UNITS[turn(h, 0)]!;

/** `length` quarter units along heading h; undefined when the point leaves the (i + j√2)/4 lattice (a quarter unit along a diagonal). */
export const along = (h: number, length: Surd): Point | undefined => {
  const u = unit(h);
  const x = divide(mul(u.x, length), 4n);
  const y = divide(mul(u.y, length), 4n);
  return x && y ? point(x, y) : undefined;
};

/** p + n·u(h) for whole units n. */
export const step = (p: Point, h: number, n = 1n): Point => plus(p, times(unit(h), n));

export const dot = (p: Point, q: Point): Surd => add(mul(p.x, q.x), mul(p.y, q.y));
export const cross = (p: Point, q: Point): Surd => sub(mul(p.x, q.y), mul(p.y, q.x));
export const samePoint = (p: Point, q: Point): boolean => compare(p.x, q.x) === 0 && compare(p.y, q.y) === 0;

/** +1 when c lies left of the line a→b, −1 right of it, 0 on it. */
export const orientation = (a: Point, b: Point, c: Point): -1 | 0 | 1 => sign(cross(minus(b, a), minus(c, a)));

/** c on the closed segment ab, given that it is on its line. */
const within = (a: Point, b: Point, c: Point): boolean => sign(dot(minus(a, c), minus(b, c))) <= 0;

/** Whether segments ab and cd share a point (touching counts). */
export const segmentsMeet = (a: Point, b: Point, c: Point, d: Point): boolean => {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (o1 === 0 && within(a, b, c)) || (o2 === 0 && within(a, b, d)) || (o3 === 0 && within(c, d, a)) || (o4 === 0 && within(c, d, b));
};

/** Whether ab and cd cross at one point inside both (touching does not count). */
export const segmentsCross = (a: Point, b: Point, c: Point, d: Point): boolean =>
  orientation(a, b, c) * orientation(a, b, d) < 0 && orientation(c, d, a) * orientation(c, d, b) < 0;

/** A convex polygon, vertices anticlockwise, no three in a line. */
export type Polygon = readonly Point[];

const edges = (polygon: Polygon): [Point, Point][] => polygon.map((p, i) => [p, polygon[(i + 1) % polygon.length]!]);

/** The convex hull, anticlockwise, points on its edges dropped (Andrew's monotone chain, exact). */
export const hull = (points: readonly Point[]): Polygon => {
  const sorted = [...points].sort((p, q) => compare(p.x, q.x) || compare(p.y, q.y));
  const unique = sorted.filter((p, i) => i === 0 || !samePoint(p, sorted[i - 1]!));
  if (unique.length < 3) return unique;
  const chain = (list: readonly Point[]): Point[] => {
    const out: Point[] = [];
    for (const p of list) {
      while (out.length >= 2 && orientation(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out;
  };
  const lower = chain(unique);
  const upper = chain([...unique].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
};

/** Twice the polygon's area, exact (the shoelace formula). */
export const doubleArea = (polygon: Polygon): Surd => edges(polygon).reduce((sum, [p, q]) => add(sum, cross(p, q)), ZERO);

/** −1 strictly inside, 0 on the boundary, +1 outside. */
export const locate = (polygon: Polygon, p: Point): -1 | 0 | 1 => {
  let onEdge = false;
  for (const [a, b] of edges(polygon)) {
    const o = orientation(a, b, p);
    if (o < 0) return 1;
    if (o === 0) onEdge = true;
  }
  return onEdge ? 0 : -1;
};

const floats = new WeakMap<Point, { x: number; y: number }>();
const approx = (p: Point): { x: number; y: number } => {
  let found = floats.get(p);
  if (!found) {
    found = { x: toNumber(p.x), y: toNumber(p.y) };
    floats.set(p, found);
  }
  return found;
};
/** A bounding box in floating point, for a quick answer only when it is certain (see `apart`). */
interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const boxes = new WeakMap<Polygon, Box>();

const boxOf = (polygon: Polygon): Box => {
  let box = boxes.get(polygon);
  if (!box) {
    const xs = polygon.map((v) => toNumber(v.x));
    const ys = polygon.map((v) => toNumber(v.y));
    box = { x0: Math.min(...xs), x1: Math.max(...xs), y0: Math.min(...ys), y1: Math.max(...ys) };
    boxes.set(polygon, box);
  }
  return box;
};

/**
 * Records the box of a shape made of unit octagons centred on `centres` (a base, a vector): their
 * centres' extent widened by half a unit, without converting the shape's every vertex.
 */
export const boxedOctagons = (polygon: Polygon, centres: readonly Point[]): Polygon => {
  const xs = centres.map((c) => approx(c).x);
  const ys = centres.map((c) => approx(c).y);
  boxes.set(polygon, { x0: Math.min(...xs) - 2, x1: Math.max(...xs) + 2, y0: Math.min(...ys) - 2, y1: Math.max(...ys) + 2 });
  return polygon;
};

/**
 * The two boxes are clearly apart: by more than a margin a million times the floating-point error
 * of a coordinate of a few hundred quarter units, so the exact answer is certainly "no overlap"
 * and the shortcut never decides a borderline case (the exact test does).
 */
const MARGIN = 1e-6;
const apart = (a: Box, b: Box, reach = 0): boolean =>
  a.x1 + reach + MARGIN < b.x0 || b.x1 + reach + MARGIN < a.x0 || a.y1 + reach + MARGIN < b.y0 || b.y1 + reach + MARGIN < a.y0;

const FLOAT_UNITS = UNITS.map(approx);

/**
 * The sign of (p − origin)·u(h): read from floating point when the value is clear of 0 by the
 * margin (certainly right, as for `apart`), computed exactly otherwise, so that only the segments
 * near a line pay for the exact products.
 */
export const sideOf = (p: Point, origin: Point, h: number): -1 | 0 | 1 => {
  const a = approx(p);
  const o = approx(origin);
  const u = FLOAT_UNITS[turn(h, 0)]!;
  const value = (a.x - o.x) * u.x + (a.y - o.y) * u.y;
  if (value > MARGIN) return 1;
  if (value < -MARGIN) return -1;
  return sign(dot(minus(p, origin), unit(h)));
};

/**
 * An axis of the separating axis test. The shapes of the rules have their sides along the 8
 * headings, whose normals are parallel to (1, 0), (0, 1), (1, 1) and (−1, 1): on those a
 * projection is x, y, x + y or y − x, sums rather than products, remembered per polygon. Any
 * other side gives a general axis.
 */
type Axis = 'x' | 'y' | 'sum' | 'diff' | Point;

const axisOf = (a: Point, b: Point): Axis => {
  const d = minus(b, a);
  if (sign(d.y) === 0) return 'y';
  if (sign(d.x) === 0) return 'x';
  if (compare(d.x, d.y) === 0) return 'diff';
  if (compare(d.x, neg(d.y)) === 0) return 'sum';
  return point(neg(d.y), d.x);
};

const along0 = (axis: Axis, p: Point): Surd => {
  if (axis === 'x') return p.x;
  if (axis === 'y') return p.y;
  if (axis === 'sum') return add(p.x, p.y);
  if (axis === 'diff') return sub(p.y, p.x);
  return dot(p, axis);
};

/** The edge normals of both polygons, each direction once: 4 axes for the rules' shapes, not 16. */
const axesOf = (p: Polygon, q: Polygon): Axis[] => {
  const axes: Axis[] = [];
  for (const polygon of [p, q]) {
    for (const [a, b] of edges(polygon)) {
      const axis = axisOf(a, b);
      const known = typeof axis === 'string' ? axes.includes(axis) : axes.some((other) => typeof other !== 'string' && sign(cross(other, axis)) === 0);
      if (!known) axes.push(axis);
    }
  }
  return axes;
};

const projections = new WeakMap<Polygon, Map<string, [Surd, Surd]>>();

const project = (polygon: Polygon, axis: Axis): [Surd, Surd] => {
  const named = typeof axis === 'string' ? axis : undefined;
  let known = projections.get(polygon);
  const cached = named && known?.get(named);
  if (cached) return cached;
  let low = along0(axis, polygon[0]!);
  let high = low;
  for (const p of polygon) {
    const v = along0(axis, p);
    if (compare(v, low) < 0) low = v;
    if (compare(v, high) > 0) high = v;
  }
  if (named) {
    if (!known) {
      known = new Map();
      projections.set(polygon, known);
    }
    known.set(named, [low, high]);
  }
  return [low, high];
};

/** VK-GAP-2 overlap: the interiors meet (separating axis theorem); polygons that only touch do not overlap. */
export const polygonsOverlap = (p: Polygon, q: Polygon): boolean => {
  if (apart(boxOf(p), boxOf(q))) return false;
  for (const axis of axesOf(p, q)) {
    const [lowP, highP] = project(p, axis);
    const [lowQ, highQ] = project(q, axis);
    if (compare(highP, lowQ) <= 0 || compare(highQ, lowP) <= 0) return false;
  }
  return true;
};

/**
 * Every vertex of the shape in the closed axis-aligned rectangle (the table, `rectangle`): the
 * boxes answer when the shape is inside by more than the margin, the exact test otherwise.
 */
export const insideRectangle = (rect: Polygon, shape: Polygon): boolean => {
  const outer = boxOf(rect);
  const inner = boxOf(shape);
  if (outer.x0 + MARGIN < inner.x0 && inner.x1 + MARGIN < outer.x1 && outer.y0 + MARGIN < inner.y0 && inner.y1 + MARGIN < outer.y1) return true;
  return shape.every((v) => locate(rect, v) <= 0);
};

/** The squared distance from c to segment ab, compared with r²: −1 nearer than r, 0 at r, +1 farther. */
const segmentNearer = (a: Point, b: Point, c: Point, r2: Surd): -1 | 0 | 1 => {
  const ab = minus(b, a);
  const ac = minus(c, a);
  const t = dot(ac, ab);
  const length2 = dot(ab, ab);
  if (sign(t) <= 0) return compare(dot(ac, ac), r2);
  if (compare(t, length2) >= 0) {
    const bc = minus(c, b);
    return compare(dot(bc, bc), r2);
  }
  const k = cross(ab, ac);
  return compare(mul(k, k), mul(r2, length2));
};

/** A curve token (VK-GAP-9 item 1): a disc. */
export interface Disc {
  readonly centre: Point;
  /** In quarter units. */
  readonly radius: Surd;
}

/** VK-GAP-2: a disc overlaps a convex polygon when its centre is inside or its boundary is nearer than the radius. */
export const discOverlaps = (disc: Disc, polygon: Polygon): boolean => {
  const cx = toNumber(disc.centre.x);
  const cy = toNumber(disc.centre.y);
  if (apart(boxOf(polygon), { x0: cx, x1: cx, y0: cy, y1: cy }, toNumber(disc.radius))) return false;
  if (locate(polygon, disc.centre) <= 0) return true;
  const r2 = mul(disc.radius, disc.radius);
  return edges(polygon).some(([a, b]) => segmentNearer(a, b, disc.centre, r2) < 0);
};

export const discsOverlap = (d: Disc, e: Disc): boolean => {
  const gap = minus(d.centre, e.centre);
  const reach = add(d.radius, e.radius);
  return compare(dot(gap, gap), mul(reach, reach)) < 0;
};

/** Whether segment ab comes nearer the disc's centre than its radius. */
export const segmentEntersDisc = (a: Point, b: Point, disc: Disc): boolean => segmentNearer(a, b, disc.centre, mul(disc.radius, disc.radius)) < 0;

/** A parameter t = num/den along a segment, den > 0. */
interface Fraction {
  num: Surd;
  den: Surd;
}

const fractionCompare = (p: Fraction, q: Fraction): -1 | 0 | 1 => compare(mul(p.num, q.den), mul(q.num, p.den));

/**
 * The part of segment ab inside the closed convex polygon, as parameters 0 ≤ t0 ≤ t1 ≤ 1
 * (Cyrus–Beck clipping, exact); undefined when they do not meet.
 */
const clip = (polygon: Polygon, a: Point, b: Point): [Fraction, Fraction] | undefined => {
  let enter: Fraction = { num: ZERO, den: surd(1) };
  let leave: Fraction = { num: surd(1), den: surd(1) };
  const d = minus(b, a);
  for (const [p, q] of edges(polygon)) {
    // Inside is left of p→q: cross(q − p, x − p) ≥ 0, with x = a + t·d: c0 + t·c1 ≥ 0.
    const e = minus(q, p);
    const c0 = cross(e, minus(a, p));
    const c1 = cross(e, d);
    const s1 = sign(c1);
    if (s1 === 0) {
      if (sign(c0) < 0) return undefined;
      continue;
    }
    // t ≥ −c0/c1 when c1 > 0, t ≤ −c0/c1 when c1 < 0; the fraction is kept with a positive denominator.
    const bound: Fraction = s1 > 0 ? { num: neg(c0), den: c1 } : { num: c0, den: neg(c1) };
    if (s1 > 0 && fractionCompare(bound, enter) > 0) enter = bound;
    if (s1 < 0 && fractionCompare(bound, leave) < 0) leave = bound;
    if (fractionCompare(enter, leave) > 0) return undefined;
  }
  return [enter, leave];
};

/**
 * VK-GAP-2 "nose inside an area", with ε = 0: partly inside when a piece of positive length of
 * the segment lies in the closed area; wholly inside when all of it does.
 */
export const segmentInside = (polygon: Polygon, a: Point, b: Point): 'no' | 'partly' | 'wholly' => {
  const part = clip(polygon, a, b);
  if (!part || fractionCompare(part[0], part[1]) === 0) return 'no';
  return locate(polygon, a) <= 0 && locate(polygon, b) <= 0 ? 'wholly' : 'partly';
};

/** An axis-aligned rectangle (table, pit wall, pit area), anticlockwise. */
export const rectangle = (low: Point, high: Point): Polygon => [low, point(high.x, low.y), high, point(low.x, high.y)];
