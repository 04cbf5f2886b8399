/**
 * Races in which the GNU drives every car: each player sends a move the rules refuse, so every
 * car is the GNU's through the turn engine and no player runs into SC-GNU-2.
 */
import type { Dice } from '../../../../domain/dice.ts';
import type { AicsEvent } from '../../../../domain/speed-circuit/aics/events.ts';
import { type CarBuild, Move } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { parseCar } from '../../../../domain/speed-circuit/aics/solver/index.ts';
import { type RaceState, startingCar } from '../../../../domain/speed-circuit/aics/state.ts';
import { resolveTurn } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { initialWeather } from '../../../../domain/speed-circuit/aics/weather.ts';
import type { Circuit } from '../../../../domain/speed-circuit/circuit/types.ts';

export const BUILDS: CarBuild[] = [
  { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 },
  { startSpeed: 2, acc: 1, dec: 1, topSpeed: 1, wear: 2 },
  { startSpeed: 0, acc: 1, dec: 3, topSpeed: 2, wear: 1 },
];

/** No circuit has a lane H: the move is erroneous (SC-GNU-1) but not missing. */
export const REFUSED = Move.parse({ speed: 0, curve1: [{ kind: 'lane', lane: 'H' }] });

/** Cars on the grid, builds taken in turn from BUILDS, or every car the one written `car` (e.g. `40ss 60acc 60dec 200top 4w`). */
export function gridOf(circuit: Circuit, cars: number, laps: number, soft: (i: number) => boolean = () => false, carText?: string): RaceState {
  return {
    circuit: circuit.id,
    laps,
    turn: 0,
    weather: initialWeather(8),
    cloudLaps: 0,
    finishers: [],
    classification: null,
    cars: Object.fromEntries(
      Array.from({ length: cars }, (_, i) => {
        const car = String(i + 1);
        const build = carText === undefined ? BUILDS[i % BUILDS.length]! : parseCar(carText);
        return [car, startingCar({ car, driver: `GNU ${car}`, build, square: circuit.grid[i]!, laps, tyres: 'dry', softTyres: soft(i) })];
      }),
    ),
  };
}

export function gnuRace(circuit: Circuit, state: RaceState, dice: Dice, maxTurns: number): { state: RaceState; events: AicsEvent[] } {
  const events: AicsEvent[] = [];
  while (state.classification === null && state.turn < maxTurns) {
    const moves = Object.fromEntries(Object.keys(state.cars).map((car) => [car, REFUSED]));
    const played = resolveTurn(circuit, state, moves, dice);
    events.push(...played.events);
    state = played.state;
  }
  return { state, events };
}

/** Turns each lap of car 1 took, from one crossing of the line to the next (the first lap starts on the grid). */
export function lapTurns(events: readonly AicsEvent[]): number[] {
  let turn = 0;
  const crossings: number[] = [];
  for (const event of events) {
    if (event.type === 'TurnStarted') turn = event.turn;
    if (event.type === 'LineCrossed' && event.car === '1') crossings.push(turn);
  }
  return crossings.slice(1).map((at, i) => at - crossings[i]!);
}

/** Every roll the events record, the GNU's included. */
export const rollsOf = (events: readonly AicsEvent[]) =>
  events.flatMap((event) => ('roll' in event ? [event.roll] : event.type === 'MoveDefaulted' && event.gnu?.roll ? [event.gnu.roll] : []));
