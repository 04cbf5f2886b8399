/**
 * The race as a fold of its events. `evolve` is total: the events were validated when they were
 * decided, so folding never judges them again.
 */
import * as z from 'zod';
import { own } from '../own.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import { Car, driverFields, Instant, payloadOf, type RaceEvent, RaceSettings, Seed, Sha256, type StepRecord } from './events.ts';
import { lockedOf } from './records.ts';
import type { Entrant, Step as GameStep } from './ruleset.ts';

/** `none`, `registration`, the kind of the step open now (`qualifying`, `racing`, `bid`, …), or `finished`. */
export const Phase = z.string();
export type Phase = z.infer<typeof Phase>;

/** The step open now, as the game opened it (domain/race/ruleset.ts), less the cars that left the race since. */
export const OpenStep = z.object({
  id: z.string(),
  kind: z.string(),
  number: z.number().int(),
  rank: z.number().int(),
  cars: z.array(Car),
  window: z.string(),
});
export type OpenStep = z.infer<typeof OpenStep> & GameStep;

export const Entry = z.object({
  car: Car,
  ...driverFields,
  tokenHash: Sha256,
  /** The first car of the player's seat, for a player who drives several cars; absent when the seat is this car alone. */
  seat: Car.optional(),
  /** Tokens issued since registration (`EntryTokenIssued`), the newest last; each works beside the first. */
  issuedTokenHashes: z.array(Sha256).optional(),
  issuedAt: Instant.optional(),
  /** `out` once withdrawn or eliminated. */
  status: z.enum(['in', 'out']),
});
export type Entry = z.infer<typeof Entry>;

/**
 * One driver of a seat handed over to a substitute (`SeatHandedOver`): who, and from which of the
 * race's played steps on (1 for the first), with the step open then. His email and language stay
 * for the emails of the handover; the views show his name only.
 */
export const Driver = z.object({
  ...driverFields,
  from: z.number().int().min(1),
  step: z.string().optional(),
  /**
   * The race's own count of steps played (`stepsPlayed`) when he took the seat; absent for the
   * first driver. That count starts from another number in a race whose game begins with a state,
   * so the steps played since are counted from it (tenure.ts).
   */
  counted: z.number().int().min(0).optional(),
});
export type Driver = z.infer<typeof Driver>;

/** A pause of the race's clock (docs/pauses.md): who paused it, why, until when if he said, and how long the step had left. */
export const Pause = z.object({
  by: z.enum(['organiser', 'vote']),
  reason: z.string(),
  at: Instant,
  until: Instant.optional(),
  /** Milliseconds to the deadline when the clock stopped: the resume gives them back. */
  left: z.number().int(),
});
export type Pause = z.infer<typeof Pause>;

/** A seat's standing vote to pause the race, until the step is played. */
export const PauseVote = z.object({ reason: z.string(), until: Instant, at: Instant });
export type PauseVote = z.infer<typeof PauseVote>;

/** Also the shape of the store's snapshots. */
export const RaceState = z.object({
  phase: Phase,
  settings: RaceSettings.optional(),
  createdAt: Instant.optional(),
  /** By car number, in registration order. */
  entries: z.record(Car, Entry),
  /** Pole laps until the grid, then the setups until the start, then the moves of the current turn. */
  pending: z.record(Car, z.unknown()),
  /** Starting order, from the grid on (SC-QUAL-6, SC-QUAL-12). */
  grid: z.array(Car),
  /** Ruleset state from the grid on. */
  game: z.unknown().optional(),
  /** The open step's number (the race turn); 0 before the start. */
  turn: z.number().int(),
  /** The step open now; absent outside the steps, and in snapshots taken before steps were the game's (`openStep`). */
  step: OpenStep.optional(),
  /** Steps played so far; absent in snapshots taken before steps were the game's (`stepsPlayed`). */
  played: z.number().int().optional(),
  deadline: Instant.optional(),
  /** Each car's default order for the turns it misses, in games that have them. */
  standingOrders: z.record(Car, z.unknown()).optional(),
  /** Consecutive counted steps each car was played by the non-human player (`RaceLimits.missedStepLimit`). */
  missedMoves: z.record(Car, z.number().int()),
  /** The cars given their grace in this race (time-policy.ts): once each. */
  graced: z.array(Car).optional(),
  /** How far, in ms, absences moved this race's deadlines so far (time-policy.ts `waitCap`). */
  waited: z.number().optional(),
  /** The same by car: how far each car's absences moved them, which a race of a season or championship caps (docs/absences.md). */
  waitedBy: z.record(Car, z.number()).optional(),
  /** The open step's absent cars whose miss is excused (`MissesExcused`), until the step is played. */
  excused: z.record(Car, z.enum(['bot', 'excused'])).optional(),
  /** The drivers of each seat handed over to a substitute, by the seat's first car, the first driver first; absent for a seat never handed over. */
  tenures: z.record(Car, z.array(Driver)).optional(),
  /** While the race is paused: no deadline runs and nothing is due. */
  pause: Pause.optional(),
  /** The open step's votes to pause, by seat; absent when there is none. */
  pauseVotes: z.record(Car, PauseVote).optional(),
  /** How many times a vote has paused the race. */
  votePausesTaken: z.number().int().optional(),
  finishedAt: Instant.optional(),
  classification: z.array(Car).optional(),
  seed: Seed.optional(),
});
export type RaceState = z.infer<typeof RaceState>;

