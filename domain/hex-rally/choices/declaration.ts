/**
 * The choices of a turn's declaration (HX-DECL-1, HX-NOTE-1): the manoeuvre, M0 to M5, each with
 * its difficulty where the car may declare it now and the reason where it may not; then what the
 * manoeuvre picked asks for in the notation's order (the side, the rows, the speed change), each
 * option with its difficulty and the roll it needs; then the horn (HX-DECL-2 Proposed), optional.
 * Every option stands for the legal orders it leaves open (legality.ts), so whatever is picked
 * ends in an order the check accepts. The summary gives the order's difficulty, the failure's
 * increase included (HX-ROLL-1), and the 3d6 needed once the modifiers are counted (HX-ROLL-6).
 *
 * The free description of HX-DECL-1 is left to the API and the typed notation: a choice has no
 * text to write.
 */
import { type ChoiceOption, type Choices, oneOf, type Picks, type Question } from '../../race/choices.ts';
import type { Entrant } from '../../race/ruleset.ts';
import { drivingOf, HORN_RANGE } from '../declaring.ts';
import { difficultyOf } from '../difficulty.ts';
import { distance, type Side } from '../hex.ts';
import { candidateOrders, type Declaring, orderProblem, type Problem, type Refusal } from '../legality.ts';
import { drive, startOf } from '../non-human.ts';
import { printDeclaration } from '../notation.ts';
import { type Order, orderedSpeed, speedChange } from '../order.ts';
import { ALL_WAYS, modifiersOf, totalOf, waysAtLeast } from '../roll.ts';
import { type CarState, type HexRallyState, racingCars } from '../state.ts';
import type { Track } from '../track/types.ts';
import { type ChoiceWords, type Cost, modifiersInWords } from './words.ts';

/** An order the car might declare: why it may not, if it may not, and its own difficulty (HX-ROLL-2's original). */
interface Candidate {
  order: Order;
  problem: Problem | undefined;
  own: number;
}

interface Seat {
  words: ChoiceWords;
  state: HexRallyState;
  car: CarState;
  /** Whether the player sounds his horn: its −1 is on every roll he may pick. */
  sounds: boolean;
}

const SIDES: readonly Side[] = ['left', 'right'];

/** The speed change as the notation writes it, the option's id: `none`, `A2`, `B3`. */
const changeOf = (order: Order): string => {
  const by = speedChange(order);
  return by > 0 ? `A${by}` : by < 0 ? `B${-by}` : 'none';
};

/** The picks that make `order`, as a player clicks them: what a client that knows its order (a test, the bench) sends. */
export const picksOf = (order: Order): Picks => ({
  manoeuvre: [String(order.manoeuvre)],
  ...('side' in order ? { side: [order.side] } : {}),
  ...('rows' in order ? { rows: [String(order.rows)] } : {}),
  ...(order.manoeuvre === 0 || order.manoeuvre === 5 ? {} : { speed: [changeOf(order)] }),
});

const costOf = ({ state, car, sounds }: Seat, { order, own }: Candidate): Cost => {
  const difficulty = own + car.increase;
  const need = difficulty - totalOf([], modifiersOf({ driver: car.driver, humans: state.humans, penalties: car.penalties, order, sounds }));
  return { difficulty, need, ways: waysAtLeast(need) };
};

/** Why none of `candidates` may be declared: the easiest one's difficulty when that is all that stops them, else the first one's reason. */
const refusalOf = (candidates: readonly Candidate[]): Refusal => {
  const tooHard = candidates.filter((c) => c.problem?.refusal.rule === 'difficulty').sort((a, b) => a.own - b.own);
  return (tooHard[0] ?? candidates[0]!).problem!.refusal;
};

/** An option that stands for `candidates`: its cost, or its range from the easiest legal one to the hardest; disabled when none is legal. */
const optionOf = (seat: Seat, id: string, label: string, candidates: readonly Candidate[]): ChoiceOption => {
  const costs = candidates.filter((c) => c.problem === undefined).map((c) => costOf(seat, c));
  if (costs.length === 0) return { id, label, disabled: seat.words.refused(refusalOf(candidates)) };
  const easiest = costs.reduce((a, b) => (b.need < a.need ? b : a));
  const hardest = Math.max(...costs.map((c) => c.difficulty));
  return { id, label, detail: hardest === easiest.difficulty ? seat.words.cost(easiest) : seat.words.costRange(easiest, hardest) };
};

