/**
 * A Speed Circuit move as choices to click, whichever rulebook (SC-NOTATION-7..12, SCC-MOVE-5): the
 * speed with its rolls and braking, how a braking beyond Dec is paid, the slipstream, a pit stop,
 * the lane or trajectory for each curve the move reaches (up to three, most wanted first), then
 * where to end among the squares the movement can end on. Each option says what it costs on the
 * best faces, worked out by the rulebook's turn engine (engine.ts); the summary says what the whole
 * move costs and where it ends.
 *
 * Left to the typed notation: placement preferences that depend on the other cars' moves (S, S:<car>,
 * NOSLIP) and a second placement after the first; leaving an arrow the car stands on, which the
 * rulebooks make costly (SC-CURVE-8, SCC-CURVE-4); a wear amount written beside a line, which the
 * Speed Master deducts anyway (SC-AUTO-5).
 */
import { type ChoiceOption, manyOf, oneOf, type Picks, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import type { Move, MovementPreference } from '../aics/schemas.ts';
import type { EliminationReason } from '../aics/state.ts';
import { lineName, withLine } from '../lines.ts';
import type { DiceNeeded, Line, Projection } from '../move-preview.ts';
import type { BrakingOption, LineOption, MoveEngine, SpeedOption } from './engine.ts';
import { MOVE_WORDS, type MoveWords } from './words.ts';

export interface RacingChoicesInput<Event> {
  engine: MoveEngine<Event>;
  /** The engine once the speed is picked, when it differs: a pole lap's flying start, already at that speed. */
  at?: (speed: number) => MoveEngine<Event>;
  picks: Picks;
  language: Language;
  /** Before every question's id and label: the turn of a pole lap (`t3.`, `Turn 3: `). */
  prefix?: { id: string; label: string };
}

export interface RacingChoices {
  questions: Question[];
  summary: string[];
  warnings: string[];
  /** The move the picks make; null while a question is unanswered. */
  move: Move | null;
}

/** The events the words read, which both rulebooks record alike. */
type Told = { type: string; reason?: EliminationReason; square?: string };

const MAX_LINES = 3;

/** A `one` question whose unpicked answer is `fallback`: the choice the rulebook makes for a player who says nothing. */
export function oneWithDefault(picks: Picks, question: { id: string; label: string; help?: string }, options: ChoiceOption[], fallback: string): Question {
  const asked = oneOf(picks, question, options);
  return asked.picked.length > 0 ? asked : { ...asked, picked: [fallback] };
}

/** `18C`, `76 D1` as a choice id, which has no spaces. */
export const squareChoice = (square: string): string => square.replace(' ', '_');

const diceText = (w: MoveWords, dice: DiceNeeded): string => w.dice(dice.count, dice.sides, w.purposes[dice.purpose] ?? dice.purpose, dice.passesUpTo);

function speedDetail(w: MoveWords, engine: MoveEngine<unknown>, speed: SpeedOption): string {
  const { braking } = speed;
  const parts = [
    ...speed.rolls.map((dice) => diceText(w, dice)),
    ...(braking === null
      ? []
      : [`${w.beyondDec(braking.beyondDec, w.wear(braking.W, braking.WF, engine.terms.brakeWear))}${braking.spin ? `, ${w.thenSpin}` : ''}`]),
  ];
  return parts.join('; ') || w.free;
}

function outcome(w: MoveWords, projection: Projection<unknown>): string {
  const events = projection.events as Told[];
  const out = events.find((event) => event.type === 'CarEliminated');
  if (out?.reason !== undefined) return w.out(out.reason);
  const spun = events.find((event) => event.type === 'CarSpun');
  if (spun?.square !== undefined) return w.spins(spun.square);
  const rearEnded = events.find((event) => event.type === 'RearEnded');
  if (rearEnded?.square !== undefined) return w.rearEnds(rearEnded.square);
  return projection.to === 'pits' ? w.intoPits : w.to(projection.to);
}

const costText = (w: MoveWords, engine: MoveEngine<unknown>, projection: Projection<unknown>): string =>
  [w.wear(projection.W, projection.WF, engine.terms.brakeWear), ...projection.dice.map((dice) => diceText(w, dice))].join(', ');

const projectionDetail = (w: MoveWords, engine: MoveEngine<unknown>, projection: Projection<unknown>): string =>
  `${outcome(w, projection)} · ${costText(w, engine, projection)}`;

const brakingId = ({ braking }: BrakingOption): string => `${braking.first}${braking.brakeCheck ? '.BC' : ''}`;

function brakingChoice(w: MoveWords, engine: MoveEngine<unknown>, option: BrakingOption): ChoiceOption {
  const { braking, price, rolls } = option;
  const label = braking.brakeCheck ? w.brakeCheckFor(braking.first, engine.terms.brakeWear) : w.payWear(braking.first, engine.terms.brakeWear);
  const detail = [w.wear(price.W, price.WF, engine.terms.brakeWear), ...rolls.map((dice) => diceText(w, dice)), ...(price.spin ? [w.thenSpin] : [])];
  return { id: brakingId(option), label, detail: detail.join(', ') };
}

/**
 * Every line the movement can take, and beside each that pays wear the same line paid with the die
 * where that changes what the car pays or where it ends (SC-CURVE-13; SCC-CURVE-6: at 60 mph over,
 * the luck test rather than the certain spin).
 */
function lineChoices<Event>(
  w: MoveWords,
  engine: MoveEngine<Event>,
  move: Move,
  named: { field: 'curve1' | 'curve2'; curve: string },
): { id: string; via: Line; option: LineOption<Event> }[] {
  return engine.lines(move, named).flatMap((option) => {
    const id = lineName(option.via);
    if (option.projection.W === 0) return [{ id, via: option.via, option }];
    const via: Line = { ...option.via, pay: 'die' };
    const rolled = engine.project(withLine(move, named.field, via), false);
    const differs = rolled.W !== option.projection.W || outcome(w, rolled) !== outcome(w, option.projection);
    return [{ id, via: option.via, option }, ...(differs ? [{ id: `${id}.D`, via, option: { via, projection: rolled } }] : [])];
  });
}

const lineLabel = (w: MoveWords, engine: MoveEngine<unknown>, via: Line): string =>
  `${via.kind === 'lane' ? w.lane(via.lane) : w.trajectory(via.trajectory)}${via.pay === 'die' ? w.withDie[engine.terms.die] : ''}`;

const BOXES = { track: { kind: 'box' }, dry: { kind: 'box', tyres: 'dry' }, wet: { kind: 'box', tyres: 'wet' } } as const;
type BoxChoice = keyof typeof BOXES;

/** The box goes beside the first curve's lines; the lines leave it room (SC-PIT-5 Proposed: BOX is a movement token). */
const withBox = (move: Move, box: BoxChoice | null): Move => (box === null ? move : { ...move, curve1: [...move.curve1, BOXES[box]] });

function warningsOf(w: MoveWords, projection: Projection<unknown>): string[] {
  const out = (projection.events as Told[]).find((event) => event.type === 'CarEliminated');
  return [
    ...(out?.reason === undefined ? [] : [w.endsRace(out.reason)]),
    ...(projection.defaulted === null ? [] : [w.gnuDrives(projection.defaulted.curve)]),
    ...projection.forced.map(({ curve, took }) => w.forced(curve, took)),
  ];
}

function summaryOf(w: MoveWords, engine: MoveEngine<unknown>, projection: Projection<unknown>): string[] {
  const first = outcome(w, projection);
  return [
    `${first.charAt(0).toUpperCase()}${first.slice(1)}.`,
    w.pays(w.wear(projection.W, projection.WF, engine.terms.brakeWear)),
    projection.dice.length === 0 ? w.noDice : w.rolls(projection.dice.map((dice) => diceText(w, dice))),
    w.caveat,
  ];
}

/** The move's declaration and what it does on the best faces, in words; and what to be warned of. */
const moveInWords = (w: MoveWords, engine: MoveEngine<unknown>, move: Move, projection: Projection<unknown>): { summary: string[]; warnings: string[] } => ({
  summary: [w.declared(move.speed, engine.from), ...summaryOf(w, engine, projection)],
  warnings: warningsOf(w, projection),
});

/** What `move`, written rather than clicked (a standing order's move), would do: its summary and warnings as a clicked move's. */
export const projectedMove = <Event>(engine: MoveEngine<Event>, move: Move, language: Language): { summary: string[]; warnings: string[] } =>
  moveInWords(MOVE_WORDS[language], engine, move, engine.project(move, true));

export function racingChoices<Event>(input: RacingChoicesInput<Event>): RacingChoices {
  const { engine, picks } = input;
  const w = MOVE_WORDS[input.language];
  const prefix = input.prefix ?? { id: '', label: '' };
  const ask = (id: string, label: string, help?: string) => ({
    id: `${prefix.id}${id}`,
    label: `${prefix.label}${label}`,
    ...(help === undefined ? {} : { help }),
  });
  const questions: Question[] = [];
  const open = (): RacingChoices => ({ questions, summary: [], warnings: [], move: null });

  const speeds = engine.speeds.map((speed) => ({ id: String(speed.speed), label: w.mph(speed.speed), detail: speedDetail(w, engine, speed) }));
  const speedQuestion = oneOf(picks, ask('speed', w.speed, w.speedHelp(engine.previousSpeed, engine.sheet)), speeds);
  questions.push(speedQuestion);
  const speed = engine.speeds.find((option) => String(option.speed) === speedQuestion.picked[0]);
  if (speed === undefined) return open();
  const at = input.at?.(speed.speed) ?? engine;
  let move: Move = { speed: speed.speed, slipstream: false, braking: { first: 'WF', brakeCheck: false }, curve1: [], curve2: [], placement: [] };

  if (speed.braking !== null) {
    const ways = at.brakings(speed);
    const question = oneWithDefault(
      picks,
      ask('braking', w.braking(speed.braking.beyondDec), w.brakingHelp),
      ways.map((way) => brakingChoice(w, at, way)),
      brakingId(ways[0]!),
    );
    questions.push(question);
    move = { ...move, braking: ways.find((way) => brakingId(way) === question.picked[0])?.braking ?? move.braking };
  }

  const slipstream = at.slipstream(speed.speed);
  if (slipstream !== null) {
    const options = [
      { id: 'no', label: w.noSlipstream },
      { id: 'S', label: w.takeSlipstream, detail: w.slipstreamDetail(slipstream.behind, slipstream.leaderSpeed, slipstream.bonus) },
    ];
    const question = oneWithDefault(picks, ask('slipstream', w.slipstream, w.slipstreamHelp), options, 'no');
    questions.push(question);
    move = { ...move, slipstream: question.picked[0] === 'S' };
  }

  let box: BoxChoice | null = null;
  if (at.pits(move)) {
    const options = [
      { id: 'no', label: w.noStop },
      ...(Object.keys(BOXES) as BoxChoice[]).map((tyres) => ({ id: `BOX.${tyres}`, label: w.stop[tyres], detail: w.stopDetail })),
    ];
    const question = oneWithDefault(picks, ask('pits', w.pits), options, 'no');
    questions.push(question);
    box = (Object.keys(BOXES) as BoxChoice[]).find((tyres) => question.picked[0] === `BOX.${tyres}`) ?? null;
  }

  const named = new Set<string>();
  for (let next = at.unnamed(withBox(move, box)); next !== null && !named.has(next.field); next = at.unnamed(withBox(move, box))) {
    named.add(next.field);
    if (next.field === 'curve2' && move.curve1.length === 0 && at.standingLine !== null) move = { ...move, curve1: [at.standingLine] };
    const lines = lineChoices(w, at, withBox(move, box), next);
    const max = box === null ? MAX_LINES : MAX_LINES - 1;
    const options = lines.map(({ id, via, option }) => ({ id, label: lineLabel(w, at, via), detail: projectionDetail(w, at, option.projection) }));
    const question = manyOf(picks, { ...ask(next.field, w.curve(next.curve), w.curveHelp(max)), min: 1, max, ordered: true }, options);
    questions.push(question);
    if (question.picked.length === 0) return open();
    const chosen: MovementPreference[] = question.picked.map((id) => lines.find((line) => line.id === id)!.via);
    move = { ...move, [next.field]: chosen };
  }
  move = withBox(move, box);

  let projection = at.project(move, true);
  // Where the car spins or leaves the race, it ends where the rules put it, not where it is placed.
  const stops = (projection.events as Told[]).some((event) => event.type === 'CarSpun' || event.type === 'CarEliminated');
  if (box === null && !stops && projection.ends.length > 1) {
    const options = [{ id: 'I', label: w.inside }, ...projection.ends.map((square) => ({ id: squareChoice(square), label: square, detail: w.exactSquare }))];
    const question = oneWithDefault(picks, ask('placement', w.placement, w.placementHelp), options, 'I');
    questions.push(question);
    const square = projection.ends.find((end) => squareChoice(end) === question.picked[0]);
    if (square !== undefined) {
      move = { ...move, placement: [{ kind: 'square', square }] };
      projection = at.project(move, true);
    }
  }
  return { questions, ...moveInWords(w, at, move, projection), move };
}