/**
 * Issued tokens that keep working: a stranger asking for tokens in a player's name can never
 * take away the newest one, which went to the player's own address.
 */
export const ISSUED_TOKENS_KEPT = 3;

/** The token hashes that open a car: the one of its registration and those issued since. */
export const tokenHashesOf = (entry: Entry): string[] => [entry.tokenHash, ...(entry.issuedTokenHashes ?? [])];

/** The seat a car belongs to: its player's first car. */
export const seatOf = (entry: Entry): string => entry.seat ?? entry.car;

/** The cars of the seat `seat` (its first car). */
export const carsOfSeat = (state: RaceState, seat: string): string[] =>
  Object.values(state.entries)
    .filter((entry) => seatOf(entry) === seat)
    .map((entry) => entry.car);

/** The seat's registered player, its first driver. */
const firstDriver = ({ name, email, language, timeZone }: Entry): Driver => ({ name, email, language, ...(timeZone ? { timeZone } : {}), from: 1 });

/**
 * The seat's drivers so far, the first first: its registered player alone while it was never
 * handed over. Undefined for no such seat.
 */
export const driversOf = (state: RaceState, seat: string): Driver[] | undefined => {
  const entry = state.entries[seat];
  return state.tenures?.[seat] ?? (entry ? [firstDriver(entry)] : undefined);
};

/** The cars still in the race, in car order. */
export const activeCars = (state: RaceState): string[] =>
  Object.values(state.entries)
    .filter((e) => e.status === 'in')
    .map((e) => e.car);

/** Every car of the race as the game knows it. */
export const entrantsOf = (state: RaceState, cars: readonly string[] = Object.keys(state.entries)): Entrant[] =>
  cars.map((car) => {
    const entry = state.entries[car];
    return { car, name: entry?.name ?? car, seat: entry ? seatOf(entry) : car };
  });

/**
 * The step open now. A snapshot from before the games declared their steps holds only its phase
 * and turn, and only the three kinds of step of those races: the step is asked of the game again,
 * after the one that came before it.
 */
export const openStep = (ruleset: AnyRuleset | undefined, state: RaceState): OpenStep | undefined => {
  if (state.step || !ruleset || !state.settings || !['qualifying', 'setup', 'racing'].includes(state.phase)) return state.step;
  const before = (kind: string, number: number): GameStep => ({ id: kind, kind, number, rank: 0, cars: [], window: 'PT1M' });
  const played =
    state.phase === 'qualifying'
      ? undefined
      : state.phase === 'setup'
        ? before('qualifying', 0)
        : state.turn === 1
          ? before('setup', 0)
          : before('racing', state.turn - 1);
  return ruleset.next({ state: state.game, played, cars: activeCars(state), settings: state.settings });
};

export const initialState: RaceState = { phase: 'none', entries: {}, pending: {}, grid: [], turn: 0, missedMoves: {} };

const foldGame = (ruleset: AnyRuleset | undefined, game: unknown, events: unknown[]): unknown =>
  ruleset ? events.reduce((state, e) => ruleset.evolve(state, e), game) : game;

/** The game's state after a step: the one the step made, or the fold of its events. */
const gameAfter = (ruleset: AnyRuleset | undefined, game: unknown, event: StepRecord | Extract<RaceEvent, { type: 'RegistrationClosed' }>): unknown => {
  if ('state' in event && event.state !== undefined) return event.state;
  return event.type === 'GridPublished' ? event.state : foldGame(ruleset, game, event.events ?? []);
};

/** The race moves to the step the game opens after `played`, or waits for its finish when the game opens none. */
const opening = (ruleset: AnyRuleset | undefined, state: RaceState, played: OpenStep | undefined, deadline: string | undefined): Partial<RaceState> => {
  const next = ruleset && state.settings ? ruleset.next({ state: state.game, played, cars: activeCars(state), settings: state.settings }) : undefined;
  return next
    ? { phase: next.kind, turn: next.number, step: next, deadline, pending: {} }
    : { step: undefined, pending: {}, ...(deadline ? { deadline } : {}) };
};

