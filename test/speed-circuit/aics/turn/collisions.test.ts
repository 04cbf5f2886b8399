import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { moveOf, ofType, oval, pathOf, play, raceOn, squareOf } from '../../../support/race.ts';

const circuit = oval();

/** A car at 160 mph two rows before the 80/100/120 curve, and parked cars ahead of it. */
const approach = (...parked: string[]) =>
  raceOn(circuit, [{ car: '1', at: '1B', speed: 160 }, ...parked.map((at, i) => ({ car: String(i + 2), at, speed: 20 }))]);

const parkedMoves = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i + 2), { speed: 0 }]));
const laneC = [{ kind: 'lane' as const, lane: 'C' }];

describe('collisions', () => {
  it('[SC-COLL-1] a car changes its path to avoid a car in its way', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20B', speed: 80 },
      { car: '2', at: '22B', speed: 20 },
    ]);
    const { events } = play(state, { '1': { speed: 80, placement: [{ kind: 'square', square: '24B' }] }, '2': { speed: 0 } });
    expect(pathOf(events, '1')).toHaveLength(4);
    expect(pathOf(events, '1')).not.toContain('22B');
    expect(ofType(events, 'RearEnded')).toEqual([]);
  });

  it('[SC-COLL-2] [SC-COLL-6] 160 mph for the 120 lane, blocked: forced through the 100 lane, 2 wear and a curve die', () => {
    const { events } = play(approach('4 C3'), { '1': { speed: 160, curve1: laneC }, ...parkedMoves(1) }, 2);
    expect(pathOf(events, '1').slice(2, 5)).toEqual(['4 B1', '4 B2', '4 B3']);
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 2, WF: 0, reason: 'curve', curve: '4', units: 2 }]);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([{ car: '1', curve: '4', result: 'clear' }]);
  });

  it('[SC-COLL-2] with the 100 lane blocked too, forced through the 80 lane: off the road, race over', () => {
    const { events, state } = play(approach('4 C3', '4 B2'), { '1': { speed: 160, curve1: laneC }, ...parkedMoves(2) });
    expect(pathOf(events, '1')).toEqual(['2A', '3A', '4 A1']);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'offRoad', rule: 'SC-CURVE-14' }]);
    expect(state.cars['1']!.status).toBe('eliminated');
  });

  it('[SC-COLL-3] [SC-COLL-4] every lane blocked: the car stops behind the car on its first-preference path and rolls for damage', () => {
    const { events, state } = play(approach('4 A1', '4 B1', '4 C1'), { '1': { speed: 160, curve1: laneC }, ...parkedMoves(3) }, 3);
    expect(pathOf(events, '1')).toEqual(['2C', '3C']);
    expect(ofType(events, 'RearEnded')).toEqual([{ type: 'RearEnded', car: '1', hit: '4', square: '3C' }]);
    // 160 mph gives +1 (SC-CURVE-17): 3 + 1 = 4, Acc −20 repairable.
    expect(ofType(events, 'CrashAndSpinRolled')).toMatchObject([{ car: '1', speed: 160, total: 4, effect: 'acc' }]);
    expect(state.cars['1']!.sheet.acc).toBe(40);
    expect(state.cars['1']!.repairable).toEqual({ acc: 20, topSpeed: 0 });
  });

  it('[SC-COLL-4] the car that rear-ended starts the next turn at its Start Speed', () => {
    const { state } = play(approach('4 A1', '4 B1', '4 C1'), { '1': { speed: 160, curve1: laneC }, ...parkedMoves(3) }, 1);
    expect(state.cars['1']!.standstill).toBe('rearEnd');
    expect(() => checkMove(circuit, state, '1', moveOf({ speed: 100 }))).toThrow('from standstill is above Start Speed 60 + 20');
    expect(() => checkMove(circuit, state, '1', moveOf({ speed: 60 }))).not.toThrow();
  });

  it('[SC-COLL-5] the car that was hit takes no damage and races on', () => {
    const before = approach('4 A1', '4 B1', '4 C1');
    const { events, state } = play(before, { '1': { speed: 160, curve1: laneC }, ...parkedMoves(3) }, 6);
    expect(ofType(events, 'CarDamaged').map((event) => event.car)).toEqual(['1']);
    expect(state.cars['4']!.sheet).toEqual(before.cars['4']!.sheet);
    expect(state.cars['4']!.status).toBe('racing');
  });
});

