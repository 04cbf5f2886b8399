/**
 * A later race's Economic phase (LB-LONG-3 (4) with its Proposed, LB-GAP-10): one turn per seat,
 * in reverse order of arrival of the race before, each optional: give back 2 Technology or
 * Manoeuvre cards and take one, turned up from its pile or chosen face up (a); sell a car or fire
 * a driver for $5,000 less than the printed price, and buy its replacement from the market at the
 * printed price (b, c). Once every seat has acted, long-plays.ts closes the phase.
 */
import * as z from 'zod';
import { invalid } from '../errors.ts';
import { type CardId, CardId as CardIdSchema, carCard, card, driverCard, kindOf, priceOf } from './cards.ts';
import type { LongEvent } from './long-events.ts';
import type { Murcielago } from './setup.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

/** LB-LONG-3 (b), (c): a card sold or fired brings back its printed price less $5,000. */
export const RESALE_DISCOUNT = 5_000;

export const Economy = z.strictObject({
  /** (a) Each: 2 cards of one Murcielago given back, and one taken: the top card of a pile that it may hold, or a face-up card. */
  exchanges: z
    .array(z.strictObject({ give: z.tuple([CardIdSchema, CardIdSchema]), take: z.union([z.enum(['technology', 'manoeuvre']), CardIdSchema]) }))
    .max(20)
    .optional(),
  /** (b), (c) Each: a Car or Driver card of one's own sold, and the card of its kind bought from the market to replace it. */
  replace: z
    .array(z.strictObject({ card: CardIdSchema, by: CardIdSchema }))
    .max(4)
    .optional(),
});
export type Economy = z.infer<typeof Economy>;

/** The seat whose turn of the Economic phase it is, undefined once every seat has acted. */
export const economySeat = (state: LamborghiniState): string | undefined => {
  const economy = state.long?.economy;
  return economy ? economy.order[economy.turn] : undefined;
};

/** LB-BRAND-1: whether a Murcielago may hold `id`. */
export const mayHold = (murcielago: Pick<Murcielago, 'brand'>, id: CardId): boolean => {
  const found = card(id);
  if (found.kind === 'manoeuvre') return true;
  return found.kind === 'technology' && (murcielago.brand === undefined || murcielago.brand === found.brand);
};

/**
 * The event of `seat`'s turn, or throws naming the field: each exchange gives 2 cards of one of
 * his Murcielagos and takes one it may hold; each replacement sells a Car or Driver card of his
 * and buys one of its kind from the market, and he must be able to pay for what he buys.
 */
