/**
 * Phase 2, the Set-up (LB-PREP): each player pairs his Murcielagos with the cards he chose, then
 * every Murcielago receives the cards its Car and Driver cards grant, from the piles (LB-PREP-2..4
 * Proposed), and what no player holds becomes the Speed deck (LB-SPEED-1).
 */
import * as z from 'zod';
import type { Dice } from '../dice.ts';
import { invalid } from '../errors.ts';
import { BRANDS, Brand, type CardId, CardId as CardIdSchema, carCard, card, driverCard, type Grant, kindOf } from './cards.ts';
import { type DraftEvent, type DraftState, PILE_PURPOSE } from './draft.ts';

/** A Murcielago as its player pairs it (LB-PREP-1): its Car and Driver cards, its brand and the cards it holds. */
export const Murcielago = z.object({
  car: z.string(),
  carCard: CardIdSchema,
  driverCard: CardIdSchema,
  /** LB-BRAND-1: the only brand of Technology it may have; none for a car bound to no brand (LB-PREP-4). */
  brand: Brand.optional(),
  /** Its Technology and Manoeuvre cards, chosen and granted: its hand. */
  hand: z.array(CardIdSchema),
});
export type Murcielago = z.infer<typeof Murcielago>;

/** A seat's pairing, one entry per Murcielago, in the order its cars are served (LB-PREP-4 Proposed). */
export const Pairing = z.strictObject({
  cars: z
    .array(
      z.strictObject({
        car: z.string(),
        carCard: CardIdSchema,
        driverCard: CardIdSchema,
        cards: z.array(CardIdSchema),
        /** For a car given no Technology card: which of its player's brands it is bound to. */
        brand: Brand.optional(),
      }),
    )
    .min(1)
    .max(2),
});
export type Pairing = z.infer<typeof Pairing>;

export const SetupEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paired'), seat: z.string(), cars: z.array(Murcielago.omit({ hand: true }).extend({ cards: z.array(CardIdSchema) })) }),
  /** A granted card, dealt face down: seen by the car's seat alone until the finish. */
  z.object({ type: z.literal('granted'), car: z.string(), card: CardIdSchema }),
  /** LB-PREP-3: the card required has run out; the car receives nothing for it. */
  z.object({ type: z.literal('grantMissed'), car: z.string(), grant: z.object({ kind: z.enum(['technology', 'manoeuvre']), type: z.string() }) }),
]);
export type SetupEvent = z.infer<typeof SetupEvent>;

const brandOf = (id: CardId): Brand | undefined => {
  const found = card(id);
  return found.kind === 'technology' ? found.brand : undefined;
};
const brandsIn = (cards: readonly CardId[]): Brand[] => [...new Set(cards.flatMap((id) => brandOf(id) ?? []))];

/** The brand of each paired car: that of its Technology, or the one named, or a brand of its player the other car has not taken. */
const brandsOfCars = (pairing: Pairing, held: readonly CardId[]): (Brand | undefined)[] => {
  const own = pairing.cars.map((entry) => brandsIn(entry.cards)[0] ?? entry.brand);
  const seat = brandsIn(held);
  return own.map((brand) => brand ?? seat.find((other) => !own.includes(other)) ?? seat[0]);
};

/**
 * Throws naming the field when `pairing` is not a pairing of `held` over `cars` (LB-PREP-1,
 * LB-BRAND-1): each car once, in any order; each Car and Driver card on exactly one car; every
 * Technology and Manoeuvre card held given to exactly one car; one brand per car.
 */
export const checkPairing = (cars: readonly string[], held: readonly CardId[], pairing: Pairing): void => {
  if (pairing.cars.length !== cars.length) throw invalid('cars', `pair ${cars.length} Murcielago(s): cars ${cars.join(', ')}`);
  const seen = new Set<CardId>();
  const seatBrands = brandsIn(held);
  pairing.cars.forEach((entry, index) => {
    const at = `cars[${index}]`;
    if (!cars.includes(entry.car) || pairing.cars.findIndex((other) => other.car === entry.car) !== index)
      throw invalid(`${at}.car`, `name each of the cars ${cars.join(', ')} once`);
    const placed = (id: CardId, field: string, kinds: readonly string[]) => {
      if (!held.includes(id) || !kinds.includes(kindOf(id))) throw invalid(field, `${id} is not a ${kinds.join(' or ')} card this seat holds`);
      if (seen.has(id)) throw invalid(field, `${id} is given to two cars`);
      seen.add(id);
    };
    placed(entry.carCard, `${at}.carCard`, ['car']);
    placed(entry.driverCard, `${at}.driverCard`, ['driver']);
    for (const [k, id] of entry.cards.entries()) placed(id, `${at}.cards[${k}]`, ['technology', 'manoeuvre']);
    const brands = brandsIn(entry.cards);
    if (brands.length > 1) throw invalid(`${at}.cards`, `a Murcielago may have Technology of one brand only, not ${brands.join(' and ')} (LB-BRAND-1)`);
    if (entry.brand !== undefined && (!seatBrands.includes(entry.brand) || (brands[0] ?? entry.brand) !== entry.brand))
      throw invalid(`${at}.brand`, `this car may be bound only to ${brands[0] ?? (seatBrands.join(' or ') || 'no brand')}`);
  });
  const left = held.find((id) => !seen.has(id));
  if (left !== undefined) throw invalid('cars', `${left} is given to no car: every card chosen goes with one Murcielago`);
};

