/**
 * Damage (LB-DMG-1 with its Proposed, LB-INC-2): the speed and manoeuvre a car loses for the
 * damages it has, the limit of 2 damages in one movement turn, Brakes and Team, and when a car
 * with 3 damages is stopped for good.
 */

/** LB-DMG-1 Proposed: manoeuvre −1, −2, −3 for 1, 2, 3 damages, and it stays −3. */
export const manoeuvrePenalty = (damages: number): number => Math.min(damages, 3);

/**
 * LB-DMG-1 Proposed: speed −1 and −2 for 1 and 2 damages (totals); with 3 damages −3 in the first
 * of the car's own turns it has them, then −4, −5, … `turnsWithThree` counts its own turns begun
 * with 3 damages before this one.
 */
export const speedPenalty = (damages: number, turnsWithThree = 0): number => (damages < 3 ? damages : 3 + turnsWithThree);

/** LB-INC-2: a car takes at most 2 damages in one movement turn. */
export const DAMAGES_PER_TURN = 2;

/**
 * A damage about to be applied: whether it is taken, and what Brakes prevented (LB-INC-2 Proposed,
 * LB-GAP-8). A damage prevented by Brakes does not count toward the 2 of the turn.
 */
export const damageTaken = (
  car: { damages: number; damagesThisTurn: number },
  brakes = 0,
): { taken: boolean; brakesLeft: number; reason?: 'limit' | 'brakes' | 'permanent' } => {
  if (car.damages >= 3) return { taken: false, brakesLeft: brakes, reason: 'permanent' };
  if (car.damagesThisTurn >= DAMAGES_PER_TURN) return { taken: false, brakesLeft: brakes, reason: 'limit' };
  if (brakes > 0) return { taken: false, brakesLeft: brakes - 1, reason: 'brakes' };
  return { taken: true, brakesLeft: 0 };
};

/** LB-DMG-1 Proposed, LB-GAP-8: Team repairs the most recent damage, never the 3rd, which is permanent for the race. */
export const mayRepair = (damages: number): boolean => damages > 0 && damages < 3;

/** LB-DMG-1 Proposed: a car with 3 damages whose speed total for a turn is 0 or less is stopped for good, an inert obstacle. */
export const isStopped = (damages: number, speedTotal: number): boolean => damages >= 3 && speedTotal <= 0;
