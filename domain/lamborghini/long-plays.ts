/**
 * How the referee plays the Long game's steps (long-flow.ts): a race's beginning, with the
 * starting money (LB-SETUP-6) or from what the race it follows left (carry.ts); the bids opened
 * (LB-AUCT-1); a draft turn's purchases (LB-AUCT-2); a later race's Economic phase, closed by the
 * grants, the Speed deck, qualifying and the race's first turn (LB-LONG-3 (4)); and the race's
 * outcome with its prizes once it is over (LB-LONG-1, LB-LONG-2).
 */
import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import type { Entrant } from '../race/ruleset.ts';
import { type Bid, openBids, payments } from './auction.ts';
import type { Board } from './board/types.ts';
import { type CardId, carCard, driverCard, kindOf } from './cards.ts';
import { Carried, carryIn, finishLong, seatsOf } from './carry.ts';
import { defaultChoice, openDraft } from './draft.ts';
import { broughtBy, type Economy, economise, economySeat } from './economy.ts';
import { mayAlsoOf } from './long-flow.ts';
import { startingMoney } from './money.ts';
import { classificationOf, isRaceOver } from './race-flow.ts';
import { toTheStart } from './race-steps.ts';
import type { LamborghiniSettings } from './settings.ts';
import { grantWanted, reshufflePiles } from './setup.ts';
import { fold, type LamborghiniEvent, type LamborghiniState, recorder } from './state.ts';

/**
 * Once every seat has acted: the face-up cards shuffled back into their piles, each replacement's
 * grants in the order of the phase (LB-LONG-3 Proposed, LB-PREP-4), the Speed deck, the grid and
 * the race's first turn.
 */
const closeEconomy = (state: LamborghiniState, board: Board, dice: Dice): LamborghiniEvent[] => {
  const log = recorder(state);
  log.add(reshufflePiles(log.state.draft, dice));
  const { long, murcielagos, draft } = log.state;
  const replaced = long?.economy?.replaced ?? [];
  const wanted = replaced.map(({ car, card: id }) => ({
    car,
    brand: murcielagos[car]?.brand,
    grants: kindOf(id) === 'car' ? carCard(id).grants : driverCard(id).grants,
  }));
  const granted = grantWanted(draft.piles, wanted);
  log.add(granted);
  log.add(
    broughtBy(
      replaced.map(({ car, card: id }, index) => ({ car, by: id, grants: wanted[index]!.grants.length })),
      granted,
    ),
  );
  toTheStart(log, board, dice);
  return log.events;
};

/**
 * A Long race's beginning: the seats in the order drawn and the starting money (LB-SETUP-6), the
 * piles waiting for the bids; or, for a race that follows another, what that race left.
 */
export const beginLong = (input: { order: string[]; entrants: Entrant[]; settings: LamborghiniSettings; dice: Dice; carried: unknown }): LamborghiniEvent[] => {
  const { order, entrants, settings, dice, carried } = input;
  if (carried !== undefined) return carryIn({ carried: Carried.parse(carried), entrants, carsPerSeat: settings.carsPerSeat, dice });
  const money = Object.fromEntries(order.map((seat) => [seat, startingMoney(order.length)]));
  const zero = Object.fromEntries(order.map((seat) => [seat, 0]));
  return [
    { type: 'seated', order, seats: seatsOf(entrants), carsPerSeat: settings.carsPerSeat },
    { type: 'funded', money, began: zero },
  ];
};

/** LB-AUCT-1: the bids opened, then the piles shuffled and turned up in the order they give (LB-DRAFT-3). */
export const playBids = (state: LamborghiniState, sent: Record<string, Bid | undefined>, dice: Dice): LamborghiniEvent[] => {
  if (state.long?.bids !== undefined) throw conflict('phase', 'the bids are open already');
  const opened = openBids(state.draft.order, sent);
  return [opened, ...openDraft({ order: opened.order, carsPerSeat: state.draft.carsPerSeat, dice }).events];
};

/** A draft turn's choice in the Long game, the non-human player's when none was sent, and what it pays. */
export const longChoice = (state: LamborghiniState, seat: string, sent: CardId[] | undefined): { cards: CardId[]; paid: LamborghiniEvent[] } => {
  const cards = sent ?? defaultChoice(state.draft, seat, mayAlsoOf(state, seat));
  return { cards, paid: payments(seat, cards) };
};

/** A seat's turn of the Economic phase (nothing done when he sent nothing), and after the last seat the set-up of the race. */
export const playEconomy = (state: LamborghiniState, board: Board, sent: Economy | undefined, dice: Dice): LamborghiniEvent[] => {
  const seat = economySeat(state);
  if (seat === undefined) throw conflict('phase', 'the Economic phase is over');
  const turn = economise(state, seat, sent ?? {}, sent === undefined);
  const after = fold(state, [turn]);
  return [turn, ...(economySeat(after) === undefined ? closeEconomy(after, board, dice) : [])];
};

/**
 * LB-LONG-1, LB-LONG-2, LB-FIN-1 Proposed: once a Long race is over, its outcome: the cars that
 * crossed the line in their order of arrival, the stopped ones in theirs, each car's damages, and
 * the prizes (carry.ts hands them on). Nothing in the Short game, before the end, or twice.
 */
export const finishIfOver = (state: LamborghiniState): LamborghiniEvent[] => {
  if (state.long === undefined || state.long.outcome !== undefined || !isRaceOver(state)) return [];
  const { cars } = state.race;
  const order = classificationOf(state);
  return [
    finishLong({
      arrival: order.filter((car) => cars[car]?.finished !== undefined),
      stopped: order.filter((car) => cars[car]?.finished === undefined && cars[car]?.stopped && cars[car]?.out === undefined),
      damages: Object.fromEntries(Object.entries(cars).map(([car, at]) => [car, at.damages])),
    }),
  ];
};

/** A race step's play, with the Long race's outcome added when the step ends the race. */
export const withOutcome = (played: { state: LamborghiniState; events: LamborghiniEvent[] }): { state: LamborghiniState; events: LamborghiniEvent[] } => {
  const more = finishIfOver(played.state);
  return more.length === 0 ? played : { state: fold(played.state, more), events: [...played.events, ...more] };
};
