/**
 * The two races of the ratings' worked example (test/league/ratings.test.ts, docs/leagues.md),
 * each in one game, hex rally's.
 */
import type { RatedRace } from '../../domain/league/ratings.ts';

/** `raceId` with each driver at the place given. */
const placed = (raceId: string, ...places: [string, number][]): RatedRace => ({
  raceId,
  rulesetId: 'hex-rally',
  placings: places.map(([driver, place]) => ({ driver, place })),
});

// Race 1, three drivers all new (1500.0): Ada 1st, Bea 2nd, Cid 3rd. Every expectation is 5000 (of 10000).
// K/(n − 1) = 32/2 = 16 points for each meeting's margin.
// Ada: (10000 − 5000) + (10000 − 5000) = 10000 → 32 × 10000 / (2 × 1000) = 160 tenths: +16.0 → 1516.0
// Bea: (0 − 5000) + (10000 − 5000) = 0 → 0: 1500.0
// Cid: −10000 → −160 tenths: −16.0 → 1484.0
export const race1 = placed('r1', ['Ada', 1], ['Bea', 2], ['Cid', 3]);

// Race 2, four drivers: Cid 1st, Ada and Dan share 2nd (a draw between them), Bea 4th. Before it: Ada 1516.0, Bea 1500.0,
// Cid 1484.0, Dan new at 1500.0. Expectations (elo.test.ts): d = ±16.0 → 5230/4770, d = ±32.0 → 5459/4541, d = 0 → 5000.
// Each change is 32 × margin / (3 × 1000) tenths, rounded to the nearest tenth.
// Cid: beats Ada (10000 − 4541) + Dan (10000 − 4770) + Bea (10000 − 4770) = 15919 → 509408/3000 = 169.80 → +17.0 → 1501.0
// Ada: loses to Cid (0 − 5459), draws Dan (5000 − 5230), beats Bea (10000 − 5230) = −919 → −29408/3000 = −9.80 → −1.0 → 1515.0
// Dan: loses to Cid (0 − 5230), draws Ada (5000 − 4770), beats Bea (10000 − 5000) = 0 → 0.0 → 1500.0
// Bea: loses to Cid (0 − 5230), Ada (0 − 4770) and Dan (0 − 5000) = −15000 → −160 → −16.0 → 1484.0
export const race2 = placed('r2', ['Cid', 1], ['Ada', 2], ['Dan', 2], ['Bea', 4]);
