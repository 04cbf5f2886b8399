/**
 * The games the backend decides commands for, by ruleset id, without their referees: what the API
 * function takes, which never plays a step (domain/race/game.ts), so that no game's turn engine or
 * non-human player is in its bundle. The first is the default, for a race or a circuit created
 * without naming its game: the one the backend was first made for. `rulesets.ts` gives each its
 * referee.
 */
import { hexRallyRules } from './hex-rally/rules.ts';
import { lamborghiniRules } from './lamborghini/rules.ts';
import type { AnyRuleset } from './race/race-ruleset.ts';
import { aicsRules } from './speed-circuit/aics/rules.ts';
import { classicRules } from './speed-circuit/classic/rules.ts';
import { speedCircuitGame } from './speed-circuit/flow.ts';
import { vektoraceRules } from './vektorace/rules.ts';

// The first is the default game.
export const rules: Record<string, AnyRuleset> = {
  [aicsRules.id]: speedCircuitGame(aicsRules),
  [classicRules.id]: speedCircuitGame(classicRules),
  [hexRallyRules.id]: hexRallyRules,
  [vektoraceRules.id]: vektoraceRules,
  [lamborghiniRules.id]: lamborghiniRules,
};
