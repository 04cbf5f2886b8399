/**
 * Standing orders: as PBEM stewards keep "ghost plots", a player may leave a default order for
 * the turns he misses (SC-GNU-1, SC-GNU-2), e.g. "hold speed, pay wear, inside, slipstream when
 * possible" or "as fast as safe without dice"; the GNU plays it (gnu/standing-order.ts).
 */
import * as z from 'zod';
import { CurvePayment, PlacementPreference } from './schemas.ts';

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
