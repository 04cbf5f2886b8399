/**
 * The race picture's view of a Speed Circuit race, whatever its rules: where each car stands (a car
 * that finished in the last turn where it crossed the line), the squares it travelled in the last turn (the `CarMoved` events) and the weather, in games that have
 * it. Colours follow the order of the car numbers over every entered car, so a car keeps its colour
 * when others retire.
 */
import { invalid } from '../../errors.ts';
import type { AicsEvent } from '../aics/events.ts';
import type { CarState } from '../aics/state.ts';
import type { Weather } from '../aics/weather.ts';
import type { Circuit, SquareIndex } from '../circuit/types.ts';
import type { CarOnPicture, RaceView } from './race.ts';

/** What the picture reads of a race: every game's cars and turn, and the weather of games that have it. */
export interface PicturedRace {
  turn: number;
  cars: Record<string, Pick<CarState, 'driver' | 'position'>>;
  weather?: Weather;
}

export function raceViewFromState(circuit: Circuit, state: PicturedRace, lastTurnEvents: readonly AicsEvent[] = []): RaceView {
  const numbers = Object.keys(state.cars).sort(byCarNumber);
  const paths = new Map<string, SquareIndex[]>();
  for (const event of lastTurnEvents) {
    if (event.type !== 'CarMoved') continue;
    const squares = event.path.map((id) => {
      const index = circuit.byId.get(id);
      if (index === undefined) throw invalid('events.path', `car ${event.car} moved through ${id}, not a square of ${circuit.id}`);
      return index;
    });
    paths.set(event.car, [...(paths.get(event.car) ?? []), ...squares]);
  }
  // A car that finished in the last turn has left the track (SC-WIN-1 Proposed): it is drawn where it finished, at the end of its path.
  const finished = new Set(lastTurnEvents.flatMap((event) => (event.type === 'CarFinished' ? [event.car] : [])));
  const cars = numbers.flatMap((car, colour): CarOnPicture[] => {
    const { driver, position } = state.cars[car]!;
    const path = paths.get(car) ?? [];
    const last = path.at(-1);
    if (position.at === 'off') return finished.has(car) && last !== undefined ? [{ car, driver, colour, at: last, path }] : [];
    const at = position.at === 'pits' ? 'pits' : position.square;
    return [{ car, driver, colour, at, path }];
  });
  const { weather } = state;
  return { turn: state.turn, cars, ...(weather ? { weather: { marker: weather.marker, track: weather.track } } : {}) };
}

/** Car numbers in numeric order; text that is not a number by code points, never by locale. */
const byCarNumber = (a: string, b: string): number => Number(a) - Number(b) || (a < b ? -1 : a > b ? 1 : 0);
