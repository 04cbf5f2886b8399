/**
 * The game-flow contract: what a game tells the generic race, and the only way the race learns
 * anything about the game. The race keeps the seats, the deadlines, the ballots, the non-human
 * player's turns, elimination, withdrawal and the missed-step count; it asks the game which step
 * comes next, who that step waits for, what each may send, what playing it does, and what each
 * viewer may see. Shaped after boardgame.io's phases and `playerView` and Rally the Troops'
 * `view(state, role)`; every function is pure and deterministic in its arguments.
 *
 * A step waits for one or more cars. Several cars send at once and in secret (a ballot: the moves
 * of a simultaneous turn, sealed bids); a step that waits for one car is a move played one after
 * another, in the order the game gives by the steps it opens. Either way the step is played at its
 * deadline, or as soon as every car it waits for has sent; a missing submission is the game's
 * non-human player's to make.
 *
 * A game (Speed Circuit, hex rally, Vektorace, Lamborghini: a folder of domain/) is played under a
 * ruleset, one set of its rules (Speed Circuit has two: AICS v3.06 and the classic rules), which a
 * race names by its `rulesetId`. A ruleset has four parts, each apart so that what needs one part
 * loads no other: the `Ruleset` itself, what deciding a command and showing a race need (schemas,
 * checks, the flow, the fold, the views); its `Referee`, what plays a step, begins a race and
 * eliminates a car (the turn engine and the non-human player); its picture (`RulesetPicture`,
 * domain/pictures.ts); and its `Assists` (domain/assists.ts). The API function decides commands
 * with rulesets that have no referee (domain/deciding-rulesets.ts), so that no game's engine is in
 * its bundle; whatever plays steps takes them with theirs (domain/rulesets.ts).
 */
import type * as z from 'zod';
import type { ChampionshipRace, Standing } from '../championship.ts';
import type { Dice } from '../dice.ts';
import type { Choices, Picks } from './choices.ts';
import type { Language } from './language.ts';

/** A step of the race, as the game opens it. */
export interface Step {
  /** How clients and the organiser name it, unique in the race: `turn-3`, `bid-1`, `move-12`. */
  id: string;
  /** Names what may be sent (`Ruleset.kinds`), the race's phase while it is open, and with `number` its ballot. */
  kind: string;
  /** The step among those of its kind (a turn number; 0 for a step played once): its ballot, and the dice's turn. */
  number: number;
  /** Its place in the race: every step opened later has a higher rank. */
  rank: number;
  /** The cars it waits for, in the game's order. */
  cars: string[];
  /** How long it stays open (ISO 8601 duration, such as `PT48H`), from the step before it. */
  window: string;
}

/** A car of the race: its number, its player's name, and the seat (the first car of its player) it belongs to. */
export interface Entrant {
  /** Car number as text, stable for the race ("1", "2", …). */
  car: string;
  name: string;
  seat: string;
}

/** Who looks at the game: the cars of his seat (none for the organiser and the public), and whether the race is over. */
export interface GameViewer {
  cars: readonly string[];
  finished: boolean;
}

/** Plays one step: the game's outcome of the cars' submissions, the missing ones made by the non-human player. */
export interface Play<Circuit, State, Submission, Settings> {
  circuit: Circuit;
  /** Undefined until a step (or `begin`) has made the game's state. */
  state: State | undefined;
  step: Step;
  /** One per car the step waits for; undefined for a car that sent nothing. */
  submissions: Record<string, Submission | undefined>;
  dice: Dice;
  /** Each car's default order for the steps it misses, in games that have them (`standingOrderSchema`). */
  standingOrders: Record<string, unknown>;
  entrants: Entrant[];
  settings: Settings;
}

/** What a player should know before his submission is played: it ends his race, or it cannot be played as he wrote it. `field` names what it is about. */
export interface Warning {
  field: string;
  message: string;
}

/** What may be sent in one kind of step; the referee plays it. */
export interface StepKind<Circuit, State, Submission> {
  /** The submission as sent; its errors name the field. */
  schema: z.ZodType<Submission>;
  /** The game's text for a submission (a move's notation), for kinds that have one. */
  notation?: { parse(text: string): Submission; print(submission: Submission): string };
  /** Throws `DomainError` when `car` can never send `submission` in this step. */
  check(circuit: Circuit, state: State | undefined, car: string, submission: Submission): void;
  /** A car the non-human player drives in a step of this kind has missed it (the missed-step limit counts them). */
  counted?: boolean;
  /** The submissions stay secret after the step is played, seen by their authors only until the finish. */
  secret?: boolean;
  /** Submissions after the deadline are refused, as what never arrived: the words for them (`pole laps` closed at …). */
  closesAtDeadline?: string;
}

