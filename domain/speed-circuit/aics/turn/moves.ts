/**
 * Which moves can be played, and who plays a car whose move is missing or cannot be played: the
 * GNU (SC-GNU-1, SC-GNU-2, SC-DEC-2 Proposed, SC-REL-5 Proposed).
 */
import type { Dice, Roll } from '../../../dice.ts';
import { conflict, DomainError, invalid } from '../../../errors.ts';
import type { Circuit } from '../../circuit/types.ts';
import { decelerationPenalty } from '../braking.ts';
import { gnuMove, type StandingOrder } from '../gnu/index.ts';
import type { Move } from '../schemas.ts';
import { classifySpeed, type SpeedClass, speedContext } from '../speed.ts';
import type { CarState, RaceState } from '../state.ts';
import type { Turn } from './context.ts';

/** The speed class of a declaration whose forced braking can be paid; throws `DomainError` otherwise. */
function checkedSpeed(car: CarState, move: Move): SpeedClass {
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

function judgeMove(circuit: Circuit, car: CarState, move: Move): SpeedClass {
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

export interface PlayableMove {
  move: Move;
  speed: SpeedClass;
  /** Why the player's move was replaced by the GNU's, if it was, with the GNU's move and roll. */
  defaulted: {
    reason: 'missing' | 'erroneous';
    field: string | null;
    message: string | null;
    gnu: { move: Move; roll: Roll | null };
  } | null;
}

/**
 * The GNU plays the car, its player's standing order when it can; its `gnu` roll, if it made one,
 * is kept so the turn can be audited (SC-GNU-1, SC-GNU-4).
 */
function playedByGnu(
  turn: Turn,
  car: CarState,
  why: { reason: 'missing' | 'erroneous'; field: string | null; message: string | null },
  order: StandingOrder | undefined,
): PlayableMove {
  let roll: Roll | null = null;
  const dice: Dice = { roll: (request) => (roll = turn.dice.roll(request)), shuffle: (request) => turn.dice.shuffle(request) };
  const move = gnuMove(turn.circuit, turn.state, car.car, dice, order);
  return { move, speed: checkedSpeed(car, move), defaulted: { ...why, gnu: { move, roll } } };
}

export function playableMove(turn: Turn, car: CarState, sent: Move | undefined, order?: StandingOrder): PlayableMove {
  if (sent === undefined) return playedByGnu(turn, car, { reason: 'missing', field: null, message: null }, order);
  try {
    return { move: sent, speed: judgeMove(turn.circuit, car, sent), defaulted: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return playedByGnu(turn, car, { reason: 'erroneous', field: error.field, message: error.message }, order);
  }
}
