import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { promotion } from '../../domain/league/promotion.ts';
import { SeasonRules } from '../../domain/league/season-rules.ts';

/** Tier `letter`'s drivers in final order: a1, a2, … */
const tier = (letter: string, size: number) => Array.from({ length: size }, (_, i) => `${letter}${i + 1}`);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, field: error.field };
    throw error;
  }
  throw new Error('not refused');
};

describe('promotion and relegation between a season’s tiers', () => {
  it('three tiers of five, two up and two down: the top two of tiers 2 and 3 go up, the bottom two of tiers 1 and 2 down', () => {
    const next = promotion([tier('a', 5), tier('b', 5), tier('c', 5)], { promote: 2, relegate: 2 });
    // Tier 1 keeps a1–a3 and takes b1, b2; tier 2 takes a4, a5 from above, keeps b3, takes c1, c2; tier 3 takes b4, b5, keeps c3–c5.
    expect(next.tiers).toEqual([
      ['a1', 'a2', 'a3', 'b1', 'b2'],
      ['a4', 'a5', 'b3', 'c1', 'c2'],
      ['b4', 'b5', 'c3', 'c4', 'c5'],
    ]);
    expect(next.movements.filter(({ driver }) => ['a1', 'a4', 'b1', 'b3', 'b5', 'c2', 'c5'].includes(driver))).toEqual([
      { driver: 'a1', from: 0, to: 0, move: 'stays' },
      { driver: 'a4', from: 0, to: 1, move: 'relegated' },
      { driver: 'b1', from: 1, to: 0, move: 'promoted' },
      { driver: 'b3', from: 1, to: 1, move: 'stays' },
      { driver: 'b5', from: 1, to: 2, move: 'relegated' },
      { driver: 'c2', from: 2, to: 1, move: 'promoted' },
      { driver: 'c5', from: 2, to: 2, move: 'stays' },
    ]);
    expect(next.movements).toHaveLength(15);
  });

  it('a driver leaving takes no one’s place: a leaver at the top hands on his promotion, one among the relegated goes in place of one of them', () => {
    // Tiers of six, two up and two down; b1 (first of tier 2) and a6 (last of tier 1) leave.
    // Tier 1: a5 and a6 are its relegation places; a6 leaves, so a5 alone goes down. Tier 2: b1 leaves, b2 and b3 go up;
    // b5 and b6 go down, b4 stays. Tier 3: c1 and c2 go up.
    const next = promotion([tier('a', 6), tier('b', 6), tier('c', 6)], { promote: 2, relegate: 2 }, new Set(['b1', 'a6']));
    expect(next.tiers).toEqual([
      ['a1', 'a2', 'a3', 'a4', 'b2', 'b3'],
      ['a5', 'b4', 'c1', 'c2'],
      ['b5', 'b6', 'c3', 'c4', 'c5', 'c6'],
    ]);
    expect(next.movements.filter(({ move }) => move === 'leaves')).toEqual([
      { driver: 'a6', from: 0, move: 'leaves' },
      { driver: 'b1', from: 1, move: 'leaves' },
    ]);
  });

  it('promotion places go to drivers above the relegation places only', () => {
    // One up and two down. Tier 1: a2, a3 go down. Tier 2 of four: b3, b4 go down; b1, b2 leave, so nobody above the
    // relegation places stays to go up. Tier 3: c1 goes up.
    const next = promotion([tier('a', 3), tier('b', 4), tier('c', 3)], { promote: 1, relegate: 2 }, new Set(['b1', 'b2']));
    expect(next.tiers).toEqual([['a1'], ['a2', 'a3', 'c1'], ['b3', 'b4', 'c2', 'c3']]);
  });

  it('refuses numbers that would leave no driver of a tier in it, naming the field', () => {
    // Tier 2 of four: two up and two down would move all four.
    expect(refusal(() => promotion([tier('a', 6), tier('b', 4), tier('c', 6)], { promote: 2, relegate: 2 }))).toEqual({ kind: 'invalid', field: 'relegate' });
    // The last tier of two: two up would empty it.
    expect(refusal(() => promotion([tier('a', 6), tier('b', 2)], { promote: 2, relegate: 1 }))).toEqual({ kind: 'invalid', field: 'promote' });
    expect(refusal(() => promotion([tier('a', 6), tier('b', 6)], { promote: -1, relegate: 1 }))).toEqual({ kind: 'invalid', field: 'promote' });
    expect(refusal(() => promotion([tier('a', 3), ['b1', 'a2']], { promote: 1, relegate: 1 }))).toEqual({ kind: 'invalid', field: 'tiers[1][1]' });
    expect(refusal(() => promotion([tier('a', 3), tier('b', 3)], { promote: 1, relegate: 1 }, new Set(['z9'])))).toEqual({ kind: 'invalid', field: 'leaving' });
  });

  it('a single tier keeps everyone, whatever the numbers', () => {
    expect(promotion([tier('a', 3)], { promote: 5, relegate: 5 }).tiers).toEqual([tier('a', 3)]);
  });

  it('the season rules’ schema refuses a fractional number and a tie-break named twice', () => {
    expect(SeasonRules.safeParse({ promote: 2, relegate: 2, tieBreaks: ['countBack', 'headToHead'] }).success).toBe(true);
    expect(SeasonRules.safeParse({ promote: 1.5, relegate: 2, tieBreaks: [] }).error?.issues[0]?.path).toEqual(['promote']);
    expect(SeasonRules.safeParse({ promote: 1, relegate: 1, tieBreaks: ['headToHead', 'headToHead'] }).error?.issues[0]?.path).toEqual(['tieBreaks']);
  });
});
