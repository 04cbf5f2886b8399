/**
 * What the AICS previews say of a roll: the 3d6 reliability checks and the total each passes on
 * against the car's AFF (SC-REL-3); the dice themselves show their best faces (../best-faces.ts).
 */
import type { RollPurpose, RollRequest } from '../../dice.ts';
import type { DiceNeeded } from '../move-preview.ts';
import { type ReliabilityRoll, rollPasses } from './reliability.ts';

export { bestFaces } from '../best-faces.ts';
export type { DiceNeeded } from '../move-preview.ts';

const RELIABILITY: ReadonlySet<RollPurpose> = new Set(['acceleration', 'topSpeed', 'startSpeed', 'brakeCheck']);
/** The highest 3d6 total that passes against this AFF, by the rule the turn engine rolls with. */
export function passesUpTo(reliability: number, check: ReliabilityRoll): number | null {
  for (let total = 18; total >= 3; total--) if (rollPasses(total, reliability, check)) return total;
  return null;
}

export const needed = (request: RollRequest, reliability: number): DiceNeeded => ({
  purpose: request.purpose,
  count: request.count,
  sides: request.sides ?? 6,
  passesUpTo: RELIABILITY.has(request.purpose) ? passesUpTo(reliability, request.purpose as ReliabilityRoll) : null,
});
