/**
 * The generic race: a decider (`initialState`, `decide`, `evolve`) plus the one public view of a
 * race, for races played under any of `rulesets`.
 */

import { own } from '../own.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import { decider } from './decide.ts';
import { initialState, type RaceState } from './state.ts';
import { redactor, viewer } from './view.ts';

/** The registry of games a race may be played under, and the one for a race created without naming one (the first by default). */
export const createRace = (rulesets: Record<string, AnyRuleset>, defaultRulesetId: string | undefined = Object.keys(rulesets)[0]) => {
  const { decide, evolve, isDue, awaited, step, postpone } = decider(rulesets, defaultRulesetId);
  const rulesetOf = (state: RaceState): AnyRuleset | undefined => (state.settings ? own(rulesets, state.settings.rulesetId) : undefined);
  /** Whether the race has played the step named `id` already: it is behind the step open now, or the race is over. */
  const isPlayed = (state: RaceState, id: string): boolean => {
    if (state.phase === 'finished') return true;
    const open = step(state);
    const rank = rulesetOf(state)?.rankOf(id);
    return open !== undefined && rank !== undefined && rank < open.rank;
  };
  return {
    initialState,
    decide,
    evolve,
    isDue,
    postpone,
    awaited,
    step,
    isPlayed,
    publicView: viewer(rulesetOf, step),
    redactEvent: redactor(rulesetOf),
    rulesetOf,
    /** The game of a race or a circuit created without naming one. */
    defaultRulesetId: defaultRulesetId ?? '',
  };
};

export type Race = ReturnType<typeof createRace>;
export type { AnyRuleset } from './any-ruleset.ts';
export type { RaceCommand } from './commands.ts';
export type { RaceContext } from './decide.ts';
export type { RaceEvent } from './events.ts';
export type { GameViewer, Referee, Ruleset, Step as GameStep, StepKind } from './ruleset.ts';
export type { OpenStep, RaceState } from './state.ts';
export type { Action, RaceView, Viewer } from './view.ts';
