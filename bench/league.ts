/**
 * Issue 29's season close, its pure part: 8 tiers of 24 drivers, 7 races each, random-looking
 * but seeded results scored by Speed Circuit's points (10, 6, 4, 3, 2, 1: most of a field level
 * on few points, so the tie-breaks have work to do), a driver or two out of each race. Timed:
 * each tier's standings and final order, the next season's tiers, and every driver's rating
 * over the season's 56 races in the order they finished. The issue's 2 s covers the whole close,
 * the application layer's reads and writes included; this is the part the domain takes of it.
 */
import { type ChampionshipRace, standings } from '../domain/championship.ts';
import { finalOrder, type Ranked } from '../domain/league/final-order.ts';
import { type NextSeason, promotion } from '../domain/league/promotion.ts';
import { placingsOf, type RatedRace, type Ratings, rateRaces } from '../domain/league/ratings.ts';
import type { SeasonRules } from '../domain/league/season-rules.ts';
import { POINTS } from '../domain/speed-circuit/aics/scoring.ts';
import { mulberry32 } from '../test/crash/prng.ts';
import { median, percentile, sample } from './stats.ts';

export const TIERS = 8;
export const DRIVERS = 24;
export const RACES = 7;
const RULES: SeasonRules = { promote: 3, relegate: 3, tieBreaks: ['countBack', 'headToHead'] };

interface Season {
  /** Each tier's races, top tier first. */
  tiers: ChampionshipRace[][];
  /** Every race of the season, in the order they finished: the first race of each tier, then the second, … */
  rated: RatedRace[];
  leaving: Set<string>;
}

/** `items` in a seeded random order (Fisher–Yates). */
export const shuffled = <T>(items: readonly T[], next: () => number): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

function season(seed: number): Season {
  const rng = mulberry32(seed);
  const tiers = Array.from({ length: TIERS }, (_, tier) => {
    const drivers = Array.from({ length: DRIVERS }, (_, i) => `d${tier + 1}-${String(i + 1).padStart(2, '0')}`);
    return Array.from({ length: RACES }, (_, race) => {
      const classification = shuffled(drivers, rng.next);
      // One or two drivers out of each race, the last of its classification.
      const out = new Set(classification.slice(DRIVERS - 1 - rng.int(2)));
      return { raceId: `t${tier + 1}r${race + 1}`, classification, out };
    });
  });
  return {
    tiers: tiers.map((races) =>
      races.map(({ raceId, classification }) => ({
        raceId,
        circuitId: 'monza',
        points: Object.fromEntries(classification.map((driver, place) => [driver, POINTS[place] ?? 0])),
        classification,
      })),
    ),
    rated: Array.from({ length: RACES }, (_, race) =>
      tiers.map((races) => {
        const { raceId, classification, out } = races[race]!;
        return { raceId, rulesetId: 'aics-3.06', placings: placingsOf(classification, out) };
      }),
    ).flat(),
    leaving: new Set(['d1-05', 'd4-24', 'd8-01']),
  };
}

interface Closed {
  orders: Ranked[][];
  next: NextSeason;
  ratings: Ratings;
}

const close = ({ tiers, rated, leaving }: Season): Closed => {
  const orders = tiers.map((races) => finalOrder(standings(races), races, RULES.tieBreaks));
  const next = promotion(
    orders.map((order) => order.map(({ player }) => player)),
    RULES,
    leaving,
  );
  return { orders, next, ratings: rateRaces(rated) };
};

export interface LeagueFigure {
  median: number;
  p90: number;
  /** How many drivers' places each criterion decided. */
  decidedBy: Record<string, number>;
  moved: number;
  rated: number;
}

export function leagueSeason(): LeagueFigure {
  const played = season(29);
  const closed = close(played);
  const samples = sample(() => close(played), { warmup: 5, runs: 40 });
  const decidedBy: Record<string, number> = {};
  for (const { decidedBy: by } of closed.orders.flat()) decidedBy[by] = (decidedBy[by] ?? 0) + 1;
  return {
    median: median(samples),
    p90: percentile(samples, 90),
    decidedBy,
    moved: closed.next.movements.filter(({ move }) => move !== 'stays').length,
    rated: Object.keys(closed.ratings['aics-3.06'] ?? {}).length,
  };
}
