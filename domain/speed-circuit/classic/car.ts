/**
 * The classic car (SCC-CAR): 5 preparation points over the five characteristics, at most 2 each.
 * Rows 0–2 of the performance table are those of the AICS Performance Chart, without its Start
 * Speed bonuses of W and WF, which classic does not have; damage is the AICS damage, never below
 * the 0-point row in either game (SCC-ACC-3).
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { PERFORMANCE_CHART } from '../aics/car.ts';
import type { CarSheet } from '../aics/schemas.ts';

export const BUILD_POINTS = 5;
/** The performance table has rows 0, 1 and 2 (SCC-CAR-3). */
const TOP_ROW = 2;

/** The performance table by points spent: the AICS chart's rows 0–2 without their Start Speed bonuses (SCC-CAR-3). */
export const PERFORMANCE_TABLE = PERFORMANCE_CHART.slice(0, TOP_ROW + 1).map(({ wBonus: _w, wfBonus: _wf, ...row }) => row);

const points = z.number().int().min(0).max(TOP_ROW);

/** Preparation points spent on each characteristic (SCC-CAR-1, SCC-CAR-3). */
export const CarBuild = z.object({ startSpeed: points, acc: points, dec: points, topSpeed: points, wear: points });
export type CarBuild = z.infer<typeof CarBuild>;

/** What a player sends before the race: his car, secret until the grid (SCC-SETUP-4). */
export const CarEntry = z.object({ build: CarBuild.describe('Your car: the points spent on each characteristic, 0 to 2 each and 5 in all.') });
export type CarEntry = z.infer<typeof CarEntry>;

const row = (spent: number) => {
  const found = PERFORMANCE_TABLE[spent];
  if (found === undefined) throw invalid('build', `${spent} points is not a row of the performance table (0 to ${TOP_ROW})`);
  return found;
};

/** Exactly 5 points (SCC-CAR-1, SCC-CAR-3 Proposed: all 5 spent, at most 2 per characteristic). */
export function checkBuild(build: CarBuild): void {
  Object.values(build).forEach(row);
  const spent = Object.values(build).reduce((sum, value) => sum + value, 0);
  if (spent !== BUILD_POINTS) {
    const spelled = Object.entries(build)
      .map(([characteristic, value]) => `${characteristic} ${value}`)
      .join(', ');
    throw invalid('build', `the build (${spelled}) spends ${spent} points; exactly ${BUILD_POINTS} are required`);
  }
}

/** The performance sheet the points buy; wear is per lap (SCC-CAR-2, SCC-CAR-3). */
export function sheetOf(build: CarBuild): CarSheet {
  return {
    startSpeed: row(build.startSpeed).startSpeed,
    acc: row(build.acc).acc,
    dec: row(build.dec).dec,
    topSpeed: row(build.topSpeed).topSpeed,
    wearPerLap: row(build.wear).wearPerLap,
  };
}
