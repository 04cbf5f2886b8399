/**
 * A player who only picks from Lamborghini's choices (domain/lamborghini/choices/), as the web page
 * does: he asks with no picks, answers the first question still unanswered with one of its options
 * that may be picked, and asks again, until the choices give a submission. `random` picks the
 * options (and, at his first look, now and then an option nobody asks for: a card to play, his
 * Brakes instruction); a question he must answer with nothing he may pick is a dead end, and fails,
 * as does an option whose mark the picture does not carry.
 */
import { lamborghiniChoices } from '../../domain/lamborghini/choices/index.ts';
import type { LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Choices, Picks, Question } from '../../domain/race/choices.ts';
import type { Language } from '../../domain/race/language.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { BOARD } from './race-driver.ts';

export interface Asked {
  state: LamborghiniState;
  step: Step;
  car: string;
  settings: LamborghiniSettings;
  entrants: Entrant[];
  language?: Language;
  board?: typeof BOARD;
}

export const choicesOf = ({ state, step, car, settings, entrants, language = 'en', board = BOARD }: Asked, picks: Picks = {}): Choices =>
  lamborghiniChoices({ circuit: board, state, car, kind: step.kind, picks, language, settings, entrants })!;

const needed = (question: Question): number => (question.type === 'count' ? 1 : question.min);
const free = (question: Question) => question.options.filter((option) => option.disabled === undefined && !question.picked.includes(option.id));

/** A question with picks still to make and nothing that may be picked: the page would leave the player stuck. */
export const deadEnds = (choices: Choices): string[] =>
  choices.questions
    .filter((question) => question.picked.length < needed(question))
    .filter((question) => (question.type === 'count' ? question.min > question.max : free(question).length === 0))
    .map(({ id }) => id);

/** Which of the options a player would rather pick, if any: the rest of the time he picks at random. */
export type Preference = (question: Question, options: readonly Question['options'][number][]) => string | undefined;

/** The picks after one more click, or undefined when the player sends the submission the choices give. Throws at a dead end. */
export const nextPicks = (choices: Choices, picks: Picks, random: () => number, firstLook: boolean, prefer?: Preference): Picks | undefined => {
  const stuck = deadEnds(choices);
  if (stuck.length > 0) throw new Error(`dead end at ${stuck.join(', ')}`);
  const unmarked = choices.questions.flatMap(({ options }) => options).filter(({ mark }) => mark && !choices.picture?.includes(`data-choice="${mark}"`));
  if (unmarked.length > 0) throw new Error(`marks not on the picture: ${unmarked.map(({ mark }) => mark).join(', ')}`);
  const open = choices.questions.find((question) => question.picked.length < needed(question));
  const optional = firstLook
    ? choices.questions.find((question) => question.type !== 'count' && question.picked.length < question.max && free(question).length > 0)
    : undefined;
  const question = open ?? (optional && random() < 0.4 ? optional : undefined);
  if (question === undefined) {
    if (choices.submission === null) throw new Error('every question is answered and there is no submission');
    return undefined;
  }
  if (question.type === 'count') return { ...picks, [question.id]: [String(question.min + Math.floor(random() * (question.max - question.min + 1)))] };
  const options = free(question);
  const id = prefer?.(question, options) ?? options[Math.floor(random() * options.length)]!.id;
  return { ...picks, [question.id]: [...question.picked, id] };
};

/** Answers the step from its choices alone; every answer given along the way in `seen`. */
export const answer = (asked: Asked, random: () => number, seen: Choices[] = []): unknown => {
  let picks: Picks = {};
  for (let round = 0; round < 200; round++) {
    const choices = choicesOf(asked, picks);
    seen.push(choices);
    const next = nextPicks(choices, picks, random, round === 0);
    if (next === undefined) return choices.submission;
    picks = next;
  }
  throw new Error(`the choices of ${asked.step.id} never gave a submission`);
};
