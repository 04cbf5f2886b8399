/**
 * The assists of the games that have them, by ruleset id (domain/rulesets.ts): the move preview
 * and the Best Lap. Kept apart from the rules, as the pictures (domain/pictures.ts) and the words
 * (domain/reports.ts) are: the resolver function and local mode serve them, the API function,
 * which decides commands, never loads them.
 */
import { hexRallyAssists } from './hex-rally/assists.ts';
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { lamborghiniAssists } from './lamborghini/assists.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import type { Assists } from './race/ruleset.ts';
import { aicsAssists } from './speed-circuit/aics/assists.ts';
import { AICS_ID } from './speed-circuit/aics/id.ts';
import { classicAssists } from './speed-circuit/classic/assists.ts';
import { CLASSIC_ID } from './speed-circuit/classic/id.ts';
import { vektoraceAssists } from './vektorace/assists.ts';
import { VEKTORACE_ID } from './vektorace/id.ts';

// biome-ignore lint/suspicious/noExplicitAny: erased per game, as `AnyRuleset`.
export const assists: Record<string, Assists<any, any>> = {
  [AICS_ID]: aicsAssists,
  [CLASSIC_ID]: classicAssists,
  [HEX_RALLY_ID]: hexRallyAssists,
  [LAMBORGHINI_ID]: lamborghiniAssists,
  [VEKTORACE_ID]: vektoraceAssists,
};