/**
 * How many steps the race has played. A snapshot from before it was counted holds the first
 * games' steps only: the grid (once the game's state exists), then the start and the turns before
 * the one open, which the turn number counts from the start on.
 */
export const stepsPlayed = (state: RaceState): number => state.played ?? (state.game === undefined ? 0 : 1) + state.turn;

/**
 * Counted steps the non-human player played for each car in a row (a car that sent starts again
 * from 0). A step changes the counts of the cars it waits for and no other: a car of a game of
 * moves one after another keeps its count through the moves of the others. The first games' turns
 * (`racing`, records.ts) drop the counts of the cars they leave out, which race no more, as their
 * stored races always have.
 */
const missedAfter = (ruleset: AnyRuleset | undefined, state: RaceState, kind: string, locked: Record<string, unknown>): RaceState['missedMoves'] =>
  ruleset?.kinds[kind]?.counted
    ? {
        ...(kind === 'racing' ? {} : state.missedMoves),
        ...Object.fromEntries(Object.keys(locked).map((car) => [car, countAfter(state, car, locked[car] === null)])),
      }
    : state.missedMoves;

/** A car's count after a counted step: one more for a miss, none after a submission, and as it was for an excused miss (an absence). */
const countAfter = (state: RaceState, car: string, missed: boolean): number => {
  const count = state.missedMoves[car] ?? 0;
  if (!missed) return 0;
  return state.excused?.[car] === undefined ? count + 1 : count;
};

const without = (record: Record<string, unknown>, car: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== car));

/** `car`, with the other cars of its seat while registration is open: a player registers, and leaves or comes back, with all his cars at once. */
const registered = (state: RaceState, car: string): string[] => {
  const entry = state.entries[car];
  return state.phase === 'registration' && entry ? [car, ...carsOfSeat(state, seatOf(entry)).filter((other) => other !== car)] : [car];
};

/** The entries with each of `cars` in or out of the race. */
const withStatus = (state: RaceState, cars: readonly string[], status: Entry['status']): RaceState['entries'] => ({
  ...state.entries,
  ...Object.fromEntries(cars.flatMap((car) => (state.entries[car] ? [[car, { ...state.entries[car], status }]] : []))),
});

/** The cars named leave the race: out, their submissions dropped, waited for no more. */
const retire = (state: RaceState, cars: readonly string[]): Pick<RaceState, 'entries' | 'pending' | 'step'> => ({
  entries: withStatus(state, cars, 'out'),
  pending: Object.fromEntries(Object.entries(state.pending).filter(([car]) => !cars.includes(car))),
  step: state.step && { ...state.step, cars: state.step.cars.filter((waiting) => !cars.includes(waiting)) },
});

/** What a deadline moved by the race's time policy leaves of it: the cars graced, or how far absences moved the deadlines so far. */
const policyMoved = (state: RaceState, { deadline, reason, cars = [] }: Extract<RaceEvent, { type: 'DeadlineExtended' }>): Partial<RaceState> => {
  if (reason === 'grace') return { graced: [...(state.graced ?? []), ...cars] };
  if (reason === 'absence' && state.deadline) {
    const moved = Date.parse(deadline) - Date.parse(state.deadline);
    const waitedBy = { ...state.waitedBy, ...Object.fromEntries(cars.map((car) => [car, (state.waitedBy?.[car] ?? 0) + moved])) };
    return { waited: (state.waited ?? 0) + moved, waitedBy };
  }
  return {};
};

