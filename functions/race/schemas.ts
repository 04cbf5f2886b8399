/**
 * The request and response bodies of the API that do not belong to a game; the game's own
 * bodies (a race's settings, what each kind of step takes) are the game's schemas.
 */
import * as z from 'zod';
import { Picks } from '../../domain/race/choices.ts';
import {
  CreateRace,
  EliminateCar,
  HandOverSeat,
  PauseRace,
  RegisterEntry,
  ReinstateCar,
  ResumeRace,
  RulesetId,
  VotePause,
  WithdrawCar,
} from '../../domain/race/commands.ts';
import { Car, Instant, Seed, StepName } from '../../domain/race/events.ts';
import { CircuitId } from '../../domain/race/ids.ts';
import { Language } from '../../domain/race/language.ts';

/** Every other field is the game's setting, judged by the game (its `createSchema`). */
export const CreateRaceBody = CreateRace.omit({ type: true, raceId: true }).extend({
  id: CreateRace.shape.raceId.optional(),
  /** A fixed seed makes a race reproducible; it stays secret until the finish all the same. */
  seed: Seed.optional(),
});

export const RegisterBody = RegisterEntry.omit({ type: true, tokenHash: true, record: true }).strict();
/** The step the organiser's resolve (`RESOLVER_ROUTES.resolve`) means: its name (`qualifying`, `setup`, `turn-3`, `bid-2`), or `{ "turn": 3 }` for `turn-3`; without it, the step open now. */
export const ResolveBody = z
  .object({
    turn: z.number().int().min(1).max(9999).optional(),
    step: StepName.optional(),
  })
  .strict()
  .refine((body) => body.turn === undefined || body.step === undefined || body.step === `turn-${body.turn}`, {
    message: 'turn and step name different steps',
    path: ['step'],
  });
/** A player who lost his token asks for a new one, sent to the address he registered. */
export const TokenRequestBody = RegisterEntry.pick({ email: true }).strict();
/** A player asks for his calendar feed, sent to the address he registered with. */
export const CalendarFeedRequestBody = RegisterEntry.pick({ email: true }).strict();
export const DeadlineBody = z.object({ deadline: Instant }).strict();
export const EliminateBody = EliminateCar.omit({ type: true }).strict();
/** The organiser pauses the race (docs/pauses.md): why, and until when if he knows; without `until` it lasts until he resumes it. */
export const PauseBody = PauseRace.omit({ type: true }).strict();
export const ResumeBody = ResumeRace.omit({ type: true, scheduled: true }).strict();
/** A player's vote to pause the race: why, and for how many days or until when (one of them). */
export const PauseVoteBody = VotePause.omit({ type: true, car: true })
  .strict()
  .refine((body) => (body.days === undefined) !== (body.until === undefined), { message: 'send either "days" or "until"', path: ['days'] });
/** The organiser's withdrawal names the car; a player's withdraws his own and has no body. */
export const WithdrawBody = WithdrawCar.omit({ type: true }).strict();
export const ReinstateBody = ReinstateCar.omit({ type: true }).strict();
/** The seat of `car` (any of its cars) handed to the substitute named, as registration takes him. */
export const HandOverBody = HandOverSeat.omit({ type: true, tokenHash: true, played: true, record: true }).strict();
export const UploadCircuitBody = z
  .object({
    id: CircuitId,
    rulesetId: RulesetId.optional(),
    file: z.unknown(),
  })
  .strict();
/**
 * A submission for the open step of any game: the submission as data (`submission`) or in the
 * game's notation (`text`); `step` names the step meant, and `car` the car, for a player who
 * drives several (his first otherwise).
 */
export const SubmissionBody = z
  .object({ step: StepName.optional(), car: Car.optional(), submission: z.unknown().optional(), text: z.string().max(4000).optional() })
  .strict()
  .refine((body) => (body.submission === undefined) !== (body.text === undefined), { message: 'send either "submission" or "text"', path: ['submission'] });
/** The picks so far of the open step's choices (domain/race/choices.ts), for `car` of the caller's seat (his first otherwise). */
export const ChoicesBody = z.object({ step: StepName.optional(), car: Car.optional(), picks: Picks }).strict();
/** The picks so far of a standing order's choices, for `car` of the caller's seat. */
export const StandingOrderChoicesBody = ChoicesBody.omit({ step: true });
/** A move as the game's move text, e.g. `{ "text": "140 CB 1W * I" }`. */
export const MoveText = z.object({ text: z.string().max(2000), turn: z.number().int().min(1).optional() }).strict();
/** What a move body may carry besides the move itself: the turn it is meant for, or the move as text. */
export const MoveEnvelope = z.looseObject({ turn: z.number().int().min(1).optional(), text: z.string().optional() });
export const AfterQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
/** `?car=`: another car of the caller's seat. */
export const CarQuery = z.object({ car: Car.optional() });
/**
 * `?turn=N`: the picture right after turn N was resolved; `?step=<name>`: right after that step
 * (any game's); `?language=`: its words' language, English by default.
 */
export const PictureQuery = z.object({ turn: z.coerce.number().int().min(1).optional(), step: StepName.optional(), language: Language.optional() });

/** 1 for a car's first submission in a step, 2 for its second, …: the highest one is played. */
const Revision = z.number().int().min(1);
/**
 * The answer to a pole lap, setup or move: the step, the submission's revision, the submission as
 * understood under the game's own name (`qualifying`, `setup` or `move`), and who has sent in.
 */
export const Receipt = z.looseObject({
  car: Car,
  /** The step's kind, and its number (the turn). */
  phase: z.string(),
  turn: z.number().int(),
  step: StepName,
  revision: Revision,
  sent: z.array(Car),
  waitingFor: z.array(Car),
  /** What the player should know before the step is played (it ends his race, it cannot be played as written); none to say: empty. */
  warnings: z.array(z.object({ field: z.string(), message: z.string() })),
});
/** The caller's submission that its open step will play, with its revision; null when there is none. */
export const MyQualifying = z.object({ car: Car, qualifying: z.unknown().nullable(), revision: Revision.nullable() });
export const MySetup = z.object({ car: Car, setup: z.unknown().nullable(), revision: Revision.nullable() });
export const MySubmission = z.object({ car: Car, step: StepName.nullable(), submission: z.unknown().nullable(), revision: Revision.nullable() });
export const MyMove = z.object({ car: Car, turn: z.number().int(), move: z.unknown().nullable(), text: z.string().nullable(), revision: Revision.nullable() });

/** Every refusal (RFC 9457, functions/http/problem.ts): `errors` names the offending fields; a 5xx carries the `requestId` it was logged under. */
export const ProblemBody = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), reason: z.string() })),
  requestId: z.string().optional(),
});
