/**
 * An AICS race turn (Appendix A, Proposed): collect the moves, fix the move order, drive every car
 * in that order, then close the turn. Pure: the same circuit, state, moves and dice give the same
 * events, and the returned state is the fold of those events.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import { playTurn } from '../../play-turn.ts';
import { carOf } from '../../turn.ts';
import type { AicsEvent } from '../events.ts';
import type { Move } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';
import type { RaceState } from '../state.ts';
import { startTurn } from './context.ts';
import { driveCar } from './drive.ts';
import { endTurn } from './end-of-turn.ts';
import { playableMove } from './moves.ts';

export { checkMove } from '../move-check.ts';

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
  const written = options.incompleteToGnu ? Object.fromEntries(Object.entries(moves).map(([car, move]) => [car, move?.speed ?? 0])) : undefined;
  playTurn(turn, moves, {
    /**
     * Step 1: the car's declaration, the GNU's where the move is missing, cannot be played or is
     * incomplete (SC-GNU-1), each car's run of missed moves counted. A move is judged incomplete on
     * the moves as written, whose speeds its slipstream bonus depends on (SC-SLIP-4). A pole lap has
     * no GNU: an incomplete programmed move is played as written (`options.incompleteToGnu`).
     * Eliminating a car that misses too many moves is the race's, before the turn, with the limit
     * the organiser set (SC-GNU-2 Proposed).
     */
    playable: (car, sent) => playableMove(turn, carOf(turn, car), sent, standingOrders[car], written),
    drive: (start, car, play, declared) => driveCar(turn, start, car, play, declared),
    end: () => endTurn(turn),
  });
  return { state: turn.state, events: turn.events };
}
