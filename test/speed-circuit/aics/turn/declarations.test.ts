import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';
import { parseMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { checkMove } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { moveOf, ofType, oval, pathOf, play, raceOn, squareOf } from '../../../support/race.ts';

const circuit = oval();
const laneC = [{ kind: 'lane' as const, lane: 'C' }];

describe('speed rolls and failures', () => {
  it('[SC-START-3] a car that fails its forced start twice in a row is eliminated', () => {
    const state = raceOn(circuit, [{ car: '1', at: '28A', with: { lap: 0 } }]);
    const first = play(state, { '1': { speed: 80, curve1: laneC } }, 6, 6, 6);
    expect(ofType(first.events, 'StartFailed')).toEqual([{ type: 'StartFailed', car: '1', stalledTurns: 1 }]);
    expect(squareOf(first.state, '1')).toBe('28A');
    expect(first.state.cars['1']!.reliability).toBe(14);
    const second = play(first.state, { '1': { speed: 80, curve1: laneC } }, 5, 5, 5);
    expect(ofType(second.events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'startFailed', rule: 'SC-START-3' }]);
    expect(second.state.cars['1']!.reliability).toBe(12);
  });

  it('[SC-ACC-3] a failed Acc roll costs 20 mph of Acc and Top Speed for good, this turn included', () => {
    // Acc 60 at 100 mph writing 180: 20 beyond Acc. 6+6+5 = 17 fails at AFF 16.
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    const { events, state: after } = play(state, { '1': { speed: 180 } }, 6, 6, 5);
    expect(ofType(events, 'CarDamaged')).toMatchObject([{ cause: 'engine', loss: { acc: 20, topSpeed: 20, dec: 0 }, repairable: false }]);
    expect(ofType(events, 'CarMoved')).toMatchObject([{ declared: 180, speed: 160 }]);
    expect(pathOf(events, '1')).toHaveLength(8);
    expect(after.cars['1']!.sheet).toMatchObject({ acc: 40, topSpeed: 160 });
    expect(after.cars['1']!.previousSpeed).toBe(160);
    expect(after.cars['1']!.reliability).toBe(15);
  });

  it('[SC-ACC-6] a second engine failure blows the engine: the car is eliminated', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100, with: { engineFailures: 1 } }]);
    const { events, state: after } = play(state, { '1': { speed: 180 } }, 6, 6, 6);
    expect(ofType(events, 'CarMoved')).toEqual([]);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'engineBlown', rule: 'SC-ACC-6' }]);
    expect(after.cars['1']!.position).toEqual({ at: 'off' });
  });

  it('[SC-ACC-6] [SC-ACC-5] two failures in the same turn, over Acc and over Top Speed, also blow the engine', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 120 }]);
    const { events } = play(state, { '1': { speed: 200 } }, 6, 6, 6, 6, 6, 6);
    expect(ofType(events, 'ReliabilityRolled').map((event) => [event.check, event.passed])).toEqual([
      ['acceleration', false],
      ['topSpeed', false],
    ]);
    expect(ofType(events, 'CarEliminated')).toMatchObject([{ reason: 'engineBlown' }]);
  });

  it('[SC-DEC-7] a second failed brake check eliminates the car', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 140, with: { brakeFailures: 1 } }]);
    const { events, state: after } = play(state, { '1': { speed: 80, braking: { first: 'WF', brakeCheck: true } } }, 6, 6, 6);
    expect(ofType(events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', passed: false }]);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'brakesFailed', rule: 'SC-DEC-7' }]);
    expect(after.cars['1']!.status).toBe('eliminated');
  });

  it('[SC-DEC-5] a first failed brake check: Dec −20 for good and 1 wear at once, WF first', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 140 }]);
    const { events, state: after } = play(state, { '1': { speed: 80, braking: { first: 'WF', brakeCheck: true } } }, 6, 6, 6);
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 0, WF: 1, reason: 'wornBrakes', curve: null, units: 1 }]);
    expect(after.cars['1']!.sheet.dec).toBe(20);
    expect(after.cars['1']!.brakeFailures).toBe(1);
  });

  it('[SC-DEC-8] the written speed is binding: the car does not slow down to avoid a collision', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 160 },
      { car: '2', at: '28A', speed: 20 },
      { car: '3', at: '28B', speed: 20 },
      { car: '4', at: '28C', speed: 20 },
    ]);
    const { events } = play(state, { '1': { speed: 160 }, '2': { speed: 0 }, '3': { speed: 0 }, '4': { speed: 0 } }, 3);
    expect(ofType(events, 'CarMoved').find((event) => event.car === '1')).toMatchObject({ declared: 160, speed: 160 });
    expect(ofType(events, 'RearEnded')).toMatchObject([{ car: '1', square: '27A' }]);
    expect(ofType(events, 'CrashAndSpinRolled')).toMatchObject([{ speed: 160, total: 4 }]);
  });
});

