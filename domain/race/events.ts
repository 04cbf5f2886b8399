/**
 * Every fact of a race's life, one zod schema each. The generic race knows the lifecycle; what a
 * car is, what a move means and what happened on the track are the ruleset's payloads, validated
 * by the ruleset's own schemas. Each event carries its version `v`: a change of shape gets a new
 * version and an upcaster, never a rewrite of the log.
 */
import * as z from 'zod';
import { Roll, Shuffle } from '../dice.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import { Duration } from './duration.ts';
import { Language } from './language.ts';
import { MinimumRecord } from './minimum-record.ts';
import { RecordedSchedule } from './schedule.ts';
import { RecordedTimePolicy } from './time-policy.ts';
import { FIRST_VERSION, gameEventVersion, versionOf } from './version.ts';

export const Instant = z.iso.datetime({ offset: true });
export const Car = z.string().regex(/^[1-9][0-9]{0,2}$/, { message: 'expected a car number such as "7"' });

/** Car numbers in numeric order ("2" before "10"): with no leading zero, the shorter number is the smaller. */
export const byCarNumber = (a: string, b: string): number => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const hex32 = z.string().regex(/^[0-9a-f]{64}$/, { message: 'expected 64 lowercase hex digits' });
export const Sha256 = hex32;
/** The race's 32-byte dice seed (contract 3). */
export const Seed = hex32;
/** A step's name, as the game gives it (`turn-3`, `bid-1`). */
export const StepName = z.string().regex(/^[a-z][A-Za-z0-9-]{0,39}$/, { message: 'expected a step name such as "turn-3"' });

/**
 * What the organiser fixed when creating the race: what every race has, and beside it the
 * game's own settings (its `settingsSchema`), which the race keeps as they were recorded.
 */
export const RaceSettings = z.looseObject({
  raceId: z.string(),
  title: z.string(),
  circuitId: z.string(),
  rulesetId: z.string(),
  /** How long before a step's deadline the players who have not sent are reminded; null for no reminders, `DEFAULT_REMINDER` when absent. */
  reminderBefore: Duration.nullable().optional(),
  /** The commitment to the secret dice seed (contract 3). */
  seedHash: Sha256,
  /** The finished race of the same game this one follows in a championship, whose players go on from it. */
  follows: z.string().optional(),
  /** What the race it follows handed on (`Ruleset.championship.carry`), for the game's `begin`. */
  carried: z.unknown().optional(),
  /** When deadlines may fall (schedule.ts); any time when absent. */
  schedule: RecordedSchedule.optional(),
  /** What absences and missed deadlines do (time-policy.ts); as every race always did when absent. */
  timePolicy: RecordedTimePolicy.optional(),
  /** How many pauses by vote the race allows (docs/pauses.md); `DEFAULT_VOTE_PAUSES` when absent. */
  votePauses: z.number().int().optional(),
  /** How many days a pause by vote may last; `DEFAULT_VOTE_PAUSE_DAYS` when absent. */
  votePauseDays: z.number().int().optional(),
  /** What a driver's record must show for him to register; absent for a race open to anyone. */
  minimumRecord: MinimumRecord.optional(),
});
export type RaceSettings = z.infer<typeof RaceSettings>;

/**
 * Who drives a seat, as his registration or a handover records him. The time zone was checked by
 * the command; a plain string here, so no later time-zone database can refuse an old event.
 */
