/**
 * Paying for the curves a classic movement goes through (SCC-CURVE-2..9): the excess over the
 * limit comes from the AICS curve code, the penalty from the classic table, the luck test from
 * the AICS Curve table (SCC-CURVE-7).
 */
import { total } from '../../../dice.ts';
import { curveTable } from '../../aics/curves.ts';
import type { SpinCause } from '../../aics/events.ts';
import type { CurveInPlay } from '../../aics/turn/curves-in-play.ts';
import { carOf, emit } from '../../turn.ts';
import { curvePenalty } from '../curves.ts';
import { wearAvailable } from '../state.ts';
import { payWear, type Turn } from './context.ts';

/** Where the car's movement ends in this curve, if it does: a spin on the curve's spin square, or out of the race. */
export type CurveStop = { spin: SpinCause } | { crash: string };

/** `crossings`: lines crossed earlier in the movement, whose new lap's wear is already there (SCC-LAPS Proposed). */
export function settleCurve(turn: Turn, carId: string, curve: CurveInPlay, crossings: number): { units: number; stop: CurveStop | null } {
  if (curve.settled || curve.excess <= 0) return { units: 0, stop: null };
  const car = carOf(turn, carId);
  const wear = wearAvailable(car, turn.state.laps, crossings);
  const penalty = curvePenalty(curve.excess, { wear, wornBrakes: car.brakeFailures > 0, pay: curve.pay, paidUnits: curve.paidUnits });
  if (penalty.crash) return { units: 0, stop: { crash: 'SCC-CURVE-6' } };
  payWear(turn, carId, penalty.wear, curve.retroactive ? 'retroactiveTrajectory' : 'curve', curve.curve, penalty.units);
  const spin: SpinCause = curve.retroactive ? 'retroactiveTrajectory' : 'curve';
  if (penalty.spin !== null) return { units: penalty.units, stop: { spin: penalty.spin === 'outOfWear' ? 'outOfWear' : spin } };
  if (!penalty.luck) return { units: penalty.units, stop: null };
  const roll = turn.dice.roll({ purpose: 'curve', car: carId, count: 1, sides: 6 });
  const result = curveTable(total(roll));
  emit(turn, { type: 'CurveDieRolled', car: carId, curve: curve.curve, roll, result });
  if (result === 'clear') return { units: penalty.units, stop: null };
  return { units: penalty.units, stop: result === 'out' ? { crash: 'SCC-CURVE-7' } : { spin } };
}
