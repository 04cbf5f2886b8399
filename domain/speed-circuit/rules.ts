/**
 * The rules of a Speed Circuit race, whichever rulebook: pole laps, a grid, pre-race setups, then
 * simultaneous turns. Kept as small as Rally the Troops' rules modules: schemas for what players
 * send, pure functions for what the referee does, every one deterministic in its arguments.
 * `speedCircuitRuleset` (flow.ts) turns them into the generic race's game (domain/race/ruleset.ts).
 *
 * In two parts, as the generic game is: `Rules`, what judging a submission and folding the events
 * need, and `RulesReferee`, what plays the qualifying, the start and the turns (the turn engine and
 * the GNU) and eliminates a car. A rulebook keeps them in modules of their own, so that what only
 * decides commands loads the first part alone.
 *
 * State changes are expressed as ruleset events: `evolve` folds them, and `resolveTurn` must
 * return a state equal to folding its events over the state it was given (decider shape).
 * The compiled circuit is passed in rather than kept in the state, so snapshots stay small.
 */
import type * as z from 'zod';
import type { ChampionshipRace, Standing } from '../championship.ts';
import type { Dice } from '../dice.ts';

export interface Entrant {
  /** Car number as text, stable for the race ("1", "2", …). */
  car: string;
  name: string;
}

/**
 * What deciding a command of a Speed Circuit race needs of the rulebook. `Options`: what the
 * organiser may choose when creating a race, for games that offer choices (`never` for those that do not).
 */
export interface Rules<Circuit, Qualifying, Setup, Move, State, Event, Options = never> {
  id: string;
  /**
   * The race options, for games that offer some: a strict object whose defaults fill what the
   * organiser leaves out, so a race created without options still records what it is played with.
   */
  optionsSchema?: z.ZodType<Options>;
  /** The ids of the circuits shipped with the game (`RulesReferee.shippedCircuits`). */
  circuitIds: readonly string[];
  /** Car build and pole lap as sent by a player. */
  qualifyingSchema: z.ZodType<Qualifying>;
  /** Pre-race choices (SC-QUAL-11, SC-SOFT-1, tyres). */
  setupSchema: z.ZodType<Setup>;
  moveSchema: z.ZodType<Move>;
  /**
   * Every event the ruleset emits, validated by the store like any other event, in the current
   * version's shape (from version 2 on, with its `v`: declare it, `v: z.literal(2)`).
   */
  eventSchema: z.ZodType<Event>;
  /**
   * The version of the game's events (1 when absent). A game event without `v` is version 1: every
   * game event written before versions. From version 2 on the race stamps `v` on the game's new
   * events and the store refuses a stored event of any other version that `upcast` does not bring
   * forward (domain/race/upcast.ts).
   */
  eventVersion?: number;
  /**
   * Turns a stored game event of a version older than `eventVersion` (its `v`, 1 without one) into
   * the current shape, `v` included; the store validates what it returns with `eventSchema`.
   * Pure, total, and never rewrites the log: it reads it.
   */
  upcast?(event: unknown): unknown;
  /** Parses the game's move text; throws `DomainError` naming the offending token. */
  parseMoveText(text: string): Move;
  printMove(move: Move): string;
  /** Throws `DomainError` when the qualifying entry cannot be accepted on this circuit. */
  checkQualifying(circuit: Circuit, qualifying: Qualifying): void;
  /** Pre-race phase: throws `DomainError` when the setup is not allowed for that car. */
  checkSetup(circuit: Circuit, state: State, car: string, setup: Setup): void;
  /** Throws `DomainError` when the move can never be played by that car this turn. */
  checkMove(circuit: Circuit, state: State, car: string, move: Move): void;
  /** Cars that still have to move this turn. */
  carsToMove(state: State): string[];
  /** A player's default order for the turns he misses (PBEM "ghost plots"), for games whose non-human player can play one. */
  standingOrderSchema?: z.ZodType<unknown>;
  evolve(state: State, event: Event): State;
  isFinished(state: State): boolean;
}

/** What plays a Speed Circuit race: the rulebook's referee. Every state returned is its events folded over the state given. */
export interface RulesReferee<Circuit, Qualifying, Setup, Move, State, Event, Options = never> {
  /** Validates and compiles a circuit file; throws `DomainError` naming the square or segment. */
  compileCircuit(file: unknown): Circuit;
  /** Circuits shipped with the game, by id. */
  shippedCircuits(): Record<string, Circuit>;
  /** Throws `DomainError` naming the turn of a pole lap that no dice can make valid, for rulebooks that drive pole laps. */
  refuseQualifying?(circuit: Circuit, qualifying: Qualifying): void;
  /** Pole laps to grid and initial race state; cars without a (valid) lap are drawn for the back rows. */
  qualify(input: {
    circuit: Circuit;
    laps: number;
    maxStarters: number;
    entrants: Entrant[];
    qualifying: Record<string, Qualifying | undefined>;
    dice: Dice;
    /** The race's options as `optionsSchema` parsed them; absent for a game without options and in races created before it offered any. */
    options?: Options;
  }): { state: State; events: Event[] };
  /** Applies all pre-race choices at once and starts the race. */
  start(circuit: Circuit, state: State, setups: Record<string, Setup | undefined>): { state: State; events: Event[] };
  /**
   * One turn: missing moves are driven by the ruleset's non-human player, which plays a car's
   * standing order (validated by `standingOrderSchema`) when it can.
   */
  resolveTurn(
    circuit: Circuit,
    state: State,
    moves: Record<string, Move | undefined>,
    dice: Dice,
    standingOrders?: Record<string, unknown>,
  ): { state: State; events: Event[] };
  /** Organiser's elimination of a car (SC-GNU-2, withdrawal). */
  eliminate(state: State, car: string, reason: string): { state: State; events: Event[] };
}

/** The rules as the Speed Circuit flow drives them: the contract above plus the order of the cars and the optional features. */
export interface RaceRules<Circuit = unknown, Qualifying = unknown, Setup = unknown, Move = unknown, State = unknown, Event = unknown, Options = never>
  extends Rules<Circuit, Qualifying, Setup, Move, State, Event, Options> {
  /**
   * Cars of the race in order: the grid right after `qualify`, the running order during the race,
   * the final classification once `isFinished`. Cars that did not start are absent.
   */
  classification(state: State): string[];
  /** Scoring over several races, for games that define it: the points of a finished race by car, and the standings. */
  championship?: {
    points(state: State): Record<string, number>;
    /** Throws `DomainError` naming `races[i]` when the races cannot make one championship. */
    standings(races: readonly ChampionshipRace[]): Standing[];
  };
}

/** A rulebook whole, its referee included: what the tests and the tools that play races take. */
export interface RaceRuleset<Circuit = unknown, Qualifying = unknown, Setup = unknown, Move = unknown, State = unknown, Event = unknown, Options = never>
  extends RaceRules<Circuit, Qualifying, Setup, Move, State, Event, Options>,
    RulesReferee<Circuit, Qualifying, Setup, Move, State, Event, Options> {}
