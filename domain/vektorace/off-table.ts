/**
 * VK-LIMIT-6 B Proposed: where a car that falls off the table restarts. It stops at X, the first
 * point of its path ½ unit from a table edge with the path about to go beyond it, so that its base
 * touches that edge, heading along the edge the way nearest the path's direction. Every path
 * segment runs along one of the 8 headings, so X stays exact: along a diagonal both coordinates
 * change by the same amount.
 */
import type { Circuit } from './circuit/types.ts';
import { add, compare, type Surd, sign, sub, surd } from './exact.ts';
import { type Heading, minus, type Point, point } from './geometry.ts';

const HALF = surd(2);

export interface Restart {
  position: Point;
  /** One heading, or two when the path met the edge square and the player chooses. */
  headings: Heading[];
}

const headingOf = (sx: number, sy: number): Heading => {
  const table: Record<string, Heading> = { '1,0': 0, '1,1': 1, '0,1': 2, '-1,1': 3, '-1,0': 4, '-1,-1': 5, '0,-1': 6, '1,-1': 7 };
  return table[`${sx},${sy}`]!;
};

/** The edges' lines ½ inside the table, as (axis, limit, outward sign). */
const limits = (circuit: Circuit): { axis: 'x' | 'y'; at: Surd; out: 1 | -1 }[] => [
  { axis: 'x', at: sub(circuit.size.width, HALF), out: 1 },
  { axis: 'x', at: HALF, out: -1 },
  { axis: 'y', at: sub(circuit.size.height, HALF), out: 1 },
  { axis: 'y', at: HALF, out: -1 },
];

/** The restart of a move whose path leaves the table; undefined when it never comes within ½ of an edge going out. */
export const restart = (circuit: Circuit, path: readonly Point[]): Restart | undefined => {
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    const d = minus(q, p);
    const sx = sign(d.x);
    const sy = sign(d.y);
    let best: { run: Surd; position: Point; axis: 'x' | 'y' } | undefined;
    for (const { axis, at, out } of limits(circuit)) {
      const s = axis === 'x' ? sx : sy;
      if (s !== out) continue;
      const from = axis === 'x' ? p.x : p.y;
      const to = axis === 'x' ? q.x : q.y;
      // The path must reach the line within this segment and go on beyond it.
      if (compare(from, at) * out > 0 || compare(to, at) * out <= 0) continue;
      const run = out > 0 ? sub(at, from) : sub(from, at);
      const other = axis === 'x' ? sy : sx;
      const shift = other === 0 ? surd(0) : other > 0 ? run : sub(surd(0), run);
      const position = axis === 'x' ? point(at, add(p.y, shift)) : point(add(p.x, shift), at);
      if (!best || compare(run, best.run) < 0) best = { run, position, axis };
    }
    if (best) {
      const h = headingOf(sx, sy);
      const along: Heading[] = best.axis === 'x' ? [2, 6] : [0, 4];
      const nearest = along.filter((a) => Math.min((a - h + 8) % 8, (h - a + 8) % 8) <= 1);
      return { position: best.position, headings: nearest.length > 0 ? nearest : along };
    }
  }
  return undefined;
};
