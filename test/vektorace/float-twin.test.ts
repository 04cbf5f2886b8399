/**
 * Issue 14 point 2: the exact predicates against a floating-point version of the same formulas,
 * on random cases kept away from the borderline (where only the exact answer can be trusted):
 * overlap of any convex polygons, nose ahead, behind or level, a nose inside an area, and passing
 * a curve's gate or inside line.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Gate } from '../../domain/vektorace/circuit/types.ts';
import { crossForward } from '../../domain/vektorace/crossing.ts';
import { surd } from '../../domain/vektorace/exact.ts';
import { type Heading, hull, point, polygonsOverlap, segmentInside } from '../../domain/vektorace/geometry.ts';
import { noseAhead } from '../../domain/vektorace/order.ts';
import { travel } from '../../domain/vektorace/progress.ts';
import { front, nose, offset, sideAttackArea, slipstreamArea } from '../../domain/vektorace/shapes.ts';
import { f, fclip, fdistance, fdot, fpenetration, fpoly, fs, funit } from './float.ts';
import { DEFAULT } from './support.ts';

const RUNS = { seed: 1412, numRuns: 400 };
const MARGIN = 1e-6;

const lattice = (range: number) =>
  fc
    .record({
      i: fc.integer({ min: -range, max: range }),
      j: fc.integer({ min: -range, max: range }),
      k: fc.integer({ min: -range, max: range }),
      l: fc.integer({ min: -range, max: range }),
    })
    .map(({ i, j, k, l }) => point(surd(i, j), surd(k, l)));
const near = lattice(24);
const heading = fc.integer({ min: 0, max: 7 }).map((h) => h as Heading);

describe('exact predicates against floating point, away from the borderline (issue 14 point 2)', () => {
  it('[VK-GAP-2] overlap of any two convex polygons, sides in any direction (hulls of random points)', () => {
    fc.assert(
      fc.property(fc.array(near, { minLength: 3, maxLength: 8 }), fc.array(near, { minLength: 3, maxLength: 8 }), (ps, qs) => {
        const p = hull(ps);
        const q = hull(qs);
        fc.pre(p.length >= 3 && q.length >= 3);
        const depth = fpenetration(fpoly(p), fpoly(q));
        fc.pre(Math.abs(depth) > MARGIN);
        expect(polygonsOverlap(p, q)).toBe(depth > 0);
      }),
      RUNS,
    );
  });

  it('[VK-ORDER-3] [VK-GAP-2] nose ahead or behind: the sign of d = (f_A − f_B)·u(h_B)', () => {
    fc.assert(
      fc.property(near, heading, near, heading, (pa, ha, pb, hb) => {
        const fa = f(front(pa, ha));
        const fb = f(front(pb, hb));
        const d = fdot({ x: fa.x - fb.x, y: fa.y - fb.y }, funit(hb));
        fc.pre(Math.abs(d) > MARGIN);
        expect(noseAhead({ position: pa, heading: ha, laps: 0, due: 1 }, { position: pb, heading: hb, laps: 0, due: 1 })).toBe(Math.sign(d));
      }),
      RUNS,
    );
  });

  it('[VK-ORDER-3] noses level: two cars side by side on any heading, whatever their distance, give d = 0 exactly', () => {
    fc.assert(
      fc.property(near, heading, fc.integer({ min: -10, max: 10 }), fc.integer({ min: -10, max: 10 }), (p, h, k, l) => {
        // Beside p, square to its heading, k + l√2 units away: where floating point finds d only close to 0.
        const beside = offset(p, h, surd(0), surd(4 * k, 4 * l));
        const a = { position: p, heading: h, laps: 0, due: 1 };
        const b = { position: beside, heading: h, laps: 0, due: 1 };
        expect([noseAhead(a, b), noseAhead(b, a)]).toEqual([0, 0]);
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it('[VK-SLIP-3] [VK-ATK-6] [VK-GAP-2] a nose partly, wholly or not inside the slipstream and side attack areas', () => {
    fc.assert(
      fc.property(near, heading, near, heading, fc.integer({ min: 0, max: 3 }), (leader, hl, follower, hf, which) => {
        const area =
          which === 0 ? slipstreamArea(leader, hl) : which === 1 ? slipstreamArea(leader, hl, 'near') : sideAttackArea(leader, hl, which === 2 ? 1 : -1);
        const [a, b] = nose(follower, hf);
        const polygon = fpoly(area);
        const { part, slack } = fclip(polygon, f(a), f(b));
        const ends = [fdistance(polygon, f(a)), fdistance(polygon, f(b))];
        fc.pre(slack > MARGIN && ends.every((e) => Math.abs(e) > MARGIN));
        const expected = part === undefined ? 'no' : ends.every((e) => e < 0) ? 'wholly' : 'partly';
        expect(segmentInside(area, a, b)).toBe(expected);
      }),
      RUNS,
    );
  });

  /** VK-GAP-9 item 4 on numbers. */
  const fcrossing = (gate: Gate, p: ReturnType<typeof f>, q: ReturnType<typeof f>) => {
    const c = f(gate.origin);
    const t = funit(gate.travel);
    const alpha = fdot({ x: p.x - c.x, y: p.y - c.y }, t);
    const beta = fdot({ x: q.x - c.x, y: q.y - c.y }, t);
    const x = { x: p.x + ((q.x - p.x) * alpha) / (alpha - beta), y: p.y + ((q.y - p.y) * alpha) / (alpha - beta) };
    const s = fdot({ x: x.x - c.x, y: x.y - c.y }, funit(gate.direction));
    const length = gate.length === undefined ? Number.POSITIVE_INFINITY : fs(gate.length);
    const inside = fs(gate.inside);
    const clear = [alpha, beta, s, s - length, s + inside].every((v) => !Number.isFinite(v) || Math.abs(v) > MARGIN);
    const crossing = alpha < 0 && beta >= 0 ? (s >= 0 ? (s <= length ? 'gate' : 'beyond') : s >= -inside ? 'inside' : 'beyond') : undefined;
    return { clear: clear && Math.abs(alpha - beta) > MARGIN, crossing };
  };

  it('[VK-GAP-9] a segment crosses a curve line forward through the gate, the inside line or beyond, or not at all', () => {
    const gate = fc
      .record({
        origin: near,
        travel: heading,
        left: fc.boolean(),
        length: fc.option(fc.integer({ min: 1, max: 60 })),
        inside: fc.integer({ min: 1, max: 60 }),
      })
      .map(
        ({ origin, travel: t, left, length, inside }): Gate => ({
          origin,
          travel: t,
          direction: ((t + (left ? 2 : 6)) % 8) as Heading,
          length: length === null ? undefined : surd(length),
          inside: surd(inside),
        }),
      );
    fc.assert(
      fc.property(gate, lattice(60), lattice(60), (g, p, q) => {
        const expected = fcrossing(g, f(p), f(q));
        fc.pre(expected.clear);
        expect(crossForward(g, p, q)).toBe(expected.crossing);
      }),
      RUNS,
    );
  });

  it('[VK-GAP-9] passing curves on the default circuit: a path passes the curve due exactly when its segment crosses that gate forward', () => {
    const onTable = fc
      .record({ x: fc.integer({ min: 0, max: 192 }), y: fc.integer({ min: 0, max: 120 }), j: fc.integer({ min: -20, max: 20 }) })
      .map(({ x, y, j }) => point(surd(x, j), surd(y, -j)));
    fc.assert(
      fc.property(onTable, onTable, fc.integer({ min: 1, max: 6 }), (p, q, due) => {
        const expected = fcrossing(DEFAULT.curves[due - 1]!.gate, f(p), f(q));
        fc.pre(expected.clear);
        const moved = travel(DEFAULT, 3, { laps: 0, due }, [p, q], true);
        expect(moved.passed.length > 0).toBe(expected.crossing === 'gate');
        // Having passed it, the same segment may go on to the next curves: only the curve due is compared.
        expect(moved.wrongSide.includes(due)).toBe(expected.crossing === 'inside');
      }),
      RUNS,
    );
  });
});
