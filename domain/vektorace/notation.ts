/**
 * A Vektorace move as text and as data (VK-MOVE, VK-BOOST, VK-ATK, VK-PIT, VK-LIMIT, VK-YIELD;
 * the notation itself is this project's, the source has none). Words are separated by spaces,
 * upper or lower case:
 *
 *   move  := gear place [boost [power]] end [attack] next ["BOX"] [refill] [tokens] | "PASS" [turn] | "YIELD" car
 *   gear  := 1..5 ["!" 1..5]       the declared gear; "!g": the emergency stop to gear g (VK-LIMIT-1)
 *   place := F | FL | FR | SL | SR the vector in front, against a front side, or the lateral shift (VK-GAP-4)
 *   boost := B1..B5                VK-BOOST
 *   power := PA | PB               the Super Power token played with the BOOST (VK-SP-5 A, B)
 *   end   := (F | FL | FR | L | R) turn   the cell beside the far end: front, front-left, front-right, left, right side
 *   turn  := 0 | + | -             the heading kept, turned 45° left, or right
 *   attack:= S car | K car | O car (F | L | R) | O car "@" car (L | R) | A car
 *            close up in the slipstream, knock, overtake (in front, front-left, front-right), overtake
 *            beside the car in front (VK-ATK-3), side attack
 *   next  := ">" 1..5 ["G"]        the gear declared for the next move (VK-GEAR-1); "G": with token G (VK-SP-5 G)
 *   refill:= G n N n               the points taken at a pit stop (VK-PIT-2)
 *   tokens:= ["PD" 1..5] ["PE"] ["PHG" | "PHN"] ["T" A..H] ["H" 0..7]
 *            token D: the gear the declared one is changed to at the start of the turn; token E:
 *            the last round's knock or side attack cancelled; token H: a point converted into
 *            Gomma or Nitro before the move; the token taken from the reserve if the move ends a
 *            lap (VK-SP-4); the heading along the edge where an off-table car restarts (VK-LIMIT-6 B)
 *
 * For example `4 F B2 FL0 S3 >5`: 4th gear laid in front, BOOST 2, onto the front-left cell keeping
 * the heading, closing up behind car 3, then 5th gear. Every refusal names the column (1-based)
 * where the text goes wrong: field `text[<column>]`.
 */
import * as z from 'zod';
import { invalid } from '../errors.ts';
import { Car } from '../race/events.ts';
import { SuperPower } from './superpower.ts';
import { End, Gear, Placement } from './vectors.ts';

export const Attack = z.discriminatedUnion('kind', [
  /** VK-SLIP-2. */
  z.strictObject({ kind: z.literal('close-up'), car: Car }),
  /** VK-ATK-5. */
  z.strictObject({ kind: z.literal('knock'), car: Car }),
  /** VK-ATK-2, VK-ATK-4. */
  z.strictObject({ kind: z.literal('overtake'), car: Car, place: z.enum(['front', 'left', 'right']) }),
  /** VK-ATK-3. */
  z.strictObject({ kind: z.literal('beside'), car: Car, blocker: Car, side: z.enum(['left', 'right']) }),
  /** VK-ATK-6. */
  z.strictObject({ kind: z.literal('side'), car: Car }),
]);
export type Attack = z.infer<typeof Attack>;

export const Move = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('drive'),
    gear: Gear,
    brakeTo: Gear.optional(),
    placement: Placement,
    boost: z.number().int().min(1).max(5).optional(),
    /** VK-SP-5 A or B, with the BOOST. */
    power: z.enum(['A', 'B']).optional(),
    end: End,
    attack: Attack.optional(),
    next: Gear,
    /** VK-SP-5 G: the next gear declared with token G. */
    nextWithG: z.boolean().optional(),
    boxBox: z.boolean().optional(),
    refill: z.strictObject({ gomma: z.number().int().min(0).max(8), nitro: z.number().int().min(0).max(8) }).optional(),
    /** VK-SP-5 D: the gear the declared one is changed to at the start of the turn. */
    shift: Gear.optional(),
    /** VK-SP-5 E: the knock or side attack suffered last round cancelled (docs/rules-decisions.md). */
    cancel: z.literal(true).optional(),
    /** VK-SP-5 H: one point converted, before the move, into this kind. */
    convert: z.enum(['gomma', 'nitro']).optional(),
    /** VK-SP-4: the token taken from the reserve if the move ends a lap. */
    take: SuperPower.optional(),
    /** VK-LIMIT-6 B: the heading along the edge of a car restarting there, when the path met the edge square. */
    restartHeading: z.number().int().min(0).max(7).optional(),
  }),
  /** VK-LIMIT-3: the lost turn, with the 45° rotation allowed before play resumes. */
  z.strictObject({ kind: z.literal('pass'), rotate: z.number().int().min(-1).max(1) }),
  /** VK-YIELD-1. */
  z.strictObject({ kind: z.literal('yield'), to: Car }),
]);
export type Move = z.infer<typeof Move>;

