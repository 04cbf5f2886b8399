/**
 * From one race of a Long game to the next (LB-LONG-3 with its Proposed, LB-GAP-10): what a
 * finished race leaves each player, by the name he races under, and how the race that follows
 * starts from it: no auction and no draft, each Murcielago as its player left it with its hand
 * reactivated, the piles formed again from every Technology and Manoeuvre card no player holds,
 * and the damages repaired as far as the money goes. Its Economic phase follows (economy.ts).
 */
import * as z from 'zod';
import type { Dice } from '../dice.ts';
import { conflict } from '../errors.ts';
import type { Entrant } from '../race/ruleset.ts';
import { Brand, CARDS, type CardId, CardId as CardIdSchema } from './cards.ts';
import { PILE_PURPOSE } from './draft.ts';
import type { LongEvent } from './long-events.ts';
import { seatOfCar } from './long-evolve.ts';
import { PRIZES } from './money.ts';
import type { Murcielago } from './setup.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

/** The cost of repairing one damage (LB-LONG-3 (2)). */
export const REPAIR = 1_000;

/** What a finished Long race hands on to the race that follows it in its championship. */
export const Carried = z.object({
  /** By player name: his money and his Murcielagos, in the order of his cars. */
  players: z.record(
    z.string(),
    z.object({
      money: z.number().int(),
      cars: z.array(
        z.object({ carCard: CardIdSchema, driverCard: CardIdSchema, brand: Brand.optional(), hand: z.array(CardIdSchema), damages: z.number().int() }),
      ),
    }),
  ),
  /** Player names by the place of their best car (LB-LONG-1 Proposed: finished cars, then stopped ones). */
  places: z.array(z.string()),
  /** LB-LONG-3 Proposed: the cards each Car and Driver card still held brought. */
  brought: z.record(z.string(), z.array(CardIdSchema)),
});
export type Carried = z.infer<typeof Carried>;

/**
 * LB-LONG-1, LB-LONG-2: the race's outcome, the prize of each car that crossed the line by its
 * place of arrival; stopped cars get nothing (LB-LONG-1 Proposed). The race's finish records it.
 */
export const finishLong = (outcome: { arrival: string[]; stopped: string[]; damages: Record<string, number> }): LongEvent => ({
  type: 'raced',
  ...outcome,
  prizes: Object.fromEntries(outcome.arrival.slice(0, PRIZES.length).map((car, place) => [car, PRIZES[place]!])),
});

/** What `state`, a finished race of the Long game, leaves each of `entrants` (the race's cars, named). */
export const carry = (state: LamborghiniState, entrants: readonly Entrant[]): Carried => {
  const { long } = state;
  if (long?.outcome === undefined) throw conflict('follows', 'the race followed is no Long game race with an outcome: it hands nothing on');
  const { outcome } = long;
  const nameOf = (seat: string) => entrants.find((entrant) => entrant.car === seat)?.name ?? seat;
  const players = Object.fromEntries(
    Object.entries(state.seats).map(([seat, cars]) => [
      nameOf(seat),
      {
        money: long.money[seat] ?? 0,
        cars: cars.flatMap((car) => {
          const murcielago = state.murcielagos[car];
          if (!murcielago) return [];
          const { carCard, driverCard, brand } = murcielago;
          // LB-LONG-3 (3): the cards used in the race (LB-CARD-1), and any still in effect at its end, are active again.
          const inEffect = state.race.cars[car]?.lasting.map(({ card: id }) => id) ?? [];
          const hand = [...murcielago.hand, ...(long.used[car] ?? []), ...inEffect];
          return [{ carCard, driverCard, ...(brand === undefined ? {} : { brand }), hand, damages: outcome.damages[car] ?? 0 }];
        }),
      },
    ]),
  );
  const places = [...new Set([...outcome.arrival, ...outcome.stopped].map((car) => nameOf(seatOfCar(state, car))))];
  const held = new Set(Object.values(state.murcielagos).flatMap(({ carCard, driverCard }) => [carCard, driverCard]));
  const brought = Object.fromEntries(Object.entries(long.brought).filter(([by]) => held.has(by)));
  return { players, places: [...places, ...Object.keys(players).filter((name) => !places.includes(name))], brought };
};

