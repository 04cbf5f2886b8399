/**
 * A car's move as choices (issue 26), asked in the order the player decides at the table:
 *
 * 1. `token`: the Super Power played at the start of the turn (D, E, H), which changes the moves
 *    that follow; optional.
 * 2. `end`: where the car ends its move, each end of the preview (preview.ts) in the declared gear,
 *    the emergency stop's when the player may brake, drawn on the picture to click; or, when no
 *    move is possible, giving way (VK-YIELD-1) and losing the turn (VK-LIMIT-3).
 * 3. `way`: the vector's placement and BOOST that reach it, the cheapest picked for the player.
 * 4. `attack`: the attacks the car may make from there (VK-SLIP, VK-ATK); optional.
 * 5. `gear`: the gear declared for the next move (VK-GEAR-1), each with its cost.
 * 6. Once the move is whole, what it then calls for: BOX-BOX where it may be called (VK-PIT-4),
 *    the pit stop's split (VK-PIT-2), the token taken at a lap's end (VK-SP-4), the heading along
 *    the edge of a car that falls off the table (VK-LIMIT-6 B), each with the rules' own default
 *    picked.
 *
 * Every option is one the referee's check accepts: those the preview cannot tell (the attacks, the
 * gears after an attack, BOX-BOX) are tried with the referee's own `playMove`, whose events also
 * give the summary. Token F's measure has no place in a submission and is not offered.
 */
