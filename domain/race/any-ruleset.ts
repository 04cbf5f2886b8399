/** The registry's view of a ruleset and its referee, their types erased, and a ruleset's pictures. */
import type { Referee, RefereedRuleset, Ruleset } from './ruleset.ts';

// The registry erases each game's own types: the race treats payloads as opaque and lets the
// game's schemas and functions give them meaning.
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each game's types, as the comment above says.
export type AnyRuleset = Ruleset<any, any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: erased per game, as `AnyRuleset`.
export type AnyReferee = Referee<any, any, any, any>;

/** A ruleset with its circuits and its referee, as `domain/rulesets.ts` gives it to what plays races. */
// biome-ignore lint/suspicious/noExplicitAny: erased per game, as `AnyRuleset`.
export type AnyRefereedRuleset = RefereedRuleset<any, any, any, any>;

/** A ruleset's circuits: its compiler and those shipped with it, apart from what decides commands (`Ruleset.compileCircuit`). */
export type RulesetCircuits<Circuit = unknown> = Required<Pick<Ruleset<Circuit>, 'compileCircuit' | 'shippedCircuits'>>;

/**
 * A game's SVG pictures, for games that draw them: the bare circuit, and the race right after a
 * step with that step's events, both as the reader may see them (the game's `view`); their few
 * words in `language` (`en`, `it`), English by default. Apart from the game (domain/pictures.ts),
 * so that what only answers commands never loads it.
 */
export interface RulesetPicture<Circuit = unknown, State = unknown, Event = unknown> {
  circuit(circuit: Circuit, language?: string): string;
  /** `focus`: the cars to draw it around where the circuit is too large to be legible whole at an email's size (the reader's); the whole circuit when absent. */
  race(circuit: Circuit, state: State, lastTurnEvents: Event[], language?: string, focus?: readonly string[]): string;
}

// biome-style escape hatch for a registry of pictures of different games.
// biome-ignore lint/suspicious/noExplicitAny: erased per game, as `AnyRuleset`.
export type AnyPicture = RulesetPicture<any, any, any>;
