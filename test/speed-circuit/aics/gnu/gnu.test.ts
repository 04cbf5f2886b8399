import { describe, expect, it } from 'vitest';
import { gnuMove, wearBudget } from '../../../../domain/speed-circuit/aics/gnu/index.ts';
import { getCircuit, shippedCircuits } from '../../../../domain/speed-circuit/circuit/index.ts';
import { scriptedDice, seededDice } from '../../../support/dice.ts';
import { ofType, oval, play, raceOn, squareOf } from '../../../support/race.ts';
import { gnuRace, gridOf, lapTurns, rollsOf } from './race.ts';

const circuit = oval();
const SLOW_ACC = { startSpeed: 2, acc: 0, dec: 2, topSpeed: 2, wear: 1 };
const LATE_BRAKER = { startSpeed: 1, acc: 2, dec: 0, topSpeed: 3, wear: 1 };
/** Laps of the full-grid races: 2 by default, `GNU_LAPS=6` for whole races. */
const GRID_LAPS = Number(process.env.GNU_LAPS ?? 2);

describe('the GNU plays missing and erroneous moves', () => {
  it('[SC-GNU-1] a missing move and an erroneous move are both played by the GNU, whose move and roll the event carries', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 100 },
      { car: '2', at: '2C', speed: 100 },
    ]);
    const { events } = play(state, { '2': { speed: 220 } }, 17, 17);
    const defaulted = ofType(events, 'MoveDefaulted');
    expect(defaulted.map((event) => [event.car, event.reason, event.field, event.gnu?.move.speed, event.gnu?.roll?.purpose])).toEqual([
      ['1', 'missing', null, 160, 'gnu'],
      ['2', 'erroneous', 'speed', 160, 'gnu'],
    ]);
    expect(ofType(events, 'MoveOrderSet')[0]!.order.map((entry) => [entry.car, entry.speed])).toEqual([
      ['1', 160],
      ['2', 160],
    ]);
  });
});

describe('the GNU chooses', () => {
  const straight = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);

  it('[SC-CURVE-8] on an arrow it keeps it, writing it in field 6, the curve ahead in field 7: on Monaco from 20 A1 on T1', () => {
    const monaco = getCircuit('monaco');
    const trajectory = { name: 'T1', step: 0 };
    const state = raceOn(monaco, [
      { car: '1', at: '20 A1', speed: 100, with: { curve: { curve: '20', paidUnits: 0, excess: 0, speed: 100, wrongTyres: false, trajectory } } },
    ]);
    const move = gnuMove(monaco, state, '1', seededDice(1));
    expect(move.curve1).toEqual([{ kind: 'trajectory', trajectory: 'T1', pay: 'wear' }]);
    expect(move.curve2).toHaveLength(1);
  });

  it('[SC-GNU-4] (4)(5) from 100 mph on the straight: 160 (8 squares, Acc 60) on 1..17 of the d20, 140 on 18..20', () => {
    expect(gnuMove(circuit, straight, '1', scriptedDice(17)).speed).toBe(160);
    expect(gnuMove(circuit, straight, '1', scriptedDice(18)).speed).toBe(140);
    expect(gnuMove(circuit, straight, '1', scriptedDice(20)).speed).toBe(140);
  });

  it('[SC-GNU-4] (1)(6) never a speed that needs a roll (180 needs the Acc roll from 100) and placement as far inside as possible', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const move = gnuMove(circuit, straight, '1', seededDice(seed));
      expect(move.speed).toBeLessThanOrEqual(160);
      expect(move.placement).toEqual([]);
    }
  });

  it('[SC-GNU-3] different dice make different choices in the same situation, never a risky one', () => {
    const speeds = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const move = gnuMove(circuit, straight, '1', seededDice(seed));
      speeds.add(move.speed);
      const { events } = play(straight, { '1': move });
      expect(ofType(events, 'ReliabilityRolled')).toEqual([]);
      expect(ofType(events, 'CurveDieRolled')).toEqual([]);
    }
    expect([...speeds].sort()).toEqual([140, 160]);
  });

  it('[SC-GNU-4] (3) the wear budget is kept per lap, less 2 W for one hard braking in traffic: of 32 W (5 a lap + 2) 4 in lap 1, all but 2 in lap 6', () => {
    const car = (lap: number, wear: number) => raceOn(circuit, [{ car: '1', at: '8B', speed: 160, with: { lap, wear } }]).cars['1']!;
    expect(wearBudget(car(1, 32), 6)).toBe(4);
    expect(wearBudget(car(2, 28), 6)).toBe(5);
    expect(wearBudget(car(6, 4), 6)).toBe(2);
    expect(wearBudget(car(6, 4), 6, false)).toBe(4);
    expect(wearBudget(car(1, 5), 6)).toBe(0);
    const broke = raceOn(circuit, [{ car: '1', at: '8B', speed: 160, with: { wear: 5 } }]);
    for (let seed = 1; seed <= 10; seed++) {
      const move = gnuMove(circuit, broke, '1', seededDice(seed));
      expect(ofType(play(broke, { '1': move }).events, 'WearPaid').reduce((sum, paid) => sum + paid.W, 0)).toBe(0);
    }
  });

  it('[SC-COLL-2] never into a trap: 160 mph on 22A with cars spun on 28A, 28B and 28C brakes to 80 (2 WF) and stops on 26A, from where it can stop', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '22A', speed: 160 },
      { car: '2', at: '28A', with: { standstill: 'spin' } },
      { car: '3', at: '28B', with: { standstill: 'spin' } },
      { car: '4', at: '28C', with: { standstill: 'spin' } },
    ]);
    const move = gnuMove(circuit, state, '1', scriptedDice(1));
    // 100 mph would reach 27A, but from 100 mph Dec 40 + 40 paid still moves 1 square: into row 28.
    expect(move.speed).toBe(80);
    const { events, state: after } = play(state, { '1': move, '2': { speed: 0 }, '3': { speed: 0 }, '4': { speed: 0 } });
    expect(ofType(events, 'RearEnded')).toEqual([]);
    expect(ofType(events, 'WearPaid')).toMatchObject([{ car: '1', W: 0, WF: 2, reason: 'deceleration' }]);
    expect(squareOf(after, '1')).toBe('26A');
  });

  it('[SC-COLL-1] cars stopped in lanes it need not use do not slow it: with 19A and 19B taken it still goes 160 by lane C', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 100 },
      { car: '2', at: '19A', with: { standstill: 'spin' } },
      { car: '3', at: '19B', with: { standstill: 'spin' } },
    ]);
    const move = gnuMove(circuit, state, '1', scriptedDice(1));
    expect(move.speed).toBe(160);
    const { events } = play(state, { '1': move, '2': { speed: 0 }, '3': { speed: 0 } });
    expect(ofType(events, 'CarMoved').find((event) => event.car === '1')!.path).toContain('19C');
  });

  it('[SC-GNU-4] (7) S when the car is right behind one going 200 mph and 100 + 2 squares keeps it short of where that car can brake to', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '18B', speed: 80, build: SLOW_ACC },
      { car: '2', at: '19B', speed: 200, build: LATE_BRAKER },
    ]);
    const move = gnuMove(circuit, state, '1', scriptedDice(1));
    expect(move).toMatchObject({ speed: 100, slipstream: true });
    const { events } = play(state, { '1': move, '2': { speed: 200 } });
    expect(ofType(events, 'SlipstreamTaken')).toEqual([{ type: 'SlipstreamTaken', car: '1', behind: '2', bonus: 2 }]);
  });

  it('[SC-SOFT-3] a soft-tyre car owing its stop on lap 2 boxes at 100 mph or less when it reaches the line', () => {
    const state = raceOn(circuit, [{ car: '1', at: '24B', speed: 100, with: { lap: 2, softTyres: true } }]);
    const move = gnuMove(circuit, state, '1', scriptedDice(1));
    expect(move.speed).toBeLessThanOrEqual(100);
    expect(move.curve1).toContainEqual({ kind: 'box' });
    expect(ofType(play(state, { '1': move }).events, 'PitStopMade')).toMatchObject([{ car: '1', softStop: true }]);
  });

  it('[SC-SOFT-3] no stop is owed at a line that ends the race: in a 2-lap race the soft-tyre car finishes at full speed', () => {
    const state = raceOn(circuit, [{ car: '1', at: '24B', speed: 100, with: { lap: 2, softTyres: true } }], { laps: 2 });
    const move = gnuMove(circuit, state, '1', scriptedDice(1));
    expect(move.speed).toBe(160);
    expect(ofType(play(state, { '1': move }).events, 'CarFinished')).toHaveLength(1);
  });
});

