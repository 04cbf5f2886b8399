/**
 * Verifiable dice (ARCHITECTURE contract 3, SC-DICE-1..3). Every roll is a pure function of the
 * race's secret seed and the roll's identity: the bytes of HMAC-SHA256(seed, message/k) for
 * k = 0, 1, … turned into faces by rejection sampling. Once the seed is revealed anyone can
 * recompute any roll; docs/dice.md gives the recipe.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Dice, Roll, RollRequest } from '../dice.ts';
import { invalid } from '../errors.ts';
import { diceCode, parseDiceCode, rollCheck } from './code.ts';
import { checkTurn, rollMessage, type RollId } from './message.ts';

const SEED = /^[0-9a-f]{64}$/;
const MAX_SIDES = 2 ** 32;
const MAX_COUNT = 1000;

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
}

/**
 * One per turn: roll numbers count from 1 for each car and purpose within it. The purposes of one
 * turn differ in more than case, since a code may be typed in either case.
 */
export function createDice({ seed, raceId, turn, binding }: TurnDice): RecordingDice {
  const key = seedKey(seed);
  checkTurn({ raceId, turn, binding });
  const counts = new Map<string, number>();
  const spelt = new Map<string, string>();
  const made: Roll[] = [];
  const spell = (purpose: string): void => {
    const other = spelt.get(purpose.toLowerCase());
    if (other !== undefined && other !== purpose) throw invalid('purpose', `purposes "${other}" and "${purpose}" of one turn differ only in case, so their codes would read alike`);
    spelt.set(purpose.toLowerCase(), purpose);
  };
  return {
    roll({ purpose, car, count, sides = 6 }: RollRequest): Roll {
      const counter = `${car ?? ''}/${purpose}`;
      const id: RollId = { raceId, turn, binding, purpose, n: (counts.get(counter) ?? 0) + 1, ...(car === undefined ? {} : { car }) };
      const code = diceCode(id);
      const roll: Roll = { purpose, ...(car === undefined ? {} : { car }), dice: faces(key, rollMessage(id), count, sides), sides, code };
      spell(purpose);
      counts.set(counter, id.n);
      made.push(roll);
      return roll;
    },
    rolls: () => [...made],
  };
}

export interface Verification {
  /** Whether the roll's dice and code are the ones the seed gives. */
  valid: boolean;
  /** The faces the seed gives for the roll's code, count and sides. */
  dice: number[];
}

/** Recomputes a stored roll from the revealed seed; throws `DomainError` for a malformed code. */
export function verifyRoll({ seed, raceId, turn, binding, roll }: TurnDice & { roll: Roll }): Verification {
  const { check, ...parsed } = parseDiceCode(roll.code);
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
