/**
 * Paying for the curves a movement goes through (SC-CURVE-4..6, SC-CURVE-13..15, SC-CURVE-19,
 * SC-AUTO-3), and what the car keeps of it while it stays in a curve (SC-CURVE-9..12).
 */
import { total } from '../../../dice.ts';
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import { curvePenalty, curveTable } from '../curves.ts';
import type { SpinCause } from '../events.ts';
import type { CurveProgress } from '../state.ts';
import { payWear, squareAt, type Turn } from './context.ts';
import type { CurveInPlay } from './curves-in-play.ts';

export type CurveOutcome = { units: number; stop: null } | { units: number; stop: SpinCause | 'crashed' | 'offRoad' };

/** Pays one curve: wear by default, the die on request or when wear is short (SC-CURVE-4..6, -13..15, -19, SC-AUTO-3). */
export function settleCurve(turn: Turn, carId: string, curve: CurveInPlay): CurveOutcome {
  if (curve.settled || curve.excess <= 0) return { units: 0, stop: null };
  const car = carOf(turn, carId);
  const penalty = curvePenalty(curve.excess, { wear: car.wear, wornBrakes: car.brakeFailures > 0, pay: curve.pay, paidUnits: curve.paidUnits });
  if (penalty.offRoad) return { units: 0, stop: 'offRoad' };
  if (penalty.spin) return { units: 0, stop: 'outOfWear' };
  payWear(turn, carId, penalty.wear, 0, curve.retroactive ? 'retroactiveTrajectory' : 'curve', curve.curve, penalty.units);
  if (!penalty.die) return { units: penalty.units, stop: null };
  const roll = turn.dice.roll({ purpose: 'curve', car: carId, count: 1, sides: 6 });
  const result = curveTable(total(roll));
  emit(turn, { type: 'CurveDieRolled', car: carId, curve: curve.curve, roll, result });
  if (result === 'clear') return { units: penalty.units, stop: null };
  return { units: penalty.units, stop: result === 'out' ? 'crashed' : curve.retroactive ? 'retroactiveTrajectory' : 'curve' };
}

/** The curve the car stands in at the end of its movement, with what it has settled there (SC-CURVE-9..12). */
export function progressAt(circuit: Circuit, square: SquareIndex, curves: CurveInPlay[], paid: Map<string, number>): CurveProgress | null {
  const id = squareAt(circuit, square).curve;
  const curve = curves.findLast((c) => c.curve === id);
  if (curve === undefined) return null;
  return {
    curve: curve.curve,
    paidUnits: curve.paidUnits + (paid.get(curve.curve) ?? 0),
    excess: Math.max(curve.prior?.excess ?? curve.excess, curve.excess),
    speed: Math.max(curve.prior?.speed ?? 0, curve.speed),
    wrongTyres: curve.wrongTyres,
    trajectory: curve.trajectory,
  };
}
