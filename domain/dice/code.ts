/**
 * The verification code of a roll (SC-DICE-2): `<raceId>-<turn>-<subject><letter><n>-<check>`,
 * e.g. `monza24-14-2B1-1553` is car 2's first brake check of turn 14 in race monza24. It names
 * the race and the turn, so `GET /dice/{code}` finds the roll in that turn's events without an
 * item of its own; the check (first 4 hex digits of SHA-256 of the roll message) catches typos
 * and ties the code to the turn's moves.
 */
import { RollPurpose } from '../dice.ts';
import { invalid } from '../errors.ts';
import { sha256Hex } from './binding.ts';
import { checkRollId, rollMessage, type RollId } from './message.ts';

const LETTERS: Record<RollPurpose, string> = {
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
const PURPOSES = new Map(RollPurpose.options.map((purpose) => [LETTERS[purpose], purpose]));

/** Race-wide rolls (no car) show this in place of the car number. */
const RACE_WIDE = 'R';

export const rollCheck = (id: RollId): string => sha256Hex(rollMessage(id)).slice(0, 4).toUpperCase();

export function diceCode(id: RollId): string {
  checkRollId(id);
  return `${id.raceId}-${id.turn}-${id.car ?? RACE_WIDE}${LETTERS[id.purpose]}${id.n}-${rollCheck(id)}`;
}

export interface ParsedDiceCode extends Omit<RollId, 'binding'> {
  check: string;
}

const CODE = /^([A-Za-z0-9_-]+)-(0|[1-9][0-9]*)-(R|[0-9]+)([A-Z])([1-9][0-9]*)-([0-9A-F]{4})$/i;

/** Reads a code as typed: the roll part and the check are accepted in either case. */
export function parseDiceCode(code: string): ParsedDiceCode {
  const match = CODE.exec(code);
  const purpose = match && PURPOSES.get((match[4] ?? '').toUpperCase());
  if (!match || !purpose) throw invalid('code', `"${code}" is not a dice code like monza24-14-2B1-1553`);
  const [, raceId = '', turn = '', subject = '', , n = '', check = ''] = match;
  return {
    raceId,
    turn: Number(turn),
    ...(subject.toUpperCase() === RACE_WIDE ? {} : { car: subject }),
    purpose,
    n: Number(n),
    check: check.toUpperCase(),
  };
}
