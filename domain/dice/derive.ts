/**
 * Verifiable dice (ARCHITECTURE contract 3, SC-DICE-1..3). Every roll is a pure function of the
 * race's secret seed and the roll's identity: the bytes of HMAC-SHA256(seed, message/k) for
 * k = 0, 1, … turned into faces by rejection sampling. A shuffle is a Fisher-Yates shuffle whose
 * every draw is such a roll, of one die, from a message of its own. Once the seed is revealed
 * anyone can recompute any roll and any shuffle; docs/dice.md gives the recipe.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Dice, Roll, RollRequest, Shuffle, Shuffled, ShuffleRequest } from '../dice.ts';
import { invalid } from '../errors.ts';
import { diceCode, type ParsedDiceCode, parseDiceCode, rollCheck, shuffleCheck, shuffleCode } from './code.ts';
import { checkTurn, drawMessage, type RollId, rollMessage } from './message.ts';

const SEED = /^[0-9a-f]{64}$/;
const MAX_SIDES = 2 ** 32;
const MAX_COUNT = 1000;
/** A deck of cards is far smaller; this keeps a shuffle to a few milliseconds. */
export const MAX_SHUFFLE = 10_000;

const seedKey = (seed: string): Buffer => {
  if (!SEED.test(seed)) throw invalid('seed', 'seed must be 32 bytes written as 64 lower-case hex digits');
  return Buffer.from(seed, 'hex');
};

/** Published at race creation; the seed revealed at the end must hash to it. */
export const seedHash = (seed: string): string => createHash('sha256').update(seedKey(seed)).digest('hex');

/** The roll's endless byte stream: HMAC blocks for k = 0, 1, … one byte at a time. */
function* rollBytes(key: Buffer, message: string): Generator<number, never> {
  for (let k = 0; ; k++) yield* createHmac('sha256', key).update(`${message}/${k}`, 'utf8').digest();
}

/**
 * Each face reads the fewest big-endian bytes that cover `sides` values; a value at or above
 * the largest multiple of `sides` is dropped, so every face is exactly as likely.
 */
function faces(key: Buffer, message: string, count: number, sides: number): number[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) throw invalid('count', `count ${count} must be 1 to ${MAX_COUNT}`);
  if (!Number.isInteger(sides) || sides < 2 || sides > MAX_SIDES) throw invalid('sides', `sides ${sides} must be 2 to ${MAX_SIDES}`);
  let width = 1;
  while (256 ** width < sides) width++;
  const limit = 256 ** width - (256 ** width % sides);
  const bytes = rollBytes(key, message);
  const result: number[] = [];
  while (result.length < count) {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + bytes.next().value;
    if (value < limit) result.push((value % sides) + 1);
  }
  return result;
}

const checkSize = (size: number, field: string): void => {
  if (!Number.isInteger(size) || size < 0 || size > MAX_SHUFFLE) throw invalid(field, `a shuffle is of 0 to ${MAX_SHUFFLE} items, not ${size}`);
};

/**
 * Fisher-Yates (Durstenfeld) over the places `0 … size-1`: for each place `p` from `size - 1` down
 * to 1, `pick(p)`, a place from 0 to `p`, swaps its item with the one at `p`. The `size!` ways the
 * picks can fall give the `size!` orders once each, so fair picks give every order equally often.
 */
export function fisherYates(size: number, pick: (place: number) => number): number[] {
  const order = Array.from({ length: size }, (_, index) => index);
  for (let place = size - 1; place >= 1; place--) {
    const picked = pick(place);
    if (!Number.isInteger(picked) || picked < 0 || picked > place) throw invalid('pick', `the pick for place ${place} must be 0 to ${place}, not ${picked}`);
    [order[place], order[picked]] = [order[picked] as number, order[place] as number];
  }
  return order;
}

/** Each pick is a fair die of `p + 1` sides (rejection sampling) rolled from `drawMessage(id, p)`, less one. */
const permutation = (key: Buffer, id: RollId, size: number): number[] =>
  fisherYates(size, (place) => (faces(key, drawMessage(id, place), 1, place + 1)[0] ?? 1) - 1);

export interface TurnDice {
  seed: string;
  raceId: string;
  turn: number;
  /** `movesBinding` of the turn's locked moves. */
  binding: string;
}

export interface RecordingDice extends Dice {
  /** Every roll made so far, in order, for the resolver to store with the turn. */
  rolls(): Roll[];
  /** Every shuffle made so far, in order, stored beside the rolls. */
  shuffles(): Shuffle[];
}

