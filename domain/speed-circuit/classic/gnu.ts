/**
 * The non-human player of a classic race is the AICS GNU (SC-GNU-4 Proposed), given the race as an
 * AICS race would show it: the race's wear left, which the GNU shares out lap by lap as classic
 * wants (SCC-LAPS), no brake wear, full reliability, a dry track and no pits. The GNU never forces
 * a speed and never takes a die, and on those die-free choices the two games' rules agree: the same
 * speeds are allowed and the deceleration and curve tables ask the same wear. Its move is checked
 * against the wear available now like any player's (turn/moves.ts). It drives on the classic board,
 * whose curves let cars change lane (SCC-MOVE-3), and writes its move for it.
 */
import type { Dice } from '../../dice.ts';
import { gnuMove as aicsGnuMove } from '../aics/gnu/index.ts';
import { START_RELIABILITY } from '../aics/reliability.ts';
import type { CarState, RaceState } from '../aics/state.ts';
import { initialWeather } from '../aics/weather.ts';
import { withLaneChanges } from '../circuit/lane-changes.ts';
import type { Circuit } from '../circuit/types.ts';
import type { Move } from './notation.ts';
import { type ClassicCarState, type ClassicRaceState, wearLeft } from './state.ts';

/** A dry box of the weather track: classic has no weather. */
const DRY_WEATHER_ROLL = 7;

function asAicsCar(car: ClassicCarState, laps: number): CarState {
  const { wearSpent: _wearSpent, ...common } = car;
  return {
    ...common,
    wear: wearLeft(car, laps),
    brakeWear: 0,
    reliability: START_RELIABILITY,
    repairable: { acc: 0, topSpeed: 0 },
    tyres: 'dry',
    softTyres: false,
    softStopMade: false,
    pitStops: 0,
  };
}

export function gnuMove(circuit: Circuit, state: ClassicRaceState, car: string, dice: Dice): Move {
  const race: RaceState = {
    circuit: state.circuit,
    laps: state.laps,
    turn: state.turn,
    weather: initialWeather(DRY_WEATHER_ROLL),
    cloudLaps: 0,
    cars: Object.fromEntries(Object.entries(state.cars).map(([id, other]) => [id, asAicsCar(other, state.laps)])),
    finishers: state.finishers,
    classification: null,
  };
  return aicsGnuMove(withLaneChanges(circuit), race, car, dice);
}
