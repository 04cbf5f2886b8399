import { describe, expect, it } from 'vitest';
import { type Direction, type Hex, neighbour, rotate } from '../../domain/hex-rally/hex.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { printOrder } from '../../domain/hex-rally/notation.ts';
import type { Order } from '../../domain/hex-rally/order.ts';
import { type Degree, interleave, type RouteDie, routeOf } from '../../domain/hex-rally/route.ts';
import { declaring, order } from './support.ts';

const E: Direction = 1;
const noDice: RouteDie = (purpose) => {
  throw new Error(`unexpected die: ${purpose}`);
};
/** Dice handed out in order, each with its purpose checked. */
const dice = (...faces: [string, number][]): RouteDie => {
  const queue = [...faces];
  return (purpose) => {
    const [expected, face] = queue.shift() ?? [];
    expect(purpose).toBe(expected);
    return face!;
  };
};
const route = (text: string | Order, speed: number, degree: Degree = 0, die = noDice) =>
  routeOf(typeof text === 'string' ? order(text) : text, degree, { facing: E, speed }, die);
const walk = (steps: Direction[], from: Hex = { q: 0, r: 0 }): Hex => steps.reduce(neighbour, from);
const letters = (steps: Direction[]) => steps.map((d) => (d === E ? 'd' : 's')).join(' ');

