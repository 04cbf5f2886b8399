/**
 * Tiers seeded by rating (docs/leagues.md, "Seeding by rating"), over ratings worked out by hand:
 * race r1 of the worked example (Ada 1st, Bea 2nd, Cid 3rd, all new) leaves Ada 1516.0, Bea 1500.0
 * and Cid 1484.0; a race of two new drivers won by Fay leaves Fay 32 × (10000 − 5000) / 1000 = +16.0,
 * 1516.0, and Gus 1484.0. Dan, Eve, Hal and Ian were never rated.
 */
import { describe, expect, it } from 'vitest';
import { rateRaces } from '../../domain/league/ratings.ts';
import { placeNewcomers, seedOrder, seedTiers } from '../../domain/league/seeding.ts';
import { race1 } from './worked-example.ts';

const duel = {
  raceId: 'r2',
  rulesetId: race1.rulesetId,
  placings: [
    { driver: 'Fay', place: 1 },
    { driver: 'Gus', place: 2 },
  ],
};
const ratings = rateRaces([race1, duel])[race1.rulesetId] ?? {};
const names = (tiers: { driver: string }[][]) => tiers.map((tier) => tier.map(({ driver }) => driver));

describe('seeding a first season’s tiers by rating', () => {
  it('cuts the drivers in rating order into the sizes given, level ratings and the unrated in the organiser’s order', () => {
    const tiers = seedTiers(['Gus', 'Dan', 'Fay', 'Cid', 'Bea', 'Ada', 'Eve'], [3, 4], ratings);
    expect(tiers).toEqual([
      [
        { driver: 'Fay', rating: 1516, races: 1 },
        { driver: 'Ada', rating: 1516, races: 1 },
        { driver: 'Bea', rating: 1500, races: 1 },
      ],
      [
        { driver: 'Gus', rating: 1484, races: 1 },
        { driver: 'Cid', rating: 1484, races: 1 },
        { driver: 'Dan', rating: null, races: 0 },
        { driver: 'Eve', rating: null, races: 0 },
      ],
    ]);
    // Listed the other way round, the level drivers swap and nobody else moves.
    expect(names(seedTiers(['Eve', 'Ada', 'Bea', 'Cid', 'Fay', 'Dan', 'Gus'], [3, 4], ratings))).toEqual([
      ['Ada', 'Fay', 'Bea'],
      ['Cid', 'Gus', 'Eve', 'Dan'],
    ]);
  });

  it('keeps the organiser’s order in a game nobody is rated in', () => {
    expect(names(seedTiers(['Dan', 'Ada', 'Eve'], [1, 2], {}))).toEqual([['Dan'], ['Ada', 'Eve']]);
    expect(seedOrder(['Dan', 'Ada'], {}).map(({ rating }) => rating)).toEqual([null, null]);
  });

  it('refuses sizes that do not add up to the drivers, and a driver listed twice, naming the field', () => {
    expect(() => seedTiers(['Ada', 'Bea', 'Cid'], [1, 1], ratings)).toThrow(expect.objectContaining({ field: 'sizes' }));
    expect(() => seedTiers(['Ada', 'Bea', 'Cid'], [0, 3], ratings)).toThrow(expect.objectContaining({ field: 'sizes' }));
    expect(() => seedTiers(['Ada', 'Bea', 'Ada'], [2, 1], ratings)).toThrow(expect.objectContaining({ field: 'drivers[2]' }));
  });
});

describe('placing a next season’s newcomers by rating', () => {
  it('puts each in the highest tier whose lowest rating he reaches, the unrated in the last tier', () => {
    // The top tier's lowest rating is Bea's 1500.0, the last tier's Cid's 1484.0 (Hal has none).
    // Fay 1516.0 reaches the top; Gus 1484.0 reaches only the last, level with Cid; Ian has no rating.
    expect(
      placeNewcomers(
        [
          ['Ada', 'Bea'],
          ['Cid', 'Hal'],
        ],
        ['Ian', 'Gus', 'Fay'],
        ratings,
      ),
    ).toEqual([
      ['Ada', 'Bea', 'Fay'],
      ['Cid', 'Hal', 'Gus', 'Ian'],
    ]);
  });

  it('passes over a tier none of whose drivers is rated', () => {
    expect(placeNewcomers([['Hal'], ['Cid'], ['Dan']], ['Fay'], ratings)).toEqual([['Hal'], ['Cid', 'Fay'], ['Dan']]);
  });

  it('refuses a newcomer listed twice or already in a tier, naming him', () => {
    expect(() => placeNewcomers([['Ada'], ['Bea']], ['Fay', 'Fay'], ratings)).toThrow(expect.objectContaining({ field: 'newcomers[1].name' }));
    expect(() => placeNewcomers([['Ada'], ['Bea']], ['Fay', 'Bea'], ratings)).toThrow(expect.objectContaining({ field: 'newcomers[1].name' }));
  });
});
