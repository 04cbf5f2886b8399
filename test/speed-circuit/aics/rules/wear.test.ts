import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { moveOf, ofType, oval, play, raceOn, squareOf } from '../../../support/race.ts';
import { refusal } from '../../../support/refusal.ts';

const circuit = oval();
const laneC = [{ kind: 'lane' as const, lane: 'C' }];
const wearPaid = (played: ReturnType<typeof play>) => ofType(played.events, 'WearPaid').map(({ reason, W, WF }) => [reason, W, WF]);

describe('out of wear', () => {
  it('[SC-WEAR-5] [SC-CURVE-19] with no W left, 140 mph through the 120 lane is paid with the curve die only', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140, with: { wear: 0 } }]);
    const played = play(state, { '1': { speed: 140, curve1: laneC } }, 2);
    expect(wearPaid(played)).toEqual([]);
    expect(ofType(played.events, 'CurveDieRolled')).toMatchObject([{ curve: '4', result: 'clear' }]);
    expect(played.state.cars['1']!.wear).toBe(0);
  });

  it('[SC-WEAR-5] brake wear never pays a curve: with 3 WF and no W the curve is still taken with the die', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140, with: { wear: 0, brakeWear: 3 } }]);
    const played = play(state, { '1': { speed: 140, curve1: laneC } }, 1);
    expect(ofType(played.events, 'CurveDieRolled')).toHaveLength(1);
    expect(played.state.cars['1']!.brakeWear).toBe(3);
  });

  it('[SC-WEAR-5] [SC-DEC-6] with no wear, 20 mph beyond Dec takes the brake check; when it fails the worn brakes spin the car', () => {
    // 140 → 80 with Dec 40; 6+6+6 fails at AFF 16; Crash and spin 1 at 80 mph: no damage.
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 140, with: { wear: 0, brakeWear: 0 } }]);
    const played = play(state, { '1': { speed: 80 } }, 6, 6, 6, 1);
    expect(ofType(played.events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', passed: false }]);
    expect(wearPaid(played)).toEqual([]);
    expect(ofType(played.events, 'CarSpun')).toMatchObject([{ cause: 'wornBrakes', square: '21A' }]);
    expect(played.state.cars['1']).toMatchObject({ standstill: 'spin', brakeFailures: 1, sheet: { dec: 20 } });
  });

  it('[SC-WEAR-5] [SC-DEC-2] 60 mph beyond Dec with 1 wear left cannot be paid: the move is erroneous', () => {
    // 160 → 60 with Dec 40 is 60 beyond Dec: 2 wear and a brake check. 160 → 80 (40 beyond) can still be paid: 1 wear and a brake check.
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 160, with: { wear: 1, brakeWear: 0 } }]);
    const error = refusal(() => checkMove(circuit, state, '1', moveOf({ speed: 60 })));
    expect([error.field, error.message]).toEqual(['speed', 'braking 60 mph beyond Dec needs 2 wear; only 1 left']);
    expect(() => checkMove(circuit, state, '1', moveOf({ speed: 80 }))).not.toThrow();
  });
});

describe('wear or dice by default', () => {
  it('[SC-WEAR-6] [SC-AUTO-3] a curve 20 mph over is paid with 1 W unless the move asks for the die', () => {
    const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);
    const byDefault = play(state, { '1': { speed: 140, curve1: laneC } });
    expect(wearPaid(byDefault)).toEqual([['curve', 1, 0]]);
    expect(ofType(byDefault.events, 'CurveDieRolled')).toEqual([]);
    const die = play(state, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C', pay: 'die' }] } }, 3);
    expect(wearPaid(die)).toEqual([]);
    expect(ofType(die.events, 'CurveDieRolled')).toMatchObject([{ result: 'clear' }]);
  });

  it('[SC-WEAR-6] [SC-AUTO-4] braking 20 mph beyond Dec takes 1 WF unless the move asks for the brake check', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 140 }]);
    const byDefault = play(state, { '1': { speed: 80 } });
    expect(wearPaid(byDefault)).toEqual([['deceleration', 0, 1]]);
    expect(ofType(byDefault.events, 'ReliabilityRolled')).toEqual([]);
    const check = play(state, { '1': { speed: 80, braking: { first: 'WF', brakeCheck: true } } }, 2, 2, 2);
    expect(wearPaid(check)).toEqual([]);
    expect(ofType(check.events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', passed: true }]);
  });

  it('[SC-WEAR-6] [SC-AUTO-4] 40 mph beyond Dec takes 2 wear, WF first then W; with 1 wear left, 1 wear and the brake check', () => {
    // 160 → 80 with Dec 40.
    const oneWf = raceOn(circuit, [{ car: '1', at: '17A', speed: 160, with: { brakeWear: 1 } }]);
    expect(wearPaid(play(oneWf, { '1': { speed: 80 } }))).toEqual([['deceleration', 1, 1]]);
    const short = raceOn(circuit, [{ car: '1', at: '17A', speed: 160, with: { wear: 0, brakeWear: 1 } }]);
    const played = play(short, { '1': { speed: 80 } }, 2, 2, 2);
    expect(wearPaid(played)).toEqual([['deceleration', 0, 1]]);
    expect(ofType(played.events, 'ReliabilityRolled')).toMatchObject([{ check: 'brakeCheck', passed: true }]);
    expect(squareOf(played.state, '1')).toBe('21A');
  });
});
