import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBuild, damage, movePoint, PERFORMANCE_CHART, poleLapWear, raceWear, sheetOf } from '../../../../domain/speed-circuit/aics/car.ts';
import type { CarBuild, CarSheet } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { refusal } from '../../../support/refusal.ts';

/** SC-CAR-6: Start Speed 60 (1), Acc 60 (2), Dec 40 (1), Top Speed 180 (2), Wear 5 (1). */
const exampleCar: CarBuild = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };
/** SC-QUAL-3: 40 Start Speed (0), 60 Acc (2), 60 Dec (2), 200 Top Speed (3), 4 wear per lap (0). */
const poleCar: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

const sameRow = (points: number): CarBuild => ({ startSpeed: points, acc: points, dec: points, topSpeed: points, wear: points });

describe('the Performance Chart', () => {
  // The rulebook's chart, one line per Pts row: Start Speed / W bonus / WF bonus, Acc, Dec, Top Speed, wear per lap.
  const chart = [
    { pts: 0, startSpeed: 40, w: 0, wf: 2, acc: 20, dec: 20, topSpeed: 140, wearPerLap: 4 },
    { pts: 1, startSpeed: 60, w: 2, wf: 3, acc: 40, dec: 40, topSpeed: 160, wearPerLap: 5 },
    { pts: 2, startSpeed: 80, w: 3, wf: 6, acc: 60, dec: 60, topSpeed: 180, wearPerLap: 6 },
    { pts: 3, startSpeed: 80, w: 7, wf: 9, acc: 80, dec: 80, topSpeed: 200, wearPerLap: 7 },
  ];

  it.each(chart)('[SC-CAR-4] the $pts-point row gives $startSpeed / $w W / $wf WF, Acc $acc, Dec $dec, Top $topSpeed, $wearPerLap wear per lap', (line) => {
    expect(sheetOf(sameRow(line.pts))).toEqual({
      startSpeed: line.startSpeed,
      acc: line.acc,
      dec: line.dec,
      topSpeed: line.topSpeed,
      wearPerLap: line.wearPerLap,
    });
    // One lap, no soft tyres: the bonus is what is left once the lap's wear is taken off.
    const oneLap = raceWear(sameRow(line.pts), 1, false);
    expect(oneLap.wear - line.wearPerLap).toBe(line.w);
    expect(oneLap.brakeWear).toBe(line.wf);
  });

  it('[SC-CAR-4] takes the 3-point Start Speed cell literally: 80 mph with 7 W and 9 WF (Proposed)', () => {
    expect(PERFORMANCE_CHART[3]).toMatchObject({ startSpeed: 80, wBonus: 7, wfBonus: 9 });
    expect(sheetOf({ startSpeed: 3, acc: 1, dec: 1, topSpeed: 1, wear: 1 }).startSpeed).toBe(80);
  });
});

describe('building the car', () => {
  it('[SC-CAR-5] accepts a build of exactly 7 points', () => {
    expect(() => checkBuild(exampleCar)).not.toThrow();
    expect(() => checkBuild(poleCar)).not.toThrow();
  });

  it.each([
    { points: 6, build: { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 0 } },
    { points: 8, build: { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 2 } },
  ])('[SC-CAR-5] refuses a build of $points points, naming the build', ({ points, build }) => {
    const error = refusal(() => checkBuild(build));
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe('build');
    expect(error.message).toContain(`spends ${points} points`);
    expect(error.message).toContain('startSpeed 1, acc 2, dec 1, topSpeed 2');
  });

  it('[SC-CAR-4] refuses a category bought beyond the 3-point row', () => {
    expect(refusal(() => checkBuild({ startSpeed: 4, acc: 1, dec: 1, topSpeed: 1, wear: 0 })).field).toBe('build');
  });
});

