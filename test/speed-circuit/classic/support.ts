/**
 * Classic race states for tests on the shipped circuits: cars put on named squares with the state a
 * test needs, everything else as at the start of a race, and turns played with scripted dice.
 */

import type { MoveInput } from '../../../domain/speed-circuit/aics/schemas.ts';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import type { Circuit } from '../../../domain/speed-circuit/circuit/types.ts';
import type { CarBuild } from '../../../domain/speed-circuit/classic/car.ts';
import type { ClassicEvent } from '../../../domain/speed-circuit/classic/events.ts';
import { Move } from '../../../domain/speed-circuit/classic/notation.ts';
import type { FinishRule } from '../../../domain/speed-circuit/classic/options.ts';
import { type ClassicCarState, type ClassicRaceState, startingCar } from '../../../domain/speed-circuit/classic/state.ts';
import { resolveTurn } from '../../../domain/speed-circuit/classic/turn/index.ts';
import { scriptedDice } from '../../support/dice.ts';

export const oval = (): Circuit => getCircuit('test-oval');

/** One point on each characteristic: Start 60, Acc 40, Dec 40, Top Speed 160, 5 wear per lap. */
export const BALANCED: CarBuild = { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 };

export function squareIndex(circuit: Circuit, id: string): number {
  const index = circuit.byId.get(id);
  if (index === undefined) throw new Error(`no square ${id} on ${circuit.id}`);
  return index;
}

export interface CarSpec {
  car: string;
  /** A square id. */
  at: string;
  /** Speed of the last turn: the car is moving (not from standstill). */
  speed?: number;
  build?: CarBuild;
  with?: Partial<ClassicCarState>;
}

/** Cars racing lap 1 of a race of `laps` laps (3 unless told) on the test oval; without `finish`, as a race created before that option. */
export function classicRace(cars: CarSpec[], options: { laps?: number; circuit?: Circuit; finish?: FinishRule } = {}): ClassicRaceState {
  const circuit = options.circuit ?? oval();
  return {
    circuit: circuit.id,
    laps: options.laps ?? 3,
    ...(options.finish ? { finish: options.finish } : {}),
    turn: 0,
    finishers: [],
    order: cars.map((spec) => spec.car),
    results: null,
    cars: Object.fromEntries(
      cars.map((spec) => {
        const car = startingCar({ car: spec.car, driver: `Driver ${spec.car}`, build: spec.build ?? BALANCED, square: squareIndex(circuit, spec.at) });
        const moving = spec.speed === undefined ? {} : { previousSpeed: spec.speed, standstill: null };
        return [spec.car, { ...car, lap: 1, ...moving, ...spec.with }];
      }),
    ),
  };
}

export const moveOf = (input: MoveInput): Move => Move.parse(input);

export type Played = ReturnType<typeof resolveTurn>;

/** Resolves one turn with exactly the faces given: fails if a roll was not scripted or a face was left over. */
export function play(state: ClassicRaceState, moves: Record<string, MoveInput | undefined>, ...faces: number[]): Played {
  const dice = scriptedDice(...faces);
  const parsed = Object.fromEntries(Object.entries(moves).map(([car, input]) => [car, input === undefined ? undefined : moveOf(input)]));
  const result = resolveTurn(getCircuit(state.circuit), state, parsed, dice);
  if (dice.remaining() > 0) throw new Error(`${dice.remaining()} scripted face(s) were not rolled`);
  return result;
}

export function ofType<T extends ClassicEvent['type']>(events: readonly ClassicEvent[], type: T): Extract<ClassicEvent, { type: T }>[] {
  return events.filter((event): event is Extract<ClassicEvent, { type: T }> => event.type === type);
}

/** What a car did this turn, without the events of the others. */
export const eventsOf = (events: readonly ClassicEvent[], car: string): ClassicEvent[] => events.filter((event) => 'car' in event && event.car === car);

export function pathOf(events: readonly ClassicEvent[], car: string): string[] {
  return ofType(events, 'CarMoved').find((event) => event.car === car)?.path ?? [];
}

export function squareOf(state: ClassicRaceState, car: string): string | undefined {
  const position = state.cars[car]?.position;
  return position?.at === 'track' ? getCircuit(state.circuit).squares[position.square]?.id : position?.at;
}

/** The wear payments of a turn, as (units paid, why) pairs. */
export const wearPaid = (events: readonly ClassicEvent[], car = '1') =>
  ofType(events, 'WearPaid')
    .filter((event) => event.car === car)
    .map(({ W, reason }) => [W, reason] as const);
