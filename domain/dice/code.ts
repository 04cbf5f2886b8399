/**
 * The verification code of a roll (SC-DICE-2): `<raceId>-<turn>-<subject><tag><n>-<check>`,
 * e.g. `monza24-14-2B1-1553` is car 2's first brake check of turn 14 in race monza24. It names
 * the race and the turn, so the roll's check route (`API_ROUTES.roll`) finds the roll in that turn's events without an
 * item of its own; the check (first 4 hex digits of SHA-256 of the roll message) catches typos
 * and ties the code to the turn's moves.
 *
 * The tag is the purpose: one letter for the ten purposes the first games rolled (their codes are
 * in every email and export already, so the table is frozen), and for any other purpose its name
 * between dots, `lambo7-3-2.speedDeck.1-9E0C`. A shuffle's code always writes its purpose out and
 * puts `S` before its number, `lambo7-0-R.speedDeck.S1-41B7`, so it is never a roll's code; its
 * check is taken from the shuffle message.
 */
import { PURPOSE, type RollPurpose } from '../dice.ts';
import { invalid } from '../errors.ts';
import { own } from '../own.ts';
import { sha256Hex } from './binding.ts';
import { checkRollId, type RollId, rollMessage, shuffleMessage } from './message.ts';

/** Frozen: a purpose added here would change the codes of rolls already made. */
const LETTERS: Readonly<Record<string, string>> = {
  acceleration: 'A',
  topSpeed: 'T',
  startSpeed: 'S',
  brakeCheck: 'B',
  curve: 'C',
  crashAndSpin: 'X',
  weather: 'W',
  qualifyingTieBreak: 'Q',
  qualifyingDraw: 'D',
  gnu: 'G',
};
const PURPOSES: ReadonlyMap<string, string> = new Map(Object.entries(LETTERS).map(([purpose, letter]) => [letter, purpose]));
const LETTERED: ReadonlySet<string> = new Set(Object.keys(LETTERS).map((purpose) => purpose.toLowerCase()));

/** Race-wide rolls (no car) show this in place of the car number. */
const RACE_WIDE = 'R';
/** Before a shuffle's number. */
const SHUFFLE = 'S';

/** `B` for a brake check, `.speedDeck.` for a purpose without a letter of its own. */
export const purposeTag = (purpose: RollPurpose): string => own(LETTERS, purpose) ?? `.${purpose}.`;

const check = (message: string): string => sha256Hex(message).slice(0, 4).toUpperCase();

export const rollCheck = (id: RollId): string => check(rollMessage(id));

export const shuffleCheck = (id: RollId): string => check(shuffleMessage(id));

export function diceCode(id: RollId): string {
  checkRollId(id);
  return `${id.raceId}-${id.turn}-${id.car ?? RACE_WIDE}${purposeTag(id.purpose)}${id.n}-${rollCheck(id)}`;
}

/** `<raceId>-<turn>-<subject>.<purpose>.S<n>-<check>`: `n` counts the shuffles of that car and purpose in the turn. */
export function shuffleCode(id: RollId): string {
  checkRollId(id);
  return `${id.raceId}-${id.turn}-${id.car ?? RACE_WIDE}.${id.purpose}.${SHUFFLE}${id.n}-${shuffleCheck(id)}`;
}

export interface ParsedDiceCode extends Omit<RollId, 'binding'> {
  /** What the code names: a roll (`diceCode`) or a shuffle (`shuffleCode`). */
  kind: 'roll' | 'shuffle';
  check: string;
}

const CODE = new RegExp(
  `^([A-Za-z0-9_-]+)-(0|[1-9][0-9]*)-(R|[0-9]+)(?:([A-Z])|\\.(${PURPOSE.source.slice(1, -1)})\\.(${SHUFFLE}?))([1-9][0-9]*)-([0-9A-F]{4})$`,
  'i',
);

/**
 * Reads a code as typed: the tag and the check are accepted in either case (a purpose written out
 * is read as typed; the stored code is the one to compare it with, in any case).
 */
export function parseDiceCode(code: string): ParsedDiceCode {
  const match = CODE.exec(code);
  const [, raceId = '', turn = '', subject = '', letter, named, shuffled = '', n = '', check = ''] = match ?? [];
  const kind = shuffled === '' ? 'roll' : 'shuffle';
  // A roll whose purpose has a letter is written with it, so that one roll has one code.
  const purpose =
    letter !== undefined
      ? PURPOSES.get(letter.toUpperCase())
      : named !== undefined && (kind === 'shuffle' || !LETTERED.has(named.toLowerCase()))
        ? named
        : undefined;
  if (!match || !purpose) throw invalid('code', `"${code}" is not a dice code like monza24-14-2B1-1553`);
  return {
    raceId,
    turn: Number(turn),
    ...(subject.toUpperCase() === RACE_WIDE ? {} : { car: subject }),
    purpose,
    n: Number(n),
    kind,
    check: check.toUpperCase(),
  };
}
