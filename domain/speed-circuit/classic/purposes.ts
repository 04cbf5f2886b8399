/**
 * What Speed Circuit under the classic rules rolls dice for (docs/dice.md): the d6 checks of a
 * forced speed and of braking, the curve die, the grid's tie-breaks and the non-human player's
 * choice. The names are the AICS ones where the roll is the same kind, so the words are shared.
 */
import * as z from 'zod';

export const ClassicPurpose = z.enum([
  'acceleration', // SCC-ACC-3: Acc exceeded by 20, 1d6
  'topSpeed', // SCC-ACC-3: Top Speed exceeded by 20, 1d6
  'startSpeed', // SCC-START-1 Proposed: Start Speed + 20, 1d6
  'brakeCheck', // SCC-DEC-3: brake test, 1d6
  'curve', // SCC-CURVE-7: the luck test, the AICS Curve table, 1d6
  'qualifyingTieBreak', // SCC-SETUP-5: equal Start Speeds, 1d6
  'gnu', // the non-human player's choice (the AICS GNU, SC-GNU-4)
]);
export type ClassicPurpose = z.infer<typeof ClassicPurpose>;
