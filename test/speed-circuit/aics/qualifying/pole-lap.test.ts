import { describe, expect, it } from 'vitest';
import { poleLapWear } from '../../../../domain/speed-circuit/aics/car.ts';
import { drive, FORCING_CAR, MONZA_LAP, OVAL_FORCED_LAP, OVAL_LAP, POLE_CAR, program, rollsOf } from './laps.ts';

describe('driving a pole lap', () => {
  it('[SC-QUAL-3] the example car (40 SS, 60 Acc, 60 Dec, 200 Top, 4 W) drives a valid lap on test-oval and on monza', () => {
    expect(drive('test-oval', POLE_CAR, OVAL_LAP).result).toEqual({ valid: true, turns: 6, squares: 2 });
    const monza = drive('monza', POLE_CAR, MONZA_LAP);
    expect(monza.result).toEqual({ valid: true, turns: 17, squares: 10 });
    expect(monza.turns.map((turn) => turn.speed)).toEqual([140, 100, 100, 160, 140, 100, 140, 140, 140, 160, 120, 100, 160, 200, 140, 200, 200]);
  });

  it('[SC-QUAL-4] flying start from the row behind the line, innermost lane by default, any turn-1 speed up to Top Speed', () => {
    const lap = drive('monza', POLE_CAR, MONZA_LAP);
    // 140 mph in turn 1 although Start Speed is 40 and Acc 60: no roll, first square just past the line.
    expect(lap.turns[0]).toMatchObject({ speed: 140, path: ['1A', '2A', '3A', '4A', '5A', '6A', '7A'], rolls: [] });
    expect(drive('monza', POLE_CAR, MONZA_LAP, [], 'C').turns[0]!.path[0]).toMatch(/^1[BCD]$/);
  });

  it('[SC-QUAL-4] Top Speed + 20 in turn 1 needs a Top Speed roll and nothing else', () => {
    const lap = drive('monza', POLE_CAR, program('220'), [5, 4, 4]);
    expect(rollsOf(lap)).toEqual(['1:topSpeed:544:pass']);
    // 220 mph into the first chicane is 80 mph or more over its limit: off the road (SC-CURVE-14).
    expect(lap.result).toEqual({ valid: false, reason: 'eliminated', message: 'offRoad (SC-CURVE-14)' });
  });

  it('[SC-QUAL-5] a programmed lap written turn by turn gives "N turns + M squares"', () => {
    const text = ['Turn 1 – 120', 'Turn 2 – 120', 'Turn 3 – 120', 'Turn 4 – 120', 'Turn 5 – 120', 'Turn 6 – 180'].join('\n');
    const lap = drive('test-oval', POLE_CAR, text);
    expect(lap.result).toEqual({ valid: true, turns: 6, squares: 2 });
    expect(lap.turns.at(-1)!.path.slice(-2)).toEqual(['1A', '2A']);
  });

  it('[SC-QUAL-5] qualifying has no GNU: a programmed turn that names no lane takes the curve on its fastest lane, paying wear', () => {
    // Turn 1 at 120 from 28A runs into lane C of curve 4, printed 120: no wear; `120 CA` pays 2 (80 + 40).
    const lap = drive('test-oval', POLE_CAR, OVAL_LAP);
    expect(lap.turns[0]).toMatchObject({ move: '120', path: ['1B', '2C', '3C', '4 C1', '4 C2', '4 C3'], rolls: [], wear: 0 });
    expect(drive('test-oval', POLE_CAR, program('120 CA')).turns[0]).toMatchObject({ wear: 2 });
  });

  it('[SC-QUAL-7] [SC-REL-8] AFF stays 14 whatever the number of rolls: a 13 passes in the fourth forcing turn', () => {
    const lap = drive('test-oval', FORCING_CAR, OVAL_FORCED_LAP, [5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4]);
    expect(rollsOf(lap)).toEqual(['3:topSpeed:544:pass', '4:topSpeed:544:pass', '5:topSpeed:544:pass', '6:topSpeed:544:pass']);
    expect(lap.result).toEqual({ valid: true, turns: 6, squares: 7 });
  });

  it('[SC-REL-8] a 14 fails: the result must be 3 to 13', () => {
    const lap = drive('test-oval', FORCING_CAR, OVAL_FORCED_LAP, [5, 5, 4]);
    expect(rollsOf(lap)).toEqual(['3:topSpeed:554:fail']);
  });

  it('[SC-WEAR-7] only one lap of wear and no Start Speed bonus: 4 W, so the second curve needs the die', () => {
    // 80 Start Speed would bring 7 W and 9 WF in the race; the pole lap has the 4 W of one lap only.
    const build = { startSpeed: 3, acc: 2, dec: 2, topSpeed: 0, wear: 0 };
    expect(poleLapWear(build)).toBe(4);
    const lap = drive('test-oval', build, OVAL_FORCED_LAP, [5, 4, 4, 5, 4, 4, 2, 5, 4, 4, 5, 4, 4]);
    expect(lap.turns.map((turn) => turn.wear)).toEqual([0, 0, 3, 1, 0, 0]);
    expect(rollsOf(lap)).toContain('4:curve:2:pass');
    expect(lap.result.valid).toBe(true);
  });

  it('[SC-QUAL-9] squares beyond the line that enter a curve count as straight squares, with no curve penalty', () => {
    const lap = drive('test-oval', FORCING_CAR, OVAL_FORCED_LAP, [5, 4, 4, 5, 4, 4, 5, 4, 4, 5, 4, 4]);
    const last = lap.turns.at(-1)!;
    // 160 mph into the 80 mph hairpin lane A, 7 squares beyond the line.
    expect(last.path).toEqual(['28A', '1A', '2A', '3A', '4 A1', '4 A2', '5B', '6A']);
    expect(last.wear).toBe(0);
    expect(lap.result).toEqual({ valid: true, turns: 6, squares: 7 });
  });
});

