/**
 * The Long game's steps in the game-flow contract (domain/race/game.ts): the sealed bids of a
 * championship's first race (`bids`, LB-AUCT-1), the draft with Car and Driver cards bought
 * (LB-AUCT-2), and a later race's Economic phase (`economy-N`, LB-LONG-3 (4)), and how a race
 * begins: with the starting money (LB-SETUP-6), or from what the race it follows left (carry.ts).
 */
import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import type { Entrant, Step } from '../race/game.ts';
import { type Bid, mayBuy, openBids, payments } from './auction.ts';
import type { CardId } from './cards.ts';
import { Carried, carryIn, seatsOf } from './carry.ts';
import { defaultChoice, type MayAlso, openDraft } from './draft.ts';
import { closeEconomy, type Economy, economise, economySeat } from './economy.ts';
import { startingMoney } from './money.ts';
import type { LamborghiniSettings } from './settings.ts';
import { fold, type LamborghiniEvent, type LamborghiniState } from './state.ts';

export const BID = 'bid';
export const BIDS_STEP = 'bids';
export const ECONOMY = 'economy';
/** The Economic phase's turns rank after every draft turn and before the pairing and the race (game.ts `PAIRING_RANK`). */
const ECONOMY_RANK = 50_000;

export const isLong = (settings: Pick<LamborghiniSettings, 'game'>): boolean => settings.game === 'long';

/** LB-AUCT-1: a championship's first race waits for the sealed bids until they are opened. */
export const isBidding = (state: LamborghiniState): boolean => state.long !== undefined && state.long.economy === undefined && state.long.bids === undefined;

/** The Long game's step after `state`, if it is one of its own; undefined leaves the flow to the Short game's steps. */
export const longStep = (state: LamborghiniState, settings: LamborghiniSettings): Step | undefined => {
  const { long } = state;
  if (long === undefined) return undefined;
  if (isBidding(state)) return { id: BIDS_STEP, kind: BID, number: 0, rank: 0, cars: state.draft.order, window: settings.draftWindow };
  const seat = economySeat(state);
  if (seat === undefined || state.grid.length > 0) return undefined;
  const turn = long.economy!.turn + 1;
  return { id: `economy-${turn}`, kind: ECONOMY, number: turn, rank: ECONOMY_RANK + turn, cars: [seat], window: settings.draftWindow };
};

/** The ranks of the Long game's steps by name: the bids before every draft turn, the Economic phase's turns after them and before the race. */
export const longRankOf = (id: string): number | undefined => {
  if (id === BIDS_STEP) return 0;
  const match = /^economy-([1-5])$/.exec(id);
  return match ? ECONOMY_RANK + Number(match[1]) : undefined;
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

/** What a seat may also take in a draft: in the Long game, what it can pay for (LB-AUCT-2). */
export const mayAlsoOf = (state: LamborghiniState, seat: string): MayAlso | undefined =>
  state.long === undefined ? undefined : mayBuy(state.draft, seat, state.long.money[seat] ?? 0);

/** A draft turn's choice in the Long game, the non-human player's when none was sent, and what it pays. */
export const longChoice = (state: LamborghiniState, seat: string, sent: CardId[] | undefined): { cards: CardId[]; paid: LamborghiniEvent[] } => {
  const cards = sent ?? defaultChoice(state.draft, seat, mayAlsoOf(state, seat));
  return { cards, paid: payments(seat, cards) };
};

/** A seat's turn of the Economic phase (nothing done when he sent nothing), and after the last seat the set-up of the race. */
export const playEconomy = (state: LamborghiniState, sent: Economy | undefined, dice: Dice): LamborghiniEvent[] => {
  const seat = economySeat(state);
  if (seat === undefined) throw conflict('phase', 'the Economic phase is over');
  const turn = economise(state, seat, sent ?? {}, sent === undefined);
  const after = fold(state, [turn]);
  return [turn, ...(economySeat(after) === undefined ? closeEconomy(after, dice) : [])];
};