const speedLabel = (words: ChoiceWords, order: Order, speed: number): string => {
  const after = orderedSpeed(order, speed);
  const by = speedChange(order);
  if (by === 0) return words.speed.keep(after, order.manoeuvre === 4);
  return by > 0 ? words.speed.accelerate(by, after) : words.speed.brake(-by, after);
};

/** The speed change's question, each change standing for the candidates that make it. */
const speedQuestion = (seat: Seat, picks: Picks, candidates: readonly Candidate[]): Question => {
  const changes = [...new Set(candidates.map((c) => changeOf(c.order)))];
  return oneOf(
    picks,
    { id: 'speed', label: seat.words.speed.question },
    changes.map((change) => {
      const making = candidates.filter((c) => changeOf(c.order) === change);
      return optionOf(seat, change, speedLabel(seat.words, making[0]!.order, seat.car.speed), making);
    }),
  );
};

/** The side: a lane change, a turn and a handbrake turn cost the same to either side, which the manoeuvre's option already says. */
const sideQuestion = ({ words }: Seat, picks: Picks, manoeuvre: 3 | 4 | 5): Question =>
  oneOf(
    picks,
    { id: 'side', label: words.side.question(manoeuvre) },
    SIDES.map((side) => ({ id: side, label: words.side.sides[side] })),
  );

/** What the manoeuvre picked asks for, and the order once it is all picked. */
const manoeuvreQuestions = (seat: Seat, picks: Picks, manoeuvre: Order['manoeuvre'], candidates: readonly Candidate[]) => {
  if (manoeuvre === 0) return { questions: [], chosen: candidates[0] };
  if (manoeuvre === 1 || manoeuvre === 2) {
    const speed = speedQuestion(seat, picks, candidates);
    return { questions: [speed], chosen: candidates.find((c) => changeOf(c.order) === speed.picked[0]) };
  }
  const side = sideQuestion(seat, picks, manoeuvre);
  const sided = candidates.filter((c) => 'side' in c.order && c.order.side === (side.picked[0] ?? 'left'));
  if (manoeuvre === 5) return { questions: [side], chosen: side.picked.length > 0 ? sided[0] : undefined };
  const rowsOf = (c: Candidate) => ('rows' in c.order ? c.order.rows : 0);
  // A turn may end many rows aside: those no speed change makes legal, beyond the farthest one that is, are not offered.
  const farthest = Math.max(...sided.filter((c) => c.problem === undefined).map(rowsOf));
  const rowCounts = [...new Set(sided.map(rowsOf))].filter((rows) => rows <= farthest);
  const rows = oneOf(
    picks,
    { id: 'rows', label: seat.words.rows.question(manoeuvre), ...(manoeuvre === 4 ? { help: seat.words.rows.help } : {}) },
    rowCounts.map((count) =>
      optionOf(
        seat,
        String(count),
        seat.words.rows.label(count),
        sided.filter((c) => rowsOf(c) === count),
      ),
    ),
  );
  const pickedRows = rows.picked[0] === undefined ? undefined : Number(rows.picked[0]);
  const speed = speedQuestion(
    seat,
    picks,
    sided.filter((c) => pickedRows === undefined || rowsOf(c) === pickedRows),
  );
  const chosen =
    pickedRows === undefined || side.picked.length === 0 ? undefined : sided.find((c) => rowsOf(c) === pickedRows && changeOf(c.order) === speed.picked[0]);
  return { questions: [side, rows, speed], chosen };
};

const hornQuestion = (seat: Seat, picks: Picks, car: string, entrants: readonly Entrant[]): Question | undefined => {
  const others = racingCars(seat.state).filter((other) => other !== car);
  if (others.length === 0) return undefined;
  const { horn } = seat.words;
  return oneOf(
    picks,
    { id: 'horn', label: horn.question, help: horn.help, optional: true },
    others.map((other) => {
      const hexes = distance(seat.car.hex, seat.state.cars[other]!.hex);
      const label = horn.label(other, entrants.find((e) => e.car === other)?.name ?? other, hexes);
      return hexes > HORN_RANGE ? { id: other, label, disabled: horn.far(hexes, HORN_RANGE) } : { id: other, label, detail: horn.detail(other) };
    }),
  );
};

