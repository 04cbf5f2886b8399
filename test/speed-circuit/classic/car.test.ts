import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { CarBuild, checkBuild, sheetOf } from '../../../domain/speed-circuit/classic/car.ts';
import { wearAvailable, wearLeft } from '../../../domain/speed-circuit/classic/state.ts';
import { BALANCED, classicRace, ofType, play, wearPaid } from './support.ts';

const refusal = (build: unknown) => {
  try {
    checkBuild(CarBuild.parse(build));
  } catch (error) {
    return error instanceof DomainError ? [error.field, error.message] : error;
  }
  return null;
};

describe('building the car', () => {
  it('[SCC-CAR-3] the performance table: 0, 1 and 2 points buy Start 40/60/80, Acc 20/40/60, Dec 20/40/60, Top 140/160/180, Wear 4/5/6', () => {
    expect(sheetOf({ startSpeed: 2, acc: 2, dec: 1, topSpeed: 0, wear: 0 })).toEqual({ startSpeed: 80, acc: 60, dec: 40, topSpeed: 140, wearPerLap: 4 });
    expect(sheetOf({ startSpeed: 0, acc: 0, dec: 1, topSpeed: 2, wear: 2 })).toEqual({ startSpeed: 40, acc: 20, dec: 40, topSpeed: 180, wearPerLap: 6 });
    expect(sheetOf(BALANCED)).toEqual({ startSpeed: 60, acc: 40, dec: 40, topSpeed: 160, wearPerLap: 5 });
  });

  it('[SCC-CAR-1] [SCC-CAR-3] exactly 5 preparation points, at most 2 on one characteristic (Proposed)', () => {
    expect(refusal(BALANCED)).toBeNull();
    expect(refusal({ ...BALANCED, wear: 0 })).toEqual([
      'build',
      'the build (startSpeed 1, acc 1, dec 1, topSpeed 1, wear 0) spends 4 points; exactly 5 are required',
    ]);
    expect(refusal({ ...BALANCED, wear: 2 })).toEqual([
      'build',
      'the build (startSpeed 1, acc 1, dec 1, topSpeed 1, wear 2) spends 6 points; exactly 5 are required',
    ]);
    expect(CarBuild.safeParse({ startSpeed: 3, acc: 2, dec: 0, topSpeed: 0, wear: 0 }).success).toBe(false);
  });

  it('[SCC-CAR-2] Start Speed, Acc, Dec and Top Speed are the limits a car drives within without a die', () => {
    // Balanced car: Start 60, Acc 40, Dec 40, Top Speed 160.
    const start = play(classicRace([{ car: '1', at: '20A' }]), { '1': { speed: 60 } });
    const accelerate = play(classicRace([{ car: '1', at: '20A', speed: 120 }]), { '1': { speed: 160 } });
    const brake = play(classicRace([{ car: '1', at: '20A', speed: 140 }]), { '1': { speed: 100 } });
    for (const { events } of [start, accelerate, brake]) {
      expect(ofType(events, 'CheckRolled')).toEqual([]);
      expect(wearPaid(events)).toEqual([]);
    }
  });

  it('[SCC-CAR-4] [SCC-LAPS-1] wear is per lap, times the laps: 4 units a lap with no point, 5 or 6 with points; doubled for 2 laps, tripled for 3', () => {
    const builds = [{ ...BALANCED, startSpeed: 2, wear: 0 }, BALANCED, { ...BALANCED, startSpeed: 0, wear: 2 }];
    const car = (wear: number, laps: number) => classicRace([{ car: '1', at: '20A', build: builds[wear] }], { laps }).cars['1']!;
    expect(wearLeft(car(0, 1), 1)).toBe(4);
    expect(wearLeft(car(1, 2), 2)).toBe(10);
    expect(wearLeft(car(2, 3), 3)).toBe(18);
  });

  it('[SCC-LAPS-2] [SCC-LAPS-3] units not used in a lap carry over to the next; none may be drawn from a lap not yet begun (Proposed)', () => {
    // 5 units a lap over 3 laps; 3 spent in lap 1.
    const spent = (lap: number) => classicRace([{ car: '1', at: '20A', with: { lap, wearSpent: 3 } }]).cars['1']!;
    expect(wearAvailable(spent(1), 3)).toBe(2);
    expect(wearAvailable(spent(2), 3)).toBe(7);
    expect(wearAvailable(spent(3), 3)).toBe(12);
    expect(wearAvailable(spent(4), 3)).toBe(12);
    expect(wearLeft(spent(1), 3)).toBe(12);
  });

  it("[SCC-LAPS-3] a car whose lap allowance is spent is out of wear until it crosses the line, then spends the new lap's units at once", () => {
    // 5 spent in lap 1 of 3: 10 still left in the race, none for this lap. 140 mph from 28B crosses the line, then 120 through lane C.
    const state = classicRace([{ car: '1', at: '27B', speed: 140, with: { wearSpent: 5 } }]);
    const crossing = play(state, { '1': { speed: 140, curve1: [{ kind: 'lane', lane: 'C' }] } });
    expect(ofType(crossing.events, 'LineCrossed')).toEqual([{ type: 'LineCrossed', car: '1', lap: 2 }]);
    // 140 in the 120 lane of curve 4 is 20 over: paid with 1 wear from lap 2's allowance, no luck test.
    expect(wearPaid(crossing.events)).toEqual([[1, 'curve']]);
    expect(wearAvailable(crossing.state.cars['1']!, 3)).toBe(4);
  });
});
