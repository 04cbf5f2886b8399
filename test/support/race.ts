/**
 * Race states for tests on the shipped circuits: cars put on named squares with the state a test
 * needs, everything else as at the start of a race.
 */

import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import { type CarBuild, Move, type MoveInput } from '../../domain/speed-circuit/aics/schemas.ts';
import { type CarState, type RaceState, startingCar } from '../../domain/speed-circuit/aics/state.ts';
import { resolveTurn } from '../../domain/speed-circuit/aics/turn/index.ts';
import { initialWeather } from '../../domain/speed-circuit/aics/weather.ts';
import { getCircuit } from '../../domain/speed-circuit/circuit/index.ts';
import type { Circuit } from '../../domain/speed-circuit/circuit/types.ts';
import { scriptedDice } from './dice.ts';

export const oval = (): Circuit => getCircuit('test-oval');

/** The SC-CAR-6 example car: Start 60, Acc 60, Dec 40, Top 180, 5 wear per lap. */
export const EXAMPLE_BUILD: CarBuild = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };

export function squareIndex(circuit: Circuit, id: string): number {
  const index = circuit.byId.get(id);
  if (index === undefined) throw new Error(`no square ${id} on ${circuit.id}`);
  return index;
}

export interface CarSpec {
  car: string;
  /** A square id, or 'pits'. */
  at: string;
  /** Speed of the last turn: the car is moving (not from standstill). */
  speed?: number;
  build?: CarBuild;
  /** Anything else the test needs to set. */
  with?: Partial<CarState>;
}

export function raceOn(circuit: Circuit, cars: CarSpec[], options: { laps?: number; weatherRoll?: number } = {}): RaceState {
  const laps = options.laps ?? 6;
  return {
    circuit: circuit.id,
    laps,
    turn: 0,
    weather: initialWeather(options.weatherRoll ?? 8),
    cloudLaps: 0,
    finishers: [],
    classification: null,
    cars: Object.fromEntries(
      cars.map((spec) => {
        const car = startingCar({
          car: spec.car,
          driver: `Driver ${spec.car}`,
          build: spec.build ?? EXAMPLE_BUILD,
          square: spec.at === 'pits' ? 0 : squareIndex(circuit, spec.at),
          laps,
          tyres: 'dry',
          softTyres: false,
        });
        const moving = spec.speed === undefined ? {} : { previousSpeed: spec.speed, standstill: null };
        const position = spec.at === 'pits' ? { position: { at: 'pits' as const }, standstill: 'pit' as const } : {};
        return [spec.car, { ...car, lap: 1, ...moving, ...position, ...spec.with }];
      }),
    ),
  };
}

export const moveOf = (input: MoveInput): Move => Move.parse(input);

export type Played = ReturnType<typeof resolveTurn>;

/** Resolves one turn on the test oval with exactly the faces given: fails if a roll was not scripted or a face was left over. */
export function play(state: RaceState, moves: Record<string, MoveInput | undefined>, ...faces: number[]): Played {
  const dice = scriptedDice(...faces);
  const parsed = Object.fromEntries(Object.entries(moves).map(([car, input]) => [car, input === undefined ? undefined : moveOf(input)]));
  const result = resolveTurn(getCircuit(state.circuit), state, parsed, dice);
  if (dice.remaining() > 0) throw new Error(`${dice.remaining()} scripted face(s) were not rolled`);
  return result;
}

export function ofType<T extends AicsEvent['type']>(events: readonly AicsEvent[], type: T): Extract<AicsEvent, { type: T }>[] {
  return events.filter((event): event is Extract<AicsEvent, { type: T }> => event.type === type);
}

/** The squares a car travelled this turn. */
export function pathOf(events: readonly AicsEvent[], car: string): string[] {
  return ofType(events, 'CarMoved').find((event) => event.car === car)?.path ?? [];
}

/** The id of the square a car stands on. */
export function squareOf(state: RaceState, car: string): string | undefined {
  const position = state.cars[car]?.position;
  return position?.at === 'track' ? getCircuit(state.circuit).squares[position.square]?.id : position?.at;
}