describe('spinouts', () => {
  const dieThrough = (...faces: number[]) =>
    play(raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]), { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C', pay: 'die' }] } }, ...faces);

  it('[SC-SPIN-1] a spin on the curve die stops the car on the first square of that curve in its lane', () => {
    const { events, state } = dieThrough(4, 1);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([{ result: 'spin' }]);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'curve', square: '4 C1' }]);
    expect(squareOf(state, '1')).toBe('4 C1');
    expect(ofType(events, 'WearPaid')).toEqual([]);
  });

  it('[SC-SPIN-2] after a spin the car restarts at its Start Speed, which it may force by 20 mph', () => {
    const { state } = dieThrough(5, 1);
    expect(state.cars['1']!.standstill).toBe('spin');
    expect(() => checkMove(circuit, state, '1', moveOf({ speed: 100 }))).toThrow();
    const restart = play(state, { '1': { speed: 80 } }, 1, 1, 1);
    expect(ofType(restart.events, 'ReliabilityRolled')).toMatchObject([{ check: 'startSpeed', passed: true }]);
    expect(pathOf(restart.events, '1')).toHaveLength(4);
  });

  it('[SC-SPIN-3] a curve spin rolls on the Crash and spin table with the speed modifier: 4 + 1 at 140 mph loses 20 mph of Top Speed', () => {
    const { events, state } = dieThrough(4, 4);
    expect(ofType(events, 'CrashAndSpinRolled')).toMatchObject([{ speed: 140, total: 5, effect: 'topSpeed' }]);
    expect(ofType(events, 'CarDamaged')).toMatchObject([{ cause: 'crashAndSpin', loss: { acc: 0, topSpeed: 20, dec: 0 }, repairable: true }]);
    expect(state.cars['1']!.sheet.topSpeed).toBe(160);
  });

  it('[SC-CURVE-15] a 6 on the curve die puts the car out of the race', () => {
    const { events, state } = dieThrough(6);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'crashed', rule: 'SC-CURVE-15' }]);
    expect(state.cars['1']!.position).toEqual({ at: 'off' });
  });

  it('[SC-SPIN-4] [SC-DEC-10] 80 mph beyond Dec: the car moves, spins on its final square and rolls for damage', () => {
    // Dec 40 at 180 mph writing 60: 120 of braking, 80 beyond Dec: 2 wear and a brake check, then the spin.
    const state = raceOn(circuit, [{ car: '1', at: '20A', speed: 180 }]);
    const { events, state: after } = play(state, { '1': { speed: 60 } }, 2, 2, 2, 1);
    expect(ofType(events, 'WearPaid')).toMatchObject([{ reason: 'deceleration', W: 0, WF: 2, units: 2 }]);
    expect(pathOf(events, '1')).toHaveLength(3);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ cause: 'deceleration', square: '23A' }]);
    expect(after.cars['1']!.standstill).toBe('spin');
  });

  it('[SC-SPIN-4] [SC-DEC-6] a failed brake check with no wear left to pay spins the car at the end of its movement', () => {
    const state = raceOn(circuit, [{ car: '1', at: '20A', speed: 140, with: { wear: 0, brakeWear: 0 } }]);
    const { events, state: after } = play(state, { '1': { speed: 80 } }, 6, 6, 6, 2);
    expect(ofType(events, 'CarDamaged')).toMatchObject([{ cause: 'brakes', loss: { dec: 20 } }]);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ cause: 'wornBrakes', square: '24A' }]);
    expect(after.cars['1']!.brakeFailures).toBe(1);
  });

  it('[SC-SLOW-1] a car restarting after a spin is placed on the innermost free square, whatever its placement preferences', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20C', with: { standstill: 'spin' } },
      { car: '2', at: '23A', speed: 20 },
    ]);
    const { state: after } = play(state, { '1': { speed: 60, placement: [{ kind: 'square', square: '23C' }] }, '2': { speed: 0 } });
    expect(squareOf(after, '1')).toBe('23B');
  });
});