describe('missing and erroneous moves', () => {
  /** The GNU's move at `speed` with its default preferences, and the d20 it rolled to pick it (SC-GNU-4 Proposed (5)). */
  const byGnu = (car: string, speed: number, face: number) => ({
    move: moveOf({ speed }),
    roll: { purpose: 'gnu', car, dice: [face], sides: 20, code: 't1' },
  });

  it("[SC-GNU-2] a missing move is played by the GNU and counted, a sixth one too: eliminating the car is the race's, with the organiser's limit", () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 100, with: { missedMoves: 5 } },
      { car: '3', at: '15B', speed: 100, with: { missedMoves: 3 } },
    ]);
    // From 100 mph with Acc 60 the GNU's best is 160 (8 squares), taken on 1..17 of its d20.
    const { events, state: after } = play(state, { '3': { speed: 60, curve1: laneC } }, 17);
    const gnu = byGnu('1', 160, 17);
    expect(ofType(events, 'MoveDefaulted')).toEqual([{ type: 'MoveDefaulted', car: '1', reason: 'missing', field: null, message: null, speed: 160, gnu }]);
    expect(() => checkMove(circuit, state, '1', gnu.move)).not.toThrow();
    expect(pathOf(events, '1')).toHaveLength(8);
    expect(squareOf(after, '1')).toBe('25A');
    expect(after.cars['1']!.missedMoves).toBe(6);
    expect(ofType(events, 'CarEliminated')).toEqual([]);
    expect(after.cars['3']!.missedMoves).toBe(0);
  });

  it('[SC-GNU-1] a speed the car can never declare is played by the GNU, which does not count as a miss; the event says why', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    // 18 on the d20: the second best, 140 (7 squares).
    const { events, state: after } = play(state, { '1': { speed: 220 } }, 18);
    const gnu = byGnu('1', 140, 18);
    expect(ofType(events, 'MoveDefaulted')).toEqual([
      { type: 'MoveDefaulted', car: '1', reason: 'erroneous', field: 'speed', message: '220 mph is above previous speed 100 + Acc 60 + 20', speed: 140, gnu },
    ]);
    expect(() => checkMove(circuit, state, '1', gnu.move)).not.toThrow();
    expect(pathOf(events, '1')).toHaveLength(7);
    expect(after.cars['1']!.missedMoves).toBe(0);
  });

  it('[SC-DEC-2] a deceleration whose wear cannot be paid is erroneous and the GNU drives within what the car can pay', () => {
    // 160 → 40 is 80 beyond Dec 40: 2 wear, and the car has 1 WF and no W left.
    const broke = raceOn(circuit, [{ car: '1', at: '17A', speed: 160, with: { wear: 0, brakeWear: 1 } }]);
    expect(() => checkMove(circuit, broke, '1', moveOf({ speed: 40 }))).toThrow(DomainError);
    const braked = play(broke, { '1': { speed: 40 } }, 1);
    // No wear to spend: the GNU keeps within Dec and Acc, and 180 (9 squares) goes farthest.
    expect(ofType(braked.events, 'MoveDefaulted')).toMatchObject([
      { reason: 'erroneous', field: 'speed', message: 'braking 80 mph beyond Dec needs 2 wear; only 1 left', speed: 180, gnu: byGnu('1', 180, 1) },
    ]);
    expect(pathOf(braked.events, '1')).toHaveLength(9);
    expect(ofType(braked.events, 'WearPaid')).toEqual([]);
    expect(braked.state.cars['1']).toMatchObject({ wear: 0, brakeWear: 1 });

    const stopped = raceOn(circuit, [{ car: '1', at: '17A', with: { standstill: 'spin', reliability: 6 } }]);
    expect(() => checkMove(circuit, stopped, '1', moveOf({ speed: 80 }))).toThrow('forcing the Start Speed is not allowed at reliability 6');
    const started = play(stopped, { '1': { speed: 80 } }, 1);
    // From standstill the GNU never forces: Start Speed 60, 3 squares, no reliability roll.
    expect(ofType(started.events, 'MoveDefaulted')).toMatchObject([{ reason: 'erroneous', speed: 60, gnu: byGnu('1', 60, 1) }]);
    expect(ofType(started.events, 'ReliabilityRolled')).toEqual([]);
    expect(pathOf(started.events, '1')).toHaveLength(3);
  });

  it('[SC-NOTATION-14] checkMove names the wrong field: an unknown square or lane', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    const fieldOf = (input: Parameters<typeof moveOf>[0]) => {
      try {
        checkMove(circuit, state, '1', moveOf(input));
        return null;
      } catch (error) {
        return error instanceof DomainError ? error.field : 'not a DomainError';
      }
    };
    expect(fieldOf({ speed: 100, placement: [{ kind: 'square', square: '99Z' }, { kind: 'inside' }] })).toBe('move.placement[0].square');
    expect(fieldOf({ speed: 100, curve1: [{ kind: 'lane', lane: 'D' }] })).toBe('move.curve1[0].lane');
    expect(fieldOf({ speed: 100 })).toBeNull();
  });
});

