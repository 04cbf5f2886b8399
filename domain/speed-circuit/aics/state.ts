/**
 * The state of an AICS race between two turns: everything the next turn needs and everything the
 * players table shows (SC-PBEM-7, SC-WEAR-4, SC-REL-7). Plain JSON, so a snapshot is the state.
 */
import * as z from 'zod';
import { raceWear, sheetOf } from './car.ts';
import { START_RELIABILITY } from './reliability.ts';
import { CarBuild, CarSheet, Tyres } from './schemas.ts';
import { Weather } from './weather.ts';

const count = z.number().int().min(0);
const mph = z.number().int().min(0).multipleOf(20);

/** Where a car is: on a track square (an index of `Circuit.squares`), stopped in the pits, or off the track. */
export const Position = z.discriminatedUnion('at', [
  z.object({ at: z.literal('track'), square: count }),
  z.object({ at: z.literal('pits') }),
  z.object({ at: z.literal('off') }),
]);
export type Position = z.infer<typeof Position>;

/**
 * A curve the car stands in at the end of a turn (SC-CURVE-9..12, SC-CURVE-8, SC-RAIN-8): what it
 * has settled for that curve, so continuing at the same speed costs nothing more.
 */
export const CurveProgress = z.object({
  curve: z.string(),
  /** Wear units (before worn-brakes doubling) paid for this curve; they count toward the 2-unit cap (SC-CURVE-5). */
  paidUnits: count,
  /** Excess over the limit already settled, by wear or die (SC-CURVE-12). */
  excess: z.number().int(),
  /** Highest speed declared while in this curve (SC-CURVE-8 Proposed). */
  speed: mph,
  /** Tyres were wrong for the track when the car entered: kept until it leaves the curve (SC-RAIN-8). */
  wrongTyres: z.boolean(),
  /** The arrow being followed, and the index on it of the square the car stands on (SC-CURVE-7). */
  trajectory: z.object({ name: z.string(), step: count }).nullable(),
});
export type CurveProgress = z.infer<typeof CurveProgress>;

/** Why the next turn starts from standstill (SC-START-1): it decides the slow-car placement (SC-SLOW-1). */
export const Standstill = z.enum(['start', 'spin', 'rearEnd', 'pit', 'stopped']);
export type Standstill = z.infer<typeof Standstill>;

export const EliminationReason = z.enum([
  'startFailed', // SC-START-3
  'engineBlown', // SC-ACC-6
  'brakesFailed', // SC-DEC-7
  'softTyreStopMissed', // SC-SOFT-3
  'missedMoves', // SC-GNU-2
  'crashed', // SC-CURVE-15, result 6
  'offRoad', // SC-CURVE-14
  'retired', // SC-GNU-2: the organiser's decision, or the player's withdrawal
]);
export type EliminationReason = z.infer<typeof EliminationReason>;

export const Finish = z.object({
  turn: z.number().int().min(1),
  /** Squares moved beyond the line, curve squares counted as straight ones (SC-WIN-2 Proposed). */
  beyond: count,
  laneIndex: count,
});
export type Finish = z.infer<typeof Finish>;

export const CarState = z.object({
  car: z.string(),
  driver: z.string(),
  build: CarBuild,
  /** The sheet as damaged so far (SC-CAR-8). */
  sheet: CarSheet,
  /** Mph lost to Crash and spin results 4 and 5, given back by a pit stop (SC-PIT-6). */
  repairable: z.object({ acc: count, topSpeed: count }),
  wear: count,
  brakeWear: count,
  reliability: z.number().int().min(6).max(16),
  /** Speed declared for the last turn played, slipstream squares excluded (SC-ACC-7). */
  previousSpeed: mph,
  /** Null when the car is moving; otherwise the next turn is a start (SC-START-1). */
  standstill: Standstill.nullable(),
  position: Position,
  /**
   * Line crossings since the start: the lap being driven, 0 on a grid standing behind the start
   * line (SC-QUAL-13 Proposed). Laps completed = lap − 1 once the car has started.
   */
  lap: count,
  engineFailures: count,
  /** Failed brake checks: one means worn brakes (SC-DEC-5), two eliminate (SC-DEC-7). */
  brakeFailures: count,
  /** Consecutive turns stationary after a failed start (SC-START-3). */
  stalledTurns: count,
  curve: CurveProgress.nullable(),
  tyres: Tyres,
  softTyres: z.boolean(),
  /** The soft-tyre stop was made at one of the allowed crossings (SC-SOFT-3, SC-SOFT-5). */
  softStopMade: z.boolean(),
  pitStops: count,
  /** Consecutive turns without a move from the player (SC-GNU-2). */
  missedMoves: count,
  status: z.enum(['racing', 'finished', 'eliminated']),
  elimination: z.object({ reason: EliminationReason, turn: count }).nullable(),
  finish: Finish.nullable(),
});
export type CarState = z.infer<typeof CarState>;

export const Classification = z.array(z.object({ car: z.string(), place: z.number().int().min(1), points: count }));
export type Classification = z.infer<typeof Classification>;

export const RaceState = z.object({
  circuit: z.string(),
  laps: z.number().int().min(1),
  /** The last turn played; 0 before the start. */
  turn: count,
  weather: Weather,
  /** Laps whose cloud line the leader has crossed (SC-RAIN-7). */
  cloudLaps: count,
  /** By car number. */
  cars: z.record(z.string(), CarState),
  /** Cars in the order they crossed the finish line. */
  finishers: z.array(z.string()),
  /** Set once every car still running has finished (SC-WIN-1, SC-WIN-3). */
  classification: Classification.nullable(),
});
export type RaceState = z.infer<typeof RaceState>;

/** A car on its grid square before turn 1, with the race wear of its build (SC-CAR-6, SC-SOFT-2, SC-REL-2). */
export function startingCar(entry: { car: string; driver: string; build: CarBuild; square: number; laps: number; tyres: Tyres; softTyres: boolean }): CarState {
  const purse = raceWear(entry.build, entry.laps, entry.softTyres);
  return {
    car: entry.car,
    driver: entry.driver,
    build: entry.build,
    sheet: sheetOf(entry.build),
    repairable: { acc: 0, topSpeed: 0 },
    wear: purse.wear,
    brakeWear: purse.brakeWear,
    reliability: START_RELIABILITY,
    previousSpeed: 0,
    standstill: 'start',
    position: { at: 'track', square: entry.square },
    lap: 0,
    engineFailures: 0,
    brakeFailures: 0,
    stalledTurns: 0,
    curve: null,
    tyres: entry.tyres,
    softTyres: entry.softTyres,
    softStopMade: false,
    pitStops: 0,
    missedMoves: 0,
    status: 'racing',
    elimination: null,
    finish: null,
  };
}
