/**
 * Which moves can be played, and what a car does when its move is missing or cannot be played
 * (SC-GNU-1, SC-GNU-2, SC-DEC-2 Proposed, SC-REL-5 Proposed).
 */
import { DomainError, conflict, invalid } from '../../../errors.ts';
import type { Circuit } from '../../circuit/types.ts';
import { decelerationPenalty } from '../braking.ts';
import { Move } from '../schemas.ts';
import { type SpeedClass, type SpeedContext, classifySpeed } from '../speed.ts';
import type { CarState, RaceState } from '../state.ts';

export function speedContext(car: CarState): SpeedContext {
  return {
    sheet: car.sheet,
    previousSpeed: car.previousSpeed,
    fromStandstill: car.standstill !== null,
    reliability: car.reliability,
  };
}

/** The speed class of a declaration whose forced braking can be paid; throws `DomainError` otherwise. */
function checkedSpeed(car: CarState, move: Move): SpeedClass {
  const speed = classifySpeed(speedContext(car), move.speed);
  if (speed.beyondDec > 0) {
    decelerationPenalty(speed.beyondDec as 20 | 40 | 60 | 80, { wear: car.wear, brakeWear: car.brakeWear }, {
      wornBrakes: car.brakeFailures > 0,
      braking: move.braking,
    });
  }
  return speed;
}

function checkNames(circuit: Circuit, move: Move): void {
  const lanes = new Set(circuit.squares.map((square) => square.lane));
  (['curve1', 'curve2'] as const).forEach((field) =>
    move[field].forEach((preference, i) => {
      if (preference.kind === 'lane' && !lanes.has(preference.lane)) {
        throw invalid(`move.${field}[${i}].lane`, `circuit ${circuit.id} has no lane ${preference.lane}`);
      }
    }),
  );
  move.placement.forEach((preference, i) => {
    if (preference.kind === 'square' && !circuit.byId.has(preference.square)) {
      throw invalid(`move.placement[${i}].square`, `circuit ${circuit.id} has no square ${preference.square}`);
    }
  });
}

function judgeMove(circuit: Circuit, car: CarState, move: Move): SpeedClass {
  checkNames(circuit, move);
  return checkedSpeed(car, move);
}

/** Throws the `DomainError` that makes the turn replace this move by the default one. */
export function checkMove(circuit: Circuit, state: RaceState, carId: string, move: Move): void {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing') throw conflict('car', `car ${carId} is ${car.status}`);
  judgeMove(circuit, car, move);
}

export interface PlayableMove {
  move: Move;
  speed: SpeedClass;
  /** Why the player's move was replaced, if it was. */
  defaulted: { reason: 'missing' | 'erroneous'; field: string | null; message: string | null } | null;
}

/**
 * For now a missing or unplayable move keeps the car at its previous speed (its Start Speed from
 * standstill), capped at Top Speed so that no roll is needed, with default preferences.
 */
function defaultMove(car: CarState): Move {
  const speed = car.standstill !== null ? car.sheet.startSpeed : Math.min(car.previousSpeed, car.sheet.topSpeed);
  return Move.parse({ speed });
}

export function playableMove(circuit: Circuit, car: CarState, sent: Move | undefined): PlayableMove {
  if (sent !== undefined) {
    try {
      return { move: sent, speed: judgeMove(circuit, car, sent), defaulted: null };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const move = defaultMove(car);
      return { move, speed: checkedSpeed(car, move), defaulted: { reason: 'erroneous', field: error.field, message: error.message } };
    }
  }
  const move = defaultMove(car);
  return { move, speed: checkedSpeed(car, move), defaulted: { reason: 'missing', field: null, message: null } };
}
