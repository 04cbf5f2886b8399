/**
 * Speed Circuit under the classic Avalon Hill rules (../shared/rules/speed-circuit-classic.md,
 * SCC-*) whole: the rules that decide commands (rules.ts) and the referee that orders the grid
 * and plays the turns (referee.ts), behind the same `RaceRuleset` contract as AICS.
 */
import type { Circuit } from '../circuit/types.ts';
import type { RaceRuleset } from '../rules.ts';
import type { CarEntry } from './car.ts';
import type { ClassicEvent } from './events.ts';
import type { Move } from './notation.ts';
import type { ClassicOptions } from './options.ts';
import { classicReferee } from './referee.ts';
import { classicRules, type Setup } from './rules.ts';
import type { ClassicRaceState } from './state.ts';

export const classic: RaceRuleset<Circuit, CarEntry, Setup, Move, ClassicRaceState, ClassicEvent, ClassicOptions> = { ...classicRules, ...classicReferee };