export const economise = (state: LamborghiniState, seat: string, sent: Economy, byNonHuman = false): Extract<LongEvent, { type: 'economised' }> => {
  const long = state.long!;
  let murcielagos = { ...state.murcielagos };
  let faceUp = [...state.draft.faceUp];
  const piles = { technology: [...state.draft.piles.technology], manoeuvre: [...state.draft.piles.manoeuvre] };
  const cars = state.seats[seat] ?? [];
  const exchanges = (sent.exchanges ?? []).map(({ give, take }, index) => {
    const at = `exchanges[${index}]`;
    if (give[0] === give[1]) throw invalid(`${at}.give`, 'give back two different cards');
    const car = cars.find((one) => give.every((id) => murcielagos[one]?.hand.includes(id)));
    if (car === undefined) throw invalid(`${at}.give`, `${give.join(' and ')} are not both in the hand of one Murcielago of this seat`);
    const murcielago = murcielagos[car]!;
    let took: CardId | undefined;
    if (take === 'technology' || take === 'manoeuvre') {
      took = piles[take].find((id) => mayHold(murcielago, id));
      if (took === undefined) throw invalid(`${at}.take`, `the ${take} pile holds no card car ${car} may hold`);
      piles[take] = piles[take].filter((id) => id !== took);
    } else {
      if (!faceUp.includes(take)) throw invalid(`${at}.take`, `${take} is not face up`);
      if (!mayHold(murcielago, take)) throw invalid(`${at}.take`, `car ${car} may not hold ${take}: Technology of one brand only (LB-BRAND-1)`);
      took = take;
    }
    faceUp = [...faceUp.filter((id) => id !== took), ...give];
    murcielagos = { ...murcielagos, [car]: { ...murcielago, hand: [...murcielago.hand.filter((id) => !give.includes(id)), took] } };
    return { car, gave: [...give], took };
  });
  let money = long.money[seat] ?? 0;
  const market = [...long.market];
  const freed: CardId[] = [];
  const replaced = (sent.replace ?? []).map(({ card: sold, by }, index) => {
    const at = `replace[${index}]`;
    const kind = kindOf(sold);
    const car = cars.find((one) => murcielagos[one]?.carCard === sold || murcielagos[one]?.driverCard === sold);
    if (car === undefined || (kind !== 'car' && kind !== 'driver')) throw invalid(`${at}.card`, `${sold} is no Car or Driver card of this seat`);
    if (kindOf(by) !== kind) throw invalid(`${at}.by`, `a ${kind} card is replaced by a ${kind} card, not ${by}`);
    if (!market.includes(by))
      throw invalid(`${at}.by`, `${by} is not on the market (${market.filter((id) => kindOf(id) === kind).join(', ') || 'none of its kind'})`);
    const refund = Math.max(0, priceOf(sold) - RESALE_DISCOUNT);
    const price = priceOf(by);
    money += refund - price;
    market.splice(market.indexOf(by), 1, sold);
    const murcielago = murcielagos[car]!;
    const released = (long.brought[sold] ?? []).filter((id) => murcielago.hand.includes(id));
    freed.push(...released);
    murcielagos = {
      ...murcielagos,
      [car]: { ...murcielago, [kind === 'car' ? 'carCard' : 'driverCard']: by, hand: murcielago.hand.filter((id) => !released.includes(id)) },
    };
    return { car, sold, bought: by, refund, price };
  });
  if (replaced.length > 0 && money < 0)
    throw invalid('replace', `this seat would have $${money}: it may sell or fire only if it can then pay for the replacement (LB-LONG-3, LB-AUCT-2)`);
  return { type: 'economised', seat, exchanges, replaced, freed, byNonHuman };
};

/** Throws naming the field when `seat` cannot send `sent` in its turn of the Economic phase. */
export const checkEconomy = (state: LamborghiniState, seat: string, sent: Economy): void => {
  economise(state, seat, sent);
};

/** Where a car's grants come from: the Car or Driver card, and how many grants it asks. */
export interface Source {
  car: string;
  by: CardId;
  grants: number;
}

/**
 * LB-LONG-3 Proposed: which Car or Driver card brought each card granted, one event per car (a
 * hand's secret, seen by the car's seat alone), `sources` in the order the grants were asked,
 * `granted` one event per grant in that order.
 */
export const broughtBy = (sources: readonly Source[], granted: readonly LamborghiniEvent[]): LongEvent[] => {
  const byCar = new Map<string, Record<string, CardId[]>>();
  let at = 0;
  for (const { car, by, grants } of sources) {
    const cards = granted.slice(at, at + grants).flatMap((event) => (event.type === 'granted' ? [event.card] : []));
    byCar.set(car, { ...byCar.get(car), [by]: cards });
    at += grants;
  }
  return [...byCar].map(([car, by]) => ({ type: 'brought', car, by }));
};

/** The sources of a Murcielago's grants at the Set-up (LB-PREP-4 Proposed): its Car card's, then its Driver card's. */
export const sourcesOf = (murcielago: Pick<Murcielago, 'car' | 'carCard' | 'driverCard'>): Source[] => [
  { car: murcielago.car, by: murcielago.carCard, grants: carCard(murcielago.carCard).grants.length },
  { car: murcielago.car, by: murcielago.driverCard, grants: driverCard(murcielago.driverCard).grants.length },
];
