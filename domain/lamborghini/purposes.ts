/**
 * What Lamborghini shuffles and rolls for: the purpose every shuffle and roll of the game names
 * (docs/dice.md). The dice accept any purpose; this list is the game's own.
 */
import * as z from 'zod';

export const LamborghiniPurpose = z.enum([
  'carPile', // LB-SETUP-3: the Car cards' pile
  'driverPile', // LB-SETUP-3: the Driver cards' pile
  'technologyPile', // LB-SETUP-4, LB-PREP-4 Proposed: the Technology pile, and again before the grants
  'manoeuvrePile', // LB-SETUP-4, LB-PREP-4 Proposed: the Manoeuvre pile, and again before the grants
  'speedDeck', // LB-SPEED-1: the Speed deck when it is formed and each time it is reshuffled
  'firstPlayer', // LB-GAP-6 Proposed: the draw for the first player, 1 die of as many sides as players
]);
export type LamborghiniPurpose = z.infer<typeof LamborghiniPurpose>;
