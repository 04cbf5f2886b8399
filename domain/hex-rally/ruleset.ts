/**
 * Hex rally ("Humans or Orcs? Races!", ../shared/rules/hex-rally.md) whole, as what plays races
 * takes it: the game that decides commands (rules.ts) with its tracks (track/) and its referee (referee.ts).
 */
import type { RefereedRuleset } from '../race/ruleset.ts';
import type { HexRallyEvent } from './events.ts';
import { hexRallyReferee } from './referee.ts';
import { hexRallyRules } from './rules.ts';
import type { HexRallySettings } from './settings.ts';
import type { HexRallyState } from './state.ts';
import { compileCircuit, shippedCircuits, type Track } from './track/index.ts';

export const hexRally: RefereedRuleset<Track, HexRallyState, HexRallyEvent, HexRallySettings> = {
  ...hexRallyRules,
  compileCircuit,
  shippedCircuits,
  referee: hexRallyReferee,
};
