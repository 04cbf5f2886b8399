/**
 * A person who only clicks a Speed Circuit step's choices (domain/race/choices.ts), as the race page
 * would let him: each click answers the first question he wants to change, the game is asked again,
 * and once nothing is left to click the choices' submission is what he sends. He reads the options'
 * words as a player would: the speeds that need no roll and no wear, up to 120 mph; a line that
 * neither spins nor crashes, without the die, costing no wear when one does; the defaults elsewhere.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Choices, Question } from '../../domain/race/choices.ts';
import type { RefereedRuleset } from '../../domain/race/ruleset.ts';

export type Answer = Choices & { step?: string; car?: string };
export type Picks = Record<string, string[]>;

const FREE = /^(no roll, no wear|nessun tiro, nessun punto wear)$/;
const RISKY = /spins|out:|rear-ends|testacoda|fuori gara|tamponamento/;
const NO_WEAR = /no wear|nessun punto wear/;
const CAUTIOUS_SPEED = 120;

const unanswered = (question: Question): boolean => question.picked.length < (question.type === 'count' ? 1 : question.min);

/** What a careful driver clicks for a question still unanswered. */
function careful(question: Question): string[] | undefined {
  const name = question.id.replace(/^t\d+\./, '');
  const pickable = question.options.filter((option) => option.disabled === undefined);
  if (name === 'speed') {
    const free = pickable.filter((option) => FREE.test(option.detail ?? '') && Number(option.id) <= CAUTIOUS_SPEED);
    return [(free.at(-1) ?? pickable[0]!).id];
  }
  if (pickable.length === 0) return undefined;
  if (name === 'curve1' || name === 'curve2') {
    const safe = pickable.filter((option) => !RISKY.test(option.detail ?? '') && !option.id.endsWith('.D'));
    return [(safe.find((option) => NO_WEAR.test(option.detail ?? '')) ?? safe[0] ?? pickable[0]!).id];
  }
  return [pickable[0]!.id];
}

/** The picks he wants for `question` now, if they differ from what it has: `wanted` first, then careful driving for what is unanswered. */
export function clickFor(question: Question, wanted: Picks): string[] | undefined {
  const want = wanted[question.id];
  if (want !== undefined) return want.join() === question.picked.join() ? undefined : want;
  return unanswered(question) ? careful(question) : undefined;
}

/**
 * His next click: the first question he wants otherwise; with nothing unanswered and still no
 * submission, one more point where a count may take it (a car build not yet spent).
 */
function nextClick(answer: Answer, wanted: Picks): { id: string; picks: string[] } | undefined {
  for (const question of answer.questions) {
    const picks = clickFor(question, wanted);
    if (picks !== undefined) return { id: question.id, picks };
  }
  if (answer.submission !== null) return undefined;
  const more = answer.questions.find((question) => question.type === 'count' && Number(question.picked[0] ?? question.min) < question.max);
  return more && { id: more.id, picks: [String(Number(more.picked[0] ?? more.min) + 1)] };
}

/** Clicks until every question is answered as he wants; every answer seen is handed to `seen`. */
export async function clickThrough(
  ask: (picks: Picks) => Promise<Answer> | Answer,
  wanted: Picks = {},
  seen: (answer: Answer) => void = () => {},
): Promise<Answer> {
  let picks: Picks = {};
  for (let click = 0; click < 400; click++) {
    const answer = await ask(picks);
    seen(answer);
    const next = nextClick(answer, wanted);
    if (next === undefined) {
      if (answer.submission === null) throw new Error(`nothing left to click, and no submission: ${JSON.stringify(answer)}`);
      return answer;
    }
    picks = { ...picks, [next.id]: next.picks };
  }
  throw new Error('400 clicks and the step is still not answered');
}

/** Every word an answer shows its reader. */
export const wordsOf = (answer: Answer): string[] => [
  ...answer.questions.flatMap((question) => [
    question.label,
    question.help ?? '',
    ...question.options.flatMap((option) => [option.label, option.detail ?? '', option.disabled ?? '']),
  ]),
  ...answer.summary,
  ...answer.warnings,
];

/** Rule ids (SC-QUAL-4, SCC-LAPS, SC-SOFT-1..3) are the rulebooks' names in both languages. */
const RULE_IDS = /\bSCC?-[A-Z]+(-\d+(\.\.\d+)?)?/g;

