/**
 * Which moves a classic car can play. Speeds follow the AICS limits, which classic shares
 * (SCC-ACC-2, SCC-ACC-3, SCC-DEC-2, SCC-DEC-6, SCC-START-1), without reliability; a deceleration
 * beyond Dec must be payable with the wear available now (SCC-DEC-4 Proposed, SCC-LAPS Proposed).
 */
import { conflict, DomainError } from '../../errors.ts';
import { decelerationPenalty, type Purse } from '../aics/braking.ts';
import { checkNames } from '../aics/move-check.ts';
import { classifySpeed, type SpeedClass, type SpeedContext } from '../aics/speed.ts';
import type { Circuit } from '../circuit/types.ts';
import type { Move } from './notation.ts';
import { type ClassicCarState, type ClassicRaceState, wearAvailable } from './state.ts';

export const speedContext = (car: ClassicCarState): SpeedContext => ({
  sheet: car.sheet,
  previousSpeed: car.previousSpeed,
  fromStandstill: car.standstill !== null,
});

/** What the car may pay with now: its one kind of wear. */
export const purse = (car: ClassicCarState, laps: number): Purse => ({ wear: wearAvailable(car, laps), brakeWear: 0 });

export function checkedSpeed(car: ClassicCarState, laps: number, move: Move): SpeedClass {
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
