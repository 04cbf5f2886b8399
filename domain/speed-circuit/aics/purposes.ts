/**
 * What Speed Circuit under AICS v3.06 rolls dice for: the purpose every roll of the game names
 * (docs/dice.md). The generic dice accept any purpose; this list is the game's own, for its code,
 * its words (the reporter's `purposes`, domain/speed-circuit/report-words.ts) and its tests.
 */
import * as z from 'zod';

export const AicsPurpose = z.enum([
  'acceleration', // SC-ACC-2: Acc forced, 3d6
  'topSpeed', // SC-ACC-2: Top Speed forced, 3d6
  'startSpeed', // SC-START-2: Start Speed forced, 3d6 + 3
  'brakeCheck', // SC-DEC-4, 3d6
  'curve', // SC-CURVE-15, 1d6
  'crashAndSpin', // SC-CURVE-16, 1d6 + modifier
  'weather', // SC-RAIN-1, SC-RAIN-4, 2d6
  'qualifyingTieBreak', // SC-QUAL-6 Proposed, 3d6
  'qualifyingDraw', // SC-QUAL-8 Proposed: lots for invalid laps, 1d1000 style draw
  'gnu', // SC-GNU-4: the non-human player's small share of chance
]);
export type AicsPurpose = z.infer<typeof AicsPurpose>;
