/**
 * Standing orders: as PBEM stewards keep "ghost plots", a player may leave a default order for
 * the turns he misses (SC-GNU-1, SC-GNU-2), e.g. "hold speed, pay wear, inside, slipstream when
 * possible" or "as fast as safe without dice". The GNU plays the order whenever it is legal, and
 * its own choice when it is not. A standing order never asks for a roll by itself, as a die is
 * rolled only on request (SC-AUTO-3, SC-AUTO-4): a held or written speed that would need an Acc,
 * Top Speed or Start Speed roll, or a brake check, is not played.
 */
import * as z from 'zod';
import type { Dice } from '../../../dice.ts';
import { CurvePayment, type Move, type MovementPreference, PlacementPreference } from '../schemas.ts';
import { type Candidate, ownChoice, possibleBonuses, type Situation, waysToPlay } from './choice.ts';
import { speedCost } from './simulate.ts';

export const StandingOrder = z
  .object({
    /**
     * `hold`: the speed of the last turn (the Start Speed after a stop, SC-START-1); `safe`: as fast
     * as is safe without dice, the GNU's own choice of speed and line; a number: that speed.
     */
    speed: z.union([z.enum(['hold', 'safe']), z.number().int().min(0).max(400).multipleOf(20)]),
    /** How curve penalties are paid on a held or written speed: wear, or the curve die (SC-AUTO-3). The GNU's `safe` never rolls. */
    pay: CurvePayment.default('wear'),
    /** S whenever the car stands right behind another on straight squares (SC-SLIP-1, SC-SLIP-3). */
    slipstream: z.boolean().default(false),
    /** As in a move (SC-NOTATION-8, SC-NOTATION-12, SC-CUSTOM-2 Proposed). */
    placement: z.array(PlacementPreference).max(4).default([]),
  })
  .superRefine((order, ctx) => {
    order.placement.forEach((preference, index) => {
      if (preference.kind === 'square') {
        ctx.addIssue({ code: 'custom', path: ['placement', index], message: 'a standing order cannot name an exact square: it is played on any turn' });
      }
    });
    const custom = order.placement.filter((p) => p.kind === 'noSlipstream' || (p.kind === 'slipstream' && p.behind !== undefined));
    if (custom.length > 1) ctx.addIssue({ code: 'custom', path: ['placement'], message: 'at most one custom placement preference (SC-CUSTOM-1)' });
  });
export type StandingOrder = z.infer<typeof StandingOrder>;
export type StandingOrderInput = z.input<typeof StandingOrder>;

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
