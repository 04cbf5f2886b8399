/**
 * The car: what a build of preparation points buys on the Performance Chart, its race wear, the
 * pre-race point move and damage to its sheet (SC-CAR, SC-WEAR-1, SC-SOFT-2, SC-QUAL-4, SC-QUAL-11).
 */
import { invalid } from '../../errors.ts';
import type { CarBuild, CarSheet } from './schemas.ts';

export interface PerformanceRow {
  startSpeed: number;
  /** Race bonus of W bought with the Start Speed cell, once per race, not per lap. */
  wBonus: number;
  /** Race bonus of WF, likewise. */
  wfBonus: number;
  acc: number;
  dec: number;
  topSpeed: number;
  wearPerLap: number;
}

/** Rows 0..3, indexed by points spent (SC-CAR-4; the 3-point Start Speed 80 is literal, Proposed). */
export const PERFORMANCE_CHART: readonly PerformanceRow[] = [
  { startSpeed: 40, wBonus: 0, wfBonus: 2, acc: 20, dec: 20, topSpeed: 140, wearPerLap: 4 },
  { startSpeed: 60, wBonus: 2, wfBonus: 3, acc: 40, dec: 40, topSpeed: 160, wearPerLap: 5 },
  { startSpeed: 80, wBonus: 3, wfBonus: 6, acc: 60, dec: 60, topSpeed: 180, wearPerLap: 6 },
  { startSpeed: 80, wBonus: 7, wfBonus: 9, acc: 80, dec: 80, topSpeed: 200, wearPerLap: 7 },
];

export const BUILD_POINTS = 7;

const CATEGORIES = ['startSpeed', 'acc', 'dec', 'topSpeed', 'wear'] as const satisfies readonly (keyof CarBuild)[];

const row = (points: number): PerformanceRow => {
  const found = PERFORMANCE_CHART[points];
  if (found === undefined) {
    throw invalid('build', `${points} points is not a row of the Performance Chart (0 to 3)`);
  }
  return found;
};

/** The 0-point row: no specification ever falls below it, whatever the damage (SC-CAR-8). */
const FLOOR = row(0);

const spelled = (build: CarBuild): string => CATEGORIES.map((category) => `${category} ${build[category]}`).join(', ');

/** Refuses a build that does not spend exactly 7 points, each category on a chart row (SC-CAR-4, SC-CAR-5). */
export function checkBuild(build: CarBuild): void {
  CATEGORIES.forEach((category) => {
    row(build[category]);
  });
  const spent = CATEGORIES.reduce((sum, category) => sum + build[category], 0);
  if (spent !== BUILD_POINTS) {
    throw invalid('build', `the build (${spelled(build)}) spends ${spent} points; exactly ${BUILD_POINTS} are required`);
  }
}

export function sheetOf(build: CarBuild): CarSheet {
  return {
    startSpeed: row(build.startSpeed).startSpeed,
    acc: row(build.acc).acc,
    dec: row(build.dec).dec,
    topSpeed: row(build.topSpeed).topSpeed,
    wearPerLap: row(build.wear).wearPerLap,
  };
}

/** Race totals: per-lap wear for every lap plus the Start Speed bonus; soft tyres add one more lap of W only (SC-SOFT-2 Proposed). */
export function raceWear(build: CarBuild, laps: number, softTyres: boolean): { wear: number; brakeWear: number } {
  if (!Number.isInteger(laps) || laps < 1) throw invalid('laps', `a race has a whole number of laps, at least 1 (got ${laps})`);
  const perLap = row(build.wear).wearPerLap;
  const bonus = row(build.startSpeed);
  return { wear: perLap * (laps + (softTyres ? 1 : 0)) + bonus.wBonus, brakeWear: bonus.wfBonus };
}

/** The pole lap may spend one lap's wear and no Start Speed bonus (SC-QUAL-4, SC-WEAR-7). */
export function poleLapWear(build: CarBuild): number {
  return row(build.wear).wearPerLap;
}

/** The one preparation point a player may move once the grid is set (SC-QUAL-11). */
export function movePoint(build: CarBuild, from: keyof CarBuild, to: keyof CarBuild): CarBuild {
  if (from === to) throw invalid('setup.movePoint', `a point must move between two different categories (got ${from} to ${to})`);
  if (build[from] === 0) throw invalid('setup.movePoint', `${from} has no point to give`);
  if (build[to] === PERFORMANCE_CHART.length - 1) throw invalid('setup.movePoint', `${to} already has the top row`);
  return { ...build, [from]: build[from] - 1, [to]: build[to] + 1 };
}

/** Lowers the sheet by the mph lost, never below the 0-point row (SC-CAR-8, SC-ACC-4). */
export function damage(sheet: CarSheet, loss: { acc?: number; topSpeed?: number; dec?: number }): CarSheet {
  return {
    ...sheet,
    acc: Math.max(FLOOR.acc, sheet.acc - (loss.acc ?? 0)),
    topSpeed: Math.max(FLOOR.topSpeed, sheet.topSpeed - (loss.topSpeed ?? 0)),
    dec: Math.max(FLOOR.dec, sheet.dec - (loss.dec ?? 0)),
  };
}
