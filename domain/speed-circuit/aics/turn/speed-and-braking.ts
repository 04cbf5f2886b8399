/**
 * Steps (a) and (b) of Appendix A: the Start, Acc and Top Speed rolls and the braking beyond Dec,
 * every roll against the AFF of the start of the turn (SC-REL-4 Proposed).
 */
import { total } from '../../../dice.ts';
import { carOf, emit } from '../../turn.ts';
import { brakeFailureSheet, decelerationPenalty, wornBrakesFactor, wornBrakesPayment } from '../braking.ts';
import { damage } from '../car.ts';
import type { ReliabilityCheck, SpinCause } from '../events.ts';
import { rollPasses } from '../reliability.ts';
import type { CarState } from '../state.ts';
import { payWear, type Turn } from './context.ts';
import type { PlayableMove } from './moves.ts';

const purse = (car: CarState) => ({ wear: car.wear, brakeWear: car.brakeWear });

function reliabilityRoll(turn: Turn, carId: string, check: ReliabilityCheck, aff: number): boolean {
  const roll = turn.dice.roll({ purpose: check, car: carId, count: 3, sides: 6 });
  const passed = rollPasses(total(roll), aff, check);
  emit(turn, { type: 'ReliabilityRolled', car: carId, check, roll, reliability: aff, passed });
  return passed;
}

/**
 * (a) Start, Acc and Top Speed rolls against the AFF of the start of the turn (SC-REL-4 Proposed).
 * Returns the speed driven, or null when the car does not move: a failed start (SC-START-2) or a
 * blown engine (SC-ACC-6). An engine failure costs 20 mph this very turn (SC-ACC-3 Proposed).
 */
export function speedRolls(turn: Turn, carId: string, play: PlayableMove, aff: number): number | null {
  let speed = play.speed.speed;
  for (const check of play.speed.rolls) {
    if (reliabilityRoll(turn, carId, check, aff)) continue;
    const car = carOf(turn, carId);
    if (check === 'startSpeed') {
      emit(turn, { type: 'StartFailed', car: carId, stalledTurns: car.stalledTurns + 1 });
      return null;
    }
    const sheet = damage(car.sheet, { acc: 20, topSpeed: 20 });
    const loss = { acc: car.sheet.acc - sheet.acc, topSpeed: car.sheet.topSpeed - sheet.topSpeed, dec: 0 };
    emit(turn, { type: 'CarDamaged', car: carId, cause: 'engine', loss, repairable: false, sheet });
    if (carOf(turn, carId).engineFailures >= 2) return null;
    speed = Math.max(0, play.speed.speed - 20);
  }
  return speed;
}

/**
 * (b) Braking beyond Dec (SC-DEC-2, SC-DEC-4..7, SC-DEC-10). Returns whether the car still moves and
 * the spin it will make at the end of its movement, if any.
 */
export function brake(turn: Turn, carId: string, play: PlayableMove, aff: number): { moves: boolean; spin: SpinCause | null } {
  const { beyondDec } = play.speed;
  if (beyondDec === 0) return { moves: true, spin: null };
  const car = carOf(turn, carId);
  const wornBrakes = car.brakeFailures > 0;
  const penalty = decelerationPenalty(beyondDec, purse(car), { wornBrakes, braking: play.move.braking });
  payWear(turn, carId, penalty.W, penalty.WF, 'deceleration', null, (penalty.W + penalty.WF) / wornBrakesFactor(wornBrakes));
  let spin: SpinCause | null = penalty.spin ? 'deceleration' : null;
  if (penalty.brakeCheck && !reliabilityRoll(turn, carId, 'brakeCheck', aff)) {
    const sheet = brakeFailureSheet(carOf(turn, carId).sheet);
    const loss = { acc: 0, topSpeed: 0, dec: carOf(turn, carId).sheet.dec - sheet.dec };
    emit(turn, { type: 'CarDamaged', car: carId, cause: 'brakes', loss, repairable: false, sheet });
    if (carOf(turn, carId).brakeFailures >= 2) return { moves: false, spin: null };
    const payment = wornBrakesPayment(purse(carOf(turn, carId)));
    if (payment.spin) spin ??= 'wornBrakes';
    else payWear(turn, carId, payment.W, payment.WF, 'wornBrakes', null, 1);
  }
  return { moves: true, spin };
}
