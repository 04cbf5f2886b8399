/**
 * The ruleset as the generic race drives it: the contract of domain/ruleset.ts plus the one thing
 * the race needs and cannot compute without knowing the game, the order of the cars.
 */

import type * as z from 'zod';
import type { ChampionshipRace, Standing } from '../championship.ts';
import type { Ruleset } from '../ruleset.ts';

export interface RaceRuleset<Circuit = unknown, Qualifying = unknown, Setup = unknown, Move = unknown, State = unknown, Event = unknown, Options = never>
  extends Ruleset<Circuit, Qualifying, Setup, Move, State, Event, Options> {
  /**
   * Cars of the race in order: the grid right after `qualify`, the running order during the race,
   * the final classification once `isFinished`. Cars that did not start are absent.
   */
  classification(state: State): string[];
  /**
   * What `car` may do in the coming turn, as plain JSON, and where `move` would take it, worked out
   * by the same code as `resolveTurn` against the public state; throws `DomainError` when the car
   * cannot move. For games that offer it (the API's move preview).
   */
  preview?(circuit: Circuit, state: State, car: string, move: Move | undefined): unknown;
  /** The fastest lap of a car on a circuit without dice (SC-QUAL-10), for games that can compute it; `solve` throws `DomainError` for a car that cannot race. */
  bestLap?: {
    carSchema: z.ZodType<unknown>;
    solve(circuit: Circuit, car: unknown): unknown;
  };
  /** Scoring over several races, for games that define it: the points of a finished race by car, and the standings. */
  championship?: {
    points(state: State): Record<string, number>;
    /** Throws `DomainError` naming `races[i]` when the races cannot make one championship. */
    standings(races: readonly ChampionshipRace[]): Standing[];
  };
}

// The registry erases each game's own types: the race treats payloads as opaque and lets the
// ruleset's schemas and functions give them meaning.
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each game's types, as the comment above says.
export type AnyRuleset = RaceRuleset<any, any, any, any, any, any, any>;

/**
 * A game's SVG pictures, for games that draw them: the bare circuit, and the race right after a
 * turn with that turn's events; their few words in `language` (`en`, `it`), English by default.
 * Apart from the ruleset (domain/pictures.ts), so that what only answers commands never loads it.
 */
export interface RulesetPicture<Circuit = unknown, State = unknown, Event = unknown> {
  circuit(circuit: Circuit, language?: string): string;
  race(circuit: Circuit, state: State, lastTurnEvents: Event[], language?: string): string;
}

// biome-style escape hatch for a registry of pictures of different games.
// biome-ignore lint/suspicious/noExplicitAny: erased per game, as `AnyRuleset`.
export type AnyPicture = RulesetPicture<any, any, any>;