/** Each seat's cars, the seat's first car first. */
export const seatsOf = (entrants: readonly Entrant[]): Record<string, string[]> => {
  const seats: Record<string, string[]> = {};
  for (const { car, seat } of entrants) seats[seat] = [...(seats[seat] ?? []), car];
  return seats;
};

/**
 * LB-LONG-3 Proposed: the start of a race that follows another: the seats in the order of its
 * Economic phase (reverse order of arrival, LB-LONG-3 (4)), each seat's money, its Murcielagos
 * (its hand reactivated, LB-LONG-3 (3)), the piles formed again and shuffled (LB-LONG-3 (1)), and
 * the repairs (LB-LONG-3 (2)). Every player must have raced the race it follows, under his name
 * and with as many cars.
 */
export const carryIn = ({
  carried,
  entrants,
  carsPerSeat,
  dice,
}: {
  carried: Carried;
  entrants: readonly Entrant[];
  carsPerSeat: number;
  dice: Dice;
}): LamborghiniEvent[] => {
  const seats = seatsOf(entrants);
  const nameOf = (seat: string) => entrants.find((entrant) => entrant.car === seat)?.name ?? seat;
  for (const [seat, cars] of Object.entries(seats)) {
    const player = carried.players[nameOf(seat)];
    if (!player) throw conflict('entries', `${nameOf(seat)} did not race the race this one follows: a later race of the Long game starts from what it left`);
    if (player.cars.length !== cars.length)
      throw conflict('entries', `${nameOf(seat)} raced ${player.cars.length} Murcielago(s) in the race this one follows, not ${cars.length}`);
  }
  const order = [...carried.places].reverse().flatMap((name) => Object.keys(seats).filter((seat) => nameOf(seat) === name));
  const money = Object.fromEntries(order.map((seat) => [seat, carried.players[nameOf(seat)]!.money]));
  const cars: Murcielago[] = order.flatMap((seat) =>
    (seats[seat] ?? []).map((car, index) => {
      const { damages: _damages, ...kept } = carried.players[nameOf(seat)]!.cars[index]!;
      return { car, ...kept };
    }),
  );
  const damages = Object.fromEntries(
    order.flatMap((seat) => (seats[seat] ?? []).map((car, index) => [car, carried.players[nameOf(seat)]!.cars[index]!.damages] as const)),
  );
  const raced = new Set(cars.flatMap(({ carCard, driverCard }) => [carCard, driverCard]));
  // LB-GAP-10 Proposed: the Car and Driver cards nobody races with are set aside, not destroyed, with those of a player who does not race again.
  const market = [...CARDS.car, ...CARDS.driver].map(({ id }) => id).filter((id) => !raced.has(id));
  const inHands = new Set(cars.flatMap(({ hand }) => hand));
  const piles = (['technology', 'manoeuvre'] as const).map(
    (pile): LamborghiniEvent => ({
      type: 'pileShuffled',
      pile,
      cards: dice.shuffle({ purpose: PILE_PURPOSE[pile], items: CARDS[pile].map(({ id }) => id).filter((id: CardId) => !inHands.has(id)) }).items,
    }),
  );
  const brought = Object.fromEntries(Object.entries(carried.brought).filter(([by]) => raced.has(by)));
  const events: LamborghiniEvent[] = [
    { type: 'seated', order, seats, carsPerSeat },
    { type: 'funded', money, began: money },
    { type: 'carriedIn', cars, market, brought, damages },
    ...piles,
  ];
  // LB-LONG-3 (2): $1,000 a damage while the player has $1,000; the rest he keeps.
  const left = { ...money };
  for (const { car } of cars) {
    const seat = order.find((one) => seats[one]?.includes(car))!;
    const count = Math.min(damages[car] ?? 0, Math.max(0, Math.floor((left[seat] ?? 0) / REPAIR)));
    if (count === 0) continue;
    left[seat] = (left[seat] ?? 0) - count * REPAIR;
    events.push({ type: 'repairsPaid', car, damages: count, cost: count * REPAIR });
  }
  return events;
};
