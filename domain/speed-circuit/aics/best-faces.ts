/**
 * The dice of the previews: faces that make every roll go the player's way, so that a preview is
 * the move (or the pole lap) as played when luck is on his side, with the rolls it would ask for.
 */
import type { Dice, RollPurpose, RollRequest } from '../../dice.ts';
import { type ReliabilityRoll, rollPasses } from './reliability.ts';

/** A roll the move would make; reliability checks pass up to `passesUpTo` on 3d6 (SC-REL-3). */
export interface DiceNeeded {
  purpose: RollPurpose;
  count: number;
  sides: number;
  passesUpTo: number | null;
}

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

/** Dice showing their best faces (every check passes, the curve is clear, no damage), recording what was asked of them. */
export function bestFaces(): Dice & { requests: RollRequest[] } {
  const requests: RollRequest[] = [];
  return {
    requests,
    roll(request) {
      requests.push(request);
      return { purpose: request.purpose, car: request.car, dice: Array.from({ length: request.count }, () => 1), sides: request.sides ?? 6, code: '' };
    },
    // The game shuffles nothing; a shuffle here would leave the items as they are.
    shuffle: ({ purpose, car, items }) => ({
      items: [...items],
      shuffle: { purpose, car, size: items.length, order: items.map((_, index) => index), code: '' },
    }),
  };
}
