/**
 * What a movement crosses: the start/finish line (laps, SC-WIN-1, SC-WIN-2 Proposed) and the cloud
 * line, whose first crossing in a lap by the leader calls for the weather roll (SC-RAIN-7).
 */
import type { SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import { squareAt, type Turn } from './context.ts';

/**
 * Emits the crossings along `path` from `start`; `intoPits` adds the crossing into the pits after
 * the last square. Returns the lap the last crossing ended, if any.
 */
export function crossLines(turn: Turn, carId: string, start: SquareIndex, path: readonly SquareIndex[], intoPits: boolean): number | null {
  const { circuit } = turn;
  let lapEnded: number | null = null;
  const cross = (step: number): void => {
    const car = carOf(turn, carId);
    if (car.status !== 'racing') return;
    lapEnded = car.lap;
    emit(turn, { type: 'LineCrossed', car: carId, lap: car.lap + 1 });
    if (car.lap === turn.state.laps) {
      const last = squareAt(circuit, path[path.length - 1]!);
      emit(turn, { type: 'CarFinished', car: carId, turn: turn.number, beyond: path.length - step, laneIndex: last.laneIndex });
    }
  };
  path.forEach((index, step) => {
    const from = squareAt(circuit, step === 0 ? start : path[step - 1]!);
    const to = squareAt(circuit, index);
    if (from.beforeLine) cross(step);
    const car = carOf(turn, carId);
    if (to.row === circuit.cloudRow && from.row !== circuit.cloudRow && car.status === 'racing' && car.lap > turn.state.cloudLaps) {
      emit(turn, { type: 'CloudLineCrossed', car: carId, lap: car.lap });
    }
  });
  if (intoPits) cross(path.length);
  return lapEnded;
}
