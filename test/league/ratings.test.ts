import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { placingsOf, type RatedRace, rateRace, rateRaces } from '../../domain/league/ratings.ts';
import { race1, race2 } from './worked-example.ts';

const summary = (ratings: ReturnType<typeof rateRaces>, rulesetId: string) =>
  Object.fromEntries(Object.entries(ratings[rulesetId] ?? {}).map(([driver, { rating, races }]) => [driver, [rating, races]]));

describe('ratings: rank-based multiplayer Elo per driver and game', () => {
  it('a three-driver race of new drivers: the winner gains 16.0, the last loses 16.0', () => {
    expect(summary(rateRaces([race1]), 'hex-rally')).toEqual({ Ada: [1516, 1], Bea: [1500, 1], Cid: [1484, 1] });
  });

  it('then a four-driver race with two drivers sharing a place, from the ratings the first left', () => {
    const ratings = rateRaces([race1, race2]);
    expect(summary(ratings, 'hex-rally')).toEqual({ Ada: [1515, 2], Bea: [1484, 2], Cid: [1501, 2], Dan: [1500, 1] });
    expect(ratings['hex-rally']!.Ada!.changes).toEqual([
      { raceId: 'r1', before: 1500, change: 16, after: 1516 },
      { raceId: 'r2', before: 1516, change: -1, after: 1515 },
    ]);
  });

  it('the same whatever order a race lists its drivers in', () => {
    const reversed = (race: RatedRace): RatedRace => ({ ...race, placings: [...race.placings].reverse() });
    const rotated = (race: RatedRace): RatedRace => ({ ...race, placings: [...race.placings.slice(1), race.placings[0]!] });
    // Byte for byte, as an auditor comparing exports would.
    const expected = JSON.stringify(rateRaces([race1, race2]));
    expect(JSON.stringify(rateRaces([reversed(race1), reversed(race2)]))).toBe(expected);
    expect(JSON.stringify(rateRaces([rotated(race1), rotated(race2)]))).toBe(expected);
  });

  it('but not whatever order the races come in: each race starts from the ratings the one before left', () => {
    // Race 2 first, everyone at 1500.0: Cid 3 wins → +16.0; Ada, Dan a win, a draw, a loss → 0; Bea −16.0.
    expect(summary(rateRaces([race2]), 'hex-rally')).toEqual({ Ada: [1500, 1], Bea: [1484, 1], Cid: [1516, 1], Dan: [1500, 1] });
    expect(rateRaces([race2, race1])).not.toEqual(rateRaces([race1, race2]));
  });

  it('each game has its own ratings', () => {
    const ratings = rateRaces([race1, { ...race2, rulesetId: 'vektorace' }]);
    expect(summary(ratings, 'hex-rally')).toEqual({ Ada: [1516, 1], Bea: [1500, 1], Cid: [1484, 1] });
    // Race 2 alone, as above.
    expect(summary(ratings, 'vektorace')).toEqual({ Ada: [1500, 1], Bea: [1484, 1], Cid: [1516, 1], Dan: [1500, 1] });
  });

  it('a driver whose id names a property every object has is rated as any other', () => {
    // Two drivers, K/(n − 1) = 32. First: ±16.0 as above. Second, d = 32.0: Ada 32 × (10000 − 5459) / 1000 = 145.31 → +14.5,
    // the other 32 × (0 − 4541) / 1000 = −145.31 → −14.5.
    const odd = { raceId: 'r9', rulesetId: 'hex-rally', placings: [race1.placings[0]!, { driver: '__proto__', place: 2 }] };
    expect(summary(rateRaces([odd, odd]), 'hex-rally')).toEqual({ Ada: [1530.5, 2], ['__proto__']: [1469.5, 2] });
  });

  it('a race of one driver has no meeting to rate', () => {
    const ratings = rateRaces([race1]);
    expect(rateRace(ratings, { raceId: 'r3', rulesetId: 'hex-rally', placings: [{ driver: 'Ada', place: 1 }] })).toBe(ratings);
  });

  it('refuses a driver placed twice, naming him', () => {
    const twice = { ...race1, placings: [...race1.placings, { driver: 'Bea', place: 4 }] };
    expect(() => rateRace({}, twice)).toThrow(DomainError);
    expect(() => rateRace({}, twice)).toThrow(expect.objectContaining({ field: 'placings[3].driver' }));
  });

  it('drivers who left a race share the place after those still in it', () => {
    // The game listed Eve (eliminated last) before Bea (withdrawn first): both come last, level.
    expect(placingsOf(['Cid', 'Eve', 'Ada', 'Bea'], new Set(['Bea', 'Eve']))).toEqual([
      { driver: 'Cid', place: 1 },
      { driver: 'Ada', place: 2 },
      { driver: 'Eve', place: 3 },
      { driver: 'Bea', place: 3 },
    ]);
  });
});
