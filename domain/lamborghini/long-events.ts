/**
 * The events of the Long game (LB-SETUP-6, LB-AUCT, LB-LONG): money given, bids opened and cards
 * bought, what a later race starts from, its repairs and Economic phase, the cards each Car and
 * Driver card brought, and the prizes of the finish. Folded by `evolveLong`.
 */
import * as z from 'zod';
import { AuctionEvent } from './auction.ts';
import { CardId } from './cards.ts';
import { RaceOutcome } from './long.ts';
import { Murcielago } from './setup.ts';

const Money = z.record(z.string(), z.number().int());

export const LongEvent = z.union([
  AuctionEvent,
  /** LB-SETUP-6, or what the race this one follows left each seat: its money now and when the race began. */
  z.object({ type: z.literal('funded'), money: Money, began: Money }),
  /**
   * LB-LONG-3 Proposed: a later race starts from the race it follows: each car as its player left
   * it, its hand reactivated (LB-LONG-3 (3)), the market (LB-GAP-10), the cards each Car and
   * Driver card brought, and the damages to repair.
   */
  z.object({
    type: z.literal('carriedIn'),
    cars: z.array(Murcielago),
    market: z.array(CardId),
    brought: z.record(z.string(), z.array(CardId)),
    damages: z.record(z.string(), z.number().int()),
  }),
  /** LB-LONG-3 (2): damages repaired at $1,000 each, as many as the player can pay for (a race's own repair by a Team card is `repaired`). */
  z.object({ type: z.literal('repairsPaid'), car: z.string(), damages: z.number().int().min(1), cost: z.number().int() }),
  /**
   * LB-LONG-3 (4): a seat's turn of the Economic phase: the cards it gave back and took (a),
   * the Car and Driver cards it sold or fired and their replacements (b, c), and the cards a
   * sold card had brought that go face up.
   */
  z.object({
    type: z.literal('economised'),
    seat: z.string(),
    exchanges: z.array(z.object({ car: z.string(), gave: z.array(CardId), took: CardId })),
    replaced: z.array(z.object({ car: z.string(), sold: CardId, bought: CardId, refund: z.number().int(), price: z.number().int() })),
    freed: z.array(CardId),
    byNonHuman: z.boolean(),
  }),
  /** LB-LONG-3 Proposed: the cards granted to a car, by the Car or Driver card that brought them: seen by the car's seat alone until the finish. */
  z.object({ type: z.literal('brought'), car: z.string(), by: z.record(z.string(), z.array(CardId)) }),
  /** LB-LONG-1, LB-LONG-2: the race's outcome and the prize of each car that crossed the line. */
  RaceOutcome.extend({ type: z.literal('raced'), prizes: Money }),
]);
export type LongEvent = z.infer<typeof LongEvent>;

const LONG_TYPES: ReadonlySet<string> = new Set(
  LongEvent.options.flatMap((option) => ('options' in option ? option.options : [option]).map((one) => one.shape.type.value)),
);

/** Whether `event` is one of the Long game's, folded by `evolveLong`, rather than the race's. */
export const isLongEvent = (event: { type: string }): event is LongEvent => LONG_TYPES.has(event.type);
