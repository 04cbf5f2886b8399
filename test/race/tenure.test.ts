/** Who drove which step of a seat handed over, and a seat's points shared by tenure, worked by hand (docs/substitutes.md). */
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../domain/race/state.ts';
import { driverOfStep, shareOut, stepsDriven } from '../../domain/race/tenure.ts';

const driver = (name: string, from: number): Driver => ({ name, email: `${name}@example.org`, language: 'en', from });

describe('tenures', () => {
  const drivers = [driver('Ada', 1), driver('Bea', 5), driver('Cleo', 9)];

  it('give each step to the last driver to have taken the seat by then', () => {
    expect([1, 4, 5, 8, 9, 30].map((step) => driverOfStep(drivers, step)?.name)).toEqual(['Ada', 'Ada', 'Bea', 'Bea', 'Cleo', 'Cleo']);
  });

  it('count the steps each drove of those played: Ada 1-4, Bea 5-8, Cleo 9 on', () => {
    expect(stepsDriven(drivers, 12)).toEqual([4, 4, 4]);
    expect(stepsDriven(drivers, 6)).toEqual([4, 2, 0]);
    // Two handovers before a step is played: the first substitute drove none.
    expect(stepsDriven([driver('Ada', 1), driver('Bea', 3), driver('Cleo', 3)], 5)).toEqual([2, 0, 3]);
  });
});

describe('points shared by tenure', () => {
  it('are split by steps in hundredths that add up to the points, the leftover hundredths to the largest remainders, the earlier first', () => {
    expect(shareOut(6, [4, 6])).toEqual([2.4, 3.6]);
    // 1000 hundredths by thirds: 333.33 each, the one left over to Ada.
    expect(shareOut(10, [1, 1, 1])).toEqual([3.34, 3.33, 3.33]);
    // 2500 hundredths by 1:2:4 (of 7): 357.14, 714.29, 1428.57: rounded down 357 + 714 + 1428 = 2499, the one left to Cleo (.57).
    expect(shareOut(25, [1, 2, 4])).toEqual([3.57, 7.14, 14.29]);
    expect(shareOut(8, [0, 3])).toEqual([0, 8]);
    expect(shareOut(8, [0, 0])).toEqual([0, 8]);
  });
});
