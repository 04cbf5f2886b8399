/**
 * Vektorace (../shared/rules/vektorace.md) whole, as what plays races takes it: the game that
 * decides commands (rules.ts) with its circuits (circuit/) and its referee (referee.ts).
 */
import type { RefereedRuleset } from '../race/ruleset.ts';
import { type Circuit, compileCircuit, shippedCircuits } from './circuit/index.ts';
import type { VektoraceEvent } from './events.ts';
import { vektoraceReferee } from './referee.ts';
import { vektoraceRules } from './rules.ts';
import type { VektoraceSettings } from './settings.ts';
import type { VektoraceState } from './state.ts';

export const vektorace: RefereedRuleset<Circuit, VektoraceState, VektoraceEvent, VektoraceSettings> = {
  ...vektoraceRules,
  compileCircuit,
  shippedCircuits,
  referee: vektoraceReferee,
};