/** The words among `words` that show `foreign`'s language, rule ids apart. */
export const foreignWords = (words: readonly string[], foreign: RegExp): string[] => words.filter((text) => foreign.test(text.replace(RULE_IDS, '')));

/**
 * Words of the page's English that an Italian reader must never see, the rule terms the AICS
 * league's Italian rulebook translates among them (spin: testacoda, trajectory: traiettoria, brake
 * check: controllo freni, pits: box); its own terms (W, WF, wear counted in "punti wear", Acc,
 * Dec, Top Speed, Start Speed, mph) are both languages'.
 */
export const ENGLISH =
  /\b(the|and|lane|curve|turn|turns|points|left|inside|slipstream|tyres|square|squares|roll|passes|from|to|with|car|dice|lap|laps|stop|keep|no|wear a lap|free|spins?|trajector(y|ies)|brakes?|pits|grid|rear-ends?|crash(es)?|luck|beyond|pays?|nessun wear)\b/i;
/** Italian words an English reader must never see. */
export const ITALIAN = /\b(corsia|velocità|giro|curva|punti|scia|gomme|turno|casella|caselle|dadi|nessun|fino)\b/i;

/** The kind's check and the referee's: what `POST /submissions` judges a submission with; throws its refusal. */
export function judge<C, S, E, T>(game: RefereedRuleset<C, S, E, T>, circuit: C, state: S | undefined, car: string, kind: string, submission: unknown): void {
  const step = game.kinds[kind]!;
  const parsed = step.schema.parse(submission);
  step.check(circuit, state, car, parsed);
  game.referee.check?.[kind]?.(circuit, state, car, parsed);
}

/** Every question may still be answered: none asks for a pick among options none of which may be picked. */
export const deadEnds = (answer: Answer): string[] =>
  answer.questions
    .filter((question) => question.type !== 'count' && question.min > 0 && question.options.every((option) => option.disabled !== undefined))
    .map((question) => question.id);

/**
 * Random clicks on an answer's questions (`draws` picks the question and the options), then careful
 * clicks on whatever is left unanswered: the choices a person reaches by changing his mind any way he likes.
 */
export function randomClicks(ask: (picks: Picks) => Answer, draws: readonly number[], seen: (answer: Answer) => void): Answer {
  let picks: Picks = {};
  for (const draw of draws) {
    const answer = ask(picks);
    seen(answer);
    const question = answer.questions[draw % Math.max(1, answer.questions.length)];
    if (question === undefined) break;
    const pickable = question.options.filter((option) => option.disabled === undefined).map((option) => option.id);
    const count = () => String(question.min + (Math.floor(draw / 7) % (question.max - question.min + 1)));
    const some = () => pickable.filter((_, i) => (draw >> i) & 1).slice(0, question.max);
    const one = () => (pickable.length === 0 ? [] : [pickable[draw % pickable.length]!]);
    picks = { ...picks, [question.id]: question.type === 'count' ? [count()] : question.type === 'many' ? some() : one() };
  }
  for (let click = 0; click < 200; click++) {
    const answer = ask(picks);
    seen(answer);
    const next = nextClick(answer, {});
    if (next === undefined) return answer;
    picks = { ...picks, [next.id]: next.picks };
  }
  throw new Error('200 careful clicks and the step is still not answered');
}

/**
 * Any picks, in any order, for a car to move in any of `states`: they lead it to a move the check
 * accepts, never to a question none of whose options may be picked.
 */
export function anyRacingPicks<C, S, E, T>(
  game: RefereedRuleset<C, S, E, T>,
  circuit: C,
  states: readonly S[],
  carsToMove: (state: S) => string[],
  ask: (state: S, car: string, picks: Picks) => Answer,
): void {
  fc.assert(
    fc.property(fc.nat(), fc.array(fc.nat({ max: 1 << 12 }), { maxLength: 12 }), (at, draws) => {
      const state = states[at % states.length]!;
      const racing = carsToMove(state);
      const car = racing[at % racing.length]!;
      const seen: Answer[] = [];
      const answer = randomClicks(
        (picks) => ask(state, car, picks),
        draws,
        (one) => seen.push(one),
      );
      expect(seen.flatMap(deadEnds)).toEqual([]);
      judge(game, circuit, state, car, 'racing', answer.submission);
    }),
    { numRuns: 40 },
  );
}
