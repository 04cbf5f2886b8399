/**
 * Spinouts and rear-ends: where the car stops and the Crash and spin roll that follows
 * (SC-SPIN-1..4, SC-COLL-4, SC-CURVE-16, SC-CURVE-17, SC-CURVE-18: no AFF effect).
 */
import { total } from '../../../dice.ts';
import type { SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import { damage } from '../car.ts';
import { crashAndSpin } from '../curves.ts';
import type { SpinCause } from '../events.ts';
import { squareAt, type Turn } from './context.ts';

const LOSSES = {
  none: { acc: 0, topSpeed: 0 },
  acc: { acc: 20, topSpeed: 0 },
  topSpeed: { acc: 0, topSpeed: 20 },
  accAndTopSpeed: { acc: 20, topSpeed: 20 },
} as const;

/** Speed modifier from the speed declared for the turn (SC-CURVE-17 Proposed). */
export function crashRoll(turn: Turn, carId: string, speed: number): void {
  const roll = turn.dice.roll({ purpose: 'crashAndSpin', car: carId, count: 1, sides: 6 });
  const outcome = crashAndSpin(total(roll), speed);
  emit(turn, { type: 'CrashAndSpinRolled', car: carId, roll, speed, total: outcome.total, effect: outcome.effect });
  if (outcome.effect === 'none') return;
  const sheet = carOf(turn, carId).sheet;
  const damaged = damage(sheet, LOSSES[outcome.effect]);
  emit(turn, {
    type: 'CarDamaged',
    car: carId,
    cause: 'crashAndSpin',
    loss: { acc: sheet.acc - damaged.acc, topSpeed: sheet.topSpeed - damaged.topSpeed, dec: 0 },
    repairable: outcome.repairable,
    sheet: damaged,
  });
}

export function spinOut(turn: Turn, carId: string, cause: SpinCause, square: SquareIndex, speed: number): void {
  emit(turn, { type: 'CarSpun', car: carId, cause, square: squareAt(turn.circuit, square).id, to: { at: 'track', square } });
  crashRoll(turn, carId, speed);
}
