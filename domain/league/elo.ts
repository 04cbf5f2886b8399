/**
 * Rank-based multiplayer Elo in whole numbers, so that an auditor in any language gets the same
 * ratings to the last digit (docs/leagues.md gives the formulas).
 *
 * A race is a round of meetings between every two drivers in it: the one placed ahead wins, two
 * sharing a place draw. A driver's change is K/(n−1) times the sum over his n−1 opponents of his
 * score less his expected score, all taken from the ratings before the race, so the order in
 * which a race lists its drivers changes nothing. Ratings are integers in tenths of a point,
 * scores and expectations integers in ten-thousandths of a meeting; the one floating-point step,
 * the expectation of each rating difference, has no value near a rounding boundary
 * (test/league/elo.test.ts checks all 8,001), so any correctly working `pow` gives the same table.
 */

/** Every driver's first rating: 1500.0 points. */
export const START = 15_000;
/** The most a driver gains or loses in a race: K points, shared out over his meetings. */
export const K = 32;
/** Differences beyond 400 points count as 400 (FIDE's rule), which keeps the table finite. */
export const CAP = 4_000;
/** A meeting won, in ten-thousandths. */
export const WIN = 10_000;

/** `round(WIN / (1 + 10^(−d/4000)))` for d from −CAP to CAP tenths. */
export const EXPECTATIONS: readonly number[] = Array.from({ length: 2 * CAP + 1 }, (_, i) => Math.round(WIN / (1 + 10 ** (-(i - CAP) / 4_000))));

/** The expected score, in ten-thousandths, of a driver rated `difference` tenths above his opponent. */
export const expectation = (difference: number): number => EXPECTATIONS[Math.max(-CAP, Math.min(CAP, difference)) + CAP]!;

/** `numerator / denominator` (denominator > 0) to the nearest integer, halves away from zero; exact for integers this small. */
export const divideRounded = (numerator: number, denominator: number): number => {
  const magnitude = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 && magnitude > 0 ? -magnitude : magnitude;
};

export interface RatedDriver {
  driver: string;
  /** 1 for the winner; drivers sharing a place share its number. */
  place: number;
  /** Before the race, in tenths. */
  rating: number;
}

/** Each driver's change over the race, in tenths: 0 for a driver alone, who meets no one. */
export const raceChanges = (field: readonly RatedDriver[]): Map<string, number> => {
  const meetings = field.length - 1;
  return new Map(
    field.map((driver) => {
      let margin = 0;
      for (const opponent of field) {
        if (opponent === driver) continue;
        const score = driver.place < opponent.place ? WIN : driver.place === opponent.place ? WIN / 2 : 0;
        margin += score - expectation(driver.rating - opponent.rating);
      }
      // K/(n−1) × margin/WIN points is K × margin / ((n−1) × 1000) tenths.
      return [driver.driver, meetings > 0 ? divideRounded(K * margin, meetings * 1_000) : 0];
    }),
  );
};
