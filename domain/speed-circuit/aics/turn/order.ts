/**
 * Move order (SC-MOVE-3 + Proposed): computed once from the start-of-turn positions — lap, then
 * progress along the lap — then the higher declared speed, then the inside lane.
 */

import { byCarNumber } from '../../../race/events.ts';
import type { Circuit, Square } from '../../circuit/types.ts';
import type { CarState } from '../state.ts';
import { squareAt, trackSquare } from './context.ts';

/** Where the car's position is measured from: its square, or the first pit exit for a car in the pits (SC-PIT-5 Proposed). */
function rankingSquare(circuit: Circuit, car: Pick<CarState, 'position'>): Square | undefined {
  if (car.position.at === 'pits') {
    const exit = circuit.pit.exit[0];
    return exit === undefined ? undefined : squareAt(circuit, exit);
  }
  return trackSquare(circuit, car);
}

export function moveOrder(circuit: Circuit, cars: readonly Pick<CarState, 'car' | 'lap' | 'position'>[], declared: Record<string, number>): string[] {
  const keyed = cars.map((car) => {
    const square = rankingSquare(circuit, car);
    return { car: car.car, lap: car.lap, progress: square?.progress ?? 0, laneIndex: square?.laneIndex ?? 0, speed: declared[car.car] ?? 0 };
  });
  keyed.sort((a, b) => b.lap - a.lap || b.progress - a.progress || b.speed - a.speed || a.laneIndex - b.laneIndex || byCarNumber(a.car, b.car));
  return keyed.map((entry) => entry.car);
}
