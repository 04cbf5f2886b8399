/**
 * What a seat may send in the open step, as choices to pick rather than a submission to write: the
 * list of legal actions of Rally the Troops' `view(game, role)`, for games whose submissions are
 * sealed and sent whole. A submission is built by answering the step's questions one pick at a
 * time: the game is asked again with the picks so far (`Picks`) and answers with the questions as
 * they now stand (a later question may depend on an earlier pick: the ways to reach the end
 * picked, the coupon after the manoeuvre) and, once every question is answered, the `submission`
 * the picks make. That submission is sent as any client's would be, and the kind's `check` judges
 * it: the choices only make the legal ones easy to find.
 *
 * Every word is in the reader's language; each option says what it costs or risks (a roll needed,
 * wear, Gomma, money) and, where it has a place on the race picture, which mark shows it.
 */
import * as z from 'zod';

/** A question's or an option's name, as the game gives it and the picks repeat it. */
export const ChoiceId = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_.:+-]+$/, 'letters, digits and _ . : + - only');

/** The picks so far, by question: the options picked (in order, for a list of preferences), or a count's number as its one pick. */
export const Picks = z.record(ChoiceId, z.array(ChoiceId).max(40)).default({});
export type Picks = z.infer<typeof Picks>;

export const ChoiceOption = z.object({
  id: ChoiceId,
  label: z.string(),
  /** What picking it costs or risks, in words: `roll 4 or more on 1d6`, `1 Gomma`, `€ 20`. */
  detail: z.string().optional(),
  /** Why it cannot be picked now; absent when it can. */
  disabled: z.string().optional(),
  /** The element of `Choices.picture` that shows it (`data-choice` equal to this). */
  mark: z.string().optional(),
});
export type ChoiceOption = z.infer<typeof ChoiceOption>;

/**
 * A question of the step. `one`: one of the options (or none, when `min` is 0); `many`: between
 * `min` and `max` of them, in the order picked when `ordered` (preferences, most wanted first);
 * `count`: a whole number from `min` to `max` (a bid, points to share), no options.
 */
export const Question = z.object({
  id: ChoiceId,
  label: z.string(),
  help: z.string().optional(),
  type: z.enum(['one', 'many', 'count']),
  min: z.number().int(),
  max: z.number().int(),
  ordered: z.boolean().optional(),
  options: z.array(ChoiceOption),
  /** What is picked now: option ids, or the count as text. */
  picked: z.array(ChoiceId),
});
export type Question = z.infer<typeof Question>;

/** A game's answer: the questions as the picks leave them, the totals, and the submission once complete. */
export const Choices = z.object({
  questions: z.array(Question),
  /** What the submission picked so far costs and risks in all, in words (`Roll needed: 9 or more on 2d6`). */
  summary: z.array(z.string()),
  /** What the player should know before sending it (it ends his race, it is not played as written). */
  warnings: z.array(z.string()),
  /** The submission the picks make, as the kind's schema takes it; null while a question is unanswered. */
  submission: z.record(z.string(), z.unknown()).nullable(),
  /** The submission in the game's notation, for kinds that have one: what the player would have typed. */
  text: z.string().optional(),
  /** The race drawn for the reader with a mark (`data-choice`) for each option that has a place on it. */
  picture: z.string().optional(),
});
export type Choices = z.infer<typeof Choices>;

/** What the API answers: the game's choices for a car of the reader's seat in the open step. */
export const StepChoices = Choices.extend({ step: z.string(), car: z.string() });
export type StepChoices = z.infer<typeof StepChoices>;

/**
 * The kind a game's `choices` is asked with for a standing order (the default order of the steps a
 * player misses, `Ruleset.standingOrderSchema`): its `submission` is the order.
 */
export const STANDING_ORDER = 'standingOrder';
/** What the API answers for a standing order's choices: a car's, whatever step is open. */
export const CarChoices = Choices.extend({ car: z.string() });
export type CarChoices = z.infer<typeof CarChoices>;

/** What the player picked for `question`: the option ids, or nothing. */
export const pickedOf = (picks: Picks, question: string): string[] => (Object.hasOwn(picks, question) ? (picks[question] ?? []) : []);

/**
 * The option picked for a `one` question, if it is one of `options` and may be picked: a pick
 * left over from an earlier answer that no longer applies is dropped rather than refused, as a
 * form forgets a field it no longer shows.
 */
export const pickedOption = (picks: Picks, question: string, options: readonly ChoiceOption[]): ChoiceOption | undefined => {
  const [id] = pickedOf(picks, question);
  return options.find((option) => option.id === id && option.disabled === undefined);
};

/** The count picked for a `count` question, if it is a whole number from `min` to `max`. */
export const pickedCount = (picks: Picks, question: string, min: number, max: number): number | undefined => {
  const [text] = pickedOf(picks, question);
  const count = text === undefined || !/^-?[0-9]{1,9}$/.test(text) ? Number.NaN : Number(text);
  return Number.isInteger(count) && count >= min && count <= max ? count : undefined;
};

/** A `one` question, its pick kept when it still applies. */
export const oneOf = (picks: Picks, question: { id: string; label: string; help?: string; optional?: boolean }, options: ChoiceOption[]): Question => {
  const chosen = pickedOption(picks, question.id, options);
  return {
    id: question.id,
    label: question.label,
    ...(question.help === undefined ? {} : { help: question.help }),
    type: 'one',
    min: question.optional ? 0 : 1,
    max: 1,
    options,
    picked: chosen ? [chosen.id] : [],
  };
};

/** A `count` question, its pick kept when it is still in range. */
export const countOf = (picks: Picks, question: { id: string; label: string; help?: string }, min: number, max: number): Question => {
  const count = pickedCount(picks, question.id, min, max);
  return {
    id: question.id,
    label: question.label,
    ...(question.help === undefined ? {} : { help: question.help }),
    type: 'count',
    min,
    max,
    options: [],
    picked: count === undefined ? [] : [String(count)],
  };
};

/** A `many` question, the picks kept that are still options that may be picked, in their order, at most `max`. */
export const manyOf = (
  picks: Picks,
  question: { id: string; label: string; help?: string; min: number; max: number; ordered?: boolean },
  options: ChoiceOption[],
): Question => {
  const allowed = new Set(options.filter((option) => option.disabled === undefined).map((option) => option.id));
  const chosen = [...new Set(pickedOf(picks, question.id))].filter((id) => allowed.has(id)).slice(0, question.max);
  return {
    id: question.id,
    label: question.label,
    ...(question.help === undefined ? {} : { help: question.help }),
    type: 'many',
    min: question.min,
    max: question.max,
    ...(question.ordered ? { ordered: true } : {}),
    options,
    picked: chosen,
  };
};

/** Whether every question has as many picks as it needs: a count its number, the others at least their `min`. */
export const answered = (questions: readonly Question[]): boolean =>
  questions.every((question) => question.picked.length >= (question.type === 'count' ? 1 : question.min));
