/**
 * Pit stops (SC-PIT Proposed, SC-REL-6, SC-SOFT-3..5, SC-RAIN-9): asked with BOX, made at ≤ 100 mph
 * when the movement reaches the start/finish line; the lap counts and the car restarts next turn
 * from the first free pit exit at its Start Speed.
 */
import type { SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import { afterPitStop } from '../reliability.ts';
import type { Move, Tyres } from '../schemas.ts';
import { occupancy, type Turn } from './context.ts';

export const PIT_SPEED_LIMIT = 100;

/** Crossings that end lap 2, 3 or 4 count as the soft-tyre stop (SC-SOFT-3, SC-SOFT-5). */
const SOFT_STOP_LAPS = [2, 3, 4];

const boxes = (move: Move) => [...move.curve1, ...move.curve2].flatMap((preference) => (preference.kind === 'box' ? [preference] : []));

export const boxRequested = (move: Move): boolean => boxes(move).length > 0;

/** The tyres the first BOX that names any asks for; otherwise those for the track (SC-PIT-3, SC-PIT-6, SC-RAIN-9). */
const tyresFitted = (turn: Turn, move: Move): Tyres => boxes(move).find((box) => box.tyres !== undefined)?.tyres ?? turn.state.weather.track;

/** `lapEnded` is the lap the crossing into the pits completed. */
export function pitStop(turn: Turn, carId: string, move: Move, lapEnded: number): void {
  const car = carOf(turn, carId);
  emit(turn, {
    type: 'PitStopMade',
    car: carId,
    repaired: car.repairable,
    sheet: { ...car.sheet, acc: car.sheet.acc + car.repairable.acc, topSpeed: car.sheet.topSpeed + car.repairable.topSpeed },
    reliability: afterPitStop(car.reliability),
    tyres: tyresFitted(turn, move),
    softStop: car.softTyres && SOFT_STOP_LAPS.includes(lapEnded),
  });
}

export function freePitExit(turn: Turn): SquareIndex | undefined {
  const occupied = occupancy(turn.state);
  return turn.circuit.pit.exit.find((square) => !occupied.has(square));
}