describe('routes', () => {
  it('[HX-GAP-3] interleaves the steps of two directions by their times, the first direction first at equal times', () => {
    expect(letters(interleave(5, E, 2, 2))).toBe('d d s d d d s');
    expect(letters(interleave(2, E, 3, 2))).toBe('s d s d s');
    expect(letters(interleave(3, E, 3, 2))).toBe('d s d s d s');
    expect(letters(interleave(0, E, 2, 2))).toBe('s s');
  });

  it('[HX-GAP-3] a lane change of k rows is k steps to the side; a turn k rows aside ends k steps in the new direction', () => {
    expect(route('М3Л2', 6)).toEqual({ steps: [1, 1, 2, 1, 1, 2], facing: 1, speed: 6 });
    expect(route('М3П1У2', 3)).toEqual({ steps: [1, 1, 1, 1, 6], facing: 1, speed: 5 });
    expect(route('М4Л2', 6)).toEqual({ steps: [1, 2, 1, 1, 2], facing: 2, speed: 5 });
  });

  it('[HX-CORE-6] a car moves as many hexes as its speed after the manoeuvre: 10 for M0 at 10, 6 after braking from 9 by 3', () => {
    expect(route('М0', 10).steps).toHaveLength(10);
    expect(route('М2Т3', 9)).toMatchObject({ speed: 6, steps: Array(6).fill(E) });
    expect(route('М4П3Т1', 7).steps).toHaveLength(5);
    // The exceptions: a handbrake turn covers the speed before it; a degree-3 lane change the ordered speed before its speed die.
    expect(route('М5Л', 5)).toMatchObject({ speed: 0, steps: { length: 5 } });
    expect(route('М3П1', 7, 3, dice(['skidDirection', 4], ['skidSpeed', 5]))).toMatchObject({ steps: { length: 7 }, speed: 2 });
  });

  it('[HX-M1-2] wheelspin: a failed acceleration gains 1 less at degree 1, 2 less at degree 2, nothing at degree 3, never below 0', () => {
    expect(([0, 1, 2, 3] as Degree[]).map((degree) => route('М1У3', 4, degree).speed)).toEqual([7, 6, 5, 4]);
    expect(route('М1У1', 4, 2)).toMatchObject({ speed: 4, steps: { length: 4 } });
  });

  it('[HX-M2-2] a failed braking brakes 1 less at degree 1, 2 less at degree 2, not at all at degree 3, never speeding up', () => {
    expect(([0, 1, 2, 3] as Degree[]).map((degree) => route('М2Т4', 9, degree).speed)).toEqual([5, 6, 7, 9]);
    expect(route('М2Т1', 4, 2).speed).toBe(4);
  });

  it('[HX-M3-2] a lane change keeps the speed unless it accelerates or brakes as declared', () => {
    expect(['М3Л1', 'М3Л1У2', 'М3Л1Т2'].map((text) => route(text, 5).speed)).toEqual([5, 7, 3]);
    expect(['М3Л1', 'М3Л1У2', 'М3Л1Т2'].map((text) => route(text, 5).steps.length)).toEqual([5, 7, 3]);
  });

  it('[HX-M3-3] a failed lane change: degree 1 one row less; degree 2 also turned 60° away from the side; degree 3 straight, then a d6 direction and a d6 of speed lost', () => {
    const success = walk(route('М3П2', 6).steps);
    const d1 = route('М3П2', 6, 1);
    expect(d1).toEqual({ steps: [1, 1, 1, 1, 1, 6], facing: 1, speed: 6, effect: 'drift' });
    expect(walk(d1.steps)).toEqual(neighbour(success, 2));
    const d2 = route('М3П2', 6, 2);
    expect(d2).toEqual({ ...d1, facing: 2, effect: 'skid' });
    const d3 = route('М3П2', 6, 3, dice(['skidDirection', 5], ['skidSpeed', 2]));
    expect(d3).toEqual({ steps: Array(6).fill(E), facing: 5, speed: 4, effect: 'skid' });
    expect(route('М3Л1Т1', 4, 3, dice(['skidDirection', 6], ['skidSpeed', 6])).speed).toBe(0);
    // One row less of a one-row change is none: straight on.
    expect(route('М3Л1', 4, 1).steps).toEqual([1, 1, 1, 1]);
  });

  it('[HX-DIAG-1] manoeuvres 0–3 keep the direction and end ahead, at most 2 rows to either side, whatever the speed', () => {
    for (let speed = 0; speed <= 10; speed++) {
      for (const o of legalOrders(declaring(speed)).filter((o) => o.manoeuvre <= 3)) {
        const { steps, facing } = route(o, speed);
        expect(facing, printOrder(o)).toBe(E);
        const aside = steps.filter((d) => d !== E);
        expect(aside.length, printOrder(o)).toBeLessThanOrEqual(2);
        expect(new Set(aside).size).toBeLessThanOrEqual(1);
        expect(aside.every((d) => d === 2 || d === 6)).toBe(true);
      }
    }
  });

  it('[HX-M4-1] a turn, whatever its shift and speed, always ends turned 60° to its side', () => {
    for (let speed = 0; speed <= 10; speed++) {
      for (const o of legalOrders(declaring(speed)).filter((o) => o.manoeuvre === 4)) {
        expect(route(o, speed).facing, printOrder(o)).toBe(o.manoeuvre === 4 && o.side === 'left' ? 2 : 6);
      }
    }
  });

  it('[HX-M4-6] drift: degree 1 one hex more ahead and one less aside, degree 2 two and turned back, degree 3 straight; the ordered speed in each', () => {
    const ordered = route('М4Л4', 10);
    expect(ordered).toMatchObject({ facing: 2, speed: 9 });
    const end = walk(ordered.steps);
    const d1 = route('М4Л4', 10, 1);
    expect([walk(d1.steps), d1.facing, d1.speed, d1.effect]).toEqual([neighbour(end, 6), 2, 9, 'drift']);
    const d2 = route('М4Л4', 10, 2);
    expect([walk(d2.steps), d2.facing, d2.speed]).toEqual([neighbour(neighbour(end, 6), 6), 1, 9]);
    const d3 = route('М4Л4', 10, 3);
    expect([d3.steps, d3.facing, d3.speed]).toEqual([Array(9).fill(E), 1, 9]);
  });

  it('[HX-CORE-2] front-wheel drive: a failed turn understeers, ending between where it was ordered and straight on, never beyond', () => {
    for (let speed = 1; speed <= 10; speed++) {
      for (const o of legalOrders(declaring(speed)).filter((o) => o.manoeuvre === 4)) {
        const into = o.manoeuvre === 4 && o.side === 'left' ? 2 : 6;
        const ordered = route(o, speed);
        for (const degree of [1, 2, 3] as Degree[]) {
          const failed = route(o, speed, degree);
          const aside = (r: typeof failed) => r.steps.filter((d) => d === into).length;
          expect(failed.steps).toHaveLength(ordered.steps.length);
          expect(aside(failed), `${printOrder(o)} at ${speed}, degree ${degree}`).toBeLessThan(aside(ordered));
          expect([E, into]).toContain(failed.facing);
        }
      }
    }
  });

  it('[HX-M5-2] a successful handbrake turn leaves the car turned 120° toward its side and stopped', () => {
    expect(route('М5Л', 4)).toEqual({ steps: [1, 1, 1, 2], facing: 3, speed: 0 });
    expect(route('М5П', 5)).toMatchObject({ facing: 5, speed: 0 });
  });

  it('[HX-M5-1] the handbrake turn spins the car and pulls it out facing back against its way: 120° off, unlike any other manoeuvre', () => {
    const turned = (facing: Direction) => Math.min((facing - E + 6) % 6, (E - facing + 6) % 6);
    expect(turned(route('М5Л', 6, 0, dice(['handbrakeSpread', 1])).facing)).toBe(2);
    for (const o of legalOrders(declaring(6)).filter((o) => o.manoeuvre !== 5)) expect(turned(route(o, 6).facing)).toBeLessThanOrEqual(1);
  });

  it('[HX-M5-4] the handbrake turn covers the speed in hexes, ahead and to its side as the table says, the spread picked by a d6', () => {
    const ahead = (speed: number, face?: number) =>
      route('М5Л', speed, 0, face === undefined ? noDice : dice(['handbrakeSpread', face])).steps.filter((d) => d === E).length;
    expect([ahead(4), ahead(5)]).toEqual([3, 4]);
    expect([1, 3, 4, 6].map((face) => ahead(6, face))).toEqual([4, 4, 5, 5]);
    expect([1, 4].map((face) => ahead(7, face))).toEqual([5, 6]);
    expect([1, 2, 3, 4, 5, 6].map((face) => ahead(8, face))).toEqual([5, 5, 6, 6, 7, 7]);
    expect([2, 3, 6].map((face) => ahead(9, face))).toEqual([6, 7, 8]);
    expect(route('М5П', 9, 0, dice(['handbrakeSpread', 1])).steps).toHaveLength(9);
    expect(route('М5П', 9, 0, dice(['handbrakeSpread', 1])).steps.filter((d) => d === 6)).toHaveLength(3);
  });

  it('[HX-M5-5] a failed handbrake turn: degree 1 an extra 120°, degree 2 only 60° and 1 speed lost, degree 3 a straight braking by 1', () => {
    const spread = () => dice(['handbrakeSpread', 6]);
    const success = route('М5Л', 6, 0, spread());
    expect(route('М5Л', 6, 1, spread())).toEqual({ ...success, facing: rotate(E, 4), speed: 0 });
    expect(route('М5Л', 6, 2, spread())).toEqual({ ...success, facing: 2, speed: 5 });
    expect(route('М5Л', 6, 3)).toEqual({ steps: Array(5).fill(E), facing: E, speed: 5, effect: 'drift' });
  });
});
