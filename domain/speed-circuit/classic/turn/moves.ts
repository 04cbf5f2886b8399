/**
 * Which moves a classic car can play, and who plays it when its move is missing or cannot be
 * played: the GNU. Speeds follow the AICS limits, which classic shares (SCC-ACC-2, SCC-ACC-3,
 * SCC-DEC-2, SCC-DEC-6, SCC-START-1), without reliability; a deceleration beyond Dec must be
 * payable with the wear available now (SCC-DEC-4 Proposed, SCC-LAPS Proposed).
 */
import type { Dice, Roll } from '../../../dice.ts';
import { conflict, DomainError } from '../../../errors.ts';
import { decelerationPenalty, type Purse } from '../../aics/braking.ts';
import { allowedSpeeds, classifySpeed, type SpeedClass, type SpeedContext } from '../../aics/speed.ts';
import { checkNames } from '../../aics/turn/moves.ts';
import type { Circuit } from '../../circuit/types.ts';
import { gnuMove } from '../gnu.ts';
import { Move } from '../notation.ts';
import { type ClassicCarState, type ClassicRaceState, wearAvailable } from '../state.ts';
import type { Turn } from './context.ts';

const speedContext = (car: ClassicCarState): SpeedContext => ({
  sheet: car.sheet,
  previousSpeed: car.previousSpeed,
  fromStandstill: car.standstill !== null,
});

/** What the car may pay with now: its one kind of wear. */
export const purse = (car: ClassicCarState, laps: number): Purse => ({ wear: wearAvailable(car, laps), brakeWear: 0 });

function checkedSpeed(car: ClassicCarState, laps: number, move: Move): SpeedClass {
  const speed = classifySpeed(speedContext(car), move.speed);
  if (speed.beyondDec !== 0) decelerationPenalty(speed.beyondDec, purse(car, laps), { wornBrakes: car.brakeFailures > 0, braking: move.braking });
  return speed;
}

/** Throws the `DomainError` that makes the turn give this car to the GNU. */
export function checkMove(circuit: Circuit, state: ClassicRaceState, carId: string, move: Move): void {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing' || state.results !== null)
    throw conflict('car', `car ${carId} is ${car.status} and the race ${state.results ? 'is over' : 'goes on'}`);
  checkNames(circuit, move);
  checkedSpeed(car, state.laps, move);
}

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
