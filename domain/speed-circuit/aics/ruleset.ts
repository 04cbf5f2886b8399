/**
 * Speed Circuit under the AICS v3.06 rules whole: the rules that decide commands (rules.ts) and
 * the referee that plays the pole laps and the turns (referee.ts), behind the one `RaceRuleset`
 * contract, for what plays races and the tests of the rules.
 */
import type { Circuit } from '../circuit/types.ts';
import type { RaceRuleset } from '../rules.ts';
import type { AicsRaceState } from './qualifying/events.ts';
import type { Qualifying } from './qualifying-schema.ts';
import { aicsReferee } from './referee.ts';
import { type AicsRulesetEvent, aicsRules } from './rules.ts';
import type { Move } from './schemas.ts';
import type { Setup } from './setup.ts';

export const aics: RaceRuleset<Circuit, Qualifying, Setup, Move, AicsRaceState, AicsRulesetEvent> = { ...aicsRules, ...aicsReferee };
