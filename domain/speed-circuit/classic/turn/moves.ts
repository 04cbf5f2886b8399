/**
 * Who plays a classic car when its move is missing or cannot be played (../move-check.ts): the
 * GNU, within the wear the car has this lap.
 */
import type { Dice, Roll } from '../../../dice.ts';
import { DomainError } from '../../../errors.ts';
import { checkNames } from '../../aics/move-check.ts';
import { allowedSpeeds, type SpeedClass } from '../../aics/speed.ts';
import { gnuMove } from '../gnu.ts';
import { checkedSpeed, speedContext } from '../move-check.ts';
import { Move } from '../notation.ts';
import type { ClassicCarState } from '../state.ts';
import type { Turn } from './context.ts';

export interface PlayableMove {
  move: Move;
  speed: SpeedClass;
  /** Why the GNU played the car instead of its player, with the GNU's move and roll. */
  defaulted: { reason: 'missing' | 'erroneous'; field: string | null; message: string | null; gnu: { move: Move; roll: Roll | null } } | null;
}

/** The slowest speed that needs neither a check nor wear: always there, since Dec is always allowed. */
function safest(car: ClassicCarState): Move {
  const speed = allowedSpeeds(speedContext(car)).find((candidate) => candidate.rolls.length === 0 && candidate.beyondDec === 0)!;
  return Move.parse({ speed: speed.speed });
}

/**
 * The GNU's move as the car may play it: the GNU budgets the race's wear lap by lap, and should its
 * move still need wear the car has not got this lap (SCC-LAPS Proposed), the car brakes within Dec.
 */
export function withinLap(car: ClassicCarState, laps: number, chosen: Move): { move: Move; speed: SpeedClass } {
  try {
    return { move: chosen, speed: checkedSpeed(car, laps, chosen) };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const move = safest(car);
    return { move, speed: checkedSpeed(car, laps, move) };
  }
}

/** The GNU plays the car; its `gnu` roll, if it made one, is kept for the audit. */
function playedByGnu(turn: Turn, car: ClassicCarState, why: { reason: 'missing' | 'erroneous'; field: string | null; message: string | null }): PlayableMove {
  let roll: Roll | null = null;
  const dice: Dice = { roll: (request) => (roll = turn.dice.roll(request)), shuffle: (request) => turn.dice.shuffle(request) };
  const { move, speed } = withinLap(car, turn.state.laps, gnuMove(turn.circuit, turn.state, car.car, dice));
  return { move, speed, defaulted: { ...why, gnu: { move, roll } } };
}

export function playableMove(turn: Turn, car: ClassicCarState, sent: Move | undefined): PlayableMove {
  if (sent === undefined) return playedByGnu(turn, car, { reason: 'missing', field: null, message: null });
  try {
    checkNames(turn.circuit, sent);
    return { move: sent, speed: checkedSpeed(car, turn.state.laps, sent), defaulted: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return playedByGnu(turn, car, { reason: 'erroneous', field: error.field, message: error.message });
  }
}
