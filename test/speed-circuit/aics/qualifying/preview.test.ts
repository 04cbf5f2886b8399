import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';
import { previewPoleLap, refuseHopelessLap } from '../../../../domain/speed-circuit/aics/qualifying/preview.ts';
import { parsePoleLap } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { FORCING_CAR, MONZA_LAP, OVAL_FORCED_LAP, OVAL_LAP, POLE_CAR, program } from './laps.ts';

const oval = getCircuit('test-oval');
const monza = getCircuit('monza');
const entry = (build: typeof POLE_CAR, lap: string) => ({ build, lap: parsePoleLap(lap) });

const refusal = (circuit: typeof oval, build: typeof POLE_CAR, lap: string) => {
  try {
    refuseHopelessLap(circuit, entry(build, lap));
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field, message: error.message };
    throw error;
  }
  return null;
};

describe('the pole lap preview', () => {
  it('[SC-QUAL-5] shows a lap without dice as it counts: 6 turns + 2 squares on the test oval, each turn its path and wear', () => {
    const preview = previewPoleLap(oval, entry(POLE_CAR, OVAL_LAP));
    expect(preview.result).toEqual({ valid: true, turns: 6, squares: 2 });
    expect(preview.turns.map((turn) => [turn.move, turn.speed, turn.wear, turn.rolls])).toEqual([
      ['120', 120, 0, []],
      ['120', 120, 0, []],
      ['120', 120, 0, []],
      ['120', 120, 0, []],
      ['120', 120, 0, []],
      ['180', 180, 0, []],
    ]);
    expect(preview.turns.every((turn) => turn.path.length === turn.speed / 20)).toBe(true);
  });

  it('[SC-REL-8] [SC-ACC-5] lists each roll a lap needs, passing on 13 or less at AFF 14: forcing Top Speed 140 at 160 for four turns, 6 + 7', () => {
    const preview = previewPoleLap(oval, entry(FORCING_CAR, OVAL_FORCED_LAP));
    expect(preview.result).toEqual({ valid: true, turns: 6, squares: 7 });
    const rolls = preview.turns.flatMap((turn) => turn.rolls.map((roll) => `${turn.turn}:${roll.check}:${roll.count}d${roll.sides}:${roll.passesUpTo}`));
    expect(rolls).toEqual(['3:topSpeed:3d6:13', '4:topSpeed:3d6:13', '5:topSpeed:3d6:13', '6:topSpeed:3d6:13']);
  });

  it('[SC-QUAL-10] Monza: 17 turns + 10 squares without dice or wear', () => {
    expect(previewPoleLap(monza, entry(POLE_CAR, MONZA_LAP)).result).toEqual({ valid: true, turns: 17, squares: 10 });
  });
});

describe('a pole lap that can never count is refused, naming its turn', () => {
  it('[SC-ACC-2] [SC-QUAL-8] 260 then 200: the first turn is above Top Speed 200 + 20', () => {
    expect(refusal(oval, POLE_CAR, program('260;200'))).toEqual({
      field: 'lap[0]',
      message: expect.stringMatching(/^this pole lap can never count, whatever the dice: turn 1: 260 mph is above Top Speed 200 \+ 20/),
    });
  });

  it('[SC-CURVE-14] [SC-QUAL-8] a lap that leaves the road at Monza is refused at the turn it goes off: 200 in the fifth turn', () => {
    const offRoad = program('140;100;100;160;200');
    expect(previewPoleLap(monza, entry(POLE_CAR, offRoad)).turns).toHaveLength(5);
    expect(refusal(monza, POLE_CAR, offRoad)).toEqual({ field: 'lap[4]', message: 'this pole lap can never count, whatever the dice: offRoad (SC-CURVE-14)' });
  });

  it('[SC-WEAR-7] [SC-QUAL-8] a lap that uses up its one lap of wear spins whatever the dice: 180 at turn 8 pays all 4 W, turn 14 spins', () => {
    const worn = program('140;100;100;160;140;100;140;180;140;160;120;100;160;200;140;200;200');
    expect(previewPoleLap(monza, entry(POLE_CAR, worn)).turns.map((turn) => turn.wear)).toEqual([0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0]);
    expect(refusal(monza, POLE_CAR, worn)).toEqual({
      field: 'lap[13]',
      message: 'this pole lap can never count, whatever the dice: spun on 84 D1 (outOfWear)',
    });
  });

  it('[SC-QUAL-8] a program that ends before the line names the lap', () => {
    expect(refusal(oval, POLE_CAR, program('120;120'))).toEqual({
      field: 'lap',
      message: 'this pole lap can never count, whatever the dice: the program ends after 2 turns, before the line',
    });
  });

  it('[SC-QUAL-5] a lap that counts when every roll passes is accepted: what the dice may spoil is for the preview to show', () => {
    expect(refusal(oval, POLE_CAR, OVAL_LAP)).toBeNull();
    expect(refusal(oval, FORCING_CAR, OVAL_FORCED_LAP)).toBeNull();
  });
});
