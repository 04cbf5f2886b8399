/**
 * What hex rally rolls dice for: the purpose every roll and shuffle of the game names
 * (docs/dice.md). The dice accept any purpose; this list is the game's own.
 */
import * as z from 'zod';

export const HexRallyPurpose = z.enum([
  'grid', // HX-GAP-7 Proposed: the shuffle that draws the grid slots
  'manoeuvre', // HX-CORE-3, HX-DECL-1: each car's 3d6 of the turn
  'reroll', // HX-DECL-3, HX-GAP-9: the re-roll token's 3d6
  'extraDie', // HX-DECL-4, HX-GAP-9: the extra die, 1d6
  'handbrakeSpread', // HX-M5-4 Proposed: where a handbrake turn ends, 1d6
  'skidDirection', // HX-M3-3: a fishtail's new direction, 1d6
  'skidSpeed', // HX-M3-3: the speed a fishtail loses, 1d6
]);
export type HexRallyPurpose = z.infer<typeof HexRallyPurpose>;
