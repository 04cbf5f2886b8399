/**
 * What a seat knows of the race, the only ground its choices are worked out on: the game's own
 * `view` for that seat (rules.ts), which shows every pile and the Speed deck as their sizes and
 * every other seat's hand as its number of cards. So that the rules' own legality functions can
 * judge the seat's picks, it is laid out as a state again: a face-down pile of Car or Driver cards
 * holds the cards of its kind nobody holds or shows (a set anyone can work out, its order unknown
 * and unused), while the face-down Technology, Manoeuvre and Speed cards and the other hands are
 * empty, their sizes kept apart.
 */
import * as z from 'zod';
import { conflict } from '../../errors.ts';
import type { ChoicesInput } from '../../race/ruleset.ts';
import type { Board } from '../board/types.ts';
import { CARDS, CardId } from '../cards.ts';
import { DraftState, Pile } from '../draft.ts';
import { seatOf } from '../race-flow.ts';
import { lamborghiniRules } from '../rules.ts';
import { Murcielago } from '../setup.ts';
import { LamborghiniState } from '../state.ts';

/** The game's view for a seat before the finish, as rules.ts gives it. */
const SeatView = LamborghiniState.extend({
  draft: DraftState.extend({ piles: z.record(Pile, z.number().int()) }),
  speed: z.object({ pile: z.number().int(), discard: z.array(CardId) }),
  murcielagos: z.record(z.string(), Murcielago.extend({ hand: z.union([z.array(CardId), z.number().int()]) })),
});

export interface Known {
  /** The race as the seat knows it (above). */
  state: LamborghiniState;
  /** The game's view itself, for the pictures, which draw a hidden hand as its number of cards. */
  view: unknown;
  /** The seat, and its cars. */
  seat: string;
  cars: readonly string[];
  /** How many cards lie face down in each pile, and in the Speed deck. */
  piles: Record<Pile, number>;
  speedPile: number;
  /** How many cards each car's hand holds, the other seats' included. */
  hands: Record<string, number>;
}

export const knownBy = ({ state, car }: Pick<ChoicesInput<Board, LamborghiniState>, 'state' | 'car'>): Known => {
  if (state === undefined) throw conflict('step', 'the race has not begun');
  const seat = seatOf(state, car);
  const cars = state.seats[seat] ?? [car];
  const seen = SeatView.parse(lamborghiniRules.view!(state, { cars, finished: false }));
  const shown = new Set([
    ...seen.draft.faceUp,
    ...Object.values(seen.draft.held).flat(),
    ...Object.values(seen.murcielagos).flatMap(({ carCard, driverCard }) => [carCard, driverCard]),
    ...(seen.long?.market ?? []),
  ]);
  const unseen = (kind: 'car' | 'driver') => CARDS[kind].map(({ id }) => id).filter((id) => !shown.has(id));
  return {
    state: {
      ...seen,
      draft: { ...seen.draft, piles: { car: unseen('car'), driver: unseen('driver'), technology: [], manoeuvre: [] } },
      speed: { pile: [], discard: seen.speed.discard },
      murcielagos: Object.fromEntries(
        Object.entries(seen.murcielagos).map(([one, murcielago]) => [one, { ...murcielago, hand: Array.isArray(murcielago.hand) ? murcielago.hand : [] }]),
      ),
    },
    view: seen,
    seat,
    cars,
    piles: seen.draft.piles,
    speedPile: seen.speed.pile,
    hands: Object.fromEntries(Object.entries(seen.murcielagos).map(([one, { hand }]) => [one, Array.isArray(hand) ? hand.length : hand])),
  };
};