/** The limits the race enforces, read from the race's settings. */
export interface RaceLimits {
  /** Seats the race takes; more registrations are refused. */
  maxSeats?: number;
  /** Cars each player drives (1 when absent). */
  carsPerSeat?: number;
  /** Consecutive counted steps the non-human player may play for a car before it is eliminated, and the reason given; no limit when absent. */
  missedStepLimit?: { steps: number; reason: string };
}

export interface Ruleset<Circuit = unknown, State = unknown, Event = unknown, Settings = Record<string, unknown>> {
  id: string;
  /**
   * What a race records of the organiser's choices besides its id, title and circuit
   * (`RaceCreated`), as the store reads it back: no defaults, so an old race reads as it was.
   */
  settingsSchema: z.ZodType<Settings> & { shape: z.ZodRawShape };
  /** The organiser's choices as sent, defaults and all, for the API; `settingsSchema` is what a race records of them. */
  createSchema: z.ZodType<Settings, unknown> & { shape: z.ZodRawShape };
  limits(settings: Settings): RaceLimits;
  /** The ids of the circuits shipped with the game (`shippedCircuits`), which deciding a command needs without the circuits themselves. */
  circuitIds: readonly string[];
  /**
   * Validates and compiles a circuit file; throws `DomainError` naming the square or segment.
   * Absent, with `shippedCircuits`, in the games the API function decides with (domain/deciding-rulesets.ts):
   * what needs a compiled circuit (a submission's check, a step played, a picture, an upload) is
   * served by the functions that have the games' circuits (domain/rulesets.ts).
   */
  compileCircuit?(file: unknown): Circuit;
  /** Circuits shipped with the game, by id. */
  shippedCircuits?(): Record<string, Circuit>;
  /** The step that opens after `played` (the first one when undefined); undefined when none is left. `cars` are the cars still in the race. */
  next(input: { state: State | undefined; played: Step | undefined; cars: string[]; settings: Settings }): Step | undefined;
  /** The rank of the step a client names, for a name the game gives its steps; undefined for a name that is no step. */
  rankOf(id: string): number | undefined;
  kinds: Record<string, StepKind<Circuit, State, unknown>>;
  /**
   * Every event the game emits, validated by the store like any other event, in the current
   * version's shape (from version 2 on, with its `v`: declare it, `v: z.literal(2)`).
   */
  eventSchema: z.ZodType<Event>;
  /** The version of the game's events (1 when absent); see domain/race/upcast.ts. */
  eventVersion?: number;
  /** Turns a stored game event of an older version into the current shape, `v` included. Pure and total. */
  upcast?(event: unknown): unknown;
  evolve(state: State, event: Event): State;
  /**
   * The cars the game's events of an elimination or a withdrawal (`Referee.eliminate`) take out of
   * the game, for games where a car may take others with it (a seat that leaves with all its cars);
   * absent, the car named leaves alone.
   */
  leaving?(events: readonly Event[]): string[];
  isFinished(state: State): boolean;
  /** Cars in order: the grid, then the running order, then the final classification. Cars that did not start are absent. */
  classification(state: State): string[];
  /** A player's default order for the steps he misses (PBEM "ghost plots"), for games whose non-human player can play one. */
  standingOrderSchema?: z.ZodType<unknown>;
  /**
   * What `viewer` may see of the game's state, the only way it leaves the domain (API, web page,
   * emails, pictures, export). The whole state when absent: a game of open information.
   */
  view?(state: State, viewer: GameViewer): unknown;
  /** What `viewer` may see of one of the game's events; absent, every event is public. */
  viewEvent?(event: Event, viewer: GameViewer): unknown;
  /**
   * For games whose players are told a round of steps at a time (moves one after another, each
   * opening the next car's): every player is emailed about a step that closes a round, with what
   * the whole round did; after any other step only the cars of the step it opens are, that it is
   * theirs. Absent, every step played is told to every player.
   */
  rounds?: {
    /** Whether the step whose game events are `events` closes a round. */
    closes(events: readonly Event[]): boolean;
    /** The round `state`, right after the step that closed it, has just closed: its name (`round-3`), the cars that played in it and its game events. */
    closed(state: State): { name: string; cars: string[]; events: Event[] };
  };
  /** Scoring over several races, for games that define it. */
  championship?: {
    points(state: State): Record<string, number>;
    /** Throws `DomainError` naming `races[i]` when the races cannot make one championship. */
    standings(races: readonly ChampionshipRace[]): Standing[];
    /**
     * For games whose races go on from one another (money, cars, hands): what the finished race
     * `state`, raced by `entrants`, hands on to the race that follows it (`follows`), as plain JSON
     * keyed by the players' names; the race that follows records it at its creation and gives it to
     * `Referee.begin`. Throws `DomainError` when the race hands nothing on.
     */
    carry?(state: State, entrants: Entrant[]): unknown;
  };
  /** Who plays the steps; absent in the games the API function decides with, which it never asks to play one. */
  referee?: Referee<Circuit, State, Event, Settings>;
}

