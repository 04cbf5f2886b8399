/**
 * What a viewer may see of the Long game before the finish: a hand and the cards a Car or Driver
 * card brought are a seat's alone (its granted cards were dealt face down); money, bids once
 * opened, the market and the Economic phase lie on the table.
 */
import type { GameViewer } from '../race/ruleset.ts';
import type { LongState } from './long.ts';
import type { LongEvent } from './long-events.ts';
import type { Murcielago } from './setup.ts';

const ownCards = (murcielagos: readonly Pick<Murcielago, 'car' | 'carCard' | 'driverCard'>[], viewer: GameViewer): Set<string> =>
  new Set(murcielagos.filter(({ car }) => viewer.cars.includes(car)).flatMap(({ carCard, driverCard }) => [carCard, driverCard]));

const broughtSeen = (brought: Record<string, string[]>, own: Set<string>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(brought).filter(([by]) => own.has(by)));

export const viewLong = (long: LongState, murcielagos: Record<string, Murcielago>, viewer: GameViewer): LongState => ({
  ...long,
  brought: broughtSeen(long.brought, ownCards(Object.values(murcielagos), viewer)),
});

export const viewLongEvent = (event: LongEvent, viewer: GameViewer): unknown => {
  if (event.type === 'brought' && !viewer.cars.includes(event.car)) return { type: event.type, car: event.car };
  if (event.type !== 'carriedIn') return event;
  return {
    ...event,
    cars: event.cars.map((murcielago) => (viewer.cars.includes(murcielago.car) ? murcielago : { ...murcielago, hand: murcielago.hand.length })),
    brought: broughtSeen(event.brought, ownCards(event.cars, viewer)),
  };
};