const carPart = (car: string | undefined): { car?: string } => (car === undefined ? {} : { car });

/**
 * One per turn: roll numbers count from 1 for each car and purpose within it, and shuffle numbers
 * apart from them. The purposes of one turn differ in more than case, since a code may be typed in
 * either case.
 */
export function createDice({ seed, raceId, turn, binding }: TurnDice): RecordingDice {
  const key = seedKey(seed);
  checkTurn({ raceId, turn, binding });
  const counts = new Map<string, number>();
  const spelt = new Map<string, string>();
  const made: Roll[] = [];
  const shuffled: Shuffle[] = [];
  const spell = (purpose: string): void => {
    const other = spelt.get(purpose.toLowerCase());
    if (other !== undefined && other !== purpose)
      throw invalid('purpose', `purposes "${other}" and "${purpose}" of one turn differ only in case, so their codes would read alike`);
    spelt.set(purpose.toLowerCase(), purpose);
  };
  const next = (counter: string, purpose: string, car: string | undefined): RollId => ({
    raceId,
    turn,
    binding,
    purpose,
    n: (counts.get(counter) ?? 0) + 1,
    ...carPart(car),
  });
  return {
    roll({ purpose, car, count, sides = 6 }: RollRequest): Roll {
      const counter = `${car ?? ''}/${purpose}`;
      const id = next(counter, purpose, car);
      const code = diceCode(id);
      const roll: Roll = { purpose, ...carPart(car), dice: faces(key, rollMessage(id), count, sides), sides, code };
      spell(purpose);
      counts.set(counter, id.n);
      made.push(roll);
      return roll;
    },
    shuffle<T>({ purpose, car, items }: ShuffleRequest<T>): Shuffled<T> {
      const counter = `${car ?? ''}/${purpose}/shuffle`;
      const id = next(counter, purpose, car);
      const code = shuffleCode(id);
      checkSize(items.length, 'items');
      const order = permutation(key, id, items.length);
      const shuffle: Shuffle = { purpose, ...carPart(car), size: items.length, order, code };
      spell(purpose);
      counts.set(counter, id.n);
      shuffled.push(shuffle);
      return { items: order.map((index) => items[index] as T), shuffle };
    },
    rolls: () => [...made],
    shuffles: () => [...shuffled],
  };
}

export interface Verification {
  /** Whether the roll's dice and code are the ones the seed gives. */
  valid: boolean;
  /** The faces the seed gives for the roll's code, count and sides. */
  dice: number[];
}

const parseAs = (kind: ParsedDiceCode['kind'], code: string): ParsedDiceCode => {
  const parsed = parseDiceCode(code);
  if (parsed.kind !== kind) throw invalid('code', `${code} is the code of a ${parsed.kind}, not of a ${kind}`);
  return parsed;
};

/** Recomputes a stored roll from the revealed seed; throws `DomainError` for a malformed code. */
export function verifyRoll({ seed, raceId, turn, binding, roll }: TurnDice & { roll: Roll }): Verification {
  const { check, kind: _kind, ...parsed } = parseAs('roll', roll.code);
  const id: RollId = { ...parsed, binding };
  const dice = faces(seedKey(seed), rollMessage(id), roll.dice.length, roll.sides);
  const valid =
    parsed.raceId === raceId &&
    parsed.turn === turn &&
    parsed.purpose === roll.purpose &&
    parsed.car === roll.car &&
    check === rollCheck(id) &&
    dice.every((face, i) => face === roll.dice[i]);
  return { valid, dice };
}

export interface ShuffleVerification {
  /** Whether the shuffle's order and code are the ones the seed gives. */
  valid: boolean;
  /** The order the seed gives for the shuffle's code and size. */
  order: number[];
}

/** Recomputes a stored shuffle from the revealed seed; throws `DomainError` for a malformed code or size. */
export function verifyShuffle({ seed, raceId, turn, binding, shuffle }: TurnDice & { shuffle: Shuffle }): ShuffleVerification {
  const { check, kind: _kind, ...parsed } = parseAs('shuffle', shuffle.code);
  const id: RollId = { ...parsed, binding };
  checkSize(shuffle.size, 'size');
  const order = permutation(seedKey(seed), id, shuffle.size);
  const valid =
    parsed.raceId === raceId &&
    parsed.turn === turn &&
    parsed.purpose === shuffle.purpose &&
    parsed.car === shuffle.car &&
    check === shuffleCheck(id) &&
    shuffle.order.length === order.length &&
    order.every((index, place) => index === shuffle.order[place]);
  return { valid, order };
}
