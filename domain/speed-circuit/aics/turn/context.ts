/**
 * One AICS turn in progress (domain/speed-circuit/turn.ts), folded by the AICS `evolve`, and the
 * squares and cars a turn reads of the track.
 */
import type { Dice } from '../../../dice.ts';
import { byCarNumber } from '../../../race/events.ts';
import type { Circuit, Square, SquareIndex } from '../../circuit/types.ts';
import { emit, type Turn as SpeedTurn, startTurn as start } from '../../turn.ts';
import type { AicsEvent, WearReason } from '../events.ts';
import { evolve } from '../evolve.ts';
import type { CarState, RaceState } from '../state.ts';

export type Turn = SpeedTurn<RaceState, AicsEvent>;

export function startTurn(circuit: Circuit, state: RaceState, dice: Dice): Turn {
  return start(circuit, state, dice, evolve);
}

export function squareAt(circuit: Circuit, index: SquareIndex): Square {
  const square = circuit.squares[index];
  if (square === undefined) throw new Error(`no square ${index} on circuit ${circuit.id}`);
  return square;
}

/** What the helpers below read of a race: the cars' numbers and positions, which every Speed Circuit game keeps. */
type Placed = { cars: Record<string, Pick<CarState, 'car' | 'position'>> };

/** The square a car stands on, if it is on the track. */
export function trackSquare(circuit: Circuit, car: Pick<CarState, 'position'>): Square | undefined {
  return car.position.at === 'track' ? squareAt(circuit, car.position.square) : undefined;
}

/** Which car stands on each track square (the pits hold any number, SC-PIT-4). */
export function occupancy(state: Placed): Map<SquareIndex, string> {
  const occupied = new Map<SquareIndex, string>();
  for (const car of Object.values(state.cars)) {
    if (car.position.at === 'track') occupied.set(car.position.square, car.car);
  }
  return occupied;
}

/** The car on a track square, as `occupancy` would give it, without building the whole map. */
export function occupantAt(state: Placed, square: SquareIndex): string | undefined {
  return Object.values(state.cars).findLast((car) => car.position.at === 'track' && car.position.square === square)?.car;
}

/** Cars still in the race, in car-number order. */
export function racingCars<C extends Pick<CarState, 'car' | 'status'>>(state: { cars: Record<string, C> }): C[] {
  return Object.values(state.cars)
    .filter((car) => car.status === 'racing')
    .sort((a, b) => byCarNumber(a.car, b.car));
}

/** Wear and brake wear paid, and why (SC-WEAR-3, SC-WEAR-4). */
export function payWear(turn: Turn, carId: string, W: number, WF: number, reason: WearReason, curve: string | null, units: number): void {
  if (W + WF > 0) emit(turn, { type: 'WearPaid', car: carId, W, WF, reason, curve, units });
}
