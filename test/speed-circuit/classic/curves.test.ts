import { describe, expect, it } from 'vitest';
import type { CurveProgress } from '../../../domain/speed-circuit/aics/state.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import { classicRace, moveOf, ofType, oval, pathOf, play, squareOf, wearPaid } from './support.ts';

const circuit = oval();
/** Top Speed 180 (2 points), Acc 40, Dec 40, Start 40, 5 wear a lap. */
const FAST = { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 1 };
const laneC = [{ kind: 'lane' as const, lane: 'C', pay: 'wear' as const }];
const laneCLuck = [{ kind: 'lane' as const, lane: 'C', pay: 'die' as const }];

/** Curve 4 of the test oval: lane A 80/80, lane B 100/100/100, lane C 120 ×4; arrow T1 on A1 B2 B3 (80/100/100), T2 on B1 C2 C3 C4. */
const beforeCurve4 = (speed: number, more: Parameters<typeof classicRace>[0][number]['with'] = {}) =>
  classicRace([{ car: '1', at: '1C', speed, build: FAST, with: more }]);

const progress = (paidUnits: number, excess: number, trajectory: CurveProgress['trajectory'] = null): CurveProgress => ({
  curve: '4',
  paidUnits,
  excess,
  speed: 100,
  wrongTyres: false,
  trajectory,
});

