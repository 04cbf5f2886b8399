import { describe, expect, it } from 'vitest';
import { aicsReporter } from '../../../../domain/speed-circuit/aics/report.ts';
import type { MoveInput } from '../../../../domain/speed-circuit/aics/schemas.ts';
import type { RaceState } from '../../../../domain/speed-circuit/aics/state.ts';
import { checkMove } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { moveOf, ofType, oval, play, raceOn } from '../../../support/race.ts';
import { refusal } from '../../../support/refusal.ts';

const circuit = oval();
const BRAKE_CHECK = { first: 'WF' as const, brakeCheck: true };

/** Why the car may never declare `move` this turn. */
const refused = (state: RaceState, move: MoveInput): string => refusal(() => checkMove(circuit, state, '1', moveOf(move))).message;

const checks = (played: ReturnType<typeof play>, car = '1') =>
  ofType(played.events, 'ReliabilityRolled')
    .filter((event) => event.car === car)
    .map((event) => event.check);

describe('forcing with a roll', () => {
  // The SC-CAR-6 example car: Start 60, Acc 60, Dec 40, Top 180.
  it('[SC-REL-1] [SC-ACC-2] at 100 mph with Acc 60: 160 needs no roll, 180 is forced with an Acc roll, 200 is refused', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    expect(checks(play(state, { '1': { speed: 160 } }))).toEqual([]);
    expect(checks(play(state, { '1': { speed: 180 } }, 3, 4, 5))).toEqual(['acceleration']);
    expect(refused(state, { speed: 200 })).toBe('200 mph is above previous speed 100 + Acc 60 + 20');
  });

  it('[SC-REL-1] at 180 mph with Top Speed 180: 200 is forced with a Top Speed roll, 220 is refused', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 180 }]);
    expect(checks(play(state, { '1': { speed: 180 } }))).toEqual([]);
    expect(checks(play(state, { '1': { speed: 200 } }, 3, 4, 5))).toEqual(['topSpeed']);
    expect(refused(state, { speed: 220 })).toBe('220 mph is above Top Speed 180 + 20');
  });

  it('[SC-REL-1] [SC-START-2] from standstill with Start Speed 60: 80 is forced with a Start Speed roll, 100 is refused', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A' }]);
    expect(checks(play(state, { '1': { speed: 60 } }))).toEqual([]);
    expect(checks(play(state, { '1': { speed: 80 } }, 3, 4, 5))).toEqual(['startSpeed']);
    expect(refused(state, { speed: 100 })).toBe('100 mph from standstill is above Start Speed 60 + 20');
  });

  it('[SC-REL-1] [SC-DEC-2] at 140 mph with Dec 40: 100 is free, 80 is forced past Dec with a brake check instead of wear', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 140 }]);
    expect(checks(play(state, { '1': { speed: 100 } }))).toEqual([]);
    const forced = play(state, { '1': { speed: 80, braking: BRAKE_CHECK } }, 3, 4, 5);
    expect(checks(forced)).toEqual(['brakeCheck']);
    expect(ofType(forced.events, 'WearPaid')).toEqual([]);
  });
});

