/**
 * The next season's tiers from this season's final orders (issue 29): the top `promote` of each
 * tier but the first move up a tier, the bottom `relegate` of each tier but the last move down.
 *
 * Drivers leaving the league (the organiser's list: typically those who drove no race of the
 * season) never take a driver's place and never cost one his: the relegation places are the
 * bottom `relegate` of the whole final order, so a leaver among them goes in place of a driver
 * who would otherwise have gone down (nobody is relegated instead of him); the promotion places
 * go to the best drivers who stay, from above the relegation places, so a leaver at the top
 * hands his place to the next driver. Tiers may then hold fewer drivers than before: filling
 * them is the organiser's call.
 */
import { invalid } from '../errors.ts';
import type { SeasonRules } from './season-rules.ts';

export type Move = 'promoted' | 'relegated' | 'stays' | 'leaves';

export interface Movement {
  driver: string;
  /** The tier this season, 0 for the first (top) tier. */
  from: number;
  /** The tier next season; absent for a driver who leaves. */
  to?: number;
  move: Move;
}

export interface NextSeason {
  /**
   * Next season's tiers, top first, each seeded by this season: the drivers relegated from the
   * tier above first, then the tier's own drivers who stay, then those promoted from below, each
   * group in its final order.
   */
  tiers: string[][];
  /** Every driver of this season, tier by tier in final order. */
  movements: Movement[];
}

type Promotion = Pick<SeasonRules, 'promote' | 'relegate'>;

/** Refuses numbers that would move every driver of a tier: at least one driver of each tier stays in it. */
const checkFits = (tiers: readonly (readonly string[])[], { promote, relegate }: Promotion): void => {
  for (const [field, n] of [
    ['promote', promote],
    ['relegate', relegate],
  ] as const)
    if (!Number.isInteger(n) || n < 0) throw invalid(field, `${field} is a number of drivers: a whole number, 0 or more, not ${n}`);
  tiers.forEach((tier, index) => {
    const up = index > 0 ? promote : 0;
    const down = index < tiers.length - 1 ? relegate : 0;
    if (up + down < tier.length) return;
    const field = up >= tier.length ? 'promote' : 'relegate';
    throw invalid(
      field,
      `tier ${index + 1} has ${tier.length} drivers: promoting ${up} and relegating ${down} of them would leave none of them in it; at least one must stay`,
    );
  });
};

const checkDrivers = (tiers: readonly (readonly string[])[], leaving: ReadonlySet<string>): void => {
  const seen = new Set<string>();
  tiers.forEach((tier, index) => {
    tier.forEach((driver, place) => {
      if (seen.has(driver)) throw invalid(`tiers[${index}][${place}]`, `driver ${driver} appears twice in the season`);
      seen.add(driver);
    });
  });
  for (const driver of leaving) if (!seen.has(driver)) throw invalid('leaving', `driver ${driver} leaving is in none of the season's tiers`);
};

/** `tiers`: this season's tiers top first, each its final order (final-order.ts). */
export function promotion(tiers: readonly (readonly string[])[], rules: Promotion, leaving: ReadonlySet<string> = new Set()): NextSeason {
  checkFits(tiers, rules);
  checkDrivers(tiers, leaving);
  const moves = tiers.map((tier, index) => {
    const down = index < tiers.length - 1 ? rules.relegate : 0;
    const up = index > 0 ? rules.promote : 0;
    const relegated = new Set(tier.slice(tier.length - down));
    const promoted = new Set(tier.filter((driver) => !relegated.has(driver) && !leaving.has(driver)).slice(0, up));
    return tier.map((driver): Movement => {
      if (leaving.has(driver)) return { driver, from: index, move: 'leaves' };
      if (promoted.has(driver)) return { driver, from: index, to: index - 1, move: 'promoted' };
      if (relegated.has(driver)) return { driver, from: index, to: index + 1, move: 'relegated' };
      return { driver, from: index, to: index, move: 'stays' };
    });
  });
  const into = (index: number, move: Move, from: number) => (moves[from] ?? []).filter((m) => m.to === index && m.move === move).map((m) => m.driver);
  return {
    tiers: tiers.map((_, index) => [...into(index, 'relegated', index - 1), ...into(index, 'stays', index), ...into(index, 'promoted', index + 1)]),
    movements: moves.flat(),
  };
}