/** A pairing made for the player (a seat of one car, or the non-human player's): cards in the order chosen, one brand to each car. */
export const defaultPairing = (cars: readonly string[], held: readonly CardId[]): Pairing => {
  const of = (kind: string) => held.filter((id) => kindOf(id) === kind);
  const brands = brandsIn(held);
  const manoeuvres = of('manoeuvre');
  return {
    cars: cars.map((car, index) => {
      const brand = brands.length > 1 ? brands[index] : brands[0];
      const mine = (id: CardId, k: number) => (brands.length > 1 ? brandOf(id) === brand : k % cars.length === index);
      return {
        car,
        carCard: of('car')[index]!,
        driverCard: of('driver')[index]!,
        cards: [...of('technology').filter(mine), ...manoeuvres.filter((_, k) => k % cars.length === index)],
      };
    }),
  };
};

export const paired = (seat: string, held: readonly CardId[], pairing: Pairing): Extract<SetupEvent, { type: 'paired' }> => {
  const brands = brandsOfCars(pairing, held);
  return {
    type: 'paired',
    seat,
    cars: pairing.cars.map((entry, index) => {
      const brand = brands[index];
      return { car: entry.car, carCard: entry.carCard, driverCard: entry.driverCard, cards: entry.cards, ...(brand === undefined ? {} : { brand }) };
    }),
  };
};

/** LB-PREP-4 Proposed: the Technology and Manoeuvre cards left face up go back into their piles, and each pile is shuffled. */
export const reshufflePiles = (draft: DraftState, dice: Dice): DraftEvent[] =>
  (['technology', 'manoeuvre'] as const).map((pile) => ({
    type: 'pileShuffled',
    pile,
    cards: dice.shuffle({ purpose: PILE_PURPOSE[pile], items: [...draft.piles[pile], ...draft.faceUp.filter((id) => kindOf(id) === pile)] }).items,
  }));

/** LB-PREP-3 Proposed: the brands a car bound to `brand` may receive, in order: its own, then the lower ones (Blue → Yellow → Red); any for none. */
export const grantBrands = (brand: Brand | undefined): readonly (Brand | undefined)[] =>
  brand === undefined ? [undefined] : BRANDS.slice(BRANDS.indexOf(brand));

const fits = (id: CardId, grant: Grant, brand: Brand | undefined): boolean => {
  const found = card(id);
  return found.kind === grant.kind && found.type === grant.type && (brand === undefined || brandOf(id) === brand);
};

/** What a car is to receive (LB-PREP-2): the cards its Car and Driver cards grant, in the order printed, and its brand. */
export interface Wanted {
  car: string;
  brand: Brand | undefined;
  grants: readonly Grant[];
}

/** The cards a Murcielago's Car and Driver cards grant, the Car card's first (LB-PREP-4 Proposed). */
export const wantedBy = (murcielago: Omit<Murcielago, 'hand'>): Wanted => ({
  car: murcielago.car,
  brand: murcielago.brand,
  grants: [...carCard(murcielago.carCard).grants, ...driverCard(murcielago.driverCard).grants],
});

/**
 * LB-PREP-2..4 Proposed: the cards granted to `wanted` (in the order players are served), one
 * event per grant in the order asked, each the first card from the top of its pile that fits.
 */
export const grantWanted = (piles: Pick<DraftState['piles'], 'technology' | 'manoeuvre'>, wanted: readonly Wanted[]): SetupEvent[] => {
  const left = { technology: [...piles.technology], manoeuvre: [...piles.manoeuvre] };
  return wanted.flatMap(({ car, brand: carBrand, grants }) =>
    grants.map((wanted): SetupEvent => {
      const pile = left[wanted.kind];
      const brands = wanted.kind === 'technology' ? grantBrands(carBrand) : [undefined];
      for (const brand of brands) {
        const at = pile.findIndex((id) => fits(id, wanted, brand));
        if (at >= 0) {
          const [id] = pile.splice(at, 1);
          return { type: 'granted', car, card: id! };
        }
      }
      return { type: 'grantMissed', car, grant: wanted };
    }),
  );
};

/**
 * LB-PREP-2..4 Proposed: the cards granted to `cars` (in the order players are served: the draft's
 * turn order, each player's cars in the order he paired them), the Car card's grants first, then
 * the Driver card's, each the first card from the top of its pile that fits.
 */
export const grant = (piles: Pick<DraftState['piles'], 'technology' | 'manoeuvre'>, cars: readonly Omit<Murcielago, 'hand'>[]): SetupEvent[] =>
  grantWanted(piles, cars.map(wantedBy));