/** A ruleset with its circuits and its referee: what plays races takes it (domain/rulesets.ts). */
export type RefereedRuleset<Circuit = unknown, State = unknown, Event = unknown, Settings = Record<string, unknown>> = Ruleset<
  Circuit,
  State,
  Event,
  Settings
> &
  Required<Pick<Ruleset<Circuit, State, Event, Settings>, 'compileCircuit' | 'shippedCircuits' | 'referee'>>;

/**
 * The game's referee: what plays the steps, with the dice and the non-human player, kept apart
 * from the `Ruleset` so that what only decides commands never loads it. Every outcome's state equals
 * its events folded with the game's `evolve` over the state given.
 */
export interface Referee<Circuit = unknown, State = unknown, Event = unknown, Settings = Record<string, unknown>> {
  /**
   * The game's state when registration closes, for games that have one before their first step; it
   * may shuffle and roll. `carried`: what the race this one follows handed on (`Ruleset.championship.carry`).
   */
  begin?(input: { circuit: Circuit; entrants: Entrant[]; settings: Settings; dice: Dice; carried?: unknown }): { state: State; events: Event[] };
  /** Plays a step of each of the game's `kinds`, by kind. */
  play: Record<string, (input: Play<Circuit, State, unknown, Settings>) => { state: State; events: Event[] }>;
  /**
   * What only playing it out can refuse, by kind, after the kind's own `check`: throws `DomainError`
   * when `car` can never send `submission` (a pole lap void even if every roll passed). Only the
   * functions with the referee take submissions (`RESOLVER_ROUTES` in functions/http/routes.ts).
   */
  check?: Record<string, (circuit: Circuit, state: State | undefined, car: string, submission: unknown) => void>;
  /** The organiser's elimination of a car, or its player's withdrawal. */
  eliminate(state: State, car: string, reason: string): { state: State; events: Event[] };
}

/** What a game's `Assists.choices` is asked with. */
export interface ChoicesInput<Circuit = unknown, State = unknown> {
  circuit: Circuit;
  state: State | undefined;
  car: string;
  kind: string;
  picks: Picks;
  language: Language;
  /** The race's settings as it recorded them. */
  settings: Record<string, unknown>;
  entrants: Entrant[];
}

/** The ends of a move as the web page offers them to click (`Assists.ends`). */
export interface ClickableEnds {
  /** The race as SVG, each end an element carrying its id in `data-end`. */
  picture: string;
  ends: ClickableEnd[];
}

export interface ClickableEnd {
  id: string;
  /** Where it is, in the game's words: what a screen reader says of the mark. */
  label: string;
  /** The submissions that reach it, in the game's notation of the step, cheapest first: each with its text and what it costs, in words. */
  ways: { text: string; label: string }[];
}

/**
 * What a game offers beyond its rules to help its players and the organiser, for games that have
 * it; kept apart from the game (domain/assists.ts) as its pictures and words are, so that the API
 * function, which decides commands, never loads them.
 */
export interface Assists<Circuit = unknown, State = unknown> {
  /**
   * What `car` may do in the open step, a step of `kind`, as plain JSON, and what `submission`
   * would do (none: the choices alone), worked out against what the car's player may see;
   * undefined for a kind the game previews not; throws `DomainError` when the car cannot act.
   */
  preview?(circuit: Circuit, state: State | undefined, car: string, kind: string, submission: unknown): unknown;
  /**
   * What `car`'s player should know about `submission` for a step of `kind`, or about his standing
   * order (`kind` is `standingOrder`), worked out as the preview is: the receipt carries it (and the
   * web form asks to confirm). None to say: empty.
   */
  warnings?(circuit: Circuit, state: State | undefined, car: string, kind: string, submission: unknown): Warning[];
  /**
   * For games whose moves end at places on the picture: the race drawn for `car`'s player with
   * every end his open step of `kind` may reach, and what to send to reach each; undefined for a
   * kind that has none. Worked out as the preview is; throws `DomainError` when the car cannot act.
   */
  ends?(circuit: Circuit, state: State | undefined, car: string, kind: string): ClickableEnds | undefined;
  /**
   * What `car`'s player may pick in the open step, a step of `kind`, given his `picks` so far, in
   * `language` (domain/race/choices.ts): every legal choice with what it costs or risks, and the
   * submission once every question is answered; undefined for a kind the game offers no choices
   * for. Worked out from what the car's player may see, never another seat's hidden cards or
   * pending submission; throws `DomainError` when the car cannot act.
   */
  choices?(input: ChoicesInput<Circuit, State>): Choices | undefined;
  /** The fastest lap of a car on a circuit without dice; throws `DomainError` for a car that cannot race. */
  bestLap?: { carSchema: z.ZodType<unknown>; solve(circuit: Circuit, car: unknown): unknown };
}