const PLACES: Record<string, Placement> = { F: 'front', FL: 'front-left', FR: 'front-right', SL: 'left', SR: 'right' };
const CELLS: Record<string, number> = { F: 0, FL: 1, FR: -1, L: 2, R: -2 };
const TURNS: Record<string, number> = { '0': 0, '+': 1, '-': -1 };

interface Word {
  text: string;
  /** 1-based column of its first character. */
  column: number;
}

const words = (text: string): Word[] => [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0].toUpperCase(), column: (m.index ?? 0) + 1 }));

const refuse = (column: number, message: string): never => {
  throw invalid(`text[${column}]`, message);
};

const found = (word: Word | undefined): string => (word === undefined ? 'the end of the text' : `"${word.text}"`);

const carAt = (word: Word, offset: number, digits: string, what: string): string => {
  if (!/^[1-9][0-9]{0,2}$/.test(digits)) refuse(word.column + offset, `expected ${what}, a car number such as 3`);
  return digits;
};

const readAttack = (word: Word): Attack => {
  const letter = word.text[0];
  const rest = word.text.slice(1);
  if (letter === 'S' || letter === 'K' || letter === 'A') {
    const car = carAt(word, 1, rest, 'the car attacked');
    return letter === 'S' ? { kind: 'close-up', car } : letter === 'K' ? { kind: 'knock', car } : { kind: 'side', car };
  }
  const beside = /^([0-9]+)@([0-9]*)(.*)$/.exec(rest);
  if (beside) {
    const car = carAt(word, 1, beside[1]!, 'the car overtaken');
    const blocker = carAt(word, 2 + beside[1]!.length, beside[2]!, 'the car beside which to stand');
    const side = beside[3];
    if (side !== 'L' && side !== 'R') refuse(word.column + 2 + beside[1]!.length + beside[2]!.length, 'expected L or R: the side of that car');
    return { kind: 'beside', car, blocker, side: side === 'L' ? 'left' : 'right' };
  }
  const overtake = /^([0-9]*)(.*)$/.exec(rest)!;
  const car = carAt(word, 1, overtake[1]!, 'the car overtaken');
  const place = { F: 'front', L: 'left', R: 'right' }[overtake[2]!] as 'front' | 'left' | 'right' | undefined;
  if (!place) refuse(word.column + 1 + overtake[1]!.length, 'expected F, L or R: in front, front-left or front-right of the car overtaken');
  return { kind: 'overtake', car, place: place! };
};

const readGear = (word: Word | undefined, what: string, offset = 0): Gear => {
  const digit = word?.text.slice(offset);
  if (word === undefined || digit === undefined || !/^[1-5]$/.test(digit))
    return refuse(word ? word.column + offset : 0, `expected ${what}, 1 to 5, found ${found(word)}`);
  return Number(digit) as Gear;
};

