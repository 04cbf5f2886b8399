/**
 * The games the backend can referee, by ruleset id. The first is the default, for a race or a
 * circuit created without naming its game: the one the backend was first made for.
 */
import type { AnyRuleset } from './race/race-ruleset.ts';
import { aics } from './speed-circuit/aics/ruleset.ts';
import { classic } from './speed-circuit/classic/ruleset.ts';
import { speedCircuitGame } from './speed-circuit/flow.ts';

// The first is the default game.
export const rulesets: Record<string, AnyRuleset> = { [aics.id]: speedCircuitGame(aics), [classic.id]: speedCircuitGame(classic) };
