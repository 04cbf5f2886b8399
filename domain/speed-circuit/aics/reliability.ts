/**
 * Reliability (AFF): the 3d6 roll every forcing makes, and how each roll wears the car out (SC-REL).
 */

export const START_RELIABILITY = 16;
export const MIN_RELIABILITY = 6;
/** Fixed for the whole pole lap, whatever the number of rolls (SC-REL-8). */
export const POLE_RELIABILITY = 14;

export type ReliabilityRoll = 'acceleration' | 'topSpeed' | 'brakeCheck' | 'startSpeed';

/** Forcing the Start Speed adds 3 to the roll and costs 2 AFF; every other roll adds 0 and costs 1 (SC-REL-3, SC-REL-4). */
const startSpeedForcing = (roll: ReliabilityRoll): boolean => roll === 'startSpeed';

/** A roll passes when 3d6 (+3 for the Start Speed) is at most AFF − 1 (SC-REL-3, SC-REL-9, SC-REL-10). */
export function rollPasses(dice3d6Total: number, reliability: number, roll: ReliabilityRoll): boolean {
  return dice3d6Total + (startSpeedForcing(roll) ? 3 : 0) <= reliability - 1;
}

/** Paid whatever the result (SC-REL-4). */
export function reliabilityDrop(roll: ReliabilityRoll): number {
  return startSpeedForcing(roll) ? 2 : 1;
}

/** Every roll of a turn reads the AFF of the start of the turn; their drops land together at its end (SC-REL-4 Proposed, SC-REL-5). */
export function endOfTurnReliability(reliability: number, drops: number): number {
  return Math.max(MIN_RELIABILITY, reliability - drops);
}

/** Any stop at the pits gives back 1 AFF, never above the start value (SC-REL-6). */
export function afterPitStop(reliability: number): number {
  return Math.min(START_RELIABILITY, reliability + 1);
}
