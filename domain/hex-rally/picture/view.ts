/**
 * What the race picture reads of a hex rally race, as the game's state shows it to everyone: each
 * car's hex, heading (HX-CORE-1), speed and condition, and the hexes it entered in the last turn
 * (its `CarMoved` event, pushes included). A car that finished or went out has left the track
 * (HX-GAP-7, HX-GAP-6 Proposed): it is drawn on the map only in the turn it left, where it left.
 * Colours follow the order of the car numbers over every car of the race, so a car keeps its
 * colour when others leave.
 */
import { invalid } from '../../errors.ts';
import { byCarNumber } from '../../race/events.ts';
import type { Driver } from '../car.ts';
import type { HexRallyEvent } from '../events.ts';
import { type Direction, type Hex, hexKey } from '../hex.ts';
import type { CarState, HexRallyState } from '../state.ts';
import type { Track } from '../track/types.ts';
import type { CarCondition } from './words.ts';

/** What the picture reads of the state everyone may see: no roll, no coupon, nothing a player keeps to himself. */
export interface PicturedRace extends Pick<HexRallyState, 'turn' | 'lapsToFinish' | 'finishers'> {
  cars: Record<string, Pick<CarState, 'driver' | 'hex' | 'facing' | 'speed' | 'laps' | 'status' | 'effect'>>;
}

export interface CarOnPicture {
  car: string;
  /** Index into the palette (domain/picture/palette.ts). */
  colour: number;
  driver: Driver;
  hex: Hex;
  facing: Direction;
  speed: number;
  laps: number;
  condition?: CarCondition;
  /** Its place, for a car that finished. */
  place?: number;
  /** On the track, or leaving it in the last turn. */
  onMap: boolean;
  /** The hexes it entered in the last turn, in order. */
  path: readonly Hex[];
}

export interface RaceView {
  turn: number;
  lapsToFinish: number;
  cars: readonly CarOnPicture[];
}

export function raceView(track: Pick<Track, 'id' | 'cells'>, state: PicturedRace, lastTurnEvents: readonly HexRallyEvent[]): RaceView {
  const onTrack = (field: string, car: string, hex: Hex): Hex => {
    if (!track.cells.has(hexKey(hex))) throw invalid(field, `car ${car}: ${hexKey(hex)} is not a hex of the track ${track.id}`);
    return hex;
  };
  const paths = new Map<string, Hex[]>();
  const left = new Set<string>();
  for (const event of lastTurnEvents) {
    if (event.type === 'CarMoved')
      paths.set(event.car, [...(paths.get(event.car) ?? []), ...event.path.map((hex, i) => onTrack(`events.path[${i}]`, event.car, hex))]);
    if (event.type === 'CarFinished' || event.type === 'CarRetired') left.add(event.car);
  }
  const cars = Object.keys(state.cars)
    .sort(byCarNumber)
    .map((car, colour): CarOnPicture => {
      const { driver, hex, facing, speed, laps, status, effect } = state.cars[car]!;
      const condition = status === 'racing' ? effect : status;
      const place = status === 'finished' ? state.finishers.indexOf(car) + 1 : 0;
      const onMap = status === 'racing' || left.has(car);
      return {
        car,
        colour,
        driver,
        hex: onMap ? onTrack(`cars.${car}.hex`, car, hex) : hex,
        facing,
        speed,
        laps,
        ...(condition ? { condition } : {}),
        ...(place > 0 ? { place } : {}),
        onMap,
        path: paths.get(car) ?? [],
      };
    });
  return { turn: state.turn, lapsToFinish: state.lapsToFinish, cars };
}
