/**
 * An AICS race turn (Appendix A, Proposed): collect the moves, fix the move order, drive every car
 * in that order, then close the turn. Pure: the same circuit, state, moves and dice give the same
 * events, and the returned state is the fold of those events.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import type { AicsEvent } from '../events.ts';
import type { Move } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';
import type { RaceState } from '../state.ts';
import { carOf, emit, racingCars, startTurn, type Turn } from './context.ts';
import { driveCar } from './drive.ts';
import { endTurn } from './end-of-turn.ts';
import { type PlayableMove, playableMove } from './moves.ts';
import { moveOrder } from './order.ts';

export { checkMove } from '../move-check.ts';

/**
 * Step 1: every car's declaration, the GNU's where the move is missing, cannot be played or is
 * incomplete (SC-GNU-1), each car's run of missed moves counted. A move is judged incomplete on the
 * moves as written, whose speeds its slipstream bonus depends on (SC-SLIP-4). A pole lap has no
 * GNU: an incomplete programmed move is played as written (`options.incompleteToGnu`). Eliminating
 * a car that misses too many moves is the race's, before the turn, with the limit the organiser set
 * (SC-GNU-2 Proposed).
 */
function collect(
  turn: Turn,
  moves: Record<string, Move | undefined>,
  standingOrders: Record<string, StandingOrder>,
  options: TurnOptions,
): Map<string, { play: PlayableMove; missedMoves: number }> {
  const plays = new Map<string, { play: PlayableMove; missedMoves: number }>();
  const written = options.incompleteToGnu ? Object.fromEntries(Object.entries(moves).map(([car, move]) => [car, move?.speed ?? 0])) : undefined;
  for (const car of racingCars(turn.state)) {
    const sent = moves[car.car];
    const missedMoves = sent === undefined ? car.missedMoves + 1 : 0;
    const play = playableMove(turn, car, sent, standingOrders[car.car], written);
    if (play.defaulted !== null) emit(turn, { type: 'MoveDefaulted', car: car.car, ...play.defaulted, speed: play.move.speed });
    plays.set(car.car, { play, missedMoves });
  }
  return plays;
}

/** How a turn treats the moves it is given. */
export interface TurnOptions {
  /** A move that names no line for a curve it reaches goes to the GNU (SC-GNU-1): in the race, not in a pole lap. */
  incompleteToGnu: boolean;
}

export function resolveTurn(
  circuit: Circuit,
  state: RaceState,
  moves: Record<string, Move | undefined>,
  dice: Dice,
  standingOrders: Record<string, StandingOrder> = {},
  options: TurnOptions = { incompleteToGnu: true },
): { state: RaceState; events: AicsEvent[] } {
  const turn = startTurn(circuit, state, dice);
  emit(turn, { type: 'TurnStarted', turn: turn.number });
  const plays = collect(turn, moves, standingOrders, options);
  const declared = Object.fromEntries([...plays].map(([car, { play }]) => [car, play.move.speed]));
  const order = moveOrder(
    circuit,
    [...plays.keys()].map((car) => carOf(turn, car)),
    declared,
  );
  emit(turn, {
    type: 'MoveOrderSet',
    order: order.map((car) => {
      const { play, missedMoves } = plays.get(car)!;
      return { car, speed: play.move.speed, slipstream: play.move.slipstream, missedMoves };
    }),
  });
  const start = turn.state;
  for (const car of order) driveCar(turn, start, car, plays.get(car)!.play, declared);
  endTurn(turn);
  return { state: turn.state, events: turn.events };
}
