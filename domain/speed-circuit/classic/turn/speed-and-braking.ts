/**
 * Before a classic car moves: the d6 checks of a forced speed (SCC-START, SCC-ACC) and the braking
 * beyond Dec with its brake test (SCC-DEC). The deceleration table is the AICS one, paid in the one
 * kind of wear classic cars have.
 */
import { total } from '../../../dice.ts';
import { decelerationPenalty, wornBrakesFactor, wornBrakesPayment } from '../../aics/braking.ts';
import { damage } from '../../aics/car.ts';
import type { SpinCause } from '../../aics/events.ts';
import { carOf, emit } from '../../turn.ts';
import { checkPasses } from '../checks.ts';
import type { Check } from '../events.ts';
import { purse } from '../move-check.ts';
import { payWear, type Turn } from './context.ts';
import type { PlayableMove } from './moves.ts';

/** A second stall in a row withdraws the car (SCC-START-2); a second engine or brake failure eliminates it (SCC-ACC-5, SCC-DEC-5). */
const FAILURES_ALLOWED = 1;

function check(turn: Turn, car: string, check: Check): boolean {
  const roll = turn.dice.roll({ purpose: check, car, count: 1, sides: 6 });
  const passed = checkPasses(check, total(roll));
  emit(turn, { type: 'CheckRolled', car, check, roll, passed });
  return passed;
}

/**
 * One d6 per forcing: Start Speed + 20 stalls on 5–6 and the car stays put (SCC-START-1 Proposed);
 * Acc or Top Speed + 20 fails on a 6, costing 20 mph of both from the next turn on (SCC-ACC-3
 * Proposed), both forced means two dice (SCC-ACC-4). Returns whether the car moves this turn.
 */
export function speedChecks(turn: Turn, carId: string, play: PlayableMove): boolean {
  for (const forced of play.speed.rolls) {
    if (check(turn, carId, forced)) continue;
    const car = carOf(turn, carId);
    if (forced === 'startSpeed') {
      emit(turn, { type: 'StartFailed', car: carId, stalledTurns: car.stalledTurns + 1 });
      if (car.stalledTurns >= FAILURES_ALLOWED) emit(turn, { type: 'CarEliminated', car: carId, reason: 'startFailed', rule: 'SCC-START-2' });
      return false;
    }
    const sheet = damage(car.sheet, { acc: 20, topSpeed: 20 });
    const loss = { acc: car.sheet.acc - sheet.acc, topSpeed: car.sheet.topSpeed - sheet.topSpeed, dec: 0 };
    emit(turn, { type: 'CarDamaged', car: carId, cause: 'engine', loss, repairable: false, sheet });
    if (car.engineFailures >= FAILURES_ALLOWED) {
      emit(turn, { type: 'CarEliminated', car: carId, reason: 'engineBlown', rule: 'SCC-ACC-5' });
      return false;
    }
  }
  return true;
}

/**
 * Braking beyond Dec (SCC-DEC-2): the table's wear, then the brake test it calls for (SCC-DEC-3).
 * Damaged brakes double every later wear penalty and cost 1 wear now; without that wear the car
 * spins at the end of its movement (SCC-DEC-4). Returns whether the car moves, and that spin.
 */
export function brake(turn: Turn, carId: string, play: PlayableMove): { moves: boolean; spin: SpinCause | null } {
  const { beyondDec } = play.speed;
  if (beyondDec === 0) return { moves: true, spin: null };
  const car = carOf(turn, carId);
  const wornBrakes = car.brakeFailures > 0;
  const penalty = decelerationPenalty(beyondDec, purse(car, turn.state.laps), { wornBrakes, braking: play.move.braking });
  payWear(turn, carId, penalty.W, 'deceleration', null, penalty.W / wornBrakesFactor(wornBrakes));
  let spin: SpinCause | null = penalty.spin ? 'deceleration' : null;
  if (penalty.brakeCheck && !check(turn, carId, 'brakeCheck')) {
    const damaged = carOf(turn, carId);
    emit(turn, { type: 'CarDamaged', car: carId, cause: 'brakes', loss: { acc: 0, topSpeed: 0, dec: 0 }, repairable: false, sheet: damaged.sheet });
    if (damaged.brakeFailures >= FAILURES_ALLOWED) {
      emit(turn, { type: 'CarEliminated', car: carId, reason: 'brakesFailed', rule: 'SCC-DEC-5' });
      return { moves: false, spin: null };
    }
    const payment = wornBrakesPayment(purse(carOf(turn, carId), turn.state.laps));
    if (payment.spin) spin ??= 'wornBrakes';
    else payWear(turn, carId, payment.W, 'wornBrakes', null, 1);
  }
  return { moves: true, spin };
}
