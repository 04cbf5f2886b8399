/**
 * How much wear the GNU may spend (SC-GNU-4 Proposed (3)) and when it owes the pits (SC-SOFT-3).
 * The budget is kept per lap: the race's W is shared out evenly over its laps, and the GNU may
 * spend all it has except the share of the laps after the current one, so wear saved in one lap
 * can be spent in the next (SC-CAR-7). While other cars race it never spends, for speed, the W
 * of one hard braking: a car caught in traffic with no wear left could not brake beyond its Dec
 * (SC-DEC-2).
 */
import { wornBrakesFactor } from '../braking.ts';
import { raceWear } from '../car.ts';
import type { CarState } from '../state.ts';

/** The crossings that end lap 2, 3 or 4 count as the soft-tyre stop (SC-SOFT-3). */
const SOFT_STOP_LAPS = [2, 3, 4];

/** The W of one lap: the race's W shared out over its laps (SC-CAR-6, SC-SOFT-2). */
export const wearPerLap = (car: CarState, laps: number): number => raceWear(car.build, laps, car.softTyres).wear / laps;

/** Wear units kept for a braking 40 mph beyond Dec (SC-DEC-2), doubled on worn brakes (SC-DEC-5). */
const RESERVE_UNITS = 2;

/** W the car may spend from now to the end of its current lap (lap 0 is the grid, before the first crossing). */
export function wearBudget(car: CarState, laps: number, traffic = true): number {
  const lapsAfter = Math.max(0, laps - Math.max(1, car.lap));
  const reserve = traffic ? RESERVE_UNITS * wornBrakesFactor(car.brakeFailures > 0) : 0;
  return Math.max(0, car.wear - reserve - Math.floor(wearPerLap(car, laps) * lapsAfter));
}

/** A stop made when the car ends this lap counts as its soft-tyre stop (SC-SOFT-3, SC-SOFT-5). */
export const stopCounts = (car: CarState): boolean => car.softTyres && SOFT_STOP_LAPS.includes(car.lap);

/** A soft-tyre car that has not stopped must stop when it next crosses the line, unless that line ends its race (SC-SOFT-3). */
export const softStopDue = (car: CarState, laps: number): boolean => stopCounts(car) && !car.softStopMade && car.lap < laps;