describe('reliability drops', () => {
  it('[SC-REL-7] [SC-REL-4] AFF drops by 1 per Acc, Top Speed or brake roll and by 2 per Start Speed roll, shown after the turn', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 100 }, // 180: one Acc roll
      { car: '2', at: '8C' }, // from standstill to 80: one Start Speed roll
      { car: '3', at: '20B', speed: 120 }, // 200: an Acc roll and a Top Speed roll
      { car: '4', at: '8A', speed: 140 }, // 80 with BC: one brake check
      { car: '5', at: '22C', speed: 100 }, // 100: no roll
    ]);
    const laneC = [{ kind: 'lane' as const, lane: 'C' }];
    const moves = {
      '1': { speed: 180 },
      '2': { speed: 80, curve1: laneC },
      '3': { speed: 200 },
      '4': { speed: 80, braking: BRAKE_CHECK, curve1: laneC },
      '5': { speed: 100 },
    };
    const { events, state: after } = play(state, moves, ...Array<number>(3 * 5).fill(2));
    expect(ofType(events, 'ReliabilityDropped').map(({ car, drops, reliability }) => [car, drops, reliability])).toEqual([
      ['3', 2, 14],
      ['1', 1, 15],
      ['4', 1, 15],
      ['2', 2, 14],
    ]);
    const table = aicsReporter.playerColumns(after, 'en');
    const aff = table.headers.indexOf('AFF');
    expect(['1', '2', '3', '4', '5'].map((car) => table.cells(car)[aff])).toEqual(['15', '14', '14', '15', '16']);
  });

  it('[SC-REL-7] [SC-REL-5] a failed roll drops AFF just the same, and never below 6', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 100 },
      { car: '2', at: '20A', speed: 100, with: { reliability: 6 } },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 180 }, '2': { speed: 180 } }, 6, 6, 6, 6, 6, 6);
    expect(ofType(events, 'ReliabilityRolled').map(({ car, passed }) => [car, passed])).toEqual([
      ['2', false],
      ['1', false],
    ]);
    expect([after.cars['1']!.reliability, after.cars['2']!.reliability]).toEqual([15, 6]);
  });
});

describe('the brake check', () => {
  it('[SC-DEC-4] [SC-REL-10] reads the AFF the car has then: after an Acc roll last turn AFF is 15, so 15 fails and 14 passes', () => {
    // Acc 20, Dec 40: 60 → 100 forces the Acc; 100 → 40 is 20 beyond Dec, paid with the brake check.
    const build = { startSpeed: 1, acc: 0, dec: 1, topSpeed: 3, wear: 2 };
    const first = play(raceOn(circuit, [{ car: '1', at: '17A', speed: 60, build }]), { '1': { speed: 100 } }, 1, 1, 1);
    expect(first.state.cars['1']!.reliability).toBe(15);
    const fails = play(first.state, { '1': { speed: 40, braking: BRAKE_CHECK } }, 6, 5, 4);
    expect(ofType(fails.events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', reliability: 15, passed: false }]);
    expect(ofType(fails.events, 'CarDamaged')).toMatchObject([{ cause: 'brakes', loss: { dec: 20 } }]);
    const passes = play(first.state, { '1': { speed: 40, braking: BRAKE_CHECK } }, 6, 4, 4);
    expect(ofType(passes.events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', reliability: 15, passed: true }]);
    expect(ofType(passes.events, 'CarDamaged')).toEqual([]);
    expect(passes.state.cars['1']!.reliability).toBe(14);
  });
});

describe('curve and crash rolls', () => {
  it('[SC-CURVE-18] [SC-REL-11] a curve die and a Crash and spin roll leave AFF 12 unchanged, that turn and the next', () => {
    // 140 mph through the 120 lane C of curve 4, paid with the die: 4 spins, then Crash and spin 3 + 1 = 4.
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140, with: { reliability: 12 } }]);
    const spun = play(state, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C', pay: 'die' }] } }, 4, 3);
    expect(ofType(spun.events, 'CurveDieRolled')).toMatchObject([{ result: 'spin' }]);
    expect(ofType(spun.events, 'CrashAndSpinRolled')).toMatchObject([{ total: 4, effect: 'acc' }]);
    expect(ofType(spun.events, 'ReliabilityDropped')).toEqual([]);
    expect(spun.state.cars['1']!.reliability).toBe(12);
    const next = play(spun.state, { '1': { speed: 60 } });
    expect(next.state.cars['1']!.reliability).toBe(12);
  });

  it('[SC-CURVE-18] a rear-end’s Crash and spin roll leaves AFF 16 unchanged', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 160 },
      { car: '2', at: '27A', speed: 20 },
      { car: '3', at: '27B', speed: 20 },
      { car: '4', at: '27C', speed: 20 },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 160 }, '2': { speed: 0 }, '3': { speed: 0 }, '4': { speed: 0 } }, 6);
    expect(ofType(events, 'CrashAndSpinRolled')).toMatchObject([{ car: '1', total: 7, effect: 'accAndTopSpeed' }]);
    expect(after.cars['1']!.reliability).toBe(16);
  });
});
