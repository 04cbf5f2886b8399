/**
 * The pre-race phase (SC-GAME-5 (4)–(5)): the weather roll right after the grid (SC-RAIN-1..3),
 * then each player's choices, applied all at once when the race starts: one preparation point
 * moved (SC-QUAL-11, SC-CAR-9), soft tyres (SC-SOFT-1, SC-SOFT-2) and dry or wet tyres, by default
 * those that match the track (SC-GAME-5 Proposed).
 */
import * as z from 'zod';
import { type Dice, Roll, total } from '../../dice.ts';
import { conflict, DomainError } from '../../errors.ts';
import { movePoint, raceWear, sheetOf } from './car.ts';
import type { AicsRaceState } from './qualifying/index.ts';
import { CarBuild, CarSheet, Tyres } from './schemas.ts';
import type { CarState } from './state.ts';
import { initialWeather, Weather } from './weather.ts';

const Category = CarBuild.keyof();

export const Setup = z.object({
  /** One preparation point from one category to another, for the whole race (SC-QUAL-11). */
  movePoint: z.object({ from: Category, to: Category }).optional().describe('Moves one point of your build from one category to another, for the race.'),
  /** One more lap of W, and a stop due between laps 2 and 4 (SC-SOFT-1..3). */
  softTyres: z.boolean().default(false).describe('One more lap of wear, and a pit stop due between laps 2 and 4.'),
  /** Dry or wet; absent means the tyres that match the track (SC-GAME-5 Proposed). */
  tyres: Tyres.optional().describe('Dry or wet tyres at the start; those that match the track when none.'),
});
export type Setup = z.infer<typeof Setup>;
export type SetupInput = z.input<typeof Setup>;

const count = z.number().int().min(0);

export const PreRaceEvent = z.discriminatedUnion('type', [
  /** The 2d6 weather roll after the grid; every car is fitted with the tyres for that track until its setup says otherwise. */
  z.object({ type: z.literal('StartingWeatherRolled'), roll: Roll, weather: Weather }),
  /** The race car: the pole-lap car after the moved point, with its race wear and its tyres (SC-CAR-9, SC-WEAR-1). */
  z.object({
    type: z.literal('CarPrepared'),
    car: z.string(),
    movedPoint: z.object({ from: Category, to: Category }).nullable(),
    build: CarBuild,
    sheet: CarSheet,
    wear: count,
    brakeWear: count,
    tyres: Tyres,
    softTyres: z.boolean(),
  }),
]);
export type PreRaceEvent = z.infer<typeof PreRaceEvent>;

export function rollStartingWeather(dice: Dice): Extract<PreRaceEvent, { type: 'StartingWeatherRolled' }> {
  const roll = dice.roll({ purpose: 'weather', count: 2, sides: 6 });
  return { type: 'StartingWeatherRolled', roll, weather: initialWeather(total(roll)) };
}

function gridCar(state: AicsRaceState, car: string): CarState {
  const found = state.cars[car];
  if (found === undefined) throw new DomainError('notFound', 'car', `car ${car} is not on the grid`);
  if (found.status !== 'racing') throw conflict('car', `car ${car} is ${found.status}`);
  if (state.turn > 0) throw conflict('setup', 'the race has started: the setup can no longer change');
  return found;
}

/** The race car a setup gives: throws `DomainError` when the point cannot move (SC-QUAL-11). */
function prepare(state: AicsRaceState, car: string, setup: Setup | undefined): Extract<PreRaceEvent, { type: 'CarPrepared' }> {
  const grid = gridCar(state, car);
  const moved = setup?.movePoint ?? null;
  const build = moved === null ? grid.build : movePoint(grid.build, moved.from, moved.to);
  const tyres = setup?.tyres ?? state.weather.track;
  const softTyres = setup?.softTyres ?? false;
  const purse = raceWear(build, state.laps, softTyres);
  return { type: 'CarPrepared', car, movedPoint: moved, build, sheet: sheetOf(build), ...purse, tyres, softTyres };
}

export function checkSetup(state: AicsRaceState, car: string, setup: Setup): void {
  prepare(state, car, setup);
}

/** Every car on the grid, in grid order, with its setup or the default one. */
export function prepareCars(state: AicsRaceState, setups: Record<string, Setup | undefined>): PreRaceEvent[] {
  return state.order.filter((car) => state.cars[car]?.status === 'racing').map((car) => prepare(state, car, setups[car]));
}

export function evolvePreRace(state: AicsRaceState, event: PreRaceEvent): AicsRaceState {
  switch (event.type) {
    case 'StartingWeatherRolled':
      return {
        ...state,
        weather: event.weather,
        cars: Object.fromEntries(Object.entries(state.cars).map(([id, car]) => [id, { ...car, tyres: event.weather.track }])),
      };
    case 'CarPrepared': {
      const car = state.cars[event.car];
      if (car === undefined) return state;
      const { type: _type, movedPoint: _moved, ...prepared } = event;
      return { ...state, cars: { ...state.cars, [event.car]: { ...car, ...prepared } } };
    }
  }
}
