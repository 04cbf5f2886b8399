/**
 * Lamborghini's cards (LB-COMP-1): 5 Car cards, 10 Driver cards and 39 each of Technology,
 * Manoeuvre and Banknote cards. The values printed on them are not in the rulebook's text; they
 * come from `cards.json` (LB-GAP-1..4 Proposed placeholders), validated here, so the real cards'
 * values replace them by editing data alone.
 *
 * A card is named by an id: `CA`…`CE` for the cars, `D1`…`D10` for the drivers, `T1`…`T39`,
 * `M1`…`M39` and `N1`…`N39` for the Technology, Manoeuvre and Banknote cards in the order
 * `cards.json` lists them.
 */
import * as z from 'zod';
import data from './cards.json' with { type: 'json' };

export const Brand = z.enum(['blue', 'yellow', 'red']);
export type Brand = z.infer<typeof Brand>;
/** LB-TECH-1: Blue best, Yellow middle, Red worst. */
export const BRANDS: readonly Brand[] = ['blue', 'yellow', 'red'];

export const TechnologyType = z.enum(['aerodynamics', 'brakes', 'setUp', 'engine', 'tyres', 'fuelTank', 'team']);
export type TechnologyType = z.infer<typeof TechnologyType>;
export const ManoeuvreType = z.enum(['skilful', 'gamble', 'luck', 'manoeuvre', 'slipstream', 'clash', 'fast', 'winner', 'willpower']);
export type ManoeuvreType = z.infer<typeof ManoeuvreType>;
export const Arrow = z.enum(['yellow', 'orange', 'red']);
export type Arrow = z.infer<typeof Arrow>;

/** A card a Car or Driver card grants at the set-up (LB-PREP-2): its kind and its type, since LB-PREP-4 looks for "the card required". */
const Grant = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('technology'), type: TechnologyType }),
  z.strictObject({ kind: z.literal('manoeuvre'), type: ManoeuvreType }),
]);
export type Grant = z.infer<typeof Grant>;

const Entrant = z.strictObject({
  id: z.string().regex(/^[A-Z0-9]{1,2}$/),
  price: z.number().int().min(0),
  speed: z.number().int(),
  manoeuvre: z.number().int(),
  grants: z.array(Grant),
});

const CardsFile = z.strictObject({
  cars: z.array(Entrant).length(5),
  drivers: z.array(Entrant).length(10),
  technology: z.array(z.strictObject({ type: TechnologyType, count: z.number().int().min(1), value: z.record(Brand, z.number().int()) })),
  manoeuvre: z.array(z.strictObject({ type: ManoeuvreType, count: z.number().int().min(1) })),
  banknotes: z.array(z.strictObject({ value: z.number().int().min(1), count: z.number().int().min(1) })),
  /** LB-GAP-2 Proposed: the k-th card of a kind (from 0) has the speed value `cycle[k mod 8]`; the first `arrowsPerValue` cards of each arrow value carry its arrow. */
  speedValues: z.strictObject({
    cycle: z.array(z.number().int().min(5).max(12)).min(1),
    arrows: z.array(z.strictObject({ value: z.number().int(), arrow: Arrow })),
    arrowsPerValue: z.number().int().min(0),
  }),
});

export const CardId = z
  .string()
  .regex(/^(C[A-E]|D([1-9]|10)|[TMN]([1-9]|[1-3][0-9]))$/, { message: 'expected a card such as "CA", "D7", "T12", "M3" or "N39"' });
export type CardId = string;

export interface CarCard {
  id: CardId;
  kind: 'car';
  price: number;
  speed: number;
  manoeuvre: number;
  grants: Grant[];
}
export interface DriverCard extends Omit<CarCard, 'kind'> {
  kind: 'driver';
}
interface SpeedValue {
  /** The value read when the card is drawn from the Speed deck (LB-SPEED-1), 5 to 12. */
  speed: number;
  /** LB-RUN-1: the coloured arrow of a 10, 11 or 12 that makes the speed excessive. */
  arrow?: Arrow;
}
export interface TechnologyCard extends SpeedValue {
  id: CardId;
  kind: 'technology';
  brand: Brand;
  type: TechnologyType;
  /** As the type reads it (LB-GAP-3): the speed bonus, the turns, the check bonus or the damages prevented. */
  value: number;
}
export interface ManoeuvreCard extends SpeedValue {
  id: CardId;
  kind: 'manoeuvre';
  type: ManoeuvreType;
}
export interface BanknoteCard extends SpeedValue {
  id: CardId;
  kind: 'banknote';
  value: number;
}
export type Card = CarCard | DriverCard | TechnologyCard | ManoeuvreCard | BanknoteCard;
export type Kind = Card['kind'];

