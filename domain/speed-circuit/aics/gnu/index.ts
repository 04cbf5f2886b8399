/**
 * The GNU, the non-human player (SC-GNU-1..4): the move of a car whose player sent none, sent it
 * too late, or sent one that cannot be played. It follows SC-GNU-4 Proposed:
 * (1) no reliability roll and no curve die, ever: only speeds reachable without a roll, braking
 *     beyond Dec only as far as wear pays (SC-DEC-2);
 * (2) each candidate speed is tried with the turn engine's movement through every lane and
 *     trajectory of the curves within reach, placed as far inside as possible (SC-AUTO-1);
 * (3) a candidate is dropped when it spends more W than the lap's budget (budget.ts), when the car
 *     could not then brake for the curves ahead (lookahead.ts), or when the other cars could make
 *     it rear-end, roll a die or leave it no room to move next turn (traffic.ts);
 * (4) the rest are ranked by distance gained along the lap, then wear saved, then speed kept;
 * (5) one d20 of the race's dice, purpose `gnu`, takes the best on 1–17 (0.85), else the second
 *     best speed;
 * (6) placement as far inside as possible;
 * (7) S when the car stands right behind another on straight squares and every bonus that car
 *     could give is as safe as none (SC-SLIP-8).
 * A soft-tyre car owing its stop boxes at the first crossing it can make at 100 mph or less
 * (SC-SOFT-3). A standing order, when the player left one, is played instead whenever it is legal
 * (standing-order.ts). Its only chance is the `gnu` roll: the same race state and dice give the
 * same move.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import type { Move } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';
import type { RaceState } from '../state.ts';
import { ownChoice, situationOf } from './choice.ts';
import { orderedMove } from './standing-order.ts';

export { wearBudget } from './budget.ts';

/**
 * The GNU's move for `carId` in the turn that follows `state`: the player's standing order when he
 * left one and it can be played, its own choice otherwise. Pure: its only chance is the race's
 * `gnu` roll.
 */
export function gnuMove(circuit: Circuit, state: RaceState, carId: string, dice: Dice, order?: StandingOrder): Move {
  const situation = situationOf(circuit, state, carId);
  return (order === undefined ? null : orderedMove(situation, order, dice)) ?? ownChoice(situation, dice);
}
