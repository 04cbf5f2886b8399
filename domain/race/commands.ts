/**
 * What the outside world may ask of a race. Payloads that belong to the game (qualifying, setup,
 * move) are validated by the ruleset's schemas before they reach `decide`.
 */
import * as z from 'zod';
import { PlainText } from '../text.ts';
import { Duration } from './duration.ts';
import { Car, Instant, Language, MaxStarters, RaceOptions, Sha256 } from './events.ts';

const isTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** The ruleset of a race or a circuit created without one: the game the backend was first made for. */
export const DEFAULT_RULESET_ID = 'aics-3.06';
export const RulesetId = z.string().min(1).max(64).default(DEFAULT_RULESET_ID);

export const CreateRace = z.object({
  type: z.literal('CreateRace'),
  raceId: z.string().regex(/^[A-Za-z0-9_]{1,40}$/, { message: 'expected 1 to 40 letters, digits or "_"' }),
  title: PlainText.trim().min(1).max(120),
  circuitId: z.string().min(1).max(64),
  rulesetId: RulesetId,
  laps: z.number().int().min(1).max(20).default(6), // SC-GAME-4
  maxStarters: MaxStarters.default(24), // SC-QUAL-12
  qualifyingWindow: Duration.default('PT24H'), // SC-QUAL-1
  turnWindow: Duration.default('PT48H'), // SC-PBEM-3
  maxConsecutiveMissedMoves: z.number().int().min(0).max(100).default(5), // SC-GNU-2 Proposed
  /** Choices the game offers, e.g. `{ "finish": "allCars" }` in classic (SCC-WIN-2 Proposed); `decide` checks them against the ruleset. */
  options: RaceOptions.optional(),
});

export const RegisterEntry = z.object({
  type: z.literal('RegisterEntry'),
  name: PlainText.trim().min(1).max(60),
  email: z.email().max(254),
  language: Language.default('en'),
  /** IANA time zone the player reads deadlines in; UTC without it. */
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'expected an IANA time zone such as "Europe/Rome"' }).optional(),
  tokenHash: Sha256,
});

/** A player asks for a fresh token, sent only to the address he registered. */
export const IssueEntryToken = z.object({ type: z.literal('IssueEntryToken'), email: z.email().max(254), tokenHash: Sha256 });

export const CloseRegistration = z.object({ type: z.literal('CloseRegistration') });
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
export const ExtendDeadline = z.object({ type: z.literal('ExtendDeadline'), deadline: Instant });
export const EliminateCar = z.object({ type: z.literal('EliminateCar'), car: Car, reason: PlainText.trim().min(1).max(500) });
export const WithdrawCar = z.object({ type: z.literal('WithdrawCar'), car: Car });

export const RaceCommand = z.discriminatedUnion('type', [
  CreateRace,
  RegisterEntry,
  IssueEntryToken,
  CloseRegistration,
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
]);
export type RaceCommand = z.infer<typeof RaceCommand>;
