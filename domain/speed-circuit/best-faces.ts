/**
 * The dice of the previews, whichever rulebook: faces that make every roll go the player's way (the
 * lowest: every check passes, the curve is clear, no damage), so that a preview is the move (or the
 * pole lap) as played when luck is on his side, with the rolls it would ask for.
 */
import type { Dice, RollRequest } from '../dice.ts';

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
