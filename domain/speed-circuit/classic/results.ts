/**
 * The end of a classic race: places (SCC-WIN-1, SCC-WIN-2 Proposed) and the points each race
 * gives towards a circuit (SCC-SERIES-3).
 */
import { byCarNumber } from '../../race/events.ts';
import type { ClassicRaceState, RaceResult } from './state.ts';

type Outcome = RaceResult['outcome'];

/** SCC-SERIES-3 applied literally (Proposed): fifth place and beyond score as "Did not finish". */
const POINTS = {
  sixCars: { places: [4, 3, 2, 1], didNotFinish: 1, crash: -2 },
  fewerCars: { places: [4, 2, 1, 0], didNotFinish: -1, crash: -2 },
} as const;

/** The table has columns for 6 cars and for 2–5: a bigger field reads the first, a lone car the second. */
const SIX_CARS = 6;

export function racePoints(outcome: Outcome, place: number | null, starters: number): number {
  const column = starters >= SIX_CARS ? POINTS.sixCars : POINTS.fewerCars;
  if (outcome === 'crash') return column.crash;
  return (place === null ? undefined : column.places[place - 1]) ?? column.didNotFinish;
}

/**
 * The cars that crossed the line after the last lap, in their places: by turn of crossing, then
 * farthest beyond the line, then in the order they moved that turn (`state.finishers` keeps it).
 * Without the `allCars` option they all crossed in the last turn.
 */
export function finishingOrder(state: ClassicRaceState): string[] {
  const finish = (car: string) => state.cars[car]?.finish ?? { turn: 0, beyond: 0 };
  return [...state.finishers].sort((a, b) => finish(a).turn - finish(b).turn || finish(b).beyond - finish(a).beyond);
}

/**
 * The results once the race is over: the cars in their `finishingOrder`, then `running`, the cars
 * still racing in their order on the track; eliminated cars get no place, a crashed car scoring
 * "Crash" and any other "Did not finish".
 */
export function raceResults(state: ClassicRaceState, running: readonly string[]): RaceResult[] {
  const starters = Object.keys(state.cars).length;
  const placed = [
    ...finishingOrder(state).map((car) => ({ car, outcome: 'finished' as const })),
    ...running.map((car) => ({ car, outcome: 'running' as const })),
  ].map((entry, index) => ({ ...entry, place: index + 1 }));
  const out = Object.values(state.cars)
    .filter((car) => car.status === 'eliminated')
    .sort((a, b) => byCarNumber(a.car, b.car))
    .map((car) => ({ car: car.car, outcome: car.elimination?.reason === 'crashed' ? ('crash' as const) : ('didNotFinish' as const), place: null }));
  return [...placed, ...out].map((entry) => ({
    car: entry.car,
    place: entry.place,
    outcome: entry.outcome,
    points: racePoints(entry.outcome, entry.place, starters),
  }));
}

/** Each car's points in a race that is over; none before (SCC-SERIES-3). */
export function pointsByCar(state: ClassicRaceState): Record<string, number> {
  return Object.fromEntries((state.results ?? []).map((result) => [result.car, result.points]));
}
