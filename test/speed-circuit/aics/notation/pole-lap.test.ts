import { describe, expect, it } from 'vitest';
import { MAX_POLE_LAP_TURNS, parsePoleLap, Qualifying } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { Move, type MoveInput } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { refusal } from '../../../support/refusal.ts';

const move = (input: MoveInput): Move => Move.parse(input);

/** The rulebook's pole lap, SC-QUAL-5, as written there. */
const RULEBOOK_LAP = `Turn 1 – 180
Turn 2 – 180
Turn 3 – 140 on the Trajectory
Turn 4 – 200
Turn 5 – 120, Dec dice + Trajectory + 1 Wear
Turn 6 – 200, Acc dice
Turn 7 – 160, lane C, paying 1 wear`;

/** The SC-QUAL-3 car: 40 Start Speed (0), 60 Acc (2), 60 Dec (2), 200 Top Speed (3), 4 wear (0). */
const QUAL_3_BUILD = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

describe('pole-lap program', () => {
  it('[SC-QUAL-5] the rulebook example gives speeds, trajectories, lane, wear and dice turn by turn', () => {
    expect(parsePoleLap(RULEBOOK_LAP)).toStrictEqual([
      move({ speed: 180 }),
      move({ speed: 180 }),
      move({ speed: 140, curve1: [{ kind: 'trajectory', trajectory: 'T1' }] }),
      move({ speed: 200 }),
      move({
        speed: 120,
        braking: { first: 'WF', brakeCheck: true },
        curve1: [{ kind: 'trajectory', trajectory: 'T1', wear: 1 }],
      }),
      move({ speed: 200 }),
      move({ speed: 160, curve1: [{ kind: 'lane', lane: 'C', wear: 1 }] }),
    ]);
  });

  it('[SC-QUAL-5] bare move texts work one per line, blank lines skipped', () => {
    expect(parsePoleLap('180\n\n140 T1\r\n120 T1 1W\n')).toStrictEqual([
      move({ speed: 180 }),
      move({ speed: 140, curve1: [{ kind: 'trajectory', trajectory: 'T1' }] }),
      move({ speed: 120, curve1: [{ kind: 'trajectory', trajectory: 'T1', wear: 1 }] }),
    ]);
  });

  it('[SC-QUAL-5] a turn line may name another trajectory and roll the curve die', () => {
    expect(parsePoleLap('Turn 1 - 160, Trajectory 2, dice')).toStrictEqual([
      move({ speed: 160, curve1: [{ kind: 'trajectory', trajectory: 'T2', pay: 'die' }] }),
    ]);
  });

  it('[SC-QUAL-5] a move text error names the line and the column in it', () => {
    expect(refusal(() => parsePoleLap('180\n140 XY'))).toMatchObject({
      kind: 'invalid',
      field: 'lap[2]',
      message: expect.stringMatching(/^line 2, column 5: expected .* found "XY"$/),
    });
    expect(refusal(() => parsePoleLap('Turn 1 – 150'))).toMatchObject({
      field: 'lap[1]',
      message: expect.stringMatching(/^line 1, column 10: .*multiple of 20.* found "150"$/),
    });
  });

  it('[SC-QUAL-5] turns count 1, 2, 3 and unknown phrases are refused with their line', () => {
    expect(refusal(() => parsePoleLap('Turn 1 – 180\nTurn 3 – 180'))).toMatchObject({
      field: 'lap[2]',
      message: 'line 2: expected "Turn 2", found "Turn 3"',
    });
    expect(refusal(() => parsePoleLap(`${RULEBOOK_LAP}\nTurn 8 – 180, full throttle`))).toMatchObject({
      field: 'lap[8]',
      message: expect.stringContaining('found "full throttle"'),
    });
    expect(refusal(() => parsePoleLap('Turn 1 – 140, 1 wear'))).toMatchObject({
      field: 'lap[1]',
      message: expect.stringContaining('write it after the lane or trajectory it pays for'),
    });
  });

  it(`a lap has 1 to ${MAX_POLE_LAP_TURNS} turns`, () => {
    expect(refusal(() => parsePoleLap('\n  \n')).field).toBe('lap');
    expect(refusal(() => parsePoleLap('180\n'.repeat(MAX_POLE_LAP_TURNS + 1))).field).toBe('lap');
    expect(parsePoleLap('180\n'.repeat(MAX_POLE_LAP_TURNS))).toHaveLength(MAX_POLE_LAP_TURNS);
  });
});

describe('qualifying entry', () => {
  it('accepts the SC-QUAL-3 car with the rulebook lap', () => {
    const entry = Qualifying.parse({ build: QUAL_3_BUILD, lap: parsePoleLap(RULEBOOK_LAP) });
    expect(entry.lap).toHaveLength(7);
    expect(entry.startLane).toBeUndefined();
  });

  it('[SC-QUAL-4] the player may choose the lane the flying lap starts in', () => {
    expect(Qualifying.parse({ build: QUAL_3_BUILD, startLane: 'B', lap: [{ speed: 180 }] }).startLane).toBe('B');
    expect(Qualifying.safeParse({ build: QUAL_3_BUILD, startLane: 'I', lap: [{ speed: 180 }] }).success).toBe(false);
  });

  it(`refuses an empty lap and one of more than ${MAX_POLE_LAP_TURNS} turns`, () => {
    expect(Qualifying.safeParse({ build: QUAL_3_BUILD, lap: [] }).success).toBe(false);
    const tooLong = Array.from({ length: MAX_POLE_LAP_TURNS + 1 }, () => ({ speed: 180 }));
    expect(Qualifying.safeParse({ build: QUAL_3_BUILD, lap: tooLong }).success).toBe(false);
  });
});