describe('races of GNU cars', () => {
  it('[SC-GNU-4] (1) a whole 6-lap race of one GNU car on the test oval rolls no die but the GNU’s (and the weather)', () => {
    const { state, events } = gnuRace(circuit, gridOf(circuit, 1, 6), seededDice(7), 200);
    expect(state.classification).toEqual([{ car: '1', place: 1, points: 10 }]);
    const purposes = new Set(rollsOf(events).map((roll) => roll.purpose));
    expect([...purposes].sort()).toEqual(['gnu', 'weather']);
    expect(ofType(events, 'MoveDefaulted')).toHaveLength(state.turn);
  });

  it.each(Object.keys(shippedCircuits()))(
    '[SC-QUAL-10] a lone GNU car laps %s within 2 turns of the stated best lap of its car',
    (id) => {
      const track = getCircuit(id);
      const { events } = gnuRace(
        track,
        gridOf(track, 1, 4, () => false, track.bestLap!.car),
        seededDice(3),
        200,
      );
      const flying = lapTurns(events).slice(1);
      expect(flying).toHaveLength(3);
      expect(Math.max(...flying)).toBeLessThanOrEqual(track.bestLap!.turns + 2);
    },
    60_000,
  );

  it.each(Object.keys(shippedCircuits()))(
    `[SC-GNU-3] a full grid of GNU cars on %s (${GRID_LAPS} laps, one in five on soft tyres) is classified whole: no crash, spin, rear-end, die or elimination`,
    (id) => {
      const track = getCircuit(id);
      const { state, events } = gnuRace(
        track,
        gridOf(track, track.maxStarters, GRID_LAPS, (i) => i % 5 === 0),
        seededDice(1),
        100 * GRID_LAPS,
      );
      expect(state.classification).toHaveLength(track.maxStarters);
      const incidents = events.filter((event) => ['RearEnded', 'CarSpun', 'CarEliminated', 'CurveDieRolled', 'ReliabilityRolled'].includes(event.type));
      expect(incidents).toEqual([]);
      expect(new Set(rollsOf(events).map((roll) => roll.purpose))).toEqual(new Set(['gnu', 'weather']));
    },
    600_000,
  );
});
