/**
 * Every fact of a race's life, one zod schema each. The generic race knows the lifecycle; what a
 * car is, what a move means and what happened on the track are the ruleset's payloads, validated
 * by the ruleset's own schemas. Each event carries its version `v`: a change of shape gets a new
 * version and an upcaster, never a rewrite of the log.
 */
import * as z from 'zod';
import { Roll, Shuffle } from '../dice.ts';
import { Duration } from './duration.ts';
import type { AnyRuleset } from './race-ruleset.ts';
import { FIRST_VERSION, gameEventVersion, versionOf } from './upcast.ts';

export const Instant = z.iso.datetime({ offset: true });
export const Car = z.string().regex(/^[1-9][0-9]{0,2}$/, { message: 'expected a car number such as "7"' });

/** Car numbers in numeric order ("2" before "10"): with no leading zero, the shorter number is the smaller. */
export const byCarNumber = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
export const Language = z.enum(['it', 'en']);
export type Language = z.infer<typeof Language>;
const hex32 = z.string().regex(/^[0-9a-f]{64}$/, { message: 'expected 64 lowercase hex digits' });
export const Sha256 = hex32;
/** The race's 32-byte dice seed (contract 3). */
export const Seed = hex32;
export const MaxStarters = z.union([z.literal(24), z.literal(26)]);

/** The game's own race options (see `optionsSchema` of domain/ruleset.ts); the race treats them as opaque. */
export const RaceOptions = z.record(z.string(), z.unknown());

/** What the organiser fixed when creating the race. */
export const RaceSettings = z.object({
  raceId: z.string(),
  title: z.string(),
  circuitId: z.string(),
  rulesetId: z.string(),
  laps: z.number().int(),
  maxStarters: MaxStarters,
  qualifyingWindow: Duration,
  turnWindow: Duration,
  /** SC-GNU-2 Proposed: consecutive moves the non-human player may make for a car. */
  maxConsecutiveMissedMoves: z.number().int(),
  /** The game's race options, its defaults filled in; absent for a game without options and in races created before it had any. */
  options: RaceOptions.optional(),
  /** The commitment to the secret dice seed (contract 3). */
  seedHash: Sha256,
});

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), v: z.literal(1), at: Instant, ...shape });

/**
 * A game event at the game's current version (domain/race/upcast.ts): no `v` means version 1, and
 * an event of another version is refused at `v` before the game's schema reads it, so that an
 * event written by newer code, or an old one no upcaster brought forward, is never read as
 * today's. At version 1 what the game's schema gives is stored as it always was; from version 2
 * on the event keeps its `v` even when the game's schema does not declare it.
 */
export const gameEventSchema = (ruleset: AnyRuleset): z.ZodType<unknown> => {
  const current = gameEventVersion(ruleset);
  const gate = z.unknown().superRefine((event, ctx) => {
    const version = versionOf(event);
    if (version === current) return;
    const known = typeof version === 'number' && Number.isInteger(version) && version >= 1;
    ctx.addIssue({
      code: 'custom',
      path: ['v'],
      input: event,
      message: !known
        ? `expected a game event version, got ${JSON.stringify(version)}`
        : version > current
          ? `game event version ${version} is newer than the ${ruleset.id} rules read (version ${current})`
          : `game event version ${version} of the ${ruleset.id} rules has no upcaster to version ${current}`,
    });
  });
  const game = gate.pipe(ruleset.eventSchema as z.ZodType<unknown>);
  if (current === FIRST_VERSION) return game;
  return game.transform((event) => (typeof event === 'object' && event !== null && !('v' in event) ? { ...event, v: current } : event));
};

/** Builds the event schema of races played under one ruleset. */
export const raceEventSchema = (ruleset: AnyRuleset) => {
  const rulesetEvents = z.array(gameEventSchema(ruleset));
  return z.discriminatedUnion('type', [
    event('RaceCreated', RaceSettings.shape),
    // The time zone was checked by `RegisterEntry`; a plain string here, so no later time-zone database can refuse an old event.
    event('EntryRegistered', { car: Car, name: z.string(), email: z.string(), language: Language, timeZone: z.string().optional(), tokenHash: Sha256 }),
    // A fresh token for a player whose registration answer was lost, emailed to his address only.
    event('EntryTokenIssued', { car: Car, tokenHash: Sha256 }),
    event('RegistrationClosed', { deadline: Instant }),
    event('QualifyingSubmitted', { car: Car, qualifying: ruleset.qualifyingSchema as z.ZodType<unknown> }),
    event('GridPublished', {
      /** Every pole lap as it was locked, now public (contract 4). */
      qualifying: z.record(Car, z.unknown()),
      /** `movesBinding` of the locked pole laps, which the qualifying rolls are bound to (contract 3). */
      binding: Sha256,
      /** The ruleset state that `qualify` produced: the initial state of the race. */
      state: z.unknown(),
      events: rulesetEvents,
      rolls: z.array(Roll),
      /** The step's shuffles, bound like its rolls; absent when it made none, as in every race before shuffles. */
      shuffles: z.array(Shuffle).optional(),
      deadline: Instant,
    }),
    event('SetupSubmitted', { car: Car, setup: ruleset.setupSchema as z.ZodType<unknown> }),
    event('RaceStarted', { setups: z.record(Car, z.unknown()), events: rulesetEvents, turn: z.number().int(), deadline: Instant }),
    event('MoveSubmitted', { car: Car, turn: z.number().int(), move: ruleset.moveSchema as z.ZodType<unknown> }),
    // Secret to all but its author until the finish (contract 4): it says how the car will be driven.
    event('StandingOrderSet', { car: Car, order: (ruleset.standingOrderSchema ?? z.never()).nullable() }),
    event('TurnResolved', {
      turn: z.number().int(),
      /** The locked moves, revealed; `null` for a car the non-human player drove (SC-GNU-1). */
      moves: z.record(Car, z.unknown()),
      /** `movesBinding` of the locked moves, which the turn's rolls are bound to (contract 3). */
      binding: Sha256,
      events: rulesetEvents,
      rolls: z.array(Roll),
      /** The turn's shuffles, bound like its rolls; absent when it made none. */
      shuffles: z.array(Shuffle).optional(),
      nextDeadline: Instant,
    }),
    event('DeadlineExtended', { deadline: Instant }),
    event('CarEliminated', { car: Car, reason: z.string(), events: rulesetEvents }),
    event('CarWithdrawn', { car: Car, events: rulesetEvents }),
    event('RaceFinished', { classification: z.array(Car), seed: Seed }),
  ]);
};

export type RaceEvent = z.infer<ReturnType<typeof raceEventSchema>>;
export type RaceEventType = RaceEvent['type'];

/** Events of races under any of `rulesets`: what the store validates at its boundary. */
export const storedEventSchema = (rulesets: Record<string, AnyRuleset>): z.ZodType<RaceEvent> => {
  const [first, ...more] = Object.values(rulesets).map((ruleset) => raceEventSchema(ruleset));
  if (!first) return z.never();
  return more.length === 0 ? first : z.union([first, ...more]);
};

/** A player's pole lap, setup or move: it waits in its step's ballot until the step locks it. */
export type Submission = Extract<RaceEvent, { type: 'QualifyingSubmitted' | 'SetupSubmitted' | 'MoveSubmitted' }>;

export const isSubmission = (event: RaceEvent): event is Submission =>
  event.type === 'QualifyingSubmitted' || event.type === 'SetupSubmitted' || event.type === 'MoveSubmitted';
