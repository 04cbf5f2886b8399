import { describe, expect, it } from 'vitest';
import { CAP, divideRounded, EXPECTATIONS, expectation, WIN } from '../../domain/league/elo.ts';

describe('the rating arithmetic in whole numbers', () => {
  it('no expectation lies within a millionth of a rounding boundary, so any correct pow gives the same table', () => {
    // A double's pow is off by an ulp or so, about 1e-12 here; every value is at least 3e-6 from a half.
    const closest = Math.min(
      ...Array.from({ length: 2 * CAP + 1 }, (_, i) => {
        const exact = WIN / (1 + 10 ** (-(i - CAP) / 4_000));
        return Math.abs(exact - Math.floor(exact) - 0.5);
      }),
    );
    expect(closest).toBeGreaterThan(1e-6);
    expect(EXPECTATIONS).toHaveLength(8_001);
  });

  it('expectations by hand: 1/(1 + 10^(−d/400)) of a meeting, in ten-thousandths, d in points', () => {
    // d = 0: 1/2 → 5000. d = 16.0: 10^(−0.04) = 0.912011, 1/1.912011 = 0.523010 → 5230.
    // d = 32.0: 10^(−0.08) = 0.831764, 1/1.831764 = 0.545922 → 5459. d = −32.0: 1/(1 + 1.202264) = 0.454078 → 4541.
    expect([0, 160, 320, -320].map(expectation)).toEqual([5000, 5230, 5459, 4541]);
  });

  it('a driver’s and his opponent’s expectations add up to a whole meeting', () => {
    expect(Array.from({ length: CAP + 1 }, (_, d) => expectation(d) + expectation(-d)).every((sum) => sum === WIN)).toBe(true);
  });

  it('differences past 400 points count as 400', () => {
    // 10^(−1) = 0.1, 1/1.1 = 0.909091 → 9091.
    expect([expectation(4_000), expectation(9_999), expectation(-9_999)]).toEqual([9091, 9091, 909]);
  });

  it('divides to the nearest whole number, halves away from zero', () => {
    expect([divideRounded(5, 2), divideRounded(-5, 2), divideRounded(7, 3), divideRounded(-7, 3), divideRounded(-1, 4), divideRounded(0, 3)]).toEqual([
      3, -3, 2, -2, 0, 0,
    ]);
    expect(Object.is(divideRounded(-1, 4), 0)).toBe(true);
  });
});
