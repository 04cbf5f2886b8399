/**
 * The state of a classic race: the cars on the track, the running order and, once the race is
 * over, its results. Positions, curve progress and finishes are recorded as in AICS, since both
 * games move on the same circuits with the same movement code. Plain JSON, so a snapshot is the state.
 */
import * as z from 'zod';
import { CarSheet } from '../aics/schemas.ts';
import { CurveProgress, EliminationReason, Finish, Position, Standstill } from '../aics/state.ts';
import { CarBuild, sheetOf } from './car.ts';
import { FinishRule } from './options.ts';

const count = z.number().int().min(0);
const mph = z.number().int().min(0).multipleOf(20);

export const ClassicCarState = z.object({
  car: z.string(),
  driver: z.string(),
  build: CarBuild,
  /** The performance sheet, lowered by engine damage (SCC-ACC-3). */
  sheet: CarSheet,
  /** Wear units spent since the start; what is left to spend depends on the lap (`wearAvailable`). */
  wearSpent: count,
  /** Speed declared for the last turn played; slipstream squares never count (SCC-SLIP-7). */
  previousSpeed: mph,
  /** Null when the car is moving; otherwise the next turn is a start at Start Speed (SCC-SPIN-2, SCC-COLL-2). */
  standstill: Standstill.nullable(),
  position: Position,
  /** Line crossings since the start: 0 on the grid behind the line, then the lap being driven. */
  lap: count,
  engineFailures: count,
  /** Failed brake tests: one doubles the wear penalties (SCC-DEC-3), two eliminate (SCC-DEC-5). */
  brakeFailures: count,
  /** Stalls in a row (SCC-START-2). */
  stalledTurns: count,
  curve: CurveProgress.nullable(),
  /** Consecutive turns without a move from the player. */
  missedMoves: count,
  status: z.enum(['racing', 'finished', 'eliminated']),
  elimination: z.object({ reason: EliminationReason, turn: count }).nullable(),
  finish: Finish.nullable(),
});
export type ClassicCarState = z.infer<typeof ClassicCarState>;

/** A car's result in one race (SCC-WIN-2 Proposed, SCC-SERIES-3). */
export const RaceResult = z.object({
  car: z.string(),
  /** Null for a car out of the race, which scores as "Did not finish" or "Crash". */
  place: z.number().int().min(1).nullable(),
  /** Crossed the line after the last lap, still running when the race ended, or out of the race. */
  outcome: z.enum(['finished', 'running', 'didNotFinish', 'crash']),
  points: z.number().int(),
});
export type RaceResult = z.infer<typeof RaceResult>;

export const ClassicRaceState = z.object({
  circuit: z.string(),
  laps: z.number().int().min(1),
  /** When the race ends (SCC-WIN-2 Proposed); absent in races created before the option, which end as SCC-WIN-1 says. */
  finish: FinishRule.optional(),
  /** The last turn played; 0 before the start. */
  turn: count,
  /** The cars on the grid, by car number. */
  cars: z.record(z.string(), ClassicCarState),
  /** Cars in the order they crossed the finish line after the last lap, turn by turn. */
  finishers: z.array(z.string()),
  /** The grid until the first turn, then the running order after each turn. */
  order: z.array(z.string()),
  /** Set once the race is over (SCC-WIN-1, SCC-WIN-2 Proposed). */
  results: z.array(RaceResult).nullable(),
});
export type ClassicRaceState = z.infer<typeof ClassicRaceState>;

/** A car on its grid square before turn 1, standing behind the start line. */
export function startingCar(entry: { car: string; driver: string; build: CarBuild; square: number }): ClassicCarState {
  return {
    car: entry.car,
    driver: entry.driver,
    build: entry.build,
    sheet: sheetOf(entry.build),
    wearSpent: 0,
    previousSpeed: 0,
    standstill: 'start',
    position: { at: 'track', square: entry.square },
    lap: 0,
    engineFailures: 0,
    brakeFailures: 0,
    stalledTurns: 0,
    curve: null,
    missedMoves: 0,
    status: 'racing',
    elimination: null,
    finish: null,
  };
}

/**
 * Wear the car may still spend (SCC-LAPS Proposed): during lap n, n × wear per lap minus what it has
 * spent, unused units carried forward, none drawn from a lap not begun. `crossings` counts the
 * lines the car crosses earlier in the same movement: the next lap's units are there at once.
 */
export function wearAvailable(car: ClassicCarState, laps: number, crossings = 0): number {
  const lapsBegun = Math.min(laps, Math.max(1, car.lap + crossings));
  return lapsBegun * car.sheet.wearPerLap - car.wearSpent;
}

/** The race's wear still unspent: wear per lap × laps minus what was spent (SCC-CAR-4, SCC-LAPS-1). */
export function wearLeft(car: ClassicCarState, laps: number): number {
  return laps * car.sheet.wearPerLap - car.wearSpent;
}
