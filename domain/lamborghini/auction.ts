/**
 * The Long game's phase 1 (LB-AUCT): the sealed bids for the first choice, opened together, and
 * the draft that follows with Car and Driver cards bought at their printed price. A bid is a
 * ballot's submission: seen by its author alone until the step is played, then opened for all.
 */
import * as z from 'zod';
import { type CardId, kindOf, priceOf } from './cards.ts';
import type { DraftState, MayAlso } from './draft.ts';
import { auctionOrder } from './money.ts';

/** The smallest Banknote card: money changes hands in banknotes (LB-COMP-1), so a bid is a whole number of thousands. */
export const BANKNOTE = 1_000;

/** LB-AUCT-1: a sealed bid; zero is a bid. Not capped by the bidder's money (LB-AUCT-2 Proposed). */
export const Bid = z.strictObject({
  amount: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .refine((amount) => amount % BANKNOTE === 0, { message: `a bid is paid in banknotes: a multiple of $${BANKNOTE}` }),
});
export type Bid = z.infer<typeof Bid>;

export const AuctionEvent = z.discriminatedUnion('type', [
  /** LB-AUCT-1: every bid opened at once, the order of choosing they give, and the money bid lost to the bank. */
  z.object({ type: z.literal('bidsOpened'), bids: z.record(z.string(), z.number().int()), order: z.array(z.string()) }),
  /** LB-AUCT-2: a Car or Driver card bought in the draft at its printed price. */
  z.object({ type: z.literal('paid'), seat: z.string(), card: z.string(), price: z.number().int() }),
]);
export type AuctionEvent = z.infer<typeof AuctionEvent>;

/** The non-human player's bid (and a missing bid's): nothing, keeping the money for a car and a driver, as the source warns. */
export const DEFAULT_BID: Bid = { amount: 0 };

/** LB-AUCT-1, LB-GAP-6 Proposed: the bids opened; ties go by `seated`, the order of play drawn at the start. */
export const openBids = (seated: readonly string[], sent: Readonly<Record<string, Bid | undefined>>): Extract<AuctionEvent, { type: 'bidsOpened' }> => {
  const bids = Object.fromEntries(seated.map((seat) => [seat, (sent[seat] ?? DEFAULT_BID).amount]));
  return { type: 'bidsOpened', bids, order: auctionOrder(bids, seated) };
};

/**
 * LB-AUCT-2 with its Proposed: what a seat with `money` may take in the Long game. Technology and
 * Manoeuvre cards are free; a Car or Driver card costs its price, and may not be chosen unless he
 * can pay for it, save when he can pay for no card of that kind not yet taken (face up or in its
 * pile) while he still needs one: he then takes it on debt.
 */
export const mayBuy =
  (draft: DraftState, seat: string, money: number): MayAlso =>
  (held, id) => {
    const kind = kindOf(id);
    if (kind !== 'car' && kind !== 'driver') return undefined;
    const chosenNow = held.slice((draft.held[seat] ?? []).length);
    const left = money - chosenNow.reduce((sum, one) => sum + priceOf(one), 0);
    if (priceOf(id) <= left) return undefined;
    const untaken = [...draft.faceUp, ...draft.piles[kind]].filter((one) => kindOf(one) === kind && !chosenNow.includes(one));
    if (untaken.every((one) => priceOf(one) > left)) return undefined;
    return `${id} costs $${priceOf(id)} and this seat has $${left}: it may not choose a card it cannot pay for while one of its kind is within its means (LB-AUCT-2)`;
  };

/** LB-AUCT-2: what `seat` pays for the cards he chose. */
export const payments = (seat: string, cards: readonly CardId[]): AuctionEvent[] =>
  cards.filter((id) => priceOf(id) > 0).map((id) => ({ type: 'paid', seat, card: id, price: priceOf(id) }));
