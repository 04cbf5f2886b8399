/**
 * The generic race: a decider (`initialState`, `decide`, `evolve`) plus the one public view of a
 * race, for races played under any of `rulesets`.
 */
import { decider } from './decide.ts';
import { own } from '../own.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import { type RaceState, initialState } from './state.ts';
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

export const createRace = (rulesets: Record<string, AnyRuleset>) => {
  const { decide, evolve, isDue, awaited } = decider(rulesets);
  const rulesetOf = (state: RaceState): AnyRuleset | undefined => (state.settings ? own(rulesets, state.settings.rulesetId) : undefined);
  return { initialState, decide, evolve, isDue, awaited, step, publicView: viewer(rulesetOf, awaited), redactEvent, rulesetOf };
};

export type Race = ReturnType<typeof createRace>;
export type { RaceContext } from './decide.ts';
export type { RaceEvent } from './events.ts';
export type { RaceCommand } from './commands.ts';
export type { RaceState } from './state.ts';
export type { Viewer, RaceView, Action } from './view.ts';
export type { AnyRuleset, RaceRuleset } from './race-ruleset.ts';
