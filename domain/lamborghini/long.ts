/**
 * The Long game's part of a race's state (LB-GAME-2, LB-SETUP-6, LB-AUCT, LB-LONG, LB-GAP-9..12):
 * each player's money (a number per player, LB-GAP-9 Proposed), the sealed bids once opened, the
 * market of Car and Driver cards set aside (LB-GAP-10), the cards each Car and Driver card
 * brought (LB-LONG-3 Proposed), the damages carried into the race, a later race's Economic phase
 * and the race's outcome with its prizes. Absent in the Short game.
 */
import * as z from 'zod';
import { CardId } from './cards.ts';

/** What ended the race for the money (LB-LONG-1 Proposed, LB-FIN-1 Proposed, LB-GAP-12): the cars that crossed the line in their order of arrival, then the stopped cars in their order. */
export const RaceOutcome = z.object({
  arrival: z.array(z.string()),
  stopped: z.array(z.string()),
  /** Each car's damages at the finish (LB-DMG-1), repaired before the next race (LB-LONG-3 (2)). */
  damages: z.record(z.string(), z.number().int().min(0)),
});
export type RaceOutcome = z.infer<typeof RaceOutcome>;

export const LongState = z.object({
  /** Each seat's money, negative for a debt (LB-AUCT-2 Proposed). */
  money: z.record(z.string(), z.number().int()),
  /** Each seat's money when the race began, 0 in a championship's first race: the race's points are the change. */
  began: z.record(z.string(), z.number().int()),
  /** LB-AUCT-1: the sealed bids, once opened. */
  bids: z.record(z.string(), z.number().int()).optional(),
  /** LB-GAP-10 Proposed: the Car and Driver cards set aside, on sale in a later race's Economic phase. */
  market: z.array(CardId),
  /** LB-LONG-3 Proposed: the cards each Car and Driver card brought at its grants. */
  brought: z.record(z.string(), z.array(CardId)),
  /** LB-CARD-1 Long game: the Technology and Manoeuvre cards each car has used, face down beside its player until the next race. */
  used: z.record(z.string(), z.array(CardId)),
  /** The damages each car brings into this race: those its player could not pay to repair (LB-LONG-3 (2)). */
  damages: z.record(z.string(), z.number().int()),
  /** A later race's Economic phase (LB-LONG-3 (4)): the seats in reverse order of arrival, how many have acted, the replacements bought. */
  economy: z
    .object({
      order: z.array(z.string()),
      turn: z.number().int().min(0),
      replaced: z.array(z.object({ car: z.string(), card: CardId })),
    })
    .optional(),
  /** LB-LONG-1, LB-LONG-2: the outcome and each car's prize. */
  outcome: RaceOutcome.extend({ prizes: z.record(z.string(), z.number().int()) }).optional(),
});
export type LongState = z.infer<typeof LongState>;

export const emptyLong = (): LongState => ({ money: {}, began: {}, market: [], brought: {}, used: {}, damages: {} });

/** The money of a seat after paying `amount`. */
export const pay = (long: LongState, seat: string, amount: number): LongState => ({
  ...long,
  money: { ...long.money, [seat]: (long.money[seat] ?? 0) - amount },
});