/** The fold of races played under the rulesets of `rulesets`. */
export const evolver =
  (rulesets: Record<string, AnyRuleset>) =>
  (state: RaceState, event: RaceEvent): RaceState => {
    const ruleset = state.settings && own(rulesets, state.settings.rulesetId);
    const played = (event: StepRecord, deadline: string | undefined): RaceState => {
      const step = openStep(ruleset, state);
      const locked = lockedOf(event);
      // The step's excused cars and its votes to pause lapse with it (docs/pauses.md).
      const { excused: _excused, pauseVotes: _votes, ...rest } = state;
      const after: RaceState = {
        ...rest,
        game: gameAfter(ruleset, state.game, event),
        missedMoves: missedAfter(ruleset, state, step?.kind ?? '', locked),
        played: stepsPlayed(state) + 1,
      };
      return { ...after, ...opening(ruleset, after, step, deadline) };
    };
    switch (event.type) {
      case 'RaceCreated': {
        const { type: _type, v: _v, at, ...settings } = event;
        return { ...state, phase: 'registration', settings, createdAt: at };
      }
      case 'EntryRegistered': {
        const { car, cars = [car], name, email, language, timeZone, tokenHash } = event;
        const seat = cars.length > 1 ? { seat: car } : {};
        const entries = cars.map((one) => [
          one,
          { car: one, name, email, language, ...(timeZone ? { timeZone } : {}), tokenHash, ...seat, status: 'in' as const },
        ]);
        return { ...state, entries: { ...state.entries, ...Object.fromEntries(entries) } };
      }
      case 'EntryTokenIssued': {
        const first = state.entries[event.car];
        if (!first) return state;
        const issuedTokenHashes = [...(first.issuedTokenHashes ?? []), event.tokenHash].slice(-ISSUED_TOKENS_KEPT);
        const seat = carsOfSeat(state, seatOf(first)).map((car) => [car, { ...(state.entries[car] as Entry), issuedTokenHashes, issuedAt: event.at }]);
        return { ...state, entries: { ...state.entries, ...Object.fromEntries(seat) } };
      }
      case 'RegistrationClosed': {
        const begun: RaceState = { ...state, game: event.state ?? state.game };
        return { ...begun, phase: 'qualifying', ...opening(ruleset, begun, undefined, event.deadline) };
      }
      case 'QualifyingSubmitted':
      case 'SetupSubmitted':
      case 'MoveSubmitted':
      case 'Submitted':
        return { ...state, pending: { ...state.pending, [event.car]: payloadOf(event) } };
      case 'GridPublished':
        return { ...played(event, event.deadline), grid: ruleset ? ruleset.classification(event.state) : [] };
      case 'RaceStarted':
        return played(event, event.deadline);
      case 'TurnResolved':
        return played(event, event.nextDeadline);
      case 'StepPlayed':
        return played(event, event.deadline);
      case 'StandingOrderSet': {
        const others = without(state.standingOrders ?? {}, event.car);
        return { ...state, standingOrders: event.order === null ? others : { ...others, [event.car]: event.order } };
      }
      case 'DeadlineExtended':
        return { ...state, deadline: event.deadline, ...policyMoved(state, event) };
      case 'MissesExcused':
        return { ...state, excused: event.cars };
      case 'CarEliminated':
      case 'CarWithdrawn':
        // The car named, and every car the game's events say left with it (a seat with all its cars).
        return {
          ...state,
          ...retire(state, [...registered(state, event.car), ...(ruleset?.leaving?.(event.events) ?? [])]),
          game: foldGame(ruleset, state.game, event.events),
        };
      case 'CarReinstated':
        return { ...state, entries: withStatus(state, registered(state, event.car), 'in') };
      case 'SeatHandedOver': {
        const { car: seat, name, email, language, timeZone, tokenHash, from, step } = event;
        const drivers = driversOf(state, seat);
        if (!drivers) return state;
        const driver: Driver = { name, email, language, ...(timeZone ? { timeZone } : {}), from, ...(step ? { step } : {}), counted: stepsPlayed(state) };
        // The substitute's token replaces every token of the seat: the one registered and those issued since.
        const handedOver = carsOfSeat(state, seat).map((car) => {
          const { issuedTokenHashes: _issued, issuedAt: _at, timeZone: _zone, ...entry } = state.entries[car] as Entry;
          return [car, { ...entry, name, email, language, ...(timeZone ? { timeZone } : {}), tokenHash }];
        });
        return {
          ...state,
          entries: { ...state.entries, ...Object.fromEntries(handedOver) },
          tenures: { ...state.tenures, [seat]: [...drivers, driver] },
        };
      }
      case 'PauseVoted': {
        const { car, reason, until, at } = event;
        return { ...state, pauseVotes: { ...state.pauseVotes, [car]: { reason, until, at } } };
      }
      case 'RacePaused': {
        const { pauseVotes: _votes, deadline: _deadline, ...rest } = state;
        const { by, reason, until, left, at } = event;
        const taken = by === 'vote' ? { votePausesTaken: (state.votePausesTaken ?? 0) + 1 } : {};
        return { ...rest, ...taken, pause: { by, reason, at, ...(until ? { until } : {}), left } };
      }
      case 'RaceResumed': {
        const { pause: _pause, ...rest } = state;
        return { ...rest, deadline: event.deadline };
      }
      case 'RaceFinished': {
        // A race that finishes while paused (its last rival out) is paused no more.
        const { pause: _pause, pauseVotes: _votes, ...rest } = state;
        return {
          ...rest,
          phase: 'finished',
          step: undefined,
          deadline: undefined,
          pending: {},
          classification: event.classification,
          seed: event.seed,
          finishedAt: event.at,
        };
      }
    }
  };
