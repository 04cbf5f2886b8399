/**
 * What identifies one roll or one shuffle, and the text every derivation starts from:
 * `raceId/turn/binding/car/purpose/n` for a roll, `raceId/turn/binding/car/purpose/n/shuffle` for
 * a shuffle and `…/shuffle/<place>` for each of its draws (docs/dice.md).
 */
import { PURPOSE, type RollPurpose } from '../dice.ts';
import { invalid } from '../errors.ts';

export interface RollId {
  raceId: string;
  /** 0 for the rolls before the race (qualifying, weather tendency). */
  turn: number;
  /** `movesBinding` of the moves the turn was played with. */
  binding: string;
  /** Absent for race-wide rolls. */
  car?: string;
  purpose: RollPurpose;
  /** 1 for the first roll of this car and purpose in the turn, then 2, 3, … */
  n: number;
}

/** Characters that keep the message unambiguous and the dice code typable: no part holds a `/`. */
const RACE_ID = /^[A-Za-z0-9_-]+$/;
const CAR = /^[0-9]+$/;
const BINDING = /^[0-9a-f]{64}$/;

export function checkTurn({ raceId, turn, binding }: Pick<RollId, 'raceId' | 'turn' | 'binding'>): void {
  if (!RACE_ID.test(raceId)) throw invalid('raceId', `race id "${raceId}" must be letters, digits, "_" or "-"`);
  if (!Number.isSafeInteger(turn) || turn < 0) throw invalid('turn', `turn ${turn} must be a whole number from 0`);
  if (!BINDING.test(binding)) throw invalid('binding', 'binding must be 64 lower-case hex digits (movesBinding)');
}

export function checkRollId(id: RollId): void {
  checkTurn(id);
  const { car, purpose, n } = id;
  if (car !== undefined && !CAR.test(car)) throw invalid('car', `car "${car}" must be a car number`);
  if (typeof purpose !== 'string' || !PURPOSE.test(purpose))
    throw invalid('purpose', `purpose "${String(purpose)}" must be a lower-case letter then up to 39 letters or digits, such as "brakeCheck"`);
  if (!Number.isSafeInteger(n) || n < 1) throw invalid('n', `roll number ${n} must be a whole number from 1`);
}

export const rollMessage = ({ raceId, turn, binding, car, purpose, n }: RollId): string => `${raceId}/${turn}/${binding}/${car ?? ''}/${purpose}/${n}`;

/**
 * A shuffle is identified as a roll is, `n` counting the shuffles of that car and purpose in the
 * turn. Its message is the roll message followed by `/shuffle`: no roll message has seven parts.
 */
export const shuffleMessage = (id: RollId): string => `${rollMessage(id)}/shuffle`;

/** The die that picks the item for place `place` (the Fisher-Yates draw with `place + 1` sides). */
export const drawMessage = (id: RollId, place: number): string => `${shuffleMessage(id)}/${place}`;