describe('curves', () => {
  it('[SCC-CURVE-1] [SCC-CURVE-2] only squares with a printed speed are curves: 180 mph down the straight is free, 120 through the 120 lane too', () => {
    const straight = play(classicRace([{ car: '1', at: '17A', speed: 180, build: FAST }]), { '1': { speed: 180 } });
    expect(wearPaid(straight.events)).toEqual([]);
    const curve = play(beforeCurve4(120), { '1': { speed: 120, curve1: laneC } });
    expect(pathOf(curve.events, '1')).toEqual(['2C', '3C', '4 C1', '4 C2', '4 C3', '4 C4']);
    expect(wearPaid(curve.events)).toEqual([]);
  });

  it('[SCC-CURVE-3] following the whole arrow T1 (80/100/100) a car may go 20 mph over: 100 is free; lane A at 100 costs 1 wear', () => {
    const state = classicRace([{ car: '1', at: '3A', speed: 100 }]);
    const arrow = play(state, { '1': { speed: 100, curve1: [{ kind: 'trajectory', trajectory: 'T1' }] } });
    expect(pathOf(arrow.events, '1').slice(0, 3)).toEqual(['4 A1', '4 B2', '4 B3']);
    expect(wearPaid(arrow.events)).toEqual([]);
    const lane = play(state, { '1': { speed: 100, curve1: [{ kind: 'lane', lane: 'A' }] } });
    expect(wearPaid(lane.events)).toEqual([[1, 'curve']]);
  });

  it('[SCC-CURVE-4] leaving the arrow in a later turn pays the penalty avoided: 100 over the 80 square, 1 wear', () => {
    const state = classicRace([
      { car: '1', at: '4 A1', speed: 100, with: { curve: progress(0, 0, { name: 'T1', step: 0 }) } },
      { car: '2', at: '4 B2', speed: 20 },
    ]);
    const { events } = play(state, { '1': { speed: 100 }, '2': { speed: 0 } });
    expect(pathOf(events, '1').slice(0, 2)).toEqual(['4 A2', '5B']);
    expect(wearPaid(events)).toEqual([[1, 'retroactiveTrajectory']]);
  });

  it('[SCC-CURVE-4] [SCC-CURVE-9] a retroactive penalty paid by a luck test that spins leaves the car on the last arrow square it occupied', () => {
    const state = classicRace([
      { car: '1', at: '4 A1', speed: 100, with: { curve: progress(0, 0, { name: 'T1', step: 0 }), wearSpent: 5 } },
      { car: '2', at: '4 B2', speed: 20 },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 100 }, '2': { speed: 0 } }, 4);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([{ car: '1', curve: '4', result: 'spin' }]);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'retroactiveTrajectory', square: '4 A1' }]);
    expect(squareOf(after, '1')).toBe('4 A1');
  });

  it('[SCC-CURVE-5] a car still in the curve goes on at the same or a lower speed with no further penalty', () => {
    const inCurve = classicRace([{ car: '1', at: '4 A1', speed: 100, with: { curve: progress(1, 20) } }]);
    expect(wearPaid(play(inCurve, { '1': { speed: 100 } }).events)).toEqual([]);
    expect(wearPaid(play(inCurve, { '1': { speed: 80 } }).events)).toEqual([]);
  });

  it('[SCC-CURVE-6] 20 mph over: 1 wear unit, or a luck test instead (D)', () => {
    expect(wearPaid(play(beforeCurve4(140), { '1': { speed: 140, curve1: laneC } }).events)).toEqual([[1, 'curve']]);
    const lucky = play(beforeCurve4(140), { '1': { speed: 140, curve1: laneCLuck } }, 3);
    expect([wearPaid(lucky.events), ofType(lucky.events, 'CurveDieRolled').map((e) => e.result)]).toEqual([[], ['clear']]);
  });

  it('[SCC-CURVE-6] 40 mph over: 2 wear units, or 1 unit and a luck test (Proposed reading)', () => {
    expect(wearPaid(play(beforeCurve4(160), { '1': { speed: 160, curve1: laneC } }).events)).toEqual([[2, 'curve']]);
    const lucky = play(beforeCurve4(160), { '1': { speed: 160, curve1: laneCLuck } }, 1);
    expect([wearPaid(lucky.events), ofType(lucky.events, 'CurveDieRolled').map((e) => e.result)]).toEqual([[[1, 'curve']], ['clear']]);
  });

  it('[SCC-CURVE-6] [SCC-SPIN-1] 60 mph over: 2 wear units and a spin on the first square of the curve, or 2 units and a luck test', () => {
    const spun = play(beforeCurve4(180), { '1': { speed: 180, curve1: laneC } });
    expect(wearPaid(spun.events)).toEqual([[2, 'curve']]);
    expect(pathOf(spun.events, '1')).toEqual(['2C', '3C', '4 C1']);
    expect(ofType(spun.events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'curve', square: '4 C1' }]);
    const lucky = play(beforeCurve4(180), { '1': { speed: 180, curve1: laneCLuck } }, 2);
    expect([wearPaid(lucky.events), ofType(lucky.events, 'CarSpun')]).toEqual([[[2, 'curve']], []]);
  });

  it('[SCC-CURVE-6] 80 mph over the limit, which the table does not cover, crashes the car (as AICS goes off the road)', () => {
    const { events, state } = play(classicRace([{ car: '1', at: '1A', speed: 160, build: FAST }]), {
      '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'A' }] },
    });
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'crashed', rule: 'SCC-CURVE-6' }]);
    expect(state.cars['1']!.position).toEqual({ at: 'off' });
  });

  it('[SCC-CURVE-7] the luck table: 1–3 no problem, 4–5 a spin, 6 a crash out of the race', () => {
    const luck = (face: number) => play(beforeCurve4(140), { '1': { speed: 140, curve1: laneCLuck } }, face);
    expect([1, 2, 3, 4, 5, 6].map((face) => ofType(luck(face).events, 'CurveDieRolled')[0]!.result)).toEqual([
      'clear',
      'clear',
      'clear',
      'spin',
      'spin',
      'out',
    ]);
    expect(ofType(luck(5).events, 'CarSpun')).toMatchObject([{ cause: 'curve', square: '4 C1' }]);
    expect(ofType(luck(6).events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'crashed', rule: 'SCC-CURVE-7' }]);
  });

  it('[SCC-CURVE-8] the wear spent in a curve does not slow the car: at 140 it still covers 7 squares', () => {
    const { events } = play(beforeCurve4(140), { '1': { speed: 140, curve1: laneC } });
    expect(wearPaid(events)).toEqual([[1, 'curve']]);
    expect(pathOf(events, '1')).toHaveLength(7);
  });

  it('[SCC-CURVE-9] out of wear a car may go 20 mph over only with a luck test, free along a full arrow; 40 over it spins (Proposed)', () => {
    const empty = { wearSpent: 5 };
    const luck = play(beforeCurve4(140, empty), { '1': { speed: 140, curve1: laneC } }, 2);
    expect([wearPaid(luck.events), ofType(luck.events, 'CurveDieRolled').map((e) => e.result)]).toEqual([[], ['clear']]);
    // T2 prints 100/120/120/120: the full arrow at 120 is 20 over its slowest square, and free.
    const arrow = play(classicRace([{ car: '1', at: '2B', speed: 120, with: empty }]), {
      '1': { speed: 120, curve1: [{ kind: 'trajectory', trajectory: 'T2' }] },
    });
    expect(pathOf(arrow.events, '1').slice(1, 5)).toEqual(['4 B1', '4 C2', '4 C3', '4 C4']);
    expect([wearPaid(arrow.events), ofType(arrow.events, 'CurveDieRolled')]).toEqual([[], []]);
    const over = play(beforeCurve4(160, empty), { '1': { speed: 160, curve1: laneC } });
    expect(ofType(over.events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'outOfWear', square: '4 C1' }]);
  });
});

describe('spins', () => {
  it('[SCC-SPIN-2] [SCC-SPIN-3] a spun car restarts at its Start Speed, then accelerates as its sheet allows', () => {
    const { state } = play(beforeCurve4(180), { '1': { speed: 180, curve1: laneC } });
    // FAST: Start 40, Acc 40.
    expect(() => classic.checkMove(circuit, state, '1', moveOf({ speed: 80 }))).toThrow('80 mph from standstill is above Start Speed 40 + 20');
    const restarted = play(state, { '1': { speed: 40 } });
    expect(restarted.state.cars['1']!.standstill).toBeNull();
    expect(() => classic.checkMove(circuit, restarted.state, '1', moveOf({ speed: 80 }))).not.toThrow();
  });
});
