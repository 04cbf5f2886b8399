import { describe, expect, it } from 'vitest';
import { checkOutcome, hitsOpponent, manoeuvreTotal, runaway } from '../../domain/lamborghini/check.ts';
import { damageTaken, isStopped, manoeuvrePenalty, mayRepair, speedPenalty } from '../../domain/lamborghini/damage.ts';

// Banknote speed values: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 on a yellow arrow, N7 11 orange, N8 12 red; N22 10, N23 11, N24 12 without arrows.
const PLAIN = { carCard: 'CE', driverCard: 'D5' }; // manoeuvre 0 and 0

describe('the manoeuvre check', () => {
  it('[LB-CHECK-1] the total is the Speed card plus the Car and Driver manoeuvre: 8 + 2 (car A) + 2 (driver 1) = 12; 8 + 0 − 1 (driver 9) = 7', () => {
    expect(manoeuvreTotal({ carCard: 'CA', driverCard: 'D1' }, 'N4', { damages: 0 })).toBe(12);
    expect(manoeuvreTotal({ carCard: 'CE', driverCard: 'D9' }, 'N4', { damages: 0 })).toBe(7);
  });

  it('[LB-CHECK-1] the damage penalty, runaway penalty, cards played, Clash and a hit after 12 or more all count: 12 − 2 − 2 + 2 + 1 − 1 = 10', () => {
    expect(manoeuvreTotal(PLAIN, 'N8', { damages: 2, runawayPenalty: 2, cards: 2, clash: 1, hitAfterTwelve: true })).toBe(10);
    // The colour of the card is ignored, only its value: a red 12 and a plain 12 check alike.
    expect(manoeuvreTotal(PLAIN, 'N8', { damages: 0 })).toBe(manoeuvreTotal(PLAIN, 'N24', { damages: 0 }));
  });

  it('[LB-CHECK-2] a manoeuvre total of 5-7 causes an incident, 8-9 nothing, 10-11 and 12 or more +1 square; 7 or less is always an incident', () => {
    expect([3, 5, 6, 7, 8, 9, 10, 11, 12, 15].map(checkOutcome)).toEqual([
      'incident',
      'incident',
      'incident',
      'incident',
      'nothing',
      'nothing',
      'plusOne',
      'plusOne',
      'plusOne',
      'plusOne',
    ]);
    expect([11, 12, 14].map(hitsOpponent)).toEqual([false, true, true]);
  });
});

describe('the runaway Murcielago', () => {
  it('[LB-RUN-1] 10 on yellow is a normal check, 11 on orange a check at −1, 12 on red at −2; the same values without an arrow run no risk', () => {
    expect(['N6', 'N7', 'N8'].map(runaway)).toEqual([{ penalty: 0 }, { penalty: 1 }, { penalty: 2 }]);
    expect(['N22', 'N23', 'N24', 'N1'].map(runaway)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('[LB-RUN-1] [LB-CHECK-1] a red 12 drawn for movement, checked with a 7, the driver −1: 7 + 0 − 1 − 2 = 4, an incident', () => {
    const penalty = runaway('N8')!.penalty;
    const total = manoeuvreTotal({ carCard: 'CE', driverCard: 'D10' }, 'N3', { damages: 0, runawayPenalty: penalty });
    expect([total, checkOutcome(total)]).toEqual([4, 'incident']);
  });
});

describe('damage', () => {
  it("[LB-DMG-1] the 1st damage takes 1 from speed and manoeuvre, the 2nd 2 in all, the 3rd 3, then speed −4, −5, … in the car's next turns", () => {
    expect([0, 1, 2, 3].map((damages) => speedPenalty(damages))).toEqual([0, 1, 2, 3]);
    expect([0, 1, 2].map((turns) => speedPenalty(3, turns))).toEqual([3, 4, 5]);
    expect([0, 1, 2, 3].map(manoeuvrePenalty)).toEqual([0, 1, 2, 3]);
  });

  it('[LB-DMG-1] [LB-GAP-8] a car with 3 damages whose speed total comes to 0 or less is stopped for good; Team cannot repair the 3rd damage', () => {
    expect([isStopped(3, 0), isStopped(3, 1), isStopped(2, 0)]).toEqual([true, false, false]);
    expect([mayRepair(0), mayRepair(1), mayRepair(2), mayRepair(3)]).toEqual([false, true, true, false]);
  });

  it('[LB-INC-2] [LB-GAP-8] a Murcielago takes at most 2 damages in a movement turn; Brakes cancel up to their value of damages, which then do not count', () => {
    expect(damageTaken({ damages: 0, damagesThisTurn: 0 })).toEqual({ taken: true, brakesLeft: 0 });
    expect(damageTaken({ damages: 2, damagesThisTurn: 2 })).toEqual({ taken: false, brakesLeft: 0, reason: 'limit' });
    // Blue Brakes prevent up to 3 damages (LB-GAP-3): the first is prevented, 2 stay for the turn.
    expect(damageTaken({ damages: 1, damagesThisTurn: 0 }, 3)).toEqual({ taken: false, brakesLeft: 2, reason: 'brakes' });
    expect(damageTaken({ damages: 3, damagesThisTurn: 1 })).toMatchObject({ taken: false, reason: 'permanent' });
  });
});
