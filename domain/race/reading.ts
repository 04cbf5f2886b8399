/**
 * A race as it is read, whatever decides it: its fold, its open step, whether that step is due,
 * and its public view. Apart from the decider (decide.ts), so that what only reads races (the
 * API function) carries none of the rules that decide and play them.
 */

import { own } from '../own.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import { evolver, initialState, type OpenStep, openStep, type RaceState } from './state.ts';
import { redactor, viewer } from './view.ts';

export const deadlinePassed = (state: RaceState, now: string): boolean => state.deadline !== undefined && Date.parse(now) >= Date.parse(state.deadline);

/** The reading of races played under any of `rulesets`; a race created without a ruleset is played under `defaultRulesetId`. */
export const raceReader = (rulesets: Record<string, AnyRuleset>, defaultRulesetId: string | undefined = Object.keys(rulesets)[0]) => {
  const rulesetOf = (state: RaceState): AnyRuleset | undefined => (state.settings ? own(rulesets, state.settings.rulesetId) : undefined);

  const step = (state: RaceState): OpenStep | undefined => (state.settings ? openStep(rulesetOf(state), state) : undefined);

  /** Cars the open step waits for. */
  const awaited = (state: RaceState): string[] => step(state)?.cars ?? [];

  /** SC-PBEM-6: the step is due at its deadline, or as soon as every awaited car has sent in; never while the race is paused. */
  const isDue = (state: RaceState, now: string): boolean =>
    step(state) !== undefined && state.pause === undefined && (deadlinePassed(state, now) || awaited(state).every((car) => state.pending[car] !== undefined));

  /** Whether the race has played the step named `id` already: it is behind the step open now, or the race is over. */
  const isPlayed = (state: RaceState, id: string): boolean => {
    if (state.phase === 'finished') return true;
    const open = step(state);
    const rank = rulesetOf(state)?.rankOf(id);
    return open !== undefined && rank !== undefined && rank < open.rank;
  };

  return {
    initialState,
    evolve: evolver(rulesets),
    isDue,
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

export type RaceReader = ReturnType<typeof raceReader>;