import { DomainError } from '../../errors.ts';
import { type ChoiceOption, type Choices, oneOf, type Picks, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import { overtakeCost } from '../attacks.ts';
import type { Circuit } from '../circuit/types.ts';
import type { VektoraceEvent } from '../events.ts';
import { toNumber } from '../exact.ts';
import { fromStored, type Heading, unit } from '../geometry.ts';
import { lay } from '../move.ts';
import { type Attack, type Move, parseMove, printAttack, printMove } from '../notation.ts';
import { vektoraceRaceWithEnds } from '../picture.ts';
import { beforeMove, offTablePath, playMove } from '../play.ts';
import { type Preview, type PreviewEnd, type PreviewWay, previewMove } from '../preview.ts';
import type { CarState, VektoraceState } from '../state.ts';
import { shiftAtStart } from '../superpower.ts';
import { beforeTheMove } from '../tokens.ts';
import type { Gear } from '../vectors.ts';
import { CHOICE_WORDS, type ChoiceWords } from './words.ts';

type Drive = Extract<Move, { kind: 'drive' }>;
type Words = ChoiceWords['move'];
/** What the token played before the move adds to it (VK-SP-5 D, E, H). */
type Played = Pick<Drive, 'shift' | 'cancel' | 'convert'>;

/** The events of the move, or the referee's refusal. */
const judge = (circuit: Circuit, state: VektoraceState, car: string, move: Move): VektoraceEvent[] | DomainError => {
  try {
    return playMove(circuit, state, car, move);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
};

/** The token D, E or H the car may play now, each with the state the move is then judged in. */
const tokenOptions = (state: VektoraceState, car: string, c: CarState, words: Words): { option: ChoiceOption; played: Played; judged: VektoraceState }[] => {
  if (c.power === undefined || c.power.used) return [];
  const attacked = c.attacked.left || c.attacked.right;
  const candidates: { option: ChoiceOption; played: Played }[] =
    c.power.power === 'D'
      ? [c.gear - 1, c.gear + 1]
          .filter((gear) => gear >= 1 && gear <= 5)
          .map((gear) => ({
            option: { id: `D${gear}`, label: words.shift(gear), detail: words.cost(shiftAtStart(c.gear, gear as Gear)) },
            played: { shift: gear as Gear },
          }))
      : c.power.power === 'E'
        ? c.knocked || attacked
          ? [{ option: { id: 'E', label: words.cancel(c.knocked && attacked ? 'both' : c.knocked ? 'knock' : 'side') }, played: { cancel: true } }]
          : []
        : c.power.power === 'H'
          ? (['gomma', 'nitro'] as const).map((into) => ({ option: { id: `H-${into}`, label: words.convert(into) }, played: { convert: into } }))
          : [];
  const placeholder: Drive = { kind: 'drive', gear: c.gear, placement: 'front', end: { cell: 0, turn: 0 }, next: c.gear };
  return candidates.flatMap((candidate) => {
    try {
      return [{ ...candidate, judged: beforeTheMove(state, car, { ...placeholder, ...candidate.played }).state }];
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
  });
};

interface Listed {
  id: string;
  end: PreviewEnd;
  /** The emergency stop's gear, for its ends. */
  stop?: Gear;
}

/** An end's id: where the car's base stands and its heading, so that a pick still names the same place when the token played changes the ends. */
export const endId = ({ position, heading }: Pick<PreviewEnd, 'position' | 'heading'>, stop: boolean): string =>
  `${stop ? 's' : 'e'}:${position.x.i}:${position.x.j}:${position.y.i}:${position.y.j}:${heading}`;

const listed = (preview: Preview): Listed[] => [
  // VK-LIMIT-1: with no move in the declared gear, the preview's ends are the emergency stop's.
  ...preview.ends.map((end) => ({ id: endId(end, preview.kind === 'brake'), end, ...(preview.kind === 'brake' ? { stop: preview.gear! } : {}) })),
  ...(preview.braking?.ends ?? []).map((end) => ({ id: endId(end, true), end, stop: preview.braking!.gear })),
];

/** Where the end is seen from the car: units ahead and to the left, and its turn. */
const whereOf = (c: CarState, end: PreviewEnd, words: Words): string => {
  const from = fromStored(c.position);
  const [x, y] = [end.at.x - toNumber(from.x) / 4, end.at.y - toNumber(from.y) / 4];
  const u = unit(c.heading);
  const [ux, uy] = [toNumber(u.x) / 4, toNumber(u.y) / 4];
  const turn = ((((end.heading - c.heading) % 8) + 12) % 8) - 4;
  return words.where(x * ux + y * uy, y * ux - x * uy, turn);
};

const notes = (way: PreviewWay, words: Words): string[] => [...(way.wrongSide ? [words.wrongSide] : []), ...(way.pitStop ? [words.pitStop] : [])];

const endOption = (item: Listed, c: CarState, kind: Preview['kind'], words: Words): ChoiceOption => {
  const where = whereOf(c, item.end, words);
  const cheapest = item.end.ways[0]!;
  return {
    id: item.id,
    label: item.stop !== undefined ? words.stop(item.stop, where) : kind === 'off-table' ? words.offTable(where) : where,
    detail: [words.cost(cheapest.cost), ...notes(cheapest, words)].join(', '),
    mark: item.id,
  };
};

const wayId = (way: PreviewWay): string => `w:${way.move.replaceAll(' ', '.').replace('!', '_')}`;

const wayOption = (way: PreviewWay, words: Words): ChoiceOption => {
  const drive = parseMove(`${way.move} >1`) as Drive;
  const parts = [
    words.placement[drive.placement],
    ...(drive.boost === undefined ? [] : [words.boost(drive.boost, drive.power)]),
    words.cell[String(drive.end.cell) as keyof Words['cell']],
  ];
  return { id: wayId(way), label: parts.join(', '), detail: [words.cost(way.cost), ...notes(way, words)].join(', ') };
};

/** An attack's id: its notation, `@` (no id may carry it) written `:`. */
const attackId = (attack: Attack): string => printAttack(attack).replace('@', ':');

const attackLabel = (attack: Attack, words: Words): string => {
  switch (attack.kind) {
    case 'close-up':
      return words.closeUp(attack.car);
    case 'knock':
      return words.knock(attack.car);
    case 'side':
      return words.sideAttack(attack.car);
    case 'overtake':
      return words.overtake(attack.car, attack.place);
    case 'beside':
      return words.beside(attack.car, attack.blocker, attack.side);
  }
};

/** Units between two stored points. */
const apart = (a: CarState['position'], b: CarState['position']): number => {
  const [p, q] = [fromStored(a), fromStored(b)];
  return Math.hypot(toNumber(p.x) - toNumber(q.x), toNumber(p.y) - toNumber(q.y)) / 4;
};

/** An attack needs the target within reach of the end (its slipstream, its side) and a blocker beside the target's nose: the only ones worth trying. */
const REACH = 4.5;
const BLOCKING = 3;

/** The next gear as the move writes it. */
const declaring = (next: { gear: Gear; withG?: true }): Pick<Drive, 'next' | 'nextWithG'> => ({ next: next.gear, ...(next.withG ? { nextWithG: true } : {}) });

/** The attacks the referee accepts after `drive`, each with a gear that may follow it. */
const attacksAfter = (circuit: Circuit, state: VektoraceState, car: string, drive: Drive, end: PreviewEnd, gears: PreviewWay['next']): Attack[] => {
  const others = state.order.filter((other) => other !== car && state.cars[other]?.status === 'racing');
  const near = others.filter((other) => apart(state.cars[other]!.position, end.position) <= REACH);
  const candidates = near.flatMap((target): Attack[] => [
    { kind: 'close-up', car: target },
    { kind: 'knock', car: target },
    ...(['front', 'left', 'right'] as const).map((place): Attack => ({ kind: 'overtake', car: target, place })),
    ...others
      .filter((blocker) => blocker !== target && apart(state.cars[blocker]!.position, state.cars[target]!.position) <= BLOCKING)
      .flatMap((blocker) => (['left', 'right'] as const).map((side): Attack => ({ kind: 'beside', car: target, blocker, side }))),
    { kind: 'side', car: target },
  ]);
  return candidates.filter((attack) => {
    for (const next of gears) {
      const verdict = judge(circuit, state, car, { ...drive, attack, ...declaring(next) });
      if (!(verdict instanceof DomainError)) return true;
      if (verdict.field === 'attack') return false;
    }
    return false;
  });
};

const gearId = (next: { gear: Gear; withG?: true }): string => `g${next.gear}${next.withG ? 'G' : ''}`;

/** A `one` question with `fallback` picked when the player has picked none of its options. */
const withDefault = (question: Question, fallback: string): Question => (question.picked.length > 0 ? question : { ...question, picked: [fallback] });

/** What the move does, in words, from its events. */
const summaryOf = (c: CarState, state: VektoraceState, car: string, events: readonly VektoraceEvent[], words: Words): string[] => {
  const lines: string[] = [];
  for (const event of events) {
    if (!('car' in event) || event.car !== car) continue;
    if (event.type === 'CarMoved') {
      const refilled = events.find((e) => e.type === 'Refilled');
      const after = {
        gomma: event.gomma + (refilled?.type === 'Refilled' ? refilled.gomma : 0),
        nitro: event.nitro + (refilled?.type === 'Refilled' ? refilled.nitro : 0),
      };
      lines.push(words.points(c, after), words.next(event.gear));
      if (event.passed.length > 0) lines.push(words.passed(event.passed));
      if (event.laps > c.laps && !events.some((e) => e.type === 'CarFinished')) lines.push(words.lap(event.laps, state.laps));
    }
    if (event.type === 'CarFinished') lines.push(words.finished);
    if (event.type === 'SuperPowerUsed') lines.push(words.played(event.power));
    if (event.type === 'Refilled') lines.push(words.refilled(event.gomma, event.nitro));
    if (event.type === 'SuperPowerSwapped') lines.push(words.swapped(event.power));
  }
  return lines;
};

export const moveChoices = (circuit: Circuit, stored: VektoraceState, car: string, picks: Picks, language: Language): Choices => {
  const words = CHOICE_WORDS[language].move;
  const state = beforeMove(stored);
  const c = state.cars[car]!;
  const tokens = tokenOptions(state, car, c, words);
  const tokenQuestion =
    tokens.length === 0
      ? undefined
      : oneOf(
          picks,
          { id: 'token', label: words.token, help: words.tokenHelp, optional: true },
          tokens.map((t) => t.option),
        );
  const token = tokens.find((t) => t.option.id === tokenQuestion?.picked[0]);
  const judged = token?.judged ?? state;
  const preview = previewMove(circuit, judged, car);
  const ends = listed(preview);
  const endOptions: ChoiceOption[] = [
    ...ends.map((item) => endOption(item, c, preview.kind, words)),
    ...preview.giveWay.map((to) => ({ id: `yield-${to}`, label: words.giveWay(to), detail: words.giveWayDetail })),
    ...preview.rotations.map((rotate) => ({
      id: ['pass', 'pass-left', 'pass-right'][rotate === 0 ? 0 : rotate > 0 ? 1 : 2]!,
      label: words.pass(rotate),
      detail: words.passDetail,
    })),
  ];
  const endQuestion = oneOf(picks, { id: 'end', label: words.end, help: words.endHelp }, endOptions);
  const picture = vektoraceRaceWithEnds(circuit, stored, stored.lastRound, language, {
    ends: ends.map((item, i) => ({ id: item.id, choice: item.id, position: item.end.position, heading: item.end.heading, label: endOptions[i]!.label })),
    closeUp: true,
    car,
  });
  const questions: Question[] = [...(tokenQuestion ? [tokenQuestion] : []), endQuestion];
  const answer = (submission: Move | null, summary: string[], warnings: string[]): Choices => ({
    questions,
    summary,
    warnings,
    submission,
    ...(submission ? { text: printMove(submission) } : {}),
    ...(ends.length > 0 ? { picture } : {}),
  });

  const picked = endQuestion.picked[0];
  if (picked === undefined) return answer(null, [], []);
  if (picked.startsWith('yield-')) return answer({ kind: 'yield', to: picked.slice('yield-'.length) }, [words.giveWay(picked.slice('yield-'.length))], []);
  if (picked.startsWith('pass')) {
    const rotate = picked === 'pass' ? 0 : picked === 'pass-left' ? 1 : -1;
    return answer({ kind: 'pass', rotate }, [words.pass(rotate)], [words.loses]);
  }
  const item = ends.find((e) => e.id === picked)!;
  const wayQuestion = withDefault(
    oneOf(
      picks,
      { id: 'way', label: words.way, help: words.wayHelp },
      item.end.ways.map((way) => wayOption(way, words)),
    ),
    wayId(item.end.ways[0]!),
  );
  questions.push(wayQuestion);
  const way = item.end.ways.find((w) => wayId(w) === wayQuestion.picked[0])!;
  const braked = item.stop !== undefined;
  const offTable = preview.kind === 'off-table';
  const warnings = [...(way.wrongSide ? [words.wrongSide] : []), ...(braked ? [words.braking] : []), ...(offTable ? [words.fallsOff] : [])];
  // The way as the player sends it: in the gear he declared, with the token played before it.
  const drive: Drive = { ...(parseMove(`${way.move} >${way.next[0]!.gear}`) as Drive), gear: c.gear, ...(token?.played ?? {}) };
  const mayAttack = !braked && !offTable && !c.boxBox && !state.yielded.includes(car);
  const attacks = mayAttack ? attacksAfter(circuit, state, car, drive, item.end, way.next) : [];
  const length = (braked ? item.stop! : preview.gear!) + (way.boost ?? 0);
  const attackOptions = attacks.map((attack) => ({
    id: attackId(attack),
    label: attackLabel(attack, words),
    detail: words.cost(attack.kind === 'overtake' || attack.kind === 'beside' ? overtakeCost(length) : { gomma: 0, nitro: 0 }),
  }));
  const attackQuestion =
    attacks.length === 0 ? undefined : oneOf(picks, { id: 'attack', label: words.attack, help: words.attackHelp, optional: true }, attackOptions);
  if (attackQuestion) questions.push(attackQuestion);
  const attack = attacks.find((a) => attackId(a) === attackQuestion?.picked[0]);
  const withAttack: Drive = attack ? { ...drive, attack } : drive;
  // The preview's gears are those after the move alone: an attack moves the car and may cost a Nitro point.
  const gears = attack ? way.next.filter((n) => !(judge(circuit, state, car, { ...withAttack, ...declaring(n) }) instanceof DomainError)) : way.next;
  const gearQuestion = oneOf(
    picks,
    { id: 'gear', label: words.gear, help: words.gearHelp },
    gears.map((n) => ({ id: gearId(n), label: words.nextGear(n.gear, n.withG === true), detail: words.cost(n.cost) })),
  );
  questions.push(gearQuestion);
  const next = gears.find((n) => gearId(n) === gearQuestion.picked[0]);
  if (next === undefined) return answer(null, [[words.cost(way.cost), ...notes(way, words)].join(', ')], warnings);
  const move: Drive = { ...withAttack, ...declaring(next) };
  const extras = extrasOf(circuit, state, car, c, move, { braked, offTable, preview, way }, picks, CHOICE_WORDS[language]);
  questions.push(...extras.questions);
  const played = judge(circuit, state, car, extras.move);
  if (played instanceof DomainError) return answer(null, [], [...warnings, played.message]);
  const called = extras.move.boxBox === true || c.boxBox;
  return answer(extras.move, summaryOf(c, state, car, played, words), [...warnings, ...(called ? [words.boxBoxCalled] : [])]);
};

/** What the whole move then calls for: BOX-BOX, the pit stop's split, the token taken at a lap's end, the heading along the edge. */
const extrasOf = (
  circuit: Circuit,
  state: VektoraceState,
  car: string,
  c: CarState,
  move: Drive,
  how: { braked: boolean; offTable: boolean; preview: Preview; way: PreviewWay },
  picks: Picks,
  { move: words, start }: ChoiceWords,
): { questions: Question[]; move: Drive } => {
  const questions: Question[] = [];
  let whole = move;
  if (how.offTable) {
    const choice = parseMove(`${how.way.move} >1`) as Drive;
    const { headings } = offTablePath(circuit, lay(fromStored(c.position), c.heading, how.preview.gear!, choice).path);
    if (headings.length > 1) {
      const question = withDefault(
        oneOf(
          picks,
          { id: 'restart', label: words.restart, help: words.restartHelp },
          headings.map((h) => ({ id: `h${h}`, label: words.heading(h) })),
        ),
        `h${headings[0]}`,
      );
      questions.push(question);
      whole = { ...whole, restartHeading: Number(question.picked[0]!.slice(1)) as Heading };
    }
  }
  const events = judge(circuit, state, car, whole);
  if (events instanceof DomainError) return { questions, move: whole };
  const moved = events.find((e) => e.type === 'CarMoved');
  const mayCall =
    !how.braked &&
    !how.offTable &&
    !c.boxBox &&
    move.attack === undefined &&
    moved?.type === 'CarMoved' &&
    moved.due === circuit.curves.length + 1 &&
    !(judge(circuit, state, car, { ...whole, boxBox: true }) instanceof DomainError);
  if (mayCall) {
    const question = oneOf(picks, { id: 'box', label: words.box, optional: true }, [{ id: 'box', label: words.boxLabel, detail: words.boxDetail }]);
    questions.push(question);
    if (question.picked.length > 0) whole = { ...whole, boxBox: true };
  }
  const refilled = events.find((e) => e.type === 'Refilled');
  if (refilled?.type === 'Refilled' && refilled.gomma + refilled.nitro > 0) {
    const points = refilled.gomma + refilled.nitro;
    const question = withDefault(
      oneOf(
        picks,
        { id: 'refill', label: words.refill, help: words.refillHelp },
        Array.from({ length: points + 1 }, (_, gomma) => ({ id: `gomma-${gomma}`, label: words.split(gomma, points - gomma) })),
      ),
      `gomma-${refilled.gomma}`,
    );
    questions.push(question);
    const gomma = Number(question.picked[0]!.slice('gomma-'.length));
    whole = { ...whole, refill: { gomma, nitro: points - gomma } };
  }
  const swapped = events.find((e) => e.type === 'SuperPowerSwapped');
  if (swapped?.type === 'SuperPowerSwapped' && swapped.power !== null) {
    const question = withDefault(
      oneOf(
        picks,
        { id: 'take', label: words.take, help: words.takeHelp },
        (state.reserve ?? []).map((power) => ({ id: power, ...start.token[power] })),
      ),
      swapped.power,
    );
    questions.push(question);
    whole = { ...whole, take: question.picked[0] as Drive['take'] };
  }
  return { questions, move: whole };
};