export const parseMove = (text: string): Move => {
  const list = words(text);
  const end = text.trimEnd().length + 1;
  const first = list[0];
  if (first === undefined) return refuse(1, 'expected a move such as "3 F F0 >4", "PASS" or "YIELD 2"');
  if (first.text === 'PASS') {
    const turnWord = list[1];
    if (list.length > 2) refuse(list[2]!.column, 'nothing may follow the rotation');
    if (turnWord && !(turnWord.text in TURNS)) refuse(turnWord.column, 'expected the rotation before restarting: 0, + or -');
    return { kind: 'pass', rotate: turnWord ? TURNS[turnWord.text]! : 0 };
  }
  if (first.text === 'YIELD') {
    const to = list[1];
    if (to === undefined) return refuse(end, 'expected the car to give way to');
    if (list.length > 2) refuse(list[2]!.column, 'nothing may follow the car given way to');
    return { kind: 'yield', to: carAt(to, 0, to.text, 'the car to give way to') };
  }
  let at = 0;
  const next = (): Word | undefined => list[at];
  const gearWord = list[at++]!;
  const [declared, braked] = gearWord.text.split('!');
  const gear = readGear({ ...gearWord, text: declared! }, 'the declared gear');
  const brakeTo =
    braked === undefined ? undefined : readGear({ text: braked, column: gearWord.column + declared!.length + 1 }, 'the gear of the emergency stop');
  const placeWord = list[at++];
  const placement = placeWord ? PLACES[placeWord.text] : undefined;
  if (placement === undefined) return refuse(placeWord?.column ?? end, `expected where the vector is laid: F, FL, FR, SL or SR, found ${found(placeWord)}`);
  let boost: number | undefined;
  let power: 'A' | 'B' | undefined;
  if (/^B/.test(next()?.text ?? '')) {
    const word = list[at++]!;
    if (!/^B[1-5]$/.test(word.text)) refuse(word.column + 1, 'expected the BOOST, B1 to B5');
    boost = Number(word.text[1]);
    if (/^P/.test(next()?.text ?? '')) {
      const powerWord = list[at++]!;
      if (powerWord.text !== 'PA' && powerWord.text !== 'PB') refuse(powerWord.column + 1, 'expected the token played with the BOOST: PA or PB');
      power = powerWord.text[1] as 'A' | 'B';
    }
  }
  const endWord = list[at++];
  const cell = endWord ? CELLS[endWord.text.slice(0, -1)] : undefined;
  if (endWord === undefined || cell === undefined)
    return refuse(endWord?.column ?? end, `expected the end: F, FL, FR, L or R and then 0, + or -, such as F0, found ${found(endWord)}`);
  const turnMark = endWord.text.at(-1)!;
  if (!(turnMark in TURNS)) refuse(endWord.column + endWord.text.length - 1, 'expected the turn at the end: 0 (none), + (left) or - (right)');
  let attack: Attack | undefined;
  if (/^[SKOA]/.test(next()?.text ?? '')) attack = readAttack(list[at++]!);
  const nextWord = list[at++];
  if (nextWord === undefined || nextWord.text[0] !== '>')
    return refuse(nextWord?.column ?? end, `expected the next gear, such as >4, found ${found(nextWord)}`);
  const withG = nextWord.text.length === 3 && nextWord.text.endsWith('G');
  const declaredNext = readGear(withG ? { ...nextWord, text: nextWord.text.slice(0, 2) } : nextWord, 'the next gear', 1);
  let boxBox: boolean | undefined;
  if (next()?.text === 'BOX') {
    at += 1;
    boxBox = true;
  }
  let refill: { gomma: number; nitro: number } | undefined;
  const refillWord = next();
  if (refillWord && /^G/.test(refillWord.text)) {
    const m = /^G([0-8])N([0-8])$/.exec(refillWord.text);
    if (!m) refuse(refillWord.column, `expected BOX or the points taken at a pit stop, such as G5N3, found ${found(refillWord)}`);
    refill = { gomma: Number(m![1]), nitro: Number(m![2]) };
    at += 1;
  }
  const tokens = readTokens(list.slice(at), refill === undefined);
  // The stop drops below the gear the move is made in: with token D, the gear it changed to.
  const made = tokens.shift ?? gear;
  if (brakeTo !== undefined && brakeTo >= made) refuse(gearWord.column + declared!.length + 1, `the emergency stop drops below the gear ${made} of the move`);
  return {
    kind: 'drive',
    gear,
    ...(brakeTo === undefined ? {} : { brakeTo }),
    placement,
    ...(boost === undefined ? {} : { boost }),
    ...(power === undefined ? {} : { power }),
    end: { cell, turn: TURNS[turnMark]! },
    ...(attack === undefined ? {} : { attack }),
    next: declaredNext,
    ...(withG ? { nextWithG: true } : {}),
    ...(boxBox ? { boxBox } : {}),
    ...(refill === undefined ? {} : { refill }),
    ...tokens,
  };
};