/** What the chosen order does if it succeeds and nothing else is in its way: the wall hit on its route, the finish. */
const ahead = (track: Track, { state, car, words }: Seat, order: Order): { summary: string[]; warnings: string[] } => {
  const end = drive({ track, state }, startOf(car), order, 0, []);
  return {
    summary: end.laps >= state.lapsToFinish ? [words.summary.finish] : [],
    warnings: end.damage > 0 ? [words.warnings.wall(end.damage, order.manoeuvre === 5, end.broken)] : [],
  };
};

export interface DeclarationInput {
  track: Track;
  state: HexRallyState;
  car: string;
  picks: Picks;
  words: ChoiceWords;
  entrants: readonly Entrant[];
}

export function declarationChoices({ track, state, car, picks, words, entrants }: DeclarationInput): Choices {
  const racing = state.cars[car]!;
  const declaring: Declaring = { ...drivingOf(state, racing), increase: racing.increase };
  const seat: Seat = { words, state, car: racing, sounds: false };
  const horn = hornQuestion(seat, picks, car, entrants);
  const sounding: Seat = { ...seat, sounds: (horn?.picked.length ?? 0) > 0 };
  const candidates = candidateOrders(state.stats).map((order) => ({ order, problem: orderProblem(order, declaring), own: difficultyOf(order, declaring) }));
  const manoeuvres = ([0, 1, 2, 3, 4, 5] as const).map((m) => ({ m, of: candidates.filter((c) => c.order.manoeuvre === m) }));
  const manoeuvre = oneOf(
    picks,
    { id: 'manoeuvre', label: words.manoeuvre.question, help: words.manoeuvre.help },
    manoeuvres.map(({ m, of }) => optionOf(sounding, String(m), words.manoeuvre.names[m], of)),
  );
  const picked = manoeuvres.find(({ m }) => String(m) === manoeuvre.picked[0]);
  const more = picked ? manoeuvreQuestions(sounding, picks, picked.m, picked.of) : { questions: [], chosen: undefined };
  const questions = [manoeuvre, ...more.questions, ...(horn ? [horn] : [])];

  const modifiers = modifiersOf({
    driver: racing.driver,
    humans: state.humans,
    penalties: racing.penalties,
    order: more.chosen?.order ?? { manoeuvre: 0 },
    sounds: sounding.sounds,
  });
  const summary = [
    words.summary.speed(racing.speed, racing.increase),
    ...(modifiers.length > 0 ? [words.summary.onRoll(modifiersInWords(words, modifiers))] : []),
  ];
  const chosen = more.chosen;
  if (chosen === undefined) return { questions, summary, warnings: [], submission: null };

  const submission = { order: chosen.order, ...(sounding.sounds ? { horn: horn!.picked[0]! } : {}) };
  const cost = costOf(sounding, chosen);
  const text = printDeclaration(submission, 'latin');
  const failures = racing.failures;
  const outcome = ahead(track, sounding, chosen.order);
  return {
    questions,
    summary: [
      ...summary,
      words.summary.order(text, words.summary.describe(chosen.order), orderedSpeed(chosen.order, racing.speed)),
      words.summary.difficulty(chosen.own, racing.increase),
      ...(cost.ways === 0 ? [] : [words.summary.need(cost)]),
      // HX-ROLL-2 Proposed: only a manoeuvre whose own difficulty is not 0 takes the least degree.
      ...(failures > 0 && chosen.own > 0 && cost.ways < ALL_WAYS ? [words.summary.atLeast(failures >= 2 ? 3 : 2)] : []),
      ...outcome.summary,
    ],
    warnings: [...(cost.ways === 0 ? [words.warnings.cannotSucceed(cost.need)] : []), ...outcome.warnings],
    submission,
    text,
  };
}
