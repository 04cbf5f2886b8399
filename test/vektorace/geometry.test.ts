import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, formatUnits, type Surd, sign, surd, toNumber } from '../../domain/vektorace/exact.ts';
import {
  along,
  discOverlaps,
  doubleArea,
  hull,
  locate,
  orientation,
  plus,
  point,
  polygonsOverlap,
  rectangle,
  segmentInside,
  segmentsCross,
  segmentsMeet,
  step,
  unit,
} from '../../domain/vektorace/geometry.ts';
import { front, nose, octagon, sideAttackArea, slipstreamArea, vectorShape } from '../../domain/vektorace/shapes.ts';
import { f, fcross, fdistance, fpenetration, fpoly, fs } from './float.ts';

const RUNS = { seed: 20261201, numRuns: 400 };
const units = (n: number) => surd(n * 4);
const at = (x: number, y: number) => point(units(x), units(y));

/** A coordinate (i + j√2)/4 of a table up to about 100 units. */
const coordinate = fc.record({ i: fc.integer({ min: -400, max: 400 }), j: fc.integer({ min: -280, max: 280 }) }).map(({ i, j }) => surd(i, j));
const anyPoint = fc.record({ x: coordinate, y: coordinate }).map(({ x, y }) => point(x, y));
const MARGIN = 1e-6;

describe('exact numbers (VK-GAP-2)', () => {
  it('[VK-GAP-2] the sign of a + b√2 agrees with floating point wherever the value is clear of 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }), (a, b) => {
        const value = a + b * Math.SQRT2;
        fc.pre(Math.abs(value) > MARGIN);
        expect(sign(surd(a, b))).toBe(Math.sign(value));
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] the sign is exact on Pell numbers x − y√2 (x² − 2y² = 1), where floating point answers 0 or the wrong sign', () => {
    let x = 3n;
    let y = 2n;
    let floatWrong = 0;
    for (let n = 0; n < 40; n++) {
      expect(sign(surd(x, -y))).toBe(1);
      expect(sign(surd(-x, y))).toBe(-1);
      if (Math.sign(Number(x) - Number(y) * Math.SQRT2) !== 1) floatWrong += 1;
      [x, y] = [3n * x + 4n * y, 2n * x + 3n * y];
    }
    expect(floatWrong).toBeGreaterThan(20);
  });

  it('[VK-GAP-2] prints quarter-unit surds as units', () => {
    expect([formatUnits(surd(70)), formatUnits(surd(12, 6)), formatUnits(surd(0, -4)), formatUnits(surd(3))]).toEqual(['17.5', '3+1.5√2', '-√2', '0.75']);
  });
});

