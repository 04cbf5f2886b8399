/**
 * Which moves a car can play this turn (SC-DEC-2 Proposed, SC-REL-5 Proposed): the names a move
 * gives must be the circuit's, and its speed one whose forced braking can be paid. What the API
 * checks of a move when it is sent, and what the turn checks again before it gives a car to the
 * GNU (turn/moves.ts).
 */
import { conflict, DomainError, invalid } from '../../errors.ts';
import type { Circuit } from '../circuit/types.ts';
import { decelerationPenalty } from './braking.ts';
import type { Move } from './schemas.ts';
import { classifySpeed, type SpeedClass, speedContext } from './speed.ts';
import type { CarState, RaceState } from './state.ts';

/** The speed class of a declaration whose forced braking can be paid; throws `DomainError` otherwise. */
export function checkedSpeed(car: CarState, move: Move): SpeedClass {
  const speed = classifySpeed(speedContext(car), move.speed);
  if (speed.beyondDec > 0) {
    decelerationPenalty(
      speed.beyondDec as 20 | 40 | 60 | 80,
      { wear: car.wear, brakeWear: car.brakeWear },
      {
        wornBrakes: car.brakeFailures > 0,
        braking: move.braking,
      },
    );
  }
  return speed;
}

/** Lanes and squares the move names must exist on the circuit. */
export function checkNames(circuit: Circuit, move: Move): void {
  for (const field of ['curve1', 'curve2'] as const)
    move[field].forEach((preference, i) => {
      if (preference.kind === 'lane' && !circuit.squares.some((square) => square.lane === preference.lane)) {
        throw invalid(`move.${field}[${i}].lane`, `circuit ${circuit.id} has no lane ${preference.lane}`);
      }
    });
  move.placement.forEach((preference, i) => {
    if (preference.kind === 'square' && !circuit.byId.has(preference.square)) {
      throw invalid(`move.placement[${i}].square`, `circuit ${circuit.id} has no square ${preference.square}`);
    }
  });
}

export function judgeMove(circuit: Circuit, car: CarState, move: Move): SpeedClass {
  checkNames(circuit, move);
  return checkedSpeed(car, move);
}

/** Throws the `DomainError` that makes the turn give this car to the GNU. */
export function checkMove(circuit: Circuit, state: RaceState, carId: string, move: Move): void {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing') throw conflict('car', `car ${carId} is ${car.status}`);
  judgeMove(circuit, car, move);
}
