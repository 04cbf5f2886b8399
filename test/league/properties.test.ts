/**
 * What holds of every season, not only the hand-worked ones: a final order is the standings'
 * players once each, in their positions' order; promotion keeps every driver who stays, in one
 * tier only, and moves each at most one tier; ratings ignore the order a race lists its drivers in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChampionshipRace, standings } from '../../domain/championship.ts';
import { finalOrder } from '../../domain/league/final-order.ts';
import { promotion } from '../../domain/league/promotion.ts';
import { rateRaces } from '../../domain/league/ratings.ts';
import { TieBreak } from '../../domain/league/season-rules.ts';

const DRIVERS = ['Ada', 'Bea', 'Cid', 'Dan', 'Eve', 'Fil'];

/** Races of some of the drivers in some order, scored 3, 2, 1, 0, … so that ties are common. */
const races = fc.array(fc.shuffledSubarray(DRIVERS, { minLength: 2 }), { minLength: 1, maxLength: 5 });
const championship = (classifications: string[][]): ChampionshipRace[] =>
  classifications.map((classification, i) => ({
    raceId: `r${i + 1}`,
    circuitId: 'c',
    points: Object.fromEntries(classification.map((driver, place) => [driver, Math.max(0, 3 - place)])),
    classification,
  }));

describe('league properties', () => {
  it('a final order ranks every player once, 1 to n, in the order of the standings’ positions', () => {
    fc.assert(
      fc.property(races, fc.shuffledSubarray([...TieBreak.options]), (classifications, tieBreaks) => {
        const scored = championship(classifications);
        const table = standings(scored);
        const order = finalOrder(table, scored, tieBreaks);
        expect(order.map(({ player }) => player).sort()).toEqual(table.map(({ player }) => player).sort());
        expect(order.map(({ rank }) => rank)).toEqual(order.map((_, i) => i + 1));
        expect(order.every(({ position }, i) => i === 0 || order[i - 1]!.position <= position)).toBe(true);
      }),
    );
  });

  it('promotion keeps every driver who stays in exactly one tier, one tier at most from his own', () => {
    const season = fc
      .array(fc.integer({ min: 3, max: 7 }), { minLength: 1, maxLength: 4 })
      .map((sizes) => sizes.map((size, tier) => Array.from({ length: size }, (_, i) => `t${tier}d${i}`)));
    fc.assert(
      fc.property(season, fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 }), (tiers, promote, relegate) => {
        const all = tiers.flat();
        const leaving = new Set(all.filter((_, i) => i % 5 === 2));
        const next = promotion(tiers, { promote, relegate }, leaving);
        expect(next.tiers.flat().sort()).toEqual(all.filter((driver) => !leaving.has(driver)).sort());
        for (const { driver, from, to } of next.movements) {
          if (to === undefined) continue;
          expect(Math.abs(to - from)).toBeLessThanOrEqual(1);
          expect(next.tiers[to]).toContain(driver);
        }
      }),
    );
  });

  it('ratings are the same byte for byte whatever order each race lists its drivers in', () => {
    const rated = (classifications: string[][]) =>
      classifications.map((classification, i) => ({
        raceId: `r${i + 1}`,
        rulesetId: 'vektorace',
        placings: classification.map((driver, place) => ({ driver, place: Math.min(place + 1, 3) })),
      }));
    fc.assert(
      fc.property(races, fc.infiniteStream(fc.nat()), (classifications, keys) => {
        const shuffled = rated(classifications).map((race) => ({
          ...race,
          placings: race.placings
            .map((placing) => ({ placing, key: keys.next().value as number }))
            .sort((a, b) => a.key - b.key)
            .map(({ placing }) => placing),
        }));
        expect(JSON.stringify(rateRaces(shuffled))).toBe(JSON.stringify(rateRaces(rated(classifications))));
      }),
    );
  });
});
