/** Folds the Long game's events (long-events.ts) into a race's state. */
import { type CardId, card, kindOf } from './cards.ts';
import type { DraftState } from './draft.ts';
import { emptyLong, type LongState, pay } from './long.ts';
import type { LongEvent } from './long-events.ts';
import type { Murcielago } from './setup.ts';

/**
 * What the Long game's events read and change of a race's state: the seats' cars, the table, the
 * Murcielagos and the Long game's own. The race's state (state.ts) folds them here with this part
 * of it, so that this fold needs nothing of the whole.
 */
export interface LongTable {
  seats: Record<string, string[]>;
  draft: DraftState;
  murcielagos: Record<string, Murcielago>;
  long?: LongState | undefined;
}

/** The seat a car belongs to. */
export const seatOfCar = (state: Pick<LongTable, 'seats'>, car: string): string =>
  Object.entries(state.seats).find(([, cars]) => cars.includes(car))?.[0] ?? car;

/** A seat's Car and Driver cards, from its Murcielagos: in a later race, what the draft counts as held (the hands are secret). */
const heldBy = (state: LongTable, seat: string): CardId[] =>
  (state.seats[seat] ?? []).flatMap((car) => {
    const murcielago = state.murcielagos[car];
    return murcielago ? [murcielago.carCard, murcielago.driverCard] : [];
  });

const withLong = <S extends LongTable>(state: S, change: (long: LongState) => LongState): S => ({
  ...state,
  long: change(state.long ?? emptyLong()),
});

const withCar = <S extends LongTable>(state: S, car: string, change: (murcielago: Murcielago) => Murcielago): S => {
  const murcielago = state.murcielagos[car];
  return murcielago ? { ...state, murcielagos: { ...state.murcielagos, [car]: change(murcielago) } } : state;
};

const bindTo = (murcielago: Murcielago, id: CardId): Murcielago => {
  const found = card(id);
  return found.kind === 'technology' && murcielago.brand === undefined ? { ...murcielago, brand: found.brand } : murcielago;
};

const economised = <S extends LongTable>(before: S, event: Extract<LongEvent, { type: 'economised' }>): S => {
  let state = before;
  let faceUp = [...state.draft.faceUp];
  let piles = state.draft.piles;
  for (const { car, gave, took } of event.exchanges) {
    state = withCar(state, car, (murcielago) => bindTo({ ...murcielago, hand: [...murcielago.hand.filter((id) => !gave.includes(id)), took] }, took));
    faceUp = [...faceUp.filter((id) => id !== took), ...gave];
    const pile = kindOf(took) === 'technology' ? 'technology' : 'manoeuvre';
    piles = { ...piles, [pile]: piles[pile].filter((id) => id !== took) };
  }
  let long = state.long ?? emptyLong();
  for (const { car, sold, bought, refund, price } of event.replaced) {
    const field = kindOf(sold) === 'car' ? 'carCard' : 'driverCard';
    state = withCar(state, car, (murcielago) => ({ ...murcielago, [field]: bought, hand: murcielago.hand.filter((id) => !event.freed.includes(id)) }));
    long = pay(long, event.seat, price - refund);
    long = {
      ...long,
      market: [...long.market.filter((id) => id !== bought), sold],
      brought: Object.fromEntries(Object.entries(long.brought).filter(([by]) => by !== sold)),
      economy: long.economy && { ...long.economy, replaced: [...long.economy.replaced, { car, card: bought }] },
    };
  }
  faceUp = [...faceUp, ...event.freed];
  long = { ...long, economy: long.economy && { ...long.economy, turn: long.economy.turn + 1 } };
  const after = { ...state, long, draft: { ...state.draft, faceUp, piles } };
  return { ...after, draft: { ...after.draft, held: { ...after.draft.held, [event.seat]: heldBy(after, event.seat) } } };
};

export const evolveLong = <S extends LongTable>(state: S, event: LongEvent): S => {
  switch (event.type) {
    case 'funded':
      return withLong(state, (long) => ({ ...long, money: event.money, began: event.began }));
    case 'bidsOpened': {
      const after = withLong(state, (long) =>
        Object.entries(event.bids).reduce<LongState>((paid, [seat, bid]) => pay(paid, seat, bid), { ...long, bids: event.bids }),
      );
      return { ...after, draft: { ...after.draft, order: event.order } };
    }
    case 'paid':
      return withLong(state, (long) => pay(long, event.seat, event.price));
    case 'carriedIn': {
      const murcielagos = Object.fromEntries(event.cars.map((murcielago) => [murcielago.car, murcielago]));
      const after = withLong({ ...state, murcielagos }, (long) => ({
        ...long,
        market: event.market,
        brought: event.brought,
        damages: event.damages,
        economy: { order: state.draft.order, turn: 0, replaced: [] },
      }));
      return { ...after, draft: { ...after.draft, held: Object.fromEntries(after.draft.order.map((seat) => [seat, heldBy(after, seat)])) } };
    }
    case 'repairsPaid':
      return withLong(state, (long) => ({
        ...pay(long, seatOfCar(state, event.car), event.cost),
        damages: { ...long.damages, [event.car]: (long.damages[event.car] ?? 0) - event.damages },
      }));
    case 'economised':
      return economised(state, event);
    case 'brought':
      return withLong(state, (long) => ({ ...long, brought: { ...long.brought, ...event.by } }));
    case 'raced': {
      const { type: _type, ...outcome } = event;
      return withLong(state, (long) =>
        Object.entries(event.prizes).reduce<LongState>((paid, [car, prize]) => pay(paid, seatOfCar(state, car), -prize), { ...long, outcome }),
      );
    }
  }
};
