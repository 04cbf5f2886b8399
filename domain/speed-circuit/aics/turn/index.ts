/**
 * An AICS race turn (Appendix A, Proposed): collect the moves, fix the move order, drive every car
 * in that order, then close the turn. Pure: the same circuit, state, moves and dice give the same
 * events, and the returned state is the fold of those events.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import type { AicsEvent } from '../events.ts';
import type { StandingOrder } from '../gnu/index.ts';
import type { Move } from '../schemas.ts';
import type { RaceState } from '../state.ts';
import { carOf, emit, racingCars, startTurn, type Turn } from './context.ts';
import { driveCar } from './drive.ts';
import { endTurn } from './end-of-turn.ts';
import { type PlayableMove, playableMove } from './moves.ts';
import { moveOrder } from './order.ts';

export { checkMove } from './moves.ts';

/**
 * Step 1: every car's declaration, the GNU's where the move is missing or cannot be played
 * (SC-GNU-1), each car's run of missed moves counted. Eliminating a car that misses too many is
 * the race's, before the turn, with the limit the organiser set (SC-GNU-2 Proposed).
 */
function collect(
  turn: Turn,
  moves: Record<string, Move | undefined>,
  standingOrders: Record<string, StandingOrder>,
): Map<string, { play: PlayableMove; missedMoves: number }> {
  const plays = new Map<string, { play: PlayableMove; missedMoves: number }>();
  for (const car of racingCars(turn.state)) {
    const sent = moves[car.car];
    const missedMoves = sent === undefined ? car.missedMoves + 1 : 0;
    const play = playableMove(turn, car, sent, standingOrders[car.car]);
    if (play.defaulted !== null) emit(turn, { type: 'MoveDefaulted', car: car.car, ...play.defaulted, speed: play.move.speed });
    plays.set(car.car, { play, missedMoves });
  }
  return plays;
}

export function resolveTurn(
  circuit: Circuit,
  state: RaceState,
  moves: Record<string, Move | undefined>,
  dice: Dice,
  standingOrders: Record<string, StandingOrder> = {},
): { state: RaceState; events: AicsEvent[] } {
  const turn = startTurn(circuit, state, dice);
  emit(turn, { type: 'TurnStarted', turn: turn.number });
  const plays = collect(turn, moves, standingOrders);
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
