/**
 * The generic race: a decider (`initialState`, `decide`, `evolve`) plus the one public view of a
 * race, for races played under any of `rulesets`.
 */

import { own } from '../own.ts';
import { decider } from './decide.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import { initialState, type RaceState } from './state.ts';
import { redactEvent, viewer } from './view.ts';

/** A step of a race that collects one submission per car: the pole laps, the setups, or the moves of one turn. */
export interface Step {
  phase: 'qualifying' | 'setup' | 'racing';
  /** The turn for the moves; 0 before the start. */
  turn: number;
}

/** The step whose submissions the race collects now, if any. */
const step = (state: RaceState): Step | undefined =>
  state.phase === 'qualifying' || state.phase === 'setup' || state.phase === 'racing' ? { phase: state.phase, turn: state.turn } : undefined;

/** How a client names a step: `qualifying`, `setup`, or `turn-N` for the moves of race turn N. */
export const stepId = (step: Step): string => (step.phase === 'racing' ? `turn-${step.turn}` : step.phase);

/** The step a client names by `stepId`; undefined for a name that is no step. */
export const parseStepId = (id: string): Step | undefined => {
  if (id === 'qualifying' || id === 'setup') return { phase: id, turn: 0 };
  const turn = /^turn-([1-9][0-9]{0,3})$/.exec(id)?.[1];
  return turn === undefined ? undefined : { phase: 'racing', turn: Number(turn) };
};

export const sameStep = (a: Step, b: Step): boolean => a.phase === b.phase && a.turn === b.turn;

/** Steps in the order a race plays them. */
const rank = (step: Step): number => (step.phase === 'qualifying' ? 0 : step.phase === 'setup' ? 1 : 1 + step.turn);

/** Whether the race has played `step` already: it is behind the step open now, or the race is over. */
export const isPlayed = (state: RaceState, played: Step): boolean => {
  if (state.phase === 'finished') return true;
  const open = step(state);
  return open !== undefined && rank(played) < rank(open);
};

export const createRace = (rulesets: Record<string, AnyRuleset>) => {
  const { decide, evolve, isDue, awaited } = decider(rulesets);
  const rulesetOf = (state: RaceState): AnyRuleset | undefined => (state.settings ? own(rulesets, state.settings.rulesetId) : undefined);
  return { initialState, decide, evolve, isDue, awaited, step, publicView: viewer(rulesetOf, awaited), redactEvent, rulesetOf };
};

export type Race = ReturnType<typeof createRace>;
export type { RaceCommand } from './commands.ts';
export type { RaceContext } from './decide.ts';
export type { RaceEvent } from './events.ts';
export type { AnyRuleset, RaceRuleset } from './race-ruleset.ts';
export type { RaceState } from './state.ts';
export type { Action, RaceView, Viewer } from './view.ts';