export const driverFields = { name: z.string(), email: z.string(), language: Language, timeZone: z.string().optional() };

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
  const schemaOf = (kind: string): z.ZodType<unknown> => ruleset.kinds[kind]?.schema ?? z.never();
  return z.discriminatedUnion('type', [
    // The game's settings beside the race's, read back as they were recorded.
    event('RaceCreated', { ...RaceSettings.shape, ...ruleset.settingsSchema.shape }),
    // `cars`: the seat's cars, for a game whose players drive several (the first is `car`); absent for one car.
    event('EntryRegistered', { car: Car, cars: z.array(Car).optional(), ...driverFields, tokenHash: Sha256 }),
    // A fresh token for a player whose registration answer was lost, emailed to his address only.
    event('EntryTokenIssued', { car: Car, tokenHash: Sha256 }),
    event('RegistrationClosed', {
      deadline: Instant,
      /** The game's state as `begin` made it, with what its dice did; absent for games that begin at their first step. */
      state: z.unknown().optional(),
      events: rulesetEvents.optional(),
      binding: Sha256.optional(),
      rolls: z.array(Roll).optional(),
      shuffles: z.array(Shuffle).optional(),
    }),
    event('QualifyingSubmitted', { car: Car, qualifying: schemaOf('qualifying') }),
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
    event('SetupSubmitted', { car: Car, setup: schemaOf('setup') }),
    event('RaceStarted', { setups: z.record(Car, z.unknown()), events: rulesetEvents, turn: z.number().int(), deadline: Instant }),
    event('MoveSubmitted', { car: Car, turn: z.number().int(), move: schemaOf('racing') }),
    /** A car's submission for a step of any other kind, secret to all but its author until the step reveals it (contract 4). */
    event('Submitted', { car: Car, step: StepName, kind: z.string(), submission: z.unknown() }).superRefine((submitted, ctx) => {
      const result = schemaOf(submitted.kind).safeParse(submitted.submission);
      for (const issue of result.error?.issues ?? []) ctx.addIssue({ ...issue, path: ['submission', ...issue.path] } as z.core.$ZodRawIssue);
    }),
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
    /** A step of any other kind played (the first three kinds keep the events their races have always had). */
    event('StepPlayed', {
      step: StepName,
      kind: z.string(),
      number: z.number().int(),
      /** The locked submissions, revealed unless the kind keeps them secret; `null` for a car the non-human player played. */
      submissions: z.record(Car, z.unknown()),
      /** `movesBinding` of the locked submissions, which the step's rolls are bound to (contract 3). */
      binding: Sha256,
      /** The game's state this step made, for the step that makes it; later steps change it by their events. */
      state: z.unknown().optional(),
      events: rulesetEvents,
      rolls: z.array(Roll),
      shuffles: z.array(Shuffle).optional(),
      /** The deadline of the step it opened; absent when none is left. */
      deadline: Instant.optional(),
    }),
    // `reason` and `cars` when the race's time policy moved it (time-policy.ts): the absent cars it waits for, or the cars given their grace.
    // `waitedElsewhere`: in a race of a season or championship, how far each waited car's absences had moved the deadlines of its other races.
    event('DeadlineExtended', {
      deadline: Instant,
      reason: z.enum(['absence', 'grace']).optional(),
      cars: z.array(Car).optional(),
      waitedElsewhere: z.record(Car, z.number()).optional(),
    }),
    // The absent cars of the step `step`, played by the non-human player without a counted miss: `bot` no miss at all, `excused` an excused one.
    event('MissesExcused', { step: StepName, cars: z.record(Car, z.enum(['bot', 'excused'])) }),
    event('CarEliminated', { car: Car, reason: z.string(), events: rulesetEvents }),
    event('CarWithdrawn', { car: Car, events: rulesetEvents }),
    // Only while registration is open, when no game has the car in its state yet.
    event('CarReinstated', { car: Car }),
    // A substitute drives the seat of `car` (its first car) from the `from`-th step the race plays on (the `step` open then, if any);
    // every token of the seat is replaced by his (docs/substitutes.md).
    // `minimumWaived`: the organiser put him in short of the race's minimum record (HandOverSeat's `waiveMinimumRecord`).
    event('SeatHandedOver', {
      car: Car,
      ...driverFields,
      tokenHash: Sha256,
      from: z.number().int().min(1),
      step: StepName.optional(),
      minimumWaived: z.literal(true).optional(),
    }),
    event('RaceFinished', { classification: z.array(Car), seed: Seed }),
    // A seat's vote to pause the race until `until` (docs/pauses.md); it lapses with the step.
    event('PauseVoted', { car: Car, reason: z.string(), until: Instant }),
    // The clock stopped with `left` milliseconds to the open step's deadline; `votes`: the seats whose votes paused it.
    event('RacePaused', {
      by: z.enum(['organiser', 'vote']),
      reason: z.string(),
      until: Instant.optional(),
      left: z.number().int().min(1),
      votes: z.array(Car).optional(),
    }),
    // The clock restarted by the organiser or at the pause's `until`: the deadline is the resume plus the time that was left, fitted to the schedule.
    event('RaceResumed', { by: z.enum(['organiser', 'until']), reason: z.string().optional(), deadline: Instant }),
  ]);
};

export type RaceEvent = z.infer<ReturnType<typeof raceEventSchema>>;
export type RaceEventType = RaceEvent['type'];

/** An event as the decider drafts it: the race stamps its version and time. */
export type Draft = { [E in RaceEvent as E['type']]: Omit<E, 'v' | 'at'> }[RaceEvent['type']];

/** Events of races under any of `rulesets`: what the store validates at its boundary. */
export const storedEventSchema = (rulesets: Record<string, AnyRuleset>): z.ZodType<RaceEvent> => {
  const [first, ...more] = Object.values(rulesets).map((ruleset) => raceEventSchema(ruleset));
  if (!first) return z.never();
  return more.length === 0 ? first : z.union([first, ...more]);
};

/** A player's submission for a step (a pole lap, a setup, a move, a bid): it waits in its step's ballot until the step locks it. */
export type Submission = Extract<RaceEvent, { type: 'QualifyingSubmitted' | 'SetupSubmitted' | 'MoveSubmitted' | 'Submitted' }>;

export const isSubmission = (event: RaceEvent): event is Submission =>
  event.type === 'QualifyingSubmitted' || event.type === 'SetupSubmitted' || event.type === 'MoveSubmitted' || event.type === 'Submitted';

/** What a submission sends, whatever its kind's record. */
export const payloadOf = (event: Submission): unknown =>
  event.type === 'QualifyingSubmitted'
    ? event.qualifying
    : event.type === 'SetupSubmitted'
      ? event.setup
      : event.type === 'MoveSubmitted'
        ? event.move
        : event.submission;

/** The events that play a step. */
export type StepRecord = Extract<RaceEvent, { type: 'GridPublished' | 'RaceStarted' | 'TurnResolved' | 'StepPlayed' }>;

export const isStepRecord = (event: RaceEvent): event is StepRecord =>
  event.type === 'GridPublished' || event.type === 'RaceStarted' || event.type === 'TurnResolved' || event.type === 'StepPlayed';

/** The events that roll: the steps with dice, and the close of registration of a game that begins with a shuffle or a roll. */
export type DiceEvent =
  | Extract<RaceEvent, { type: 'GridPublished' | 'TurnResolved' | 'StepPlayed' }>
  | (Extract<RaceEvent, { type: 'RegistrationClosed' }> & { binding: string; rolls: Roll[] });

export const isDiceEvent = (event: RaceEvent): event is DiceEvent =>
  event.type === 'GridPublished' ||
  event.type === 'TurnResolved' ||
  event.type === 'StepPlayed' ||
  (event.type === 'RegistrationClosed' && event.rolls !== undefined && event.binding !== undefined);

/** Turn 0 holds the rolls before the race (docs/dice.md); a step of any other kind rolls on its number. */
export const diceTurn = (event: DiceEvent): number => (event.type === 'TurnResolved' ? event.turn : event.type === 'StepPlayed' ? event.number : 0);
