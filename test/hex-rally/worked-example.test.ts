/**
 * The source's worked example (HX-EX-1), turn by turn: an orc at speed 10 in the diagram car
 * (maximum speed 10, acceleration 3, maximum braking 5) heading east, a bend to the left ahead
 * and its outer wall. The dice are scripted to the rolls the text supposes.
 */
import { describe, expect, it } from 'vitest';
import { drivingOf } from '../../domain/hex-rally/declaring.ts';
import { difficultyOf } from '../../domain/hex-rally/difficulty.ts';
import type { HexRallyEvent } from '../../domain/hex-rally/events.ts';
import { type Hex, neighbour } from '../../domain/hex-rally/hex.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { printOrder } from '../../domain/hex-rally/notation.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { playDeclarations } from '../../domain/hex-rally/turn.ts';
import { scriptedDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';
import { openTrack, order, stateOn } from './support.ts';

const at = (q: number, r: number): Hex => ({ q, r });
/** The outside of the bend: a wall across the way north-east of (28, −14). */
const WALL: Hex[] = [];
for (let q = 0; q <= 40; q++) for (let r = -20; r <= -15; r++) if (q + r >= 14) WALL.push(at(q, r));
const BEND = openTrack({ q0: -2, q1: 40, r0: -20, r1: 2 }, { slot: at(0, 0), line: [at(40, 0), at(40, 1), at(40, 2)], walls: WALL });

const START = stateOn(BEND, [{ car: '1', hex: at(0, 0), facing: 1, speed: 10 }]);

const turn = (state: HexRallyState, text: string, ...faces: number[]) => {
  hexRally.kinds.declaration!.check(BEND, state, '1', { order: order(text) });
  const dice = scriptedDice(...faces);
  const played = playDeclarations(BEND, state, { 1: { order: order(text) } }, dice);
  expect(dice.remaining()).toBe(0);
  const rolled = played.events.find((e): e is Extract<HexRallyEvent, { type: 'ManoeuvreRolled' }> => e.type === 'ManoeuvreRolled')!;
  return { state: played.state, car: played.state.cars[1]!, rolled, events: played.events };
};

/** The difficulty of `text` for car 1, the increase its last failure left included. */
const difficulty = (state: HexRallyState, text: string) => {
  const car = state.cars[1]!;
  return difficultyOf(order(text), drivingOf(state, car)) + car.increase;
};

describe('the worked example', () => {
  // Turn 1: М0. "Nothing is in his way, no dice need to be rolled; he travels 10 hexes to the right and his speed does not change."
  const first = turn(START, 'М0', 1, 1, 1);
  // Turn 2: М4Л4 against 10, failed by 1 (a 9): degree 1.
  const second = turn(first.state, 'М4Л4', 3, 3, 3);

  it('[HX-EX-1] turn 1: change nothing at speed 10, 10 hexes to the right, the roll unable to fail', () => {
    expect(first.rolled).toMatchObject({ difficulty: 0, degree: 0 });
    expect(first.car).toMatchObject({ hex: at(10, 0), facing: 1, speed: 10, increase: 0 });
  });

  it('[HX-EX-1] turn 2: М4Л4 has difficulty 10; failed, the car ends one hex down and to the right of its aim, at 9, the next difficulty +6', () => {
    expect(second.rolled).toMatchObject({ difficulty: 10, original: 10, total: 9, degree: 1 });
    const aimed = turn(first.state, 'М4Л4', 4, 3, 3).car;
    expect(aimed).toMatchObject({ hex: at(19, -4), facing: 2, speed: 9 });
    expect(second.car).toMatchObject({ hex: neighbour(aimed.hex, 6), facing: 2, speed: 9, increase: 6, effect: 'drift' });
  });

  it('[HX-EX-1] turn 3: the simplest turn at 9 is now 15; braking by 3 is 6, and succeeds: 6 hexes forward, speed 6, no penalty after', () => {
    const turns = legalOrders({ ...drivingOf(second.state, second.car), increase: second.car.increase }).filter((o) => o.manoeuvre === 4);
    expect(Math.min(...turns.map((o) => difficulty(second.state, printOrder(o))))).toBe(15);
    expect(difficulty(second.state, 'М4Л4')).toBe(15);
    const braked = turn(second.state, 'М2Т3', 2, 2, 2);
    expect(braked.rolled).toMatchObject({ difficulty: 6, original: 0, degree: 0 });
    expect(braked.car).toMatchObject({ hex: at(25, -9), facing: 2, speed: 6, increase: 0 });
    expect(braked.events.find((e) => e.type === 'CarMoved')).toMatchObject({ path: { length: 6 } });
    // Turn 4: the left turn keeping the speed, М4Л3У1, difficulty 6: he makes the bend along its edge.
    const bend = turn(braked.state, 'М4Л3У1', 2, 2, 2);
    expect(bend.rolled).toMatchObject({ difficulty: 6, degree: 0 });
    expect(bend.car).toMatchObject({ hex: at(28, -15), facing: 3, speed: 6, durability: { front: 3 } });
    expect(bend.events.some((e) => e.type === 'Collided')).toBe(false);
  });

  it('[HX-EX-1] the blue line: on turn 3 М4Л4 against 15 fails at least at degree 2, unturned, at 8; turning is then 20 and barred; braking hits the wall', () => {
    const again = turn(second.state, 'М4Л4', 4, 3, 3);
    expect(again.rolled).toMatchObject({ difficulty: 15, original: 9, total: 10, degree: 2 });
    expect(again.car).toMatchObject({ hex: at(25, -11), facing: 2, speed: 8, increase: 12, failures: 2 });
    expect(refusal(() => turn(again.state, 'М4Л3', 6, 6, 6)).message).toBe(
      'its difficulty is 20 (8 + 12 after the last failure), above 18: it cannot be declared',
    );
    const { increase } = again.car;
    expect(legalOrders({ ...drivingOf(again.state, again.car), increase }).filter((o) => o.manoeuvre === 4)).toEqual([]);
    // "He can brake by 3 and hope to roll 12 or more. Even if he succeeds, his speed becomes 5, he crashes into the wall and takes 2 damage to the front."
    const late = turn(again.state, 'М2Т3', 4, 4, 4);
    expect(late.rolled).toMatchObject({ difficulty: 12, degree: 0 });
    expect(late.events.filter((e) => e.type === 'Collided')).toEqual([
      { type: 'Collided', car: '1', with: 'wall', at: at(28, -14), toward: 2, side: 'front' },
      { type: 'Collided', car: '1', with: 'wall', at: at(28, -14), toward: 2, side: 'front' },
    ]);
    expect(late.car).toMatchObject({ durability: { front: 1 }, speed: 3 });
    // "If he fails, he takes more damage": 11 is 1 short, braking 2 instead of 3, three steps into the wall.
    const worse = turn(again.state, 'М2Т3', 4, 4, 3);
    expect(worse.rolled.degree).toBe(1);
    expect(worse.car.durability.front).toBe(0);
  });

  it('[HX-GAP-1] the model stands in for the missing diagrams: it gives every number the text and its example give', () => {
    const car = (speed: number, increase = 0) => stateOn(BEND, [{ car: '1', hex: at(0, 0), speed, with: { increase } }]);
    expect([
      difficulty(car(10), 'М4Л4'),
      difficulty(car(9, 6), 'М4Л4'),
      difficulty(car(9, 6), 'М2Т3'),
      difficulty(car(6), 'М4Л3У1'),
      difficulty(car(8, 12), 'М4Л3'),
      difficulty(car(8, 12), 'М2Т3'),
    ]).toEqual([10, 15, 6, 6, 20, 12]);
    // HX-DIAG-3: at speed 1 one lane change (either way) costs 1, every other manoeuvre 0 to 3 costs 0.
    const costly = legalOrders({ ...drivingOf(car(1), car(1).cars[1]!), increase: 0 }).filter((o) => o.manoeuvre <= 3 && difficulty(car(1), printOrder(o)) > 0);
    expect(costly.map((o) => printOrder(o))).toEqual(['М3Л2У1', 'М3П2У1']);
  });
});