describe('incomplete moves', () => {
  const at1B = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);

  it('[SC-GNU-1] [SC-NOTATION-7] `140 * I` reaches curve 4 without naming its lane: the GNU drives, and the event names the car and the curve; `140 CB 1W * I` is played as written', () => {
    const incomplete = parseMove('140 * I');
    expect(() => checkMove(circuit, at1B, '1', incomplete)).not.toThrow();
    const { events } = play(at1B, { '1': incomplete }, 1);
    expect(ofType(events, 'MoveDefaulted')).toMatchObject([
      { car: '1', reason: 'incomplete', field: 'move.curve1', curve: '4', gnu: { roll: { purpose: 'gnu', dice: [1] } } },
    ]);
    const written = play(at1B, { '1': parseMove('140 CB 1W * I') });
    expect(ofType(written.events, 'MoveDefaulted')).toEqual([]);
    // SC-AUTO-5: lane B (100 mph) at 140 costs 2 wear, whatever the move wrote.
    expect(pathOf(written.events, '1')).toEqual(['2B', '3B', '4 B1', '4 B2', '4 B3', '5A', '6A']);
    expect(ofType(written.events, 'WearPaid')).toMatchObject([{ W: 2, reason: 'curve', curve: '4' }]);
  });

  it('[SC-GNU-1] [SC-NOTATION-11] a move that can reach a second curve names it in field 7: `120 CA` from 6A reaches curve 12 through lane A of curve 10', () => {
    const state = raceOn(circuit, [{ car: '1', at: '6A', speed: 120 }]);
    const first = play(state, { '1': parseMove('120 CA') }, 1);
    expect(ofType(first.events, 'MoveDefaulted')).toMatchObject([{ reason: 'incomplete', field: 'move.curve2', curve: '12' }]);
    const both = play(state, { '1': parseMove('120 CA / CA') });
    expect(ofType(both.events, 'MoveDefaulted')).toEqual([]);
    expect(pathOf(both.events, '1').slice(3, 6)).toEqual(['10 A', '11B', '12 A']);
  });

  it('[SC-GNU-1] [SC-CURVE-9] a move needs no lane for a curve it cannot reach, nor for the curve it stands in: the car goes on as it is', () => {
    const straight = play(raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]), { '1': { speed: 100 } });
    expect(ofType(straight.events, 'MoveDefaulted')).toEqual([]);
    const inCurve = raceOn(circuit, [
      { car: '1', at: '16 C1', speed: 100, with: { curve: { curve: '16', paidUnits: 0, excess: -20, speed: 100, wrongTyres: false, trajectory: null } } },
    ]);
    const { events } = play(inCurve, { '1': { speed: 100 } });
    expect(ofType(events, 'MoveDefaulted')).toEqual([]);
    expect(pathOf(events, '1').slice(0, 3)).toEqual(['16 C2', '16 C3', '16 C4']);
  });

  it('[SC-GNU-1] [SC-SLIP-7] the slipstream bonus asked for counts: `100S` behind a car at 120 goes one square more, into curve 4', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '26B', speed: 100 },
      { car: '2', at: '27B', speed: 120 },
    ]);
    const leader = parseMove('120 CC');
    const without = play(state, { '1': parseMove('100S'), '2': leader }, 1);
    expect(ofType(without.events, 'MoveDefaulted')).toMatchObject([{ car: '1', reason: 'incomplete', field: 'move.curve1', curve: '4' }]);
    const named = play(state, { '1': parseMove('100S CC'), '2': leader });
    expect(ofType(named.events, 'MoveDefaulted')).toEqual([]);
    expect(ofType(named.events, 'SlipstreamTaken')).toEqual([{ type: 'SlipstreamTaken', car: '1', behind: '2', bonus: 1 }]);
    expect(pathOf(named.events, '1').at(-1)).toBe('4 C1');
  });
});
