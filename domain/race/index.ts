/**
 * The generic race: a decider (`initialState`, `decide`, `evolve`) plus the one public view of a
 * race, for races played under any of `rulesets`.
 */

import type { AnyRuleset } from './any-ruleset.ts';
import { decider } from './decide.ts';
import { raceReader } from './reading.ts';

/** The registry of games a race may be played under, and the one for a race created without naming one (the first by default). */
export const createRace = (rulesets: Record<string, AnyRuleset>, defaultRulesetId: string | undefined = Object.keys(rulesets)[0]) => ({
  ...raceReader(rulesets, defaultRulesetId),
  ...decider(rulesets, defaultRulesetId),
});

export type Race = ReturnType<typeof createRace>;
export type { AnyRuleset } from './any-ruleset.ts';
export type { RaceCommand } from './commands.ts';
export type { RaceContext } from './decide.ts';
export type { RaceEvent } from './events.ts';
export type { RaceReader } from './reading.ts';
export type { GameViewer, Referee, Ruleset, Step as GameStep, StepKind } from './ruleset.ts';
export type { OpenStep, RaceState } from './state.ts';
export type { Action, RaceView, Viewer } from './view.ts';