describe('race wear', () => {
  it('[SC-CAR-6] Start 60 / Acc 60 / Dec 40 / Top 180 / Wear 5 gives 32 W and 3 WF over 6 laps', () => {
    expect(sheetOf(exampleCar)).toEqual({ startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 });
    expect(raceWear(exampleCar, 6, false)).toEqual({ wear: 32, brakeWear: 3 });
  });

  it('[SC-WEAR-1] W is wear per lap × 6 plus the Start Speed W bonus; WF is the Start Speed WF bonus', () => {
    // 4 per lap × 6 + 0 (Start Speed 40 has no W bonus); 2 WF from the 0-point Start Speed cell.
    expect(raceWear(poleCar, 6, false)).toEqual({ wear: 24, brakeWear: 2 });
    // 7 per lap × 6 + 7 W; 9 WF.
    expect(raceWear(sameRow(3), 6, false)).toEqual({ wear: 49, brakeWear: 9 });
  });

  it('[SC-SOFT-2] 6 W per lap on soft tyres gives 42 W; WF unchanged', () => {
    const sixPerLap: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 1, wear: 2 };
    expect(sheetOf(sixPerLap).wearPerLap).toBe(6);
    expect(raceWear(sixPerLap, 6, true)).toEqual({ wear: 42, brakeWear: 2 });
    expect(raceWear(sixPerLap, 6, false)).toEqual({ wear: 36, brakeWear: 2 });
  });

  it('[SC-CAR-6] refuses a race without a whole number of laps', () => {
    expect(refusal(() => raceWear(exampleCar, 0, false)).field).toBe('laps');
  });

  it('[SC-QUAL-4] the pole lap may spend one lap of wear, 4 for the rulebook car, and no Start Speed bonus', () => {
    expect(poleLapWear(poleCar)).toBe(4);
  });

  it('[SC-WEAR-7] the pole-lap wear of a Start Speed 60 car ignores its 2 W / 3 WF bonus', () => {
    expect(poleLapWear(exampleCar)).toBe(5);
  });
});

describe('moving one preparation point', () => {
  it('[SC-QUAL-11] 40ss 60acc 60dec 200top 4w becomes 40ss 60acc 60dec 180top 5w', () => {
    const moved = movePoint(poleCar, 'topSpeed', 'wear');
    expect(sheetOf(poleCar)).toEqual({ startSpeed: 40, acc: 60, dec: 60, topSpeed: 200, wearPerLap: 4 });
    expect(sheetOf(moved)).toEqual({ startSpeed: 40, acc: 60, dec: 60, topSpeed: 180, wearPerLap: 5 });
    expect(() => checkBuild(moved)).not.toThrow();
  });

  it('[SC-QUAL-11] refuses to take a point from a 0-point category or to give one to a 3-point category', () => {
    expect(refusal(() => movePoint(poleCar, 'startSpeed', 'acc')).field).toBe('setup.movePoint');
    expect(refusal(() => movePoint(poleCar, 'acc', 'topSpeed')).field).toBe('setup.movePoint');
    expect(refusal(() => movePoint(poleCar, 'acc', 'acc')).field).toBe('setup.movePoint');
  });

  it('[SC-QUAL-11] any legal move keeps a 7-point build', () => {
    const categories = ['startSpeed', 'acc', 'dec', 'topSpeed', 'wear'] as const;
    const build = fc
      .tuple(...categories.map(() => fc.integer({ min: 0, max: 3 })))
      .filter((points) => points.reduce((a, b) => a + b, 0) === 7)
      .map(([startSpeed, acc, dec, topSpeed, wear]) => ({ startSpeed, acc, dec, topSpeed, wear }) as CarBuild);
    fc.assert(
      fc.property(build, fc.constantFrom(...categories), fc.constantFrom(...categories), (car, from, to) => {
        fc.pre(from !== to && car[from] > 0 && car[to] < 3);
        checkBuild(movePoint(car, from, to));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('damage', () => {
  const sheet: CarSheet = { startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 };

  it('[SC-CAR-8] damage changes the sheet: engine damage takes 20 mph of Acc and Top Speed', () => {
    expect(damage(sheet, { acc: 20, topSpeed: 20 })).toEqual({ ...sheet, acc: 40, topSpeed: 160 });
  });

  it('[SC-ACC-4] Acc never falls below 20 nor Top Speed below 140, Dec never below 20', () => {
    const worn = damage({ startSpeed: 40, acc: 20, dec: 20, topSpeed: 140, wearPerLap: 4 }, { acc: 20, topSpeed: 20, dec: 20 });
    expect(worn).toEqual({ startSpeed: 40, acc: 20, dec: 20, topSpeed: 140, wearPerLap: 4 });
  });

  it('[SC-CAR-8] no amount of damage takes a sheet below the 0-point row', () => {
    const mph = fc.integer({ min: 0, max: 10 }).map((steps) => steps * 20);
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3), fc.array(fc.record({ acc: mph, topSpeed: mph, dec: mph }), { maxLength: 8 }), (points, losses) => {
        const final = losses.reduce(damage, sheetOf(sameRow(points)));
        expect(final.acc).toBeGreaterThanOrEqual(20);
        expect(final.dec).toBeGreaterThanOrEqual(20);
        expect(final.topSpeed).toBeGreaterThanOrEqual(140);
      }),
      { numRuns: 1000 },
    );
  });
});
