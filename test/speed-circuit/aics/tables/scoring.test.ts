import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, type Finisher, POINTS } from '../../../../domain/speed-circuit/aics/scoring.ts';

const finisher = (car: string, turn: number, beyond: number, laneIndex: number): Finisher => ({ car, turn, beyond, laneIndex });

describe('classification and points', () => {
  it('[SC-WIN-2] in the same turn the car farthest beyond the line ranks higher; at equal distance the inner lane', () => {
    const places = classify([finisher('7', 40, 3, 0), finisher('3', 40, 5, 2), finisher('9', 40, 3, 1)]);
    expect(places.map((p) => p.car)).toEqual(['3', '7', '9']);
  });

  it('[SC-WIN-2] a car that finishes in an earlier turn ranks ahead whatever the distance (Proposed)', () => {
    const places = classify([finisher('1', 41, 9, 0), finisher('2', 40, 1, 3)]);
    expect(places.map((p) => p.car)).toEqual(['2', '1']);
  });

  it('[SC-WIN-3] the first six score 10-6-4-3-2-1 and nobody beyond 6th scores', () => {
    const finishers = Array.from({ length: 8 }, (_, i) => finisher(String(i + 1), 40 + i, 0, 0));
    expect(classify(finishers).map((p) => [p.place, p.points])).toEqual([
      [1, 10],
      [2, 6],
      [3, 4],
      [4, 3],
      [5, 2],
      [6, 1],
      [7, 0],
      [8, 0],
    ]);
    expect(POINTS).toEqual([10, 6, 4, 3, 2, 1]);
  });

  it('[SC-WIN-3] only finishers are classified: a field of 3 finishers shares 20 points', () => {
    const places = classify([finisher('4', 42, 2, 1), finisher('5', 42, 2, 0), finisher('6', 43, 7, 0)]);
    expect(places).toEqual([
      { car: '5', place: 1, points: 10 },
      { car: '4', place: 2, points: 6 },
      { car: '6', place: 3, points: 4 },
    ]);
  });

  it('[SC-WIN-2] [SC-WIN-3] every finisher gets one place, in order, and the first six take the points in order', () => {
    const field = fc.uniqueArray(
      fc.record({
        car: fc.string({ minLength: 1, maxLength: 3 }),
        turn: fc.integer({ min: 30, max: 45 }),
        beyond: fc.integer({ min: 0, max: 12 }),
        laneIndex: fc.integer({ min: 0, max: 3 }),
      }),
      { selector: (f) => f.car, maxLength: 26 },
    );
    fc.assert(
      fc.property(field, (finishers) => {
        const places = classify(finishers);
        expect(places.map((p) => p.place)).toEqual(finishers.map((_, i) => i + 1));
        expect(new Set(places.map((p) => p.car))).toEqual(new Set(finishers.map((f) => f.car)));
        // Within the generated ranges (beyond ≤ 12, lane ≤ 3) this key orders turn, then distance, then lane.
        const byCar = new Map(finishers.map((f) => [f.car, f.turn * 1000 - f.beyond * 10 + f.laneIndex]));
        const keys = places.map((p) => byCar.get(p.car) ?? Number.NaN);
        expect(keys).toEqual([...keys].sort((a, b) => a - b));
        expect(places.map((p) => p.points)).toEqual(places.map((_, i) => POINTS[i] ?? 0));
      }),
      { numRuns: 1000 },
    );
  });
});
