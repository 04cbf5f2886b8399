/**
 * The Speed deck (LB-SPEED-1, LB-GAP-9 Proposed): the Technology and Manoeuvre cards no player
 * holds and all 39 Banknote cards, shuffled together; drawn one at a time, every card drawn is
 * discarded (LB-CARD-1), and the discards are reshuffled into a new deck when the last is drawn.
 * Every shuffle is a verifiable one and every draw an event, so a replay deals the same cards.
 */
import * as z from 'zod';
import type { Dice } from '../dice.ts';
import { CARDS, type CardId, CardId as CardIdSchema } from './cards.ts';

export const SpeedDeck = z.object({ pile: z.array(CardIdSchema), discard: z.array(CardIdSchema) });
export type SpeedDeck = z.infer<typeof SpeedDeck>;

/** What a Speed card is drawn for: only a movement draw can make a runaway (LB-RUN-2 Proposed). */
export const SpeedUse = z.enum(['qualifying', 'movement', 'luck', 'check', 'direction']);
export type SpeedUse = z.infer<typeof SpeedUse>;

export const SpeedEvent = z.discriminatedUnion('type', [
  /** The deck as a shuffle left it, top first: face down, seen by nobody until the finish. */
  z.object({ type: z.literal('speedDeckShuffled'), cards: z.array(CardIdSchema) }),
  /** Turned face up for all to see, then discarded. */
  z.object({ type: z.literal('speedDrawn'), car: z.string(), use: SpeedUse, card: CardIdSchema }),
]);
export type SpeedEvent = z.infer<typeof SpeedEvent>;

/** LB-SPEED-1: the deck formed from the Technology and Manoeuvre cards left in their piles and every Banknote card. */
export const formSpeedDeck = (left: readonly CardId[], dice: Dice): SpeedEvent => ({
  type: 'speedDeckShuffled',
  cards: dice.shuffle({ purpose: 'speedDeck', items: [...left, ...CARDS.banknote.map(({ id }) => id)] }).items,
});

export const evolveSpeedDeck = (deck: SpeedDeck, event: SpeedEvent): SpeedDeck =>
  event.type === 'speedDeckShuffled'
    ? { pile: event.cards, discard: [] }
    : { pile: deck.pile.filter((id) => id !== event.card), discard: [...deck.discard, event.card] };

/** Draws the top card for `car`; an empty deck is first reshuffled from its discards (LB-SPEED-1). */
export const drawSpeed = (deck: SpeedDeck, dice: Dice, car: string, use: SpeedUse): { card: CardId; deck: SpeedDeck; events: SpeedEvent[] } => {
  const events: SpeedEvent[] = [];
  let current = deck;
  if (current.pile.length === 0) {
    const reshuffled: SpeedEvent = { type: 'speedDeckShuffled', cards: dice.shuffle({ purpose: 'speedDeck', items: current.discard }).items };
    events.push(reshuffled);
    current = evolveSpeedDeck(current, reshuffled);
  }
  const card = current.pile[0];
  if (card === undefined) throw new Error('the Speed deck and its discards are empty');
  const drawn: SpeedEvent = { type: 'speedDrawn', car, use, card };
  events.push(drawn);
  return { card, deck: evolveSpeedDeck(current, drawn), events };
};
