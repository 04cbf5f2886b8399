/**
 * The start/finish line: laps, and the finish after the last lap (SCC-WIN-1). Classic has no
 * weather, so the cloud line the AICS turn watches means nothing here.
 */

import { squareAt } from '../../aics/turn/context.ts';
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import type { Turn } from './context.ts';

/** Whether the step into `path[step]` crosses the line. */
const crosses = (circuit: Circuit, start: SquareIndex, path: readonly SquareIndex[], step: number): boolean =>
  squareAt(circuit, step === 0 ? start : path[step - 1]!).beforeLine;

/** Lines crossed on the way to `path[step]`, that step included; none for the start square (−1). */
export function crossingsTo(circuit: Circuit, start: SquareIndex, path: readonly SquareIndex[], step: number): number {
  return path.slice(0, step + 1).filter((_, i) => crosses(circuit, start, path, i)).length;
}

/** Squares beyond the line count curve squares as straight ones, as in AICS (SC-WIN-2 Proposed). */
export function crossLines(turn: Turn, carId: string, start: SquareIndex, path: readonly SquareIndex[]): void {
  const { circuit } = turn;
  path.forEach((_, step) => {
    const car = carOf(turn, carId);
    if (!crosses(circuit, start, path, step) || car.status !== 'racing') return;
    emit(turn, { type: 'LineCrossed', car: carId, lap: car.lap + 1 });
    if (car.lap === turn.state.laps) {
      const last = squareAt(circuit, path[path.length - 1]!);
      emit(turn, { type: 'CarFinished', car: carId, turn: turn.number, beyond: path.length - step, laneIndex: last.laneIndex });
    }
  });
}
