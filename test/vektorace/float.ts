/** The floating-point twin of the exact geometry, for the property tests: the same predicates on numbers, with a margin. */
import { type Surd, toNumber } from '../../domain/vektorace/exact.ts';
import type { Point, Polygon } from '../../domain/vektorace/geometry.ts';

export interface FPoint {
  x: number;
  y: number;
}

export const f = (p: Point): FPoint => ({ x: toNumber(p.x), y: toNumber(p.y) });
export const fs = (s: Surd): number => toNumber(s);
export const fpoly = (polygon: Polygon): FPoint[] => polygon.map(f);

export const fcross = (a: FPoint, b: FPoint, c: FPoint): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** The separating axis theorem on numbers: how far the two polygons overlap on their least axis (negative: a gap), axes normalised. */
export const fpenetration = (p: FPoint[], q: FPoint[]): number => {
  let least = Number.POSITIVE_INFINITY;
  for (const polygon of [p, q]) {
    polygon.forEach((a, i) => {
      const b = polygon[(i + 1) % polygon.length]!;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const axis = { x: -(b.y - a.y) / length, y: (b.x - a.x) / length };
      const dots = (list: FPoint[]) => list.map((v) => v.x * axis.x + v.y * axis.y);
      const overlap = Math.min(Math.max(...dots(p)) - Math.min(...dots(q)), Math.max(...dots(q)) - Math.min(...dots(p)));
      least = Math.min(least, overlap);
    });
  }
  return least;
};

/** Signed distance from c to the convex polygon's boundary: negative inside. */
export const fdistance = (polygon: FPoint[], c: FPoint): number => {
  let nearest = Number.POSITIVE_INFINITY;
  let inside = true;
  polygon.forEach((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const t = Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / (dx * dx + dy * dy)));
    nearest = Math.min(nearest, Math.hypot(c.x - a.x - t * dx, c.y - a.y - t * dy));
    if (fcross(a, b, c) < 0) inside = false;
  });
  return inside ? -nearest : nearest;
};

export const fdot = (a: FPoint, b: FPoint): number => a.x * b.x + a.y * b.y;
export const funit = (h: number): FPoint => ({ x: Math.cos((h * Math.PI) / 4), y: Math.sin((h * Math.PI) / 4) });

/** The part of segment ab inside the convex polygon (anticlockwise), as parameters [t0, t1], or undefined; `slack` says how near a bound came to deciding it. */
export const fclip = (polygon: FPoint[], a: FPoint, b: FPoint): { part: [number, number] | undefined; slack: number } => {
  let t0 = 0;
  let t1 = 1;
  let slack = Number.POSITIVE_INFINITY;
  const d = { x: b.x - a.x, y: b.y - a.y };
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    const c0 = fcross(p, q, a);
    const c1 = (q.x - p.x) * d.y - (q.y - p.y) * d.x;
    if (Math.abs(c1) < 1e-9) {
      slack = Math.min(slack, Math.abs(c0));
      if (c0 < 0) return { part: undefined, slack };
      continue;
    }
    const t = -c0 / c1;
    if (c1 > 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  slack = Math.min(slack, Math.abs(t1 - t0));
  return { part: t0 <= t1 ? [t0, t1] : undefined, slack };
};
