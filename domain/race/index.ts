/**
 * The generic race: a decider (`initialState`, `decide`, `evolve`) plus the one public view of a
 * race, for races played under any of `rulesets`.
 */
import { decider } from './decide.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import { type RaceState, initialState } from './state.ts';
import { redactEvent, viewer } from './view.ts';

export const createRace = (rulesets: Record<string, AnyRuleset>) => {
  const { decide, evolve, isDue, awaited } = decider(rulesets);
  const rulesetOf = (state: RaceState): AnyRuleset | undefined => (state.settings ? rulesets[state.settings.rulesetId] : undefined);
  return { initialState, decide, evolve, isDue, awaited, publicView: viewer(rulesetOf, awaited), redactEvent, rulesetOf };
};

export type Race = ReturnType<typeof createRace>;
export type { RaceContext } from './decide.ts';
export type { RaceEvent } from './events.ts';
export type { RaceCommand } from './commands.ts';
export type { RaceState } from './state.ts';
export type { Viewer, RaceView, Action } from './view.ts';
export type { AnyRuleset, RaceRuleset } from './race-ruleset.ts';
