/**
 * The GNU plays a player's standing order (../standing-order.ts) whenever it is legal, and its own
 * choice when it is not. A standing order never asks for a roll by itself, as a die is rolled only
 * on request (SC-AUTO-3, SC-AUTO-4): a held or written speed that would need an Acc, Top Speed or
 * Start Speed roll, or a brake check, is not played.
 */
import type { Dice } from '../../../dice.ts';
import type { Move, MovementPreference } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';
import { type Candidate, ownChoice, possibleBonuses, type Situation, waysToPlay } from './choice.ts';
import { speedCost } from './simulate.ts';

/** The speed the order asks for this turn. */
function orderedSpeed(situation: Situation, order: StandingOrder): number {
  const { car } = situation;
  if (order.speed === 'hold') return car.standstill === null ? car.previousSpeed : car.sheet.startSpeed;
  return order.speed as number;
}

const paying = (preference: MovementPreference, pay: StandingOrder['pay']): MovementPreference =>
  preference.kind === 'box' ? preference : { ...preference, pay };

/** Among the lines for the speed: one that needs no die if there is one, then the one that costs least wear. */
function bestLine(ways: Candidate[]): Candidate | undefined {
  return [...ways].sort((a, b) => Number(a.arrival.risky) - Number(b.arrival.risky) || a.arrival.W - b.arrival.W)[0];
}

/** The order as a move for this turn, or null when the order cannot be played as it stands. */
export function orderedMove(situation: Situation, order: StandingOrder, dice: Dice): Move | null {
  const style = { placement: order.placement, slipstream: order.slipstream };
  if (order.speed === 'safe') return ownChoice(situation, dice, style);
  const { car } = situation;
  const speed = orderedSpeed(situation, order);
  if (speedCost(car, speed) === null) return null;
  const line = bestLine(waysToPlay(situation, speed, style));
  if (line === undefined) return null;
  return {
    ...line.move,
    curve1: line.move.curve1.map((preference) => paying(preference, order.pay)),
    curve2: line.move.curve2.map((preference) => paying(preference, order.pay)),
    slipstream: order.slipstream && possibleBonuses(situation, speed).length > 0,
  };
}