describe('invalid pole laps', () => {
  it('[SC-QUAL-8] a failed roll before the final straight invalidates the lap', () => {
    const lap = drive('test-oval', FORCING_CAR, OVAL_FORCED_LAP, [5, 4, 4, 5, 5, 4]);
    expect(lap.result).toEqual({ valid: false, reason: 'broken', message: 'failed topSpeed roll before the final straight' });
    expect(lap.turns).toHaveLength(4);
  });

  it('[SC-QUAL-8] a failed roll on the final straight: the car goes on at its damaged Top Speed until it crosses the line', () => {
    const lap = drive('monza', POLE_CAR, program('140;100;100;160;140;100;140;140;140;160;120;100;160;200;140;220'), [5, 5, 4, 5, 4, 4]);
    expect(rollsOf(lap)).toEqual(['16:acceleration:554:fail', '16:topSpeed:544:pass']);
    // Engine damage: 200 → 180 Top Speed; the program has no turn 17, the car drives it at 180.
    expect(lap.turns.slice(-2).map((turn) => [turn.move, turn.speed])).toEqual([
      ['220', 200],
      ['180', 180],
    ]);
    expect(lap.result).toEqual({ valid: true, turns: 17, squares: 9 });
  });

  it('[SC-QUAL-8] a Curve-table 4 to 6 invalidates the lap and makes no Crash and spin roll', () => {
    const spun = drive('monza', POLE_CAR, program('140;100;100;160;140;100;140;140;140;160;120;100;160;220'), [5, 4, 4, 5]);
    expect(spun.result).toEqual({ valid: false, reason: 'spun', message: 'Curve table 5 in curve 84' });
    expect(rollsOf(spun)).toEqual(['14:topSpeed:544:pass', '14:curve:5:fail']);
    const crashed = drive('monza', POLE_CAR, program('140;100;100;160;140;100;140;140;140;160;120;100;160;220'), [5, 4, 4, 6]);
    expect(crashed.result).toMatchObject({ valid: false, reason: 'spun' });
  });

  it('[SC-QUAL-8] a program that ends before the line, or a move that cannot be played, invalidates the lap', () => {
    expect(drive('test-oval', POLE_CAR, program('120;120;120')).result).toEqual({
      valid: false,
      reason: 'programEnded',
      message: 'the program ends after 3 turns, before the line',
    });
    // 220 from 120 is beyond Acc 60 + 20.
    expect(drive('test-oval', POLE_CAR, program('120;220')).result).toEqual({
      valid: false,
      reason: 'erroneousMove',
      message: 'turn 2: 220 mph is above previous speed 120 + Acc 60 + 20',
    });
  });
});
