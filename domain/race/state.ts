/**
 * The race as a fold of its events. `evolve` is total: the events were validated when they were
 * decided, so folding never judges them again.
 */
import * as z from 'zod';
import { own } from '../own.ts';
import { Car, Instant, Language, type RaceEvent, RaceSettings, Seed, Sha256 } from './events.ts';
import type { AnyRuleset } from './race-ruleset.ts';

export const Phase = z.enum(['none', 'registration', 'qualifying', 'setup', 'racing', 'finished']);
export type Phase = z.infer<typeof Phase>;

export const Entry = z.object({
  car: Car,
  name: z.string(),
  email: z.string(),
  language: Language,
  timeZone: z.string().optional(),
  tokenHash: Sha256,
  /** Tokens issued since registration (`EntryTokenIssued`), the newest last; each works beside the first. */
  issuedTokenHashes: z.array(Sha256).optional(),
  issuedAt: Instant.optional(),
  /** `out` once withdrawn or eliminated. */
  status: z.enum(['in', 'out']),
});
export type Entry = z.infer<typeof Entry>;

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
  /** Current race turn; 0 before the start. */
  turn: z.number().int(),
  deadline: Instant.optional(),
  /** Each car's default order for the turns it misses, in games that have them. */
  standingOrders: z.record(Car, z.unknown()).optional(),
  /** Consecutive turns each car was driven by the non-human player (SC-GNU-2). */
  missedMoves: z.record(Car, z.number().int()),
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

export const initialState: RaceState = { phase: 'none', entries: {}, pending: {}, grid: [], turn: 0, missedMoves: {} };

const foldGame = (ruleset: AnyRuleset | undefined, game: unknown, events: unknown[]): unknown =>
  ruleset ? events.reduce((state, e) => ruleset.evolve(state, e), game) : game;

const without = (record: Record<string, unknown>, car: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => key !== car));

const retire = (state: RaceState, car: string): Pick<RaceState, 'entries' | 'pending'> => {
  const entry = state.entries[car];
  return {
    entries: entry ? { ...state.entries, [car]: { ...entry, status: 'out' } } : state.entries,
    pending: without(state.pending, car),
  };
};

/** The fold of races played under the rulesets of `rulesets`. */
export const evolver =
  (rulesets: Record<string, AnyRuleset>) =>
  (state: RaceState, event: RaceEvent): RaceState => {
    const ruleset = state.settings && own(rulesets, state.settings.rulesetId);
    switch (event.type) {
      case 'RaceCreated': {
        const { type: _type, v: _v, at, ...settings } = event;
        return { ...state, phase: 'registration', settings, createdAt: at };
      }
      case 'EntryRegistered': {
        const { car, name, email, language, timeZone, tokenHash } = event;
        const entry = { car, name, email, language, ...(timeZone ? { timeZone } : {}), tokenHash, status: 'in' as const };
        return { ...state, entries: { ...state.entries, [car]: entry } };
      }
      case 'EntryTokenIssued': {
        const entry = state.entries[event.car];
        if (!entry) return state;
        const issuedTokenHashes = [...(entry.issuedTokenHashes ?? []), event.tokenHash].slice(-ISSUED_TOKENS_KEPT);
        return { ...state, entries: { ...state.entries, [event.car]: { ...entry, issuedTokenHashes, issuedAt: event.at } } };
      }
      case 'RegistrationClosed':
        return { ...state, phase: 'qualifying', deadline: event.deadline };
      case 'QualifyingSubmitted':
        return { ...state, pending: { ...state.pending, [event.car]: event.qualifying } };
      case 'GridPublished':
        return {
          ...state,
          phase: 'setup',
          game: event.state,
          grid: ruleset ? ruleset.classification(event.state) : [],
          pending: {},
          deadline: event.deadline,
        };
      case 'SetupSubmitted':
        return { ...state, pending: { ...state.pending, [event.car]: event.setup } };
      case 'RaceStarted':
        return { ...state, phase: 'racing', game: foldGame(ruleset, state.game, event.events), pending: {}, turn: event.turn, deadline: event.deadline };
      case 'MoveSubmitted':
        return { ...state, pending: { ...state.pending, [event.car]: event.move } };
      case 'StandingOrderSet': {
        const others = without(state.standingOrders ?? {}, event.car);
        return { ...state, standingOrders: event.order === null ? others : { ...others, [event.car]: event.order } };
      }
      case 'TurnResolved': {
        const missedMoves = Object.fromEntries(Object.keys(event.moves).map((car) => [car, event.moves[car] === null ? (state.missedMoves[car] ?? 0) + 1 : 0]));
        return {
          ...state,
          game: foldGame(ruleset, state.game, event.events),
          pending: {},
          missedMoves,
          turn: event.turn + 1,
          deadline: event.nextDeadline,
        };
      }
      case 'DeadlineExtended':
        return { ...state, deadline: event.deadline };
      case 'CarEliminated':
      case 'CarWithdrawn':
        return { ...state, ...retire(state, event.car), game: foldGame(ruleset, state.game, event.events) };
      case 'RaceFinished':
        return { ...state, phase: 'finished', deadline: undefined, pending: {}, classification: event.classification, seed: event.seed, finishedAt: event.at };
    }
  };