describe('exact predicates against floating point, away from the borderline (VK-GAP-2)', () => {
  it('[VK-GAP-2] orientation', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, anyPoint, (a, b, c) => {
        const value = fcross(f(a), f(b), f(c));
        fc.pre(Math.abs(value) > MARGIN);
        expect(orientation(a, b, c)).toBe(Math.sign(value));
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] segment intersection', () => {
    fc.assert(
      fc.property(anyPoint, anyPoint, anyPoint, anyPoint, (a, b, c, d) => {
        const signs = [fcross(f(a), f(b), f(c)), fcross(f(a), f(b), f(d)), fcross(f(c), f(d), f(a)), fcross(f(c), f(d), f(b))];
        fc.pre(signs.every((s) => Math.abs(s) > MARGIN));
        const crossing = signs[0]! * signs[1]! < 0 && signs[2]! * signs[3]! < 0;
        expect(segmentsCross(a, b, c, d)).toBe(crossing);
        expect(segmentsMeet(a, b, c, d)).toBe(crossing);
      }),
      RUNS,
    );
  });

  const nearPoint = fc
    .record({
      i: fc.integer({ min: -24, max: 24 }),
      j: fc.integer({ min: -17, max: 17 }),
      k: fc.integer({ min: -24, max: 24 }),
      l: fc.integer({ min: -17, max: 17 }),
    })
    .map(({ i, j, k, l }) => point(surd(i, j), surd(k, l)));

  it('[VK-GAP-2] octagon overlap (separating axis theorem)', () => {
    fc.assert(
      fc.property(nearPoint, nearPoint, (p, q) => {
        const depth = fpenetration(fpoly(octagon(p)), fpoly(octagon(q)));
        fc.pre(Math.abs(depth) > MARGIN);
        expect(polygonsOverlap(octagon(p), octagon(q))).toBe(depth > 0);
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] vector against octagon overlap', () => {
    fc.assert(
      fc.property(nearPoint, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 5 }), nearPoint, (s, h, n, q) => {
        const shape = vectorShape(s, step(s, h, BigInt(n - 1)), h);
        const depth = fpenetration(fpoly(shape), fpoly(octagon(q)));
        fc.pre(Math.abs(depth) > MARGIN);
        expect(polygonsOverlap(shape, octagon(q))).toBe(depth > 0);
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] disc against octagon overlap', () => {
    fc.assert(
      fc.property(nearPoint, nearPoint, fc.integer({ min: 1, max: 8 }), (p, c, r) => {
        // Both in quarter units.
        const gap = fdistance(fpoly(octagon(p)), f(c)) - r;
        fc.pre(Math.abs(gap) > MARGIN);
        expect(discOverlaps({ centre: c, radius: surd(r) }, octagon(p))).toBe(gap < 0);
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] point in polygon', () => {
    fc.assert(
      fc.property(nearPoint, nearPoint, (p, c) => {
        const gap = fdistance(fpoly(octagon(p)), f(c));
        fc.pre(Math.abs(gap) > MARGIN);
        expect(locate(octagon(p), c)).toBe(gap < 0 ? -1 : 1);
      }),
      RUNS,
    );
  });

  it('[VK-GAP-2] areas: twice the area of a hull of random points matches the shoelace formula on numbers', () => {
    fc.assert(
      fc.property(fc.array(nearPoint, { minLength: 3, maxLength: 12 }), (points) => {
        const shape = hull(points);
        fc.pre(shape.length >= 3);
        const numbers = fpoly(shape);
        const float = numbers.reduce((sum, a, i) => sum + fcross({ x: 0, y: 0 }, a, numbers[(i + 1) % numbers.length]!), 0);
        expect(fs(doubleArea(shape))).toBeCloseTo(float, 9);
        expect(sign(doubleArea(shape))).toBe(1);
      }),
      RUNS,
    );
  });
});

describe('borderline cases decided exactly (VK-GAP-2, VK-GAP-12)', () => {
  it('[VK-GAP-2] the octagon has width 1, side a = √2 − 1, and area 2(√2 − 1)', () => {
    const base = octagon(at(0, 0));
    expect(base).toHaveLength(8);
    // Twice the area in quarter units² is 2 · 16 · 2(√2 − 1) = 64√2 − 64.
    expect(doubleArea(base)).toEqual(surd(-64, 64));
    expect(base.map((v) => [toNumber(v.x) / 4, toNumber(v.y) / 4])[0]).toEqual([0.5, -(Math.SQRT2 - 1) / 2]);
  });

  it('[VK-GAP-12] cars one unit apart along any heading touch and do not overlap; half a unit apart they overlap', () => {
    for (let h = 0; h < 8; h++) {
      const far = step(at(0, 0), h, 37n);
      expect(polygonsOverlap(octagon(far), octagon(step(far, h)))).toBe(false);
      expect(polygonsOverlap(octagon(far), octagon(plus(far, along(h, surd(2))!)))).toBe(true);
    }
  });

  it('[VK-GAP-12] a float decides some touching diagonal neighbours wrongly; the exact test never does', () => {
    let floatWrong = 0;
    for (let k = 1n; k <= 200n; k++) {
      const p = step(at(0, 0), 1, k);
      const q = step(p, 3);
      expect(polygonsOverlap(octagon(p), octagon(q))).toBe(false);
      if (fpenetration(fpoly(octagon(p)), fpoly(octagon(q))) !== 0) floatWrong += 1;
    }
    expect(floatWrong).toBeGreaterThan(0);
  });

  it('[VK-GAP-12] a disc of radius ¾ touching an octagon side does not overlap it', () => {
    const token = { centre: at(1.25, 0), radius: surd(3) };
    expect(discOverlaps(token, octagon(at(0, 0)))).toBe(false);
    expect(discOverlaps({ centre: at(1.25, 0), radius: surd(4) }, octagon(at(0, 0)))).toBe(true);
    // Along a diagonal the side is ½ from the centre too: a disc of radius ½ one unit out along u(45°) touches it.
    const diagonal = { centre: step(at(0, 0), 1, 1n), radius: surd(2) };
    expect(discOverlaps(diagonal, octagon(at(0, 0)))).toBe(false);
  });

  it('[VK-GAME-3] [VK-GAP-2] the nose is the octagon’s front side; it is partly or wholly inside an area, the edge included', () => {
    const [right, left] = nose(at(0, 0), 0);
    expect([f(right), f(left)].map((v) => [v.x / 4, v.y / 4])).toEqual([
      [0.5, -(Math.SQRT2 - 1) / 2],
      [0.5, (Math.SQRT2 - 1) / 2],
    ]);
    expect(front(at(0, 0), 2)).toEqual(at(0, 0.5));
    const box = rectangle(at(0.5, 0), at(2, 1));
    expect(segmentInside(box, right, left)).toBe('partly');
    expect(segmentInside(rectangle(at(0.5, -1), at(2, 1)), right, left)).toBe('wholly');
    // Only the nose's left end, (½, a/2), touches the area's corner: no piece of positive length inside.
    expect(segmentInside(rectangle(point(surd(2), surd(-2, 2)), at(2, 1)), right, left)).toBe('no');
    expect(segmentInside(rectangle(point(surd(2), surd(-3, 2)), at(2, 1)), right, left)).toBe('partly');
    expect(segmentInside(rectangle(at(0.75, -1), at(2, 1)), right, left)).toBe('no');
  });

  it('[VK-GAP-8] the slipstream area is 1 × 2 behind the car, its near and far parts 1 × 1; the side areas 1 × 2', () => {
    const p = at(10, 10);
    for (const h of [0, 1, 2, 3] as const) {
      expect(doubleArea(slipstreamArea(p, h))).toEqual(surd(2 * 16 * 2));
      expect(doubleArea(slipstreamArea(p, h, 'near'))).toEqual(surd(2 * 16));
      expect(doubleArea(sideAttackArea(p, h, 1))).toEqual(surd(2 * 16 * 2));
    }
    const behind = slipstreamArea(p, 0);
    expect(locate(behind, at(8, 10))).toBe(-1);
    expect(locate(behind, at(9.5, 10.5))).toBe(0);
    expect(locate(behind, at(7, 10))).toBe(1);
    expect(locate(sideAttackArea(p, 0, 1), at(9.5, 11))).toBe(-1);
    expect(locate(sideAttackArea(p, 0, -1), at(9.5, 9))).toBe(-1);
  });

  it('[VK-GAP-2] compare orders surds exactly: 3/2·√2 − 2.12132 lies between', () => {
    const a: Surd = surd(0, 6);
    expect(compare(a, surd(8))).toBe(1);
    expect(compare(a, surd(9))).toBe(-1);
    expect(unit(1)).toEqual(point(surd(0, 2), surd(0, 2)));
  });
});

describe('the vector shape (VK-GAP-2)', () => {
  it('[VK-GAP-2] a vector is the hull of its first and last cells’ octagons, 1 unit wide and L units long, for every heading and gear', () => {
    for (let h = 0; h < 8; h++)
      for (let n = 1; n <= 5; n++) {
        const first = point(surd(5, 3), surd(-7, 2));
        const last = step(first, h, BigInt(n - 1));
        const shape = vectorShape(first, last, h);
        const expected = hull([...octagon(first), ...octagon(last)]);
        const start = shape.findIndex((p) => compare(p.x, expected[0]!.x) === 0 && compare(p.y, expected[0]!.y) === 0);
        expect(shape.map((_, i) => shape[(start + i) % shape.length])).toEqual(expected);
        // Its area: the octagon's, plus a 1 × (L − 1) rectangle: twice it is 64√2 − 64 + 2·16·(n − 1).
        expect(doubleArea(shape)).toEqual(surd(-64 + 32 * (n - 1), 64));
      }
  });
});
