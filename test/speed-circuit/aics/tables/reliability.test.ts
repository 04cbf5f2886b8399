import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterPitStop,
  endOfTurnReliability,
  MIN_RELIABILITY,
  POLE_RELIABILITY,
  type ReliabilityRoll,
  reliabilityDrop,
  rollPasses,
  START_RELIABILITY,
} from '../../../../domain/speed-circuit/aics/reliability.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const DICE = range(3, 18);
/** The 3d6 results that pass, read off rollPasses. */
const passing = (reliability: number, roll: ReliabilityRoll): number[] => DICE.filter((dice) => rollPasses(dice, reliability, roll));
const failing = (reliability: number, roll: ReliabilityRoll): number[] => DICE.filter((dice) => !rollPasses(dice, reliability, roll));
const PLAIN_ROLLS: ReliabilityRoll[] = ['acceleration', 'topSpeed', 'brakeCheck'];

describe('reliability rolls', () => {
  it('[SC-REL-2] every car starts the race at AFF 16', () => {
    expect(START_RELIABILITY).toBe(16);
  });

  it.each(PLAIN_ROLLS)('[SC-REL-3] at AFF 16 forcing %s passes on 3 to 15 and fails on 16, 17, 18', (roll) => {
    expect(passing(16, roll)).toEqual(range(3, 15));
    expect(failing(16, roll)).toEqual([16, 17, 18]);
  });

  it('[SC-REL-3] at AFF 16 forcing the Start Speed adds 3, so dice 3 to 12 pass', () => {
    expect(passing(16, 'startSpeed')).toEqual(range(3, 12));
    expect(failing(16, 'startSpeed')).toEqual(range(13, 18));
  });

  it('[SC-REL-9] Start Speed table at AFF 16: totals with the +3 from 6 to 15 pass, 16 to 21 fail', () => {
    for (const dice of DICE) expect(rollPasses(dice, 16, 'startSpeed')).toBe(dice + 3 <= 15);
  });

  it('[SC-REL-9] Acceleration and Top Speed table and Deceleration table at AFF 16: 3–15 no damage, 16–18 damage', () => {
    for (const roll of PLAIN_ROLLS) {
      expect(rollPasses(15, 16, roll)).toBe(true);
      expect(rollPasses(16, 16, roll)).toBe(false);
    }
  });

  it('[SC-REL-4] each roll drops AFF by 1, and by 2 when forcing the Start Speed, whatever the result', () => {
    expect(PLAIN_ROLLS.map(reliabilityDrop)).toEqual([1, 1, 1]);
    expect(reliabilityDrop('startSpeed')).toBe(2);
  });

  it('[SC-REL-4] a deceleration roll of 9 passes at 16 and AFF drops to 15; a failed 17 drops it to 15 too; then 3 to 14 pass', () => {
    expect(rollPasses(9, 16, 'brakeCheck')).toBe(true);
    expect(endOfTurnReliability(16, reliabilityDrop('brakeCheck'))).toBe(15);
    expect(rollPasses(17, 16, 'brakeCheck')).toBe(false);
    expect(endOfTurnReliability(16, reliabilityDrop('brakeCheck'))).toBe(15);
    expect(passing(15, 'brakeCheck')).toEqual(range(3, 14));
  });

  it('[SC-REL-4] start forcing 13+3 = 16 fails at 16 (AFF 14), then 7+3 passes at 14 (AFF 12), then Top Speed 8 passes (AFF 11)', () => {
    expect(rollPasses(13, 16, 'startSpeed')).toBe(false);
    const afterFirstStart = endOfTurnReliability(16, reliabilityDrop('startSpeed'));
    expect(afterFirstStart).toBe(14);
    expect(rollPasses(7, afterFirstStart, 'startSpeed')).toBe(true);
    const afterSecondStart = endOfTurnReliability(afterFirstStart, reliabilityDrop('startSpeed'));
    expect(afterSecondStart).toBe(12);
    expect(rollPasses(8, afterSecondStart, 'topSpeed')).toBe(true);
    expect(endOfTurnReliability(afterSecondStart, reliabilityDrop('topSpeed'))).toBe(11);
  });

  it('[SC-REL-4] two rolls in one turn read the same AFF and their drops land together at the end of the turn (Proposed)', () => {
    // A Top Speed roll and a brake check at AFF 16: both pass on 15, then AFF is 14.
    expect(rollPasses(15, 16, 'topSpeed') && rollPasses(15, 16, 'brakeCheck')).toBe(true);
    expect(endOfTurnReliability(16, reliabilityDrop('topSpeed') + reliabilityDrop('brakeCheck'))).toBe(14);
  });

  it('[SC-REL-5] at AFF 6 a roll of 3, 4 or 5 still passes on Acc, Dec and Top Speed; the Start Speed never passes', () => {
    for (const roll of PLAIN_ROLLS) expect(passing(MIN_RELIABILITY, roll)).toEqual([3, 4, 5]);
    expect(passing(MIN_RELIABILITY, 'startSpeed')).toEqual([]);
  });

  it('[SC-REL-5] reliability never falls below 6', () => {
    expect(MIN_RELIABILITY).toBe(6);
    expect(endOfTurnReliability(7, 2)).toBe(6);
    expect(endOfTurnReliability(6, 1)).toBe(6);
  });

  it('[SC-START-4] a start-speed roll lowers reliability by 2 whatever the result', () => {
    expect(rollPasses(3, 16, 'startSpeed')).toBe(true);
    expect(rollPasses(18, 16, 'startSpeed')).toBe(false);
    expect(endOfTurnReliability(16, reliabilityDrop('startSpeed'))).toBe(14);
  });

  it('[SC-REL-6] a pit stop gives back 1 AFF, never above 16', () => {
    expect(afterPitStop(11)).toBe(12);
    expect(afterPitStop(15)).toBe(16);
    expect(afterPitStop(16)).toBe(16);
  });

  it('[SC-REL-8] in the pole lap AFF is 14: 3 to 13 pass', () => {
    expect(POLE_RELIABILITY).toBe(14);
    for (const roll of PLAIN_ROLLS) expect(passing(POLE_RELIABILITY, roll)).toEqual(range(3, 13));
  });

  it('[SC-REL-10] after a Dec attempt every table reads 3–14 / 15–18; after a second, Start Speed, attempt 3–12 / 13–18', () => {
    const afterDec = endOfTurnReliability(16, reliabilityDrop('brakeCheck'));
    for (const roll of PLAIN_ROLLS) {
      expect(passing(afterDec, roll)).toEqual(range(3, 14));
      expect(failing(afterDec, roll)).toEqual(range(15, 18));
    }
    const afterStart = endOfTurnReliability(afterDec, reliabilityDrop('startSpeed'));
    for (const roll of PLAIN_ROLLS) {
      expect(passing(afterStart, roll)).toEqual(range(3, 12));
      expect(failing(afterStart, roll)).toEqual(range(13, 18));
    }
  });

  it('[SC-REL-5] [SC-REL-6] no sequence of rolls and pit stops takes reliability out of 6..16', () => {
    const turn = fc.oneof(
      fc.array(fc.constantFrom<ReliabilityRoll>('acceleration', 'topSpeed', 'brakeCheck', 'startSpeed'), { maxLength: 3 }),
      fc.constant('pit' as const),
    );
    fc.assert(
      fc.property(fc.array(turn, { maxLength: 40 }), (turns) => {
        let reliability = START_RELIABILITY;
        for (const t of turns) {
          const drops = t === 'pit' ? 0 : t.map(reliabilityDrop).reduce((a, b) => a + b, 0);
          reliability = t === 'pit' ? afterPitStop(reliability) : endOfTurnReliability(reliability, drops);
          expect(reliability).toBeGreaterThanOrEqual(MIN_RELIABILITY);
          expect(reliability).toBeLessThanOrEqual(START_RELIABILITY);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('[SC-REL-10] every AFF point lost turns the highest passing result into a failure, on every table', () => {
    const ROLLS: ReliabilityRoll[] = [...PLAIN_ROLLS, 'startSpeed'];
    for (const roll of ROLLS) {
      for (let reliability = START_RELIABILITY; reliability > MIN_RELIABILITY; reliability--) {
        expect(passing(reliability - 1, roll)).toEqual(passing(reliability, roll).slice(0, -1));
      }
    }
  });
});