/** The trailing token words, each at most once and in the order of the grammar. */
const TOKEN_WORDS: { pattern: RegExp; read: (m: RegExpExecArray) => Partial<Move & { kind: 'drive' }> }[] = [
  { pattern: /^PD([1-5])$/, read: (m) => ({ shift: Number(m[1]) as Gear }) },
  { pattern: /^PE$/, read: () => ({ cancel: true }) },
  { pattern: /^PH([GN])$/, read: (m) => ({ convert: m[1] === 'G' ? 'gomma' : 'nitro' }) },
  { pattern: /^T([A-H])$/, read: (m) => ({ take: m[1] as SuperPower }) },
  { pattern: /^H([0-7])$/, read: (m) => ({ restartHeading: Number(m[1]) }) },
];

const readTokens = (rest: Word[], refillMayFollow: boolean): Partial<Move & { kind: 'drive' }> => {
  let read = {};
  let from = 0;
  for (const word of rest) {
    const index = TOKEN_WORDS.findIndex((t, i) => i >= from && t.pattern.test(word.text));
    const lead = refillMayFollow && from === 0 ? 'expected BOX or the points taken at a pit stop, such as G5N3, or' : 'nothing may follow but';
    if (index < 0) refuse(word.column, `${lead} PD1..PD5, PE, PHG, PHN, TA..TH, H0..H7 in that order, found ${found(word)}`);
    const token = TOKEN_WORDS[index]!;
    read = { ...read, ...token.read(token.pattern.exec(word.text)!) };
    from = index + 1;
  }
  return read;
};

export const printAttack = (attack: Attack): string => {
  switch (attack.kind) {
    case 'close-up':
      return `S${attack.car}`;
    case 'knock':
      return `K${attack.car}`;
    case 'side':
      return `A${attack.car}`;
    case 'overtake':
      return `O${attack.car}${{ front: 'F', left: 'L', right: 'R' }[attack.place]}`;
    case 'beside':
      return `O${attack.car}@${attack.blocker}${attack.side === 'left' ? 'L' : 'R'}`;
  }
};

/** The word of each value, for printing: a preview prints every move it offers. */
const wordsOf = <T>(record: Record<string, T>): Map<T, string> => new Map(Object.entries(record).map(([word, value]) => [value, word]));
const PLACE_WORDS = wordsOf(PLACES);
const CELL_WORDS = wordsOf(CELLS);
const TURN_WORDS = wordsOf(TURNS);
const turnMark = (turn: number): string => TURN_WORDS.get(turn)!;

export const printMove = (move: Move): string => {
  if (move.kind === 'pass') return move.rotate === 0 ? 'PASS' : `PASS ${turnMark(move.rotate)}`;
  if (move.kind === 'yield') return `YIELD ${move.to}`;
  return [
    move.brakeTo === undefined ? String(move.gear) : `${move.gear}!${move.brakeTo}`,
    PLACE_WORDS.get(move.placement),
    move.boost === undefined ? undefined : `B${move.boost}`,
    move.power === undefined ? undefined : `P${move.power}`,
    `${CELL_WORDS.get(move.end.cell)}${turnMark(move.end.turn)}`,
    move.attack && printAttack(move.attack),
    `>${move.next}${move.nextWithG ? 'G' : ''}`,
    move.boxBox ? 'BOX' : undefined,
    move.refill && `G${move.refill.gomma}N${move.refill.nitro}`,
    move.shift === undefined ? undefined : `PD${move.shift}`,
    move.cancel ? 'PE' : undefined,
    move.convert && `PH${move.convert === 'gomma' ? 'G' : 'N'}`,
    move.take && `T${move.take}`,
    move.restartHeading === undefined ? undefined : `H${move.restartHeading}`,
  ]
    .filter((part) => part !== undefined)
    .join(' ');
};
