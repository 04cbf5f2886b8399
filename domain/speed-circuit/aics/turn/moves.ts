/**
 * Who plays a car whose move is missing, incomplete or cannot be played (../move-check.ts): the
 * GNU (SC-GNU-1, SC-GNU-2, SC-NOTATION-7).
 */
import type { Dice, Roll } from '../../../dice.ts';
import { DomainError } from '../../../errors.ts';
import type { SquareIndex } from '../../circuit/types.ts';
import { gnuMove } from '../gnu/index.ts';
import { checkedSpeed, judgeMove } from '../move-check.ts';
import type { Move } from '../schemas.ts';
import type { SpeedClass } from '../speed.ts';
import type { StandingOrder } from '../standing-order.ts';
import type { CarState } from '../state.ts';
import type { Turn } from './context.ts';
import { movementQuery, unnamedCurve } from './path.ts';
import { freePitExit } from './pits.ts';
import { slipstream } from './slipstream.ts';

/** Why the GNU plays a car: no move, a move it cannot play, or one that names no line for a curve it reaches (with that curve). */
export interface Default {
  reason: 'missing' | 'erroneous' | 'incomplete';
  field: string | null;
  message: string | null;
  curve?: string;
}

export interface PlayableMove {
  move: Move;
  speed: SpeedClass;
  /** Why the player's move was replaced by the GNU's, if it was, with the GNU's move and roll. */
  defaulted: (Default & { gnu: { move: Move; roll: Roll | null } }) | null;
}

/** Where the car moves from: its square, or the first free pit exit (SC-PIT-5 Proposed). */
export const originOf = (turn: Turn, car: CarState): SquareIndex | undefined =>
  car.position.at === 'pits' ? freePitExit(turn) : car.position.at === 'track' ? car.position.square : undefined;

/**
 * Why the move is incomplete, if it is: it can reach a curve for which it names no lane or
 * trajectory (SC-GNU-1 "no movement given for a curve", SC-NOTATION-7). It is judged when the moves
 * are collected (Appendix A step 1), on the squares the move asks for from where the car stands:
 * its declared speed, and the slipstream bonus if it declared S and the speeds written give one
 * (SC-SLIP-7: the bonus may carry the car into a curve; behind a car whose move is missing, none).
 */
function incompleteness(turn: Turn, car: CarState, move: Move, written: Record<string, number>): Default | null {
  const origin = originOf(turn, car);
  const verdict = move.slipstream ? slipstream(turn.circuit, turn.state, car.car, written) : null;
  const bonus = verdict !== null && 'bonus' in verdict ? verdict.bonus : 0;
  const missing = origin === undefined ? null : unnamedCurve(movementQuery(turn.circuit, turn.state.laps, car, origin, move, move.speed, bonus));
  if (missing === null) return null;
  return { reason: 'incomplete', field: `move.${missing.field}`, message: null, curve: missing.curve };
}

/**
 * The GNU plays the car, its player's standing order when it can; its `gnu` roll, if it made one,
 * is kept so the turn can be audited (SC-GNU-1, SC-GNU-4).
 */
function playedByGnu(turn: Turn, car: CarState, why: Default, order: StandingOrder | undefined): PlayableMove {
  let roll: Roll | null = null;
  const dice: Dice = { roll: (request) => (roll = turn.dice.roll(request)), shuffle: (request) => turn.dice.shuffle(request) };
  const move = gnuMove(turn.circuit, turn.state, car.car, dice, order);
  return { move, speed: checkedSpeed(car, move), defaulted: { ...why, gnu: { move, roll } } };
}

/**
 * The move the car plays: the player's, or the GNU's when it is missing, cannot be played or, when
 * the moves written are given, is incomplete (SC-GNU-1).
 */
export function playableMove(turn: Turn, car: CarState, sent: Move | undefined, order?: StandingOrder, written?: Record<string, number>): PlayableMove {
  if (sent === undefined) return playedByGnu(turn, car, { reason: 'missing', field: null, message: null }, order);
  try {
    const speed = judgeMove(turn.circuit, car, sent);
    const incomplete = written === undefined ? null : incompleteness(turn, car, sent, written);
    return incomplete === null ? { move: sent, speed, defaulted: null } : playedByGnu(turn, car, incomplete, order);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return playedByGnu(turn, car, { reason: 'erroneous', field: error.field, message: error.message }, order);
  }
}
