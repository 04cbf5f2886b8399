/**
 * What the outside world may ask of a race. Payloads that belong to the game (a step's
 * submission, the race's settings) are validated by the game's schemas: submissions before they
 * reach `decide`, settings by `decide`.
 */
import * as z from 'zod';
import { PlainText } from '../text.ts';
import { Duration } from './duration.ts';
import { Car, Instant, Sha256, StepName } from './events.ts';
import { CircuitId, RaceId } from './ids.ts';
import { Language } from './language.ts';
import { MinimumRecord, RecordFigures } from './minimum-record.ts';
import { RaceSchedule } from './schedule.ts';
import { TimePolicy } from './time-policy.ts';
import { TimeZone } from './time-zone.ts';

/** The game a race or a circuit is for; without one, the registry's default game (domain/rulesets.ts). */
export const RulesetId = z.string().min(1).max(64);

/** Every other field is the game's own setting (its `createSchema`), which `decide` judges and fills with the game's defaults. */
export const CreateRace = z.looseObject({
  type: z.literal('CreateRace'),
  raceId: RaceId,
  title: PlainText.trim().min(1).max(120),
  circuitId: CircuitId,
  rulesetId: RulesetId.optional(),
  /** How long before each deadline the players who have not sent are reminded (`PT12H` when absent); null for none. */
  reminderBefore: Duration.nullable().optional(),
  /** The finished race this one follows, for a game whose races go on from one another (`Ruleset.championship.carry`). */
  follows: RaceId.optional(),
  /** When deadlines may fall: outside quiet hours, on run days, in a time zone; any time when absent. */
  schedule: RaceSchedule.optional(),
  /** What absences and missed deadlines do (time-policy.ts); as races always did when absent. */
  timePolicy: TimePolicy.optional(),
  /** How many times the players may pause the race by a vote (`DEFAULT_VOTE_PAUSES` when absent; 0 for never). */
  votePauses: z.number().int().min(0).max(10).optional(),
  /** How many days a pause by vote may last at most (`DEFAULT_VOTE_PAUSE_DAYS` when absent). */
  votePauseDays: z.number().int().min(1).max(30).optional(),
  /** What a driver's record must show for him to register (domain/race/minimum-record.ts); anyone may register when absent. */
  minimumRecord: MinimumRecord.optional(),
});

export const RegisterEntry = z.object({
  type: z.literal('RegisterEntry'),
  name: PlainText.trim().min(1).max(60),
  email: z.email().max(254),
  language: Language.default('en'),
  /** IANA time zone the player reads deadlines in; UTC without it. */
  timeZone: TimeZone.optional(),
  tokenHash: Sha256,
  /** The driver's record as the application read it, for a race that asks a minimum; never recorded. */
  record: RecordFigures.optional(),
});

/** A player asks for a fresh token, sent only to the address he registered. */
export const IssueEntryToken = z.object({
  type: z.literal('IssueEntryToken'),
  email: z.email().max(254),
  tokenHash: Sha256,
  /** The organiser's reissue (his own request, once per Idempotency-Key): not held to a player's one in 10 minutes. */
  byOrganiser: z.literal(true).optional(),
});

export const CloseRegistration = z.object({ type: z.literal('CloseRegistration') });
/** A car's submission for the open step, its payload parsed with the step kind's schema; `step` names the step the player means. */
export const Submit = z.object({ type: z.literal('Submit'), car: Car, step: StepName.optional(), submission: z.unknown() });
/** The commands of the first games' steps, each a `Submit` or a `PlayStep` of its kind of step. */
export const SubmitQualifying = z.object({ type: z.literal('SubmitQualifying'), car: Car, qualifying: z.unknown() });
/**
 * The organiser plays a step when he decides, before its deadline too (SC-PBEM-3, SC-PBEM-4); the
 * scheduled referee never sets it and waits for the deadline or every car (SC-PBEM-6).
 */
