/**
 * Drivers placed in a league's tiers by their ratings in its game (issue 29): a first season's
 * tiers cut from the drivers in rating order, and a next season's newcomers each put in the tier
 * his rating reaches. Drivers with a rating come first, highest first; drivers level on rating,
 * and drivers without one after them, keep the order the organiser listed them in, so that he
 * breaks ties himself (by sign-up date, say) and the same request always gives the same tiers.
 */
import { invalid } from '../errors.ts';
import type { DriverRating } from './ratings.ts';

/** A driver as seeded: his rating in the game in points and the races it counts, or null and 0 for one never rated. */
export interface Seed {
  driver: string;
  rating: number | null;
  races: number;
}

/** One game's ratings by driver (ratings.ts's `Ratings[rulesetId]`). */
export type GameRatings = Readonly<Record<string, DriverRating | undefined>>;

const checkDistinct = (drivers: readonly string[], field: (index: number) => string): void => {
  const seen = new Set<string>();
  drivers.forEach((driver, index) => {
    if (seen.has(driver)) throw invalid(field(index), `driver ${driver} is listed twice`);
    seen.add(driver);
  });
};

/** `drivers` in rating order: rated first, highest first; level ratings and the unrated in the order given. */
export function seedOrder(drivers: readonly string[], ratings: GameRatings): Seed[] {
  checkDistinct(drivers, (index) => `drivers[${index}]`);
  const seeds = drivers.map((driver): Seed => {
    const rated = Object.hasOwn(ratings, driver) ? ratings[driver] : undefined;
    return { driver, rating: rated?.rating ?? null, races: rated?.races ?? 0 };
  });
  const score = (seed: Seed) => seed.rating ?? Number.NEGATIVE_INFINITY;
  // Array.prototype.sort is stable: drivers the comparison calls level keep the organiser's order.
  return seeds.sort((a, b) => (score(a) === score(b) ? 0 : score(b) > score(a) ? 1 : -1));
}

/** A first season's tiers, top first: the drivers in rating order cut into `sizes`, which must add up to them all. */
export function seedTiers(drivers: readonly string[], sizes: readonly number[], ratings: GameRatings): Seed[][] {
  const seats = sizes.reduce((sum, size) => sum + size, 0);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1) || seats !== drivers.length)
    throw invalid('sizes', `the tiers' sizes, each 1 or more, add up to the ${drivers.length} drivers listed, not ${seats}`);
  const order = seedOrder(drivers, ratings);
  return sizes.map((size, tier) => {
    const start = sizes.slice(0, tier).reduce((sum, one) => sum + one, 0);
    return order.slice(start, start + size);
  });
}

/**
 * Next season's tiers (top first, from the close) with `newcomers` placed by rating, each after
 * the tier's own drivers, in rating order. A newcomer joins the highest tier whose lowest-rated
 * driver he rates at least as high as; one who reaches no tier's, or has no rating, joins the last
 * tier, where a league's new drivers start. A tier none of whose drivers has a rating takes no
 * newcomer but as the last tier.
 */
export function placeNewcomers(tiers: readonly (readonly string[])[], newcomers: readonly string[], ratings: GameRatings): string[][] {
  checkDistinct(newcomers, (index) => `newcomers[${index}].name`);
  const seated = new Set(tiers.flat());
  newcomers.forEach((driver, index) => {
    if (seated.has(driver)) throw invalid(`newcomers[${index}].name`, `driver ${driver} is in next season's tiers already`);
  });
  const lowest = tiers.map((tier) => {
    const rated = seedOrder(tier, ratings).filter((seed) => seed.rating !== null);
    return rated.at(-1)?.rating ?? null;
  });
  const placed = tiers.map((tier) => [...tier]);
  for (const { driver, rating } of seedOrder(newcomers, ratings)) {
    const reached = lowest.findIndex((bar) => rating !== null && bar !== null && rating >= bar);
    placed[reached === -1 ? placed.length - 1 : reached]?.push(driver);
  }
  return placed;
}