const repeat = <T>(entries: readonly (T & { count: number })[]): T[] => entries.flatMap((entry) => Array.from({ length: entry.count }, () => entry));

/** The cards of `cards.json`, validated and numbered when first asked for: the API function loads this game with every other and may never deal a card. */
const deck = (() => {
  let built: {
    kinds: { car: CarCard[]; driver: DriverCard[]; technology: TechnologyCard[]; manoeuvre: ManoeuvreCard[]; banknote: BanknoteCard[] };
    catalogue: Map<CardId, Card>;
  };
  return () => {
    if (built) return built;
    const file = CardsFile.parse(data);
    const speedValues = (size: number): SpeedValue[] => {
      const { cycle, arrows, arrowsPerValue } = file.speedValues;
      const seen = new Map<number, number>();
      return Array.from({ length: size }, (_, k) => {
        const speed = cycle[k % cycle.length]!;
        const nth = (seen.get(speed) ?? 0) + 1;
        seen.set(speed, nth);
        const arrow = arrows.find((entry) => entry.value === speed)?.arrow;
        return arrow !== undefined && nth <= arrowsPerValue ? { speed, arrow } : { speed };
      });
    };
    /** Numbers a kind's cards `prefix1`, `prefix2`, … and gives them their speed values. */
    const numbered = <T>(prefix: string, cards: readonly T[]): (T & SpeedValue & { id: CardId })[] => {
      const values = speedValues(cards.length);
      return cards.map((entry, k) => ({ id: `${prefix}${k + 1}`, ...entry, ...values[k]! }));
    };
    const kinds = {
      car: file.cars.map((car): CarCard => ({ ...car, id: `C${car.id}`, kind: 'car' })),
      driver: file.drivers.map((driver): DriverCard => ({ ...driver, id: `D${driver.id}`, kind: 'driver' })),
      technology: numbered(
        'T',
        BRANDS.flatMap((brand) => repeat(file.technology).map(({ type, value }) => ({ kind: 'technology' as const, brand, type, value: value[brand] ?? 0 }))),
      ),
      manoeuvre: numbered(
        'M',
        repeat(file.manoeuvre).map(({ type }) => ({ kind: 'manoeuvre' as const, type })),
      ),
      banknote: numbered(
        'N',
        repeat(file.banknotes).map(({ value }) => ({ kind: 'banknote' as const, value })),
      ),
    };
    built = { kinds, catalogue: new Map<CardId, Card>(Object.values(kinds).flatMap((cards: Card[]) => cards.map((card) => [card.id, card]))) };
    return built;
  };
})();

/** Every card of a kind, in the order of `cards.json`. */
export const CARDS = {
  get car() {
    return deck().kinds.car;
  },
  get driver() {
    return deck().kinds.driver;
  },
  get technology() {
    return deck().kinds.technology;
  },
  get manoeuvre() {
    return deck().kinds.manoeuvre;
  },
  get banknote() {
    return deck().kinds.banknote;
  },
};

export const card = (id: CardId): Card => {
  const found = deck().catalogue.get(id);
  if (!found) throw new Error(`no Lamborghini card ${id}`);
  return found;
};

export const kindOf = (id: CardId): Kind => card(id).kind;

/** LB-AUCT-2, LB-LONG-3: the price printed on a Car or Driver card; the other cards have none. */
export const priceOf = (id: CardId): number => {
  const found = card(id);
  return found.kind === 'car' || found.kind === 'driver' ? found.price : 0;
};

/** A card of the Speed deck (LB-SPEED-1, LB-COMP-2): only these carry a speed value. */
export const speedCard = (id: CardId): TechnologyCard | ManoeuvreCard | BanknoteCard => {
  const found = card(id);
  if (found.kind === 'car' || found.kind === 'driver') throw new Error(`${id} is a ${found.kind} card, never in the Speed deck`);
  return found;
};
export const carCard = (id: CardId): CarCard => {
  const found = card(id);
  if (found.kind !== 'car') throw new Error(`${id} is no Car card`);
  return found;
};
export const driverCard = (id: CardId): DriverCard => {
  const found = card(id);
  if (found.kind !== 'driver') throw new Error(`${id} is no Driver card`);
  return found;
};
