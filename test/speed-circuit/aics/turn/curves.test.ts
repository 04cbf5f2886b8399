import { describe, expect, it } from 'vitest';
import { parseMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import type { CurveProgress } from '../../../../domain/speed-circuit/aics/state.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { ofType, oval, pathOf, play, raceOn, squareOf } from '../../../support/race.ts';

const circuit = oval();
/** Start 60, Acc 60, Dec 20, Top 200, 5 wear per lap. */
const DEC_20 = { startSpeed: 1, acc: 2, dec: 0, topSpeed: 3, wear: 1 };

const progress = (curve: string, speed: number, paidUnits: number, excess: number, trajectory: CurveProgress['trajectory'] = null): CurveProgress => ({
  curve,
  paidUnits,
  excess,
  speed,
  wrongTyres: false,
  trajectory,
});

const curveWear = (events: ReturnType<typeof play>['events'], car = '1') =>
  ofType(events, 'WearPaid').filter((event) => event.car === car && event.reason !== 'deceleration');

describe('curves', () => {
  it('[SC-CURVE-3] [SC-CURVE-4] 120 mph through the 120 lane is free; 140 mph costs 1 wear', () => {
    const at = (speed: number) => raceOn(circuit, [{ car: '1', at: '1B', speed }]);
    const laneC = [{ kind: 'lane' as const, lane: 'C' }];
    const free = play(at(120), { '1': { speed: 120, curve1: laneC } });
    expect(pathOf(free.events, '1')).toEqual(['2C', '3C', '4 C1', '4 C2', '4 C3', '4 C4']);
    expect(curveWear(free.events)).toEqual([]);
    const over = play(at(140), { '1': { speed: 140, curve1: laneC } });
    expect(curveWear(over.events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '4', units: 1 }]);
  });

  it('[SC-CURVE-7] following the whole arrow T1 (80/100/100) allows 100 mph free; lane A at 100 costs 1 wear', () => {
    const state = raceOn(circuit, [{ car: '1', at: '3A', speed: 100 }]);
    const arrow = play(state, { '1': { speed: 100, curve1: [{ kind: 'trajectory', trajectory: 'T1' }] } });
    expect(pathOf(arrow.events, '1').slice(0, 3)).toEqual(['4 A1', '4 B2', '4 B3']);
    expect(curveWear(arrow.events)).toEqual([]);
    const lane = play(state, { '1': { speed: 100, curve1: [{ kind: 'lane', lane: 'A' }] } });
    expect(pathOf(lane.events, '1').slice(0, 2)).toEqual(['4 A1', '4 A2']);
    expect(curveWear(lane.events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '4', units: 1 }]);
  });

  it('[SC-CURVE-7] a car stopped on the arrow follows it on in the next turn without penalty', () => {
    const state = raceOn(circuit, [{ car: '1', at: '4 A1', speed: 100, with: { curve: progress('4', 100, 0, 0, { name: 'T1', step: 0 }) } }]);
    const { events, state: after } = play(state, { '1': { speed: 100 } });
    expect(pathOf(events, '1').slice(0, 2)).toEqual(['4 B2', '4 B3']);
    expect(curveWear(events)).toEqual([]);
    expect(after.cars['1']!.curve).toBeNull();
  });

  it('[SC-CURVE-8] leaving the arrow before its end pays the penalty the arrow avoided: 100 over the 80 square, 1 wear', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '4 A1', speed: 100, with: { curve: progress('4', 100, 0, 0, { name: 'T1', step: 0 }) } },
      { car: '2', at: '4 B2', speed: 20 },
    ]);
    const { events } = play(state, { '1': { speed: 100 }, '2': { speed: 0 } });
    expect(pathOf(events, '1').slice(0, 2)).toEqual(['4 A2', '5B']);
    expect(curveWear(events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'retroactiveTrajectory', curve: '4', units: 1 }]);
  });

  it('[SC-CURVE-8] a car on the arrow may leave it by writing a lane: `100 CA` from 4 A1 on T1 takes lane A and pays the 1 wear the arrow saved (100 over the 80 square)', () => {
    const state = raceOn(circuit, [{ car: '1', at: '4 A1', speed: 100, with: { curve: progress('4', 100, 0, 0, { name: 'T1', step: 0 }) } }]);
    const left = play(state, { '1': parseMove('100 CA') });
    expect(pathOf(left.events, '1').slice(0, 2)).toEqual(['4 A2', '5B']);
    expect(curveWear(left.events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'retroactiveTrajectory', curve: '4', units: 1 }]);
    const kept = play(state, { '1': parseMove('100 T1') });
    expect(pathOf(kept.events, '1').slice(0, 2)).toEqual(['4 B2', '4 B3']);
    expect(curveWear(kept.events)).toEqual([]);
  });

  it('[SC-CURVE-8] the retroactive penalty is paid with the die when the move asks for it: a 4 spins the car out on the last trajectory square it occupied', () => {
    const state = raceOn(circuit, [{ car: '1', at: '4 A1', speed: 100, with: { curve: progress('4', 100, 0, 0, { name: 'T1', step: 0 }) } }]);
    // Curve table 4: spin; Crash and spin 1 at 100 mph (no modifier): no damage.
    const { events, state: after } = play(state, { '1': parseMove('100 CA D') }, 4, 1);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([{ curve: '4', result: 'spin' }]);
    expect(ofType(events, 'CarSpun')).toMatchObject([{ car: '1', cause: 'retroactiveTrajectory', square: '4 A1' }]);
    expect(squareOf(after, '1')).toBe('4 A1');
    expect(curveWear(events)).toEqual([]);
  });

  it('[SC-CURVE-8] [SC-NOTATION-11] on an arrow, field 6 names the curve the car stands in and field 7 the next: on Monaco `100 T1 / CC` follows T1 out of curve 20 into lane C of curve 23, `100 CC` names nothing for curve 23', () => {
    const monaco = getCircuit('monaco');
    const state = raceOn(monaco, [{ car: '1', at: '20 A1', speed: 100, with: { curve: progress('20', 100, 0, 0, { name: 'T1', step: 0 }) } }]);
    const both = play(state, { '1': parseMove('100 T1 / CC') });
    expect(pathOf(both.events, '1')).toEqual(['20 B2', '20 B3', '21C', '22C', '23 C1']);
    expect(ofType(both.events, 'MoveDefaulted')).toEqual([]);
    expect(curveWear(both.events)).toEqual([]);
    const oneField = play(state, { '1': parseMove('100 CC') }, 1);
    expect(ofType(oneField.events, 'MoveDefaulted')).toMatchObject([{ reason: 'incomplete', field: 'move.curve2', curve: '23' }]);
  });

  it('[SC-CURVE-2] a car on a lane of a curve keeps it, and field 6 names the next curve: from 4 B1 `60 CC` goes on along lane B', () => {
    const { events } = play(raceOn(circuit, [{ car: '1', at: '4 B1', speed: 60 }]), { '1': parseMove('60 CC') });
    expect(pathOf(events, '1')).toEqual(['4 B2', '4 B3', '5A']);
    expect(ofType(events, 'MoveDefaulted')).toEqual([]);
  });

  it('[SC-CURVE-9] continuing a curve at the same speed costs nothing more; the next curve is judged on its own', () => {
    const state = raceOn(circuit, [{ car: '1', at: '10 C1', speed: 160, with: { curve: progress('10', 160, 1, 20) } }]);
    const { events } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'C' }] } }, 3, 4);
    expect(pathOf(events, '1').slice(0, 5)).toEqual(['10 C2', '11B', '12 C1', '12 C2', '12 C3']);
    expect(curveWear(events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '12', units: 1 }]);
  });

  it('[SC-CURVE-10] a car still in a curve that raises its speed above the printed speed pays for the excess', () => {
    const state = raceOn(circuit, [{ car: '1', at: '16 C1', speed: 100, with: { curve: progress('16', 100, 0, -20) } }]);
    const { events } = play(state, { '1': { speed: 140 } });
    expect(curveWear(events)).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '16', units: 1 }]);
  });

  it('[SC-CURVE-11] on the last square of a 120 curve the car must still respect it: 160 mph out of 16 C4 costs 2 wear', () => {
    const state = raceOn(circuit, [{ car: '1', at: '16 C4', speed: 120, with: { curve: progress('16', 120, 0, 0) } }]);
    const { events } = play(state, { '1': { speed: 160 } });
    expect(pathOf(events, '1')[0]).toBe('17B');
    expect(curveWear(events)).toEqual([{ type: 'WearPaid', car: '1', W: 2, WF: 0, reason: 'curve', curve: '16', units: 2 }]);
  });

  it('[SC-CURVE-12] 160 mph into a 120 curve, stopping in it, pays 2 wear; 160 again next turn is free', () => {
    const state = raceOn(circuit, [{ car: '1', at: '12 C1', speed: 160, with: { curve: progress('12', 160, 1, 20) } }]);
    const laneC = [{ kind: 'lane' as const, lane: 'C' }];
    const first = play(state, { '1': { speed: 160, curve1: laneC } }, 3, 4);
    expect(squareOf(first.state, '1')).toBe('16 C3');
    expect(curveWear(first.events)).toEqual([{ type: 'WearPaid', car: '1', W: 2, WF: 0, reason: 'curve', curve: '16', units: 2 }]);
    expect(first.state.cars['1']!.curve).toMatchObject({ curve: '16', paidUnits: 2, excess: 40, speed: 160 });
    const second = play(first.state, { '1': { speed: 160 } });
    expect(pathOf(second.events, '1')[0]).toBe('16 C4');
    expect(curveWear(second.events)).toEqual([]);
  });

  it('[SC-CURVE-5] 2 WF to brake and 2 W for one curve in the same turn: 4 wear', () => {
    // Dec 20 at 200 mph writing 140: 40 beyond Dec, 2 brake wear; lane B (100) at 140: 2 wear.
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 200, build: DEC_20 }]);
    const { events } = play(state, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'B' }] } });
    expect(ofType(events, 'WearPaid').map((event) => [event.reason, event.W, event.WF])).toEqual([
      ['deceleration', 0, 2],
      ['curve', 2, 0],
    ]);
  });

  it('[SC-CURVE-5] 2 WF to brake, then 2 W for one curve and 2 W for the next in a single turn: 6 wear', () => {
    const state = raceOn(circuit, [{ car: '1', at: '8A', speed: 200, build: DEC_20 }]);
    const laneA = [{ kind: 'lane' as const, lane: 'A' }];
    const { events } = play(state, { '1': { speed: 140, curve1: laneA, curve2: laneA } }, 3, 4);
    expect(pathOf(events, '1').slice(1, 4)).toEqual(['10 A', '11B', '12 A']);
    expect(ofType(events, 'WearPaid').map((event) => [event.reason, event.curve, event.W + event.WF])).toEqual([
      ['deceleration', null, 2],
      ['curve', '10', 2],
      ['curve', '12', 2],
    ]);
  });

  it('[SC-CURVE-19] with no wear left a 20 mph excess is taken with the curve die', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140, with: { wear: 0 } }]);
    const { events, state: after } = play(state, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C' }] } }, 3);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([{ car: '1', curve: '4', result: 'clear' }]);
    expect(squareOf(after, '1')).toBe('5A');
  });

  it('[SC-CURVE-19] with no wear left a car forced 40 mph over spins at the first square of that curve', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 160, with: { wear: 0 } }]);
    const { events, state: after } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'C' }] } }, 2);
    expect(ofType(events, 'CarSpun')).toEqual([
      { type: 'CarSpun', car: '1', cause: 'outOfWear', square: '4 C1', to: { at: 'track', square: circuit.byId.get('4 C1') } },
    ]);
    expect(ofType(events, 'CrashAndSpinRolled')[0]).toMatchObject({ total: 3, effect: 'none' });
    expect(squareOf(after, '1')).toBe('4 C1');
    expect(after.cars['1']!.standstill).toBe('spin');
  });

  it('[SC-CURVE-14] 160 mph forced through the 80 lane goes off the road and ends the race', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1A', speed: 160 }]);
    const { events, state: after } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'A' }] } });
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'offRoad', rule: 'SC-CURVE-14' }]);
    expect(after.cars['1']!.position).toEqual({ at: 'off' });
  });
});
