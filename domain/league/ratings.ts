/**
 * Each driver's rating in each game (ruleset), from the finished races taken one after another in
 * the order they finished (their finish commits): elo.ts's change for each race, from the ratings
 * the race's drivers had before it. Ratings of one game never touch another's.
 */
import * as z from 'zod';
import { invalid } from '../errors.ts';
import { byName } from './by-name.ts';
import { raceChanges, START } from './elo.ts';

export const Placing = z.object({
  driver: z.string().min(1),
  /** 1 for the winner; drivers sharing a place share its number (a draw between them). */
  place: z.number().int().min(1),
});
export type Placing = z.infer<typeof Placing>;

/** A finished race as the ratings read it: its game and where each driver placed. */
export const RatedRace = z.object({
  raceId: z.string().min(1),
  rulesetId: z.string().min(1),
  placings: z.array(Placing),
});
export type RatedRace = z.infer<typeof RatedRace>;

/** Ratings in points, to one decimal (stored as tenths, docs/leagues.md). */
export interface RatingChange {
  raceId: string;
  before: number;
  change: number;
  after: number;
}

export interface DriverRating {
  rating: number;
  /** The races rated, as many as `changes`. */
  races: number;
  /** One a race rated, in the order rated. */
  changes: RatingChange[];
}

/** By ruleset id, then by driver. */
export type Ratings = Record<string, Record<string, DriverRating>>;

const tenths = (points: number): number => Math.round(points * 10);
const points = (tenths: number): number => tenths / 10;

/**
 * The ratings after `race`. A driver new to the game starts at 1500.0. A race of fewer than two
 * drivers has no meeting to rate and leaves the ratings as they were.
 */
export function rateRace(ratings: Ratings, race: RatedRace): Ratings {
  const seen = new Set<string>();
  race.placings.forEach(({ driver }, index) => {
    if (seen.has(driver)) throw invalid(`placings[${index}].driver`, `driver ${driver} is placed twice in race ${race.raceId}`);
    seen.add(driver);
  });
  if (race.placings.length < 2) return ratings;
  const game = ratings[race.rulesetId] ?? {};
  // By driver, so that the ratings come out key for key the same whatever order the race listed its drivers in.
  const field = race.placings
    .map(({ driver, place }) => ({ driver, place, rating: tenths(game[driver]?.rating ?? points(START)) }))
    .sort((a, b) => byName(a.driver, b.driver));
  const changes = raceChanges(field);
  const rated = Object.fromEntries(
    field.map(({ driver, rating }): [string, DriverRating] => {
      const change = changes.get(driver)!;
      const history = game[driver]?.changes ?? [];
      return [
        driver,
        {
          rating: points(rating + change),
          races: history.length + 1,
          changes: [...history, { raceId: race.raceId, before: points(rating), change: points(change), after: points(rating + change) }],
        },
      ];
    }),
  );
  return { ...ratings, [race.rulesetId]: { ...game, ...rated } };
}

/** `races` rated one after another, in the order given, from `ratings` (none by default). */
export const rateRaces = (races: readonly RatedRace[], ratings: Ratings = {}): Ratings => races.reduce(rateRace, ratings);

/**
 * A race's placings from its classification (players in the order of their best cars): drivers
 * still in the race at its end take their places in that order; drivers who left it (withdrawn
 * or eliminated: `out`) share the place after the last of them, so they lose to every driver who
 * stayed in and draw with one another, whatever order the game listed them in.
 */
export const placingsOf = (classification: readonly string[], out: ReadonlySet<string>): Placing[] => {
  const stayed = classification.filter((driver) => !out.has(driver));
  return [
    ...stayed.map((driver, index) => ({ driver, place: index + 1 })),
    ...classification.filter((driver) => out.has(driver)).map((driver) => ({ driver, place: stayed.length + 1 })),
  ];
};
