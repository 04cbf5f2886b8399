import { describe, expect, it } from 'vitest';
import { type ChampionshipRace, type Standing, standings } from '../../domain/championship.ts';
import { finalOrder } from '../../domain/league/final-order.ts';

/** A race scored by place, `scale[i]` points for place i + 1, its classification the order given. */
const race = (raceId: string, scale: readonly number[], classification: string[]): ChampionshipRace => ({
  raceId,
  circuitId: 'c',
  points: Object.fromEntries(classification.map((player, place) => [player, scale[place]!])),
  classification,
});

const orderOf = (races: ChampionshipRace[], tieBreaks: Parameters<typeof finalOrder>[2]) =>
  finalOrder(standings(races), races, tieBreaks).map(({ player, rank, position, decidedBy }) => [player, rank, position, decidedBy]);

describe('a tier’s final order', () => {
  // 10, 6, 4, 3 points for places 1 to 4.
  // r1: Ada 1st 10, Bea 2nd 6, Cid 3rd 4, Dan 4th 3
  // r2: Cid 1st 10, Bea 2nd 6, Dan 3rd 4, Ada 4th 3
  // r3: Cid 1st 10, Dan 2nd 6, Bea 3rd 4, Ada 4th 3
  // Cid 4 + 10 + 10 = 24; Ada 10 + 3 + 3 = 16; Bea 6 + 6 + 4 = 16; Dan 3 + 4 + 6 = 13.
  // Ada has one win, Bea none; Bea was ahead of Ada in r2 and r3, Ada of Bea in r1: Bea 2–1.
  const scale = [10, 6, 4, 3];
  const races = [
    race('r1', scale, ['Ada', 'Bea', 'Cid', 'Dan']),
    race('r2', scale, ['Cid', 'Bea', 'Dan', 'Ada']),
    race('r3', scale, ['Cid', 'Dan', 'Bea', 'Ada']),
  ];

  it('two drivers level on points: count-back puts the one with a win ahead', () => {
    expect(orderOf(races, ['countBack', 'headToHead'])).toEqual([
      ['Cid', 1, 1, 'standings'],
      ['Ada', 2, 2, 'countBack'],
      ['Bea', 3, 2, 'countBack'],
      ['Dan', 4, 4, 'standings'],
    ]);
  });

  it('the same two with head-to-head first: the one ahead in more of their races is ahead', () => {
    expect(orderOf(races, ['headToHead', 'countBack'])).toEqual([
      ['Cid', 1, 1, 'standings'],
      ['Bea', 2, 2, 'headToHead'],
      ['Ada', 3, 2, 'headToHead'],
      ['Dan', 4, 4, 'standings'],
    ]);
  });

  // 25, 18, 15, 12, 10 points for places 1 to 5.
  // r1: Ada 25, Bea 18, Cid 15, Dan 12, Eve 10
  // r2: Dan 25, Cid 18, Eve 15, Bea 12, Ada 10
  // r3: Eve 25, Dan 18, Bea 15, Cid 12, Ada 10
  // Dan 12 + 25 + 18 = 55; Eve 10 + 15 + 25 = 50; Ada 25 + 10 + 10 = 45; Bea 18 + 12 + 15 = 45; Cid 15 + 18 + 12 = 45.
  // Places: Ada a 1st and two 5ths; Bea and Cid each a 2nd, a 3rd and a 4th.
  // Head-to-head among the three: Ada–Bea 1–2 (r1 Ada; r2, r3 Bea), Ada–Cid 1–2 (r1 Ada; r2, r3 Cid),
  // Bea–Cid 2–1 (r1, r3 Bea; r2 Cid): Ada 1 + 1 = 2, Bea 2 + 2 = 4, Cid 2 + 1 = 3.
  const f1 = [25, 18, 15, 12, 10];
  const three = [
    race('r1', f1, ['Ada', 'Bea', 'Cid', 'Dan', 'Eve']),
    race('r2', f1, ['Dan', 'Cid', 'Eve', 'Bea', 'Ada']),
    race('r3', f1, ['Eve', 'Dan', 'Bea', 'Cid', 'Ada']),
  ];

  it('a three-way tie: count-back sets the winner of a race ahead, then head-to-head between the two still level', () => {
    // Bea and Cid are level on count-back; among those two alone Bea leads 2–1.
    expect(orderOf(three, ['countBack', 'headToHead'])).toEqual([
      ['Dan', 1, 1, 'standings'],
      ['Eve', 2, 2, 'standings'],
      ['Ada', 3, 3, 'countBack'],
      ['Bea', 4, 3, 'headToHead'],
      ['Cid', 5, 3, 'headToHead'],
    ]);
  });

  it('a three-way tie by head-to-head: each driver’s meetings won against the two others', () => {
    // Bea 4, Cid 3, Ada 2.
    expect(orderOf(three, ['headToHead']).slice(2)).toEqual([
      ['Bea', 3, 3, 'headToHead'],
      ['Cid', 4, 3, 'headToHead'],
      ['Ada', 5, 3, 'headToHead'],
    ]);
  });

  it('drivers level after every tie-break are ordered by name, and the order says so', () => {
    // 10, 6, 4, 3 points. Ada, Bea and Cid each take a 1st, a 2nd and a 3rd: 20 points each, Dan 9.
    // Head-to-head goes round: Ada beats Bea 2–1 (r1, r3), Bea beats Cid 2–1 (r1, r2), Cid beats Ada 2–1 (r2, r3): 3 each.
    const round = [
      race('r1', scale, ['Ada', 'Bea', 'Cid', 'Dan']),
      race('r2', scale, ['Bea', 'Cid', 'Ada', 'Dan']),
      race('r3', scale, ['Cid', 'Ada', 'Bea', 'Dan']),
    ];
    const expected = [
      ['Ada', 1, 1, 'name'],
      ['Bea', 2, 1, 'name'],
      ['Cid', 3, 1, 'name'],
      ['Dan', 4, 4, 'standings'],
    ];
    expect(orderOf(round, ['countBack', 'headToHead'])).toEqual(expected);
    expect(orderOf(round, [])).toEqual(expected);
  });

  it('drivers level on points whom the ruleset’s standings tell apart keep its order, untouched by the tie-breaks', () => {
    // As LB-LONG-4 does: level money goes to the better place in the last race, here Bea's.
    const byRuleset: Standing[] = [
      { player: 'Bea', position: 1, points: 30, byRace: { r1: 30 } },
      { player: 'Ada', position: 2, points: 30, byRace: { r1: 30 } },
    ];
    expect(finalOrder(byRuleset, [race('r1', [30, 30], ['Ada', 'Bea'])], ['countBack']).map(({ player, decidedBy }) => [player, decidedBy])).toEqual([
      ['Bea', 'standings'],
      ['Ada', 'standings'],
    ]);
  });

  it('a race scored without a classification counts in no tie-break', () => {
    // Ada and Bea 10 each; only r2 has places: Bea 1st there.
    const races: ChampionshipRace[] = [
      { raceId: 'r1', circuitId: 'c', points: { Ada: 10, Bea: 0 } },
      { raceId: 'r2', circuitId: 'c', points: { Bea: 10, Ada: 0 }, classification: ['Bea', 'Ada'] },
    ];
    expect(orderOf(races, ['countBack']).map(([player, , , decidedBy]) => [player, decidedBy])).toEqual([
      ['Bea', 'countBack'],
      ['Ada', 'countBack'],
    ]);
  });
});
