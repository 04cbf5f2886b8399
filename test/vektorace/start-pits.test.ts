import { describe, expect, it } from 'vitest';
import { formatUnits } from '../../domain/vektorace/exact.ts';
import { degrees, type Point } from '../../domain/vektorace/geometry.ts';
import { lay } from '../../domain/vektorace/move.ts';
import { restart } from '../../domain/vektorace/off-table.ts';
import type { Standing } from '../../domain/vektorace/order.ts';
import { isPitStop, pitEnd, refill } from '../../domain/vektorace/pits.ts';
import { drawGrid, FIRST_GEARS, flyingStartPlaces, MAX_CARS, onPole, placementProblem, validSplit } from '../../domain/vektorace/start.ts';
import { scriptedDice, seededDice } from '../support/dice.ts';
import { at, DEFAULT } from './support.ts';

const show = (p: Point) => `(${formatUnits(p.x)}, ${formatUnits(p.y)})`;
const standing = (p: Point): Standing => ({ position: p, heading: 0, laps: 0, due: 1 });

describe('the start (VK-START, VK-GAP-7)', () => {
  it('[VK-START-1] the Grid tokens are drawn: the first drawn starts from pole, the others in the order drawn', () => {
    const dice = scriptedDice();
    expect(drawGrid(dice, ['1', '2', '3', '4']).order).toEqual(['1', '2', '3', '4']);
    expect(dice.shuffles.map((s) => [s.purpose, s.size])).toEqual([['grid', 4]]);
    const seeded = drawGrid(seededDice(7), ['1', '2', '3', '4', '5', '6']).order;
    expect([...seeded].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('[VK-COMP-1] at most 6 players (Proposed): 6 vector sets, Grid tokens and cars', () => {
    expect(MAX_CARS).toBe(6);
  });

  it('[VK-START-2] each player takes 8 points in all, split between Gomma and Nitro as he prefers', () => {
    expect([validSplit(8, 0), validSplit(3, 5), validSplit(4, 5), validSplit(-1, 9)]).toEqual([true, true, false, false]);
  });

  it('[VK-START-3] the pole car stands on the entry line’s side, centre (17.5, y₀) with 4.5 ≤ y₀ ≤ 12 (VK-GAP-9)', () => {
    expect([onPole(DEFAULT, at(17.5, 4.5)), onPole(DEFAULT, at(17.5, 12)), onPole(DEFAULT, at(17.5, 12.25)), onPole(DEFAULT, at(17, 8))]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('[VK-GAP-7] the Flying Start vector offers 7 places behind a car at the origin heading 0°', () => {
    expect(flyingStartPlaces(at(0, 0), 0).map(show)).toEqual([
      '(-2, 0)',
      '(-1-0.5√2, 0.5√2)',
      '(-√2, √2)',
      '(-0.5√2, 1+0.5√2)',
      '(-1-0.5√2, -0.5√2)',
      '(-√2, -√2)',
      '(-0.5√2, -1-0.5√2)',
    ]);
  });

  it('[VK-START-3] every car from the second on has its nose behind the car before it in the starting order', () => {
    const pole = standing(at(17.5, 8));
    expect(placementProblem(DEFAULT, [pole], pole, at(15.5, 8))).toBeUndefined();
    const second = standing(at(15.5, 8));
    // Beside the second car but level with it: refused (d = 0 is not behind).
    expect(placementProblem(DEFAULT, [pole, second], second, at(15.5, 10))).toMatch(/not behind/);
    expect(placementProblem(DEFAULT, [pole, second], second, at(15.25, 10))).toBeUndefined();
    expect(placementProblem(DEFAULT, [pole], pole, at(17.5, 8.5))).toBe('on another car');
    expect(placementProblem(DEFAULT, [], undefined, at(18.5, 4.25))).toMatch(/pit wall/);
  });

  it('[VK-START-4] the pole player chooses 3rd, 4th or 5th gear for the first move', () => {
    expect(FIRST_GEARS).toEqual([3, 4, 5]);
  });
});

describe('the pit stop (VK-PIT)', () => {
  it('[VK-PIT-6] the pit-stop move is the one crossing the entry line x = 18 forward', () => {
    expect(isPitStop(DEFAULT, lay(at(16, 2), 0, 2, { placement: 'front', end: { cell: 0, turn: 0 } }).path)).toBe(true);
    expect(isPitStop(DEFAULT, lay(at(19, 2), 0, 2, { placement: 'front', end: { cell: 0, turn: 0 } }).path)).toBe(false);
  });

  it('[VK-PIT-2] a standard pit stop in 2nd gear refills 8 points', () => {
    expect(refill(2, 'inside')).toBe(8);
    expect(refill(1, 'inside')).toBe(8);
  });

  it('[VK-PIT-3] Splash and go: entering in 4th gear loses 2 × 2 = 4 points', () => {
    expect(refill(4, 'inside')).toBe(4);
    expect(refill(5, 'inside')).toBe(2);
  });

  it('[VK-PIT-6] the nose over the exit line x = 28 loses 2 more; crossing it completely refills nothing; never below 0', () => {
    expect([pitEnd(DEFAULT, at(27.5, 2)), pitEnd(DEFAULT, at(28, 2)), pitEnd(DEFAULT, at(28.5, 2))]).toEqual(['inside', 'nose-over', 'crossed']);
    expect([refill(2, 'nose-over'), refill(4, 'nose-over'), refill(5, 'nose-over'), refill(2, 'crossed')]).toEqual([6, 2, 0, 0]);
  });

  it('[VK-PIT-1] the pit area lies between the entry and exit lines, beside the pit wall', () => {
    expect([show(DEFAULT.entry.origin), show(DEFAULT.exit.origin)]).toEqual(['(18, 0)', '(28, 0)']);
  });
});

describe('falling off the table (VK-LIMIT-6 B)', () => {
  it('[VK-LIMIT-6] a car running east off the 48-wide table stops at x = 47.5 with its base on the edge, heading along it as the player chooses', () => {
    const path = lay(at(45, 15), 0, 3, { placement: 'front', end: { cell: 0, turn: 0 } }).path;
    const stop = restart(DEFAULT, path)!;
    expect([show(stop.position), stop.headings.map(degrees)]).toEqual(['(47.5, 15)', [90, 270]]);
  });

  it('[VK-LIMIT-6] running north-east it stops where the path is ½ from the edge, heading north, the nearest way along the edge', () => {
    const path = [at(46, 20), at(49, 23)];
    const stop = restart(DEFAULT, path)!;
    expect([show(stop.position), stop.headings.map(degrees)]).toEqual(['(47.5, 21.5)', [90]]);
  });
});
