/**
 * The rulesets the backend decides commands for, by id, without their referees: what the API
 * function takes, which never plays a step (domain/race/ruleset.ts), so that no game's turn engine
 * or non-human player is in its bundle. The first is the default, for a race or a circuit created
 * without naming its ruleset: the one the backend was first made for. `rulesets.ts` gives each its
 * referee.
 */
import { hexRallyRules } from './hex-rally/rules.ts';
import { lamborghiniRules } from './lamborghini/rules.ts';
import type { AnyRuleset } from './race/any-ruleset.ts';
import { aicsRules } from './speed-circuit/aics/rules.ts';
import { classicRules } from './speed-circuit/classic/rules.ts';
import { speedCircuitRuleset } from './speed-circuit/flow.ts';
import { vektoraceRules } from './vektorace/rules.ts';

// The first is the default ruleset.
export const decidingRulesets: Record<string, AnyRuleset> = {
  [aicsRules.id]: speedCircuitRuleset(aicsRules),
  [classicRules.id]: speedCircuitRuleset(classicRules),
  [hexRallyRules.id]: hexRallyRules,
  [vektoraceRules.id]: vektoraceRules,
  [lamborghiniRules.id]: lamborghiniRules,
};