const Force = z.boolean().optional();
export const PublishGrid = z.object({ type: z.literal('PublishGrid'), force: Force });
export const SubmitSetup = z.object({ type: z.literal('SubmitSetup'), car: Car, setup: z.unknown() });
export const StartRace = z.object({ type: z.literal('StartRace'), force: Force });
export const SubmitMove = z.object({
  type: z.literal('SubmitMove'),
  car: Car,
  /** The turn the player means; a move for another turn is refused rather than misapplied. */
  turn: z.number().int().min(1).optional(),
  move: z.unknown(),
});
/** `order` null clears it. The game's schema validates it before it reaches `decide`. */
export const SetStandingOrder = z.object({ type: z.literal('SetStandingOrder'), car: Car, order: z.unknown() });
export const ResolveTurn = z.object({ type: z.literal('ResolveTurn'), turn: z.number().int().min(1), force: Force });
/** Plays the open step; with `step`, only if it is the one open. */
export const PlayStep = z.object({ type: z.literal('PlayStep'), step: StepName.optional(), force: Force });
/** Moves the open step's deadline, later or earlier, never past; the command and its event keep the name of the first case. */
export const ExtendDeadline = z.object({ type: z.literal('ExtendDeadline'), deadline: Instant });
export const EliminateCar = z.object({ type: z.literal('EliminateCar'), car: Car, reason: PlainText.trim().min(1).max(500) });
export const WithdrawCar = z.object({ type: z.literal('WithdrawCar'), car: Car });
/** The organiser brings back a car withdrawn while registration is still open (docs/rules-decisions.md: never mid-race). */
export const ReinstateCar = z.object({ type: z.literal('ReinstateCar'), car: Car });
/**
 * The organiser hands the seat of `car` to a substitute, taken as registration takes a player:
 * the seat's cars and what the game keeps of them stay where they are, only who drives them
 * changes (docs/substitutes.md). `tokenHash` is the substitute's new token's.
 */
export const HandOverSeat = RegisterEntry.extend({
  type: z.literal('HandOverSeat'),
  car: Car,
  /**
   * The organiser puts the substitute in short of the minimum record the race asks, to keep the
   * seat alive (a newcomer, say): his record is then neither read nor judged, and the handover
   * says so. Without it a substitute is held to the minimum as a registering driver is.
   */
  waiveMinimumRecord: z.boolean().optional(),
  /**
   * How many steps the race has played, counted on its log by the application: the state's own
   * count (`stepsPlayed`) starts from another number in a race whose game begins with a state.
   */
  played: z.number().int().min(0),
});

const Reason = PlainText.trim().min(1).max(500);
/** The organiser stops the race's clock (docs/pauses.md): no step is due and nobody is reminded until it resumes, by him or at `until`. */
export const PauseRace = z.object({ type: z.literal('PauseRace'), reason: Reason, until: Instant.optional() });
/** The organiser restarts the clock; `scheduled`: the resolver, at the pause's `until` and not before. */
export const ResumeRace = z.object({ type: z.literal('ResumeRace'), reason: Reason.optional(), scheduled: z.boolean().optional() });
/** A player's vote to pause the race, for `days` or `until` an instant (one of them): a majority of the seats still in the race pauses it. */
export const VotePause = z.object({
  type: z.literal('VotePause'),
  car: Car,
  reason: Reason,
  days: z.number().int().min(1).max(30).optional(),
  until: Instant.optional(),
});

export const RaceCommand = z.discriminatedUnion('type', [
  CreateRace,
  RegisterEntry,
  IssueEntryToken,
  CloseRegistration,
  Submit,
  PlayStep,
  SubmitQualifying,
  PublishGrid,
  SubmitSetup,
  StartRace,
  SubmitMove,
  SetStandingOrder,
  ResolveTurn,
  ExtendDeadline,
  EliminateCar,
  WithdrawCar,
  ReinstateCar,
  HandOverSeat,
  PauseRace,
  ResumeRace,
  VotePause,
]);
export type RaceCommand = z.infer<typeof RaceCommand>;
