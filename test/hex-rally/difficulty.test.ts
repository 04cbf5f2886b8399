import { describe, expect, it } from 'vitest';
import { difficultyOf, halfRoundedUp } from '../../domain/hex-rally/difficulty.ts';
import { checkOrder, legalOrders, orderProblem } from '../../domain/hex-rally/legality.ts';
import { printOrder } from '../../domain/hex-rally/notation.ts';
import { orderedSpeed } from '../../domain/hex-rally/order.ts';
import { refusal } from '../support/refusal.ts';
import { DEFAULT_CAR, declaring, order } from './support.ts';

const difficulty = (text: string, speed: number, more = {}) => difficultyOf(order(text), declaring(speed, more));
const refused = (text: string, speed: number, more = {}) => {
  const error = refusal(() => checkOrder(order(text), declaring(speed, more)));
  return { field: error.field, message: error.message };
};

describe('the diagrams', () => {
  const legalAt = (speed: number) => legalOrders(declaring(speed));

  it('[HX-DIAG-2] for the diagram car every difficulty of manoeuvres 0–4 is a number times the speed; acceleration is free, braking free up to 3', () => {
    for (let speed = 1; speed <= 10; speed++) {
      for (const o of legalAt(speed).filter((o) => o.manoeuvre <= 4)) expect(difficultyOf(o, declaring(speed)) % speed, printOrder(o)).toBe(0);
      const costs = (manoeuvre: number) =>
        legalAt(speed)
          .filter((o) => o.manoeuvre === manoeuvre)
          .map((o) => difficultyOf(o, declaring(speed)));
      expect(costs(1).every((cost) => cost === 0)).toBe(true);
      expect(
        legalAt(speed)
          .filter((o) => o.manoeuvre === 2 && difficultyOf(o, declaring(speed)) === 0)
          .map((o) => printOrder(o)),
      ).toEqual(['М2Т1', 'М2Т2', 'М2Т3'].slice(0, Math.min(3, speed)));
    }
    // Some lane changes with acceleration are free too.
    expect(difficulty('М3П2У1', 4)).toBe(0);
  });

  it('[HX-DIAG-3] from speed 1 the car can stop, go on at 1 to 4, or change lanes; all at difficulty 0 but one lane change (either side) at 1', () => {
    const schemes = legalAt(1).filter((o) => o.manoeuvre <= 3);
    expect([...new Set(schemes.map((o) => orderedSpeed(o, 1)))].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(schemes.filter((o) => difficultyOf(o, declaring(1)) > 0).map((o) => [printOrder(o), difficultyOf(o, declaring(1))])).toEqual([
      ['М3Л2У1', 1],
      ['М3П2У1', 1],
    ]);
  });

  it('[HX-DIAG-3] one scheme per speed from 0 to 10: the speeds a car can end at with manoeuvres 0–3', () => {
    for (let speed = 0; speed <= 10; speed++) {
      const ends = new Set(
        legalAt(speed)
          .filter((o) => o.manoeuvre <= 3)
          .map((o) => orderedSpeed(o, speed)),
      );
      // Braking by n beyond 3 costs speed × (n − 3), barred above 18 (HX-ROLL-3): at speed 10, braking by 5 is 20.
      const brakes = [1, 2, 3, 4, 5].filter((n) => n <= speed && speed * Math.max(0, n - 3) <= 18);
      const expected = Array.from({ length: 11 }, (_, v) => v).filter((v) => v >= speed - Math.max(0, ...brakes) && v <= speed + 3);
      expect(
        [...ends].sort((a, b) => a - b),
        `speed ${speed}`,
      ).toEqual(expected);
    }
  });

  it('[HX-M4-5] the turn diagram for the diagram car has empty cells: at speed 10 only the three smooth turns either way that keep or lose 1 speed remain', () => {
    const turns = legalAt(10).filter((o) => o.manoeuvre === 4);
    expect(turns.map((o) => printOrder(o))).toEqual(['М4Л4', 'М4Л5', 'М4Л5У1', 'М4П4', 'М4П5', 'М4П5У1']);
    expect(turns.every((o) => difficultyOf(o, declaring(10)) === 10)).toBe(true);
    expect(orderProblem(order('М4Л4Т1'), declaring(10))?.message).toBe('its difficulty is 20, above 18: it cannot be declared');
    expect(orderProblem(order('М4Л3'), declaring(10))?.message).toBe('its difficulty is 30, above 18: it cannot be declared');
  });
});

describe('difficulties', () => {
  it('[HX-M0-1] changing nothing has difficulty 0 at any speed', () => {
    expect([0, 5, 10].map((v) => difficulty('М0', v))).toEqual([0, 0, 0]);
  });

  it('[HX-M1-1] straight-line acceleration has difficulty 0, by at most the acceleration and up to the maximum speed', () => {
    expect([difficulty('М1У1', 0), difficulty('М1У3', 7)]).toEqual([0, 0]);
    expect(refused('М1У5', 2)).toEqual({ field: 'order.accelerate', message: 'the car accelerates by at most 3' });
    expect(refused('М1У3', 8)).toEqual({ field: 'order.accelerate', message: "that is speed 11, above the car's maximum speed 10" });
  });

  it('[HX-M2-1] braking up to half the maximum braking has difficulty 0; each point beyond costs the speed', () => {
    expect([1, 2, 3].map((n) => difficulty(`М2Т${n}`, 9))).toEqual([0, 0, 0]);
    expect(difficulty('М2Т4', 9)).toBe(9);
    expect(difficulty('М2Т5', 9)).toBe(18);
    expect(difficulty('М2Т5', 6)).toBe(12);
  });

  it('[HX-GAP-11] half the maximum braking rounds half up: 5 gives 3, 4 gives 2, 7 gives 4', () => {
    expect([5, 4, 7, 1].map(halfRoundedUp)).toEqual([3, 2, 4, 1]);
    expect(difficulty('М2Т3', 8, { stats: { ...DEFAULT_CAR, maxBraking: 4 } })).toBe(8);
    expect(difficulty('М2Т3', 8)).toBe(0);
  });

  it('[HX-GAP-6] the default car: maximum speed 10, acceleration 3, maximum braking 5, durability 3; no braking beyond the maximum', () => {
    expect(DEFAULT_CAR).toEqual({ maxSpeed: 10, acceleration: 3, maxBraking: 5, durability: 3 });
    expect(refused('М2Т6', 9)).toEqual({ field: 'order.brake', message: 'the car brakes by at most 5' });
    expect(refused('М3Л1Т6', 9).field).toBe('order.brake');
  });

  it('[HX-M3-1] a lane change keeps the direction and its difficulty varies with the rows, the new speed and the speed', () => {
    expect(difficulty('М3Л1', 6)).toBe(0);
    expect(difficulty('М3Л2', 2)).toBe(2);
    expect(difficulty('М3Л2У1', 2)).toBe(0);
    expect(difficulty('М3П2Т1', 3)).toBe(3);
  });

  it('[HX-GAP-4] a lane change costs the speed times (rows beyond half the new speed, rounded up) plus the braking beyond half the maximum', () => {
    // max(0, k − ceil(v′/2)) + max(0, n − 3)
    // At speed 1 two rows need a new speed of 2 or more.
    expect(orderProblem(order('М3Л2'), declaring(1))?.field).toBe('order.rows');
    expect(difficulty('М3П2У1', 1)).toBe(1);
    expect(difficulty('М3Л2Т4', 8)).toBe(8 * (0 + 1));
    expect(difficulty('М3Л2Т5', 8)).toBe(8 * (0 + 2));
    expect(difficulty('М3Л1Т5', 6)).toBe(6 * (max0(1 - 1) + 2));
    expect(difficulty('М3П1Т1', 2)).toBe(2 * (1 - 1));
  });

  it('[HX-GAP-4] a turn is smooth (deviation 0) while the hexes ahead and aside differ by at most 1, and costs 1 more per hex beyond', () => {
    // Speed 4, a plain turn: v′ = 3; rows 1 → 2 ahead, 1 aside; rows 3 → 0 ahead, 3 aside.
    expect([1, 2, 3].map((k) => difficulty(`М4Л${k}`, 4))).toEqual([0, 0, 4 * 2]);
    expect(difficulty('М4П1', 8)).toBe(8 * (0 + (6 - 1 - 1) + 1));
  });

  it('[HX-M4-2] a turn costs the speed times (speed-change + deviation coefficients), plus 1 on the coefficient above half the maximum speed', () => {
    expect(difficulty('М4Л4', 10)).toBe(10);
    expect(difficulty('М4Л2У1', 5)).toBe(5 * (0 + 0 + 0));
    expect(difficulty('М4Л3У1', 6)).toBe(6);
    expect(difficulty('М4Л2', 5)).toBe(0);
    expect(difficulty('М4Л2', 6)).toBe(6 * (0 + max0(3 - 2 - 1) + 1));
  });

  it('[HX-M4-3] the greater the shift aside, against the hexes ahead, the greater the deviation coefficient', () => {
    const speed = 9;
    const byShift = [4, 5, 6, 7, 8].map((k) => difficulty(`М4Л${k}`, speed) / speed - 1);
    expect(byShift).toEqual([0, 1, 3, 5, 7]);
  });

  it('[HX-M4-4] a turn without throttle loses 1 speed; the speed-change coefficient is 0 for a change of 0 or 1, +1 per point beyond', () => {
    expect(['М4Л2', 'М4Л2У1', 'М4Л2У2', 'М4Л2У3', 'М4Л2Т1', 'М4Л2Т2'].map((text) => orderedSpeed(order(text), 5))).toEqual([4, 5, 6, 7, 3, 2]);
    // At speed 5 (not above half the maximum), two rows aside, smooth: only the speed change counts; braking by 1 in a turn drops the speed by 2.
    expect(['М4Л2', 'М4Л2У1', 'М4Л2Т1'].map((text) => difficulty(text, 5))).toEqual([0, 0, 5]);
    expect(difficulty('М4Л3У2', 5)).toBe(0);
    expect(difficulty('М4Л3У3', 5)).toBe(5 * (1 + 0));
    expect(difficulty('М4Л2Т2', 5)).toBe(5 * (2 + 1));
  });

  it('[HX-M5-3] the handbrake turn needs a speed of 4 or more and costs twice the speed: at 10 it is 20 and cannot be declared', () => {
    expect([4, 6, 9].map((v) => difficulty('М5Л', v))).toEqual([8, 12, 18]);
    expect(refused('М5П', 3)).toEqual({ field: 'order.manoeuvre', message: 'the handbrake turn needs a speed of 4 or more, not 3' });
    expect(refused('М5П', 10)).toEqual({ field: 'order', message: 'its difficulty is 20, above 18: it cannot be declared' });
  });

  it('[HX-ROLL-3] no manoeuvre above 18, the increase included; after a degree-3 failure only manoeuvres of difficulty 0 remain', () => {
    expect(refused('М4Л4', 8, { increase: 12 })).toEqual({
      field: 'order',
      message: 'its difficulty is 20 (8 + 12 after the last failure), above 18: it cannot be declared',
    });
    const afterDegree3 = legalOrders(declaring(8, { increase: 18 }));
    expect(afterDegree3.length).toBeGreaterThan(0);
    expect(afterDegree3.every((o) => difficultyOf(o, declaring(8)) === 0)).toBe(true);
    expect(afterDegree3.map((o) => printOrder(o))).toContain('М0');
  });

  it('[HX-GAP-3] refuses an order that would leave the car below 0 or above its maximum, or shift more rows than its new speed', () => {
    expect(refused('М2Т3', 2)).toEqual({ field: 'order.brake', message: 'the car is at speed 2: it cannot brake by more' });
    expect(refused('М4Л1', 0)).toEqual({ field: 'order', message: 'a turn costs 1 of the speed: at speed 0 it ends at -1' });
    expect(refused('М4Л3', 3).field).toBe('order.rows');
    expect(refused('М3П2', 1).field).toBe('order.rows');
    expect(refused('М4Л1У1', 10, { speed: 10 }).field).toBe('order');
    expect(() => checkOrder(order('М4Л1У2'), declaring(0))).not.toThrow();
  });
});

const max0 = (n: number) => Math.max(0, n);
