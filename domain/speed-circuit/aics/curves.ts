/**
 * Curves: the applicable limit, the curve penalties table, the Curve table and the Crash and spin
 * table (SC-CURVE-4..20, SC-RAIN-6, SC-AUTO-3).
 */
import { invalid } from '../../errors.ts';
import { wornBrakesFactor } from './braking.ts';

/** Printed speed, +20 on a full trajectory (SC-CURVE-7), −20 on the wrong tyres (SC-RAIN-6 Proposed: both apply). */
export function curveLimit(printed: number, opts: { trajectory: boolean; wrongTyres: boolean }): number {
  return printed + (opts.trajectory ? 20 : 0) - (opts.wrongTyres ? 20 : 0);
}

export interface CurvePenalty {
  /** Wear units due now, before worn-brakes doubling. */
  units: number;
  /** Wear actually deducted. */
  wear: number;
  /** Roll the Curve table die (SC-CURVE-15). */
  die: boolean;
  /** Off the road, race over (SC-CURVE-14). */
  offRoad: boolean;
  /** Forced over the limit with no way to pay: spin at the curve's first square (SC-CURVE-19 Proposed). */
  spin: boolean;
}

interface Option {
  units: number;
  die: boolean;
}

/** SC-CURVE-13, each row's options with the all-wear one first (the default, SC-AUTO-3). */
const CURVE_PENALTIES: Record<20 | 40 | 60, readonly Option[]> = {
  20: [
    { units: 1, die: false },
    { units: 0, die: true },
  ],
  40: [
    { units: 2, die: false },
    { units: 1, die: true },
  ],
  60: [{ units: 2, die: true }],
};

/** Any excess of 80 mph or more ends the race (SC-CURVE-14 Proposed). */
const OFF_ROAD_EXCESS = 80;

const NO_PENALTY: CurvePenalty = { units: 0, wear: 0, die: false, offRoad: false, spin: false };

const tableRow = (excess: number): 20 | 40 | 60 => (excess <= 20 ? 20 : excess <= 40 ? 40 : 60);

/**
 * The penalty for entering a curve `excess` mph over its limit. Units already paid for this curve
 * (SC-CURVE-12) are deducted from those due, so a curve never costs more than 2 units (SC-CURVE-5);
 * worn brakes double the wear (SC-CURVE-20). Short of wear the die option is used where the table
 * offers one (SC-CURVE-19).
 */
export function curvePenalty(excess: number, opts: { wear: number; wornBrakes: boolean; pay: 'wear' | 'die'; paidUnits?: number }): CurvePenalty {
  if (excess <= 0) return NO_PENALTY;
  if (excess >= OFF_ROAD_EXCESS) return { ...NO_PENALTY, offRoad: true };
  const options = CURVE_PENALTIES[tableRow(excess)];
  const candidates = opts.pay === 'die' ? options.filter((option) => option.die) : options;
  const factor = wornBrakesFactor(opts.wornBrakes);
  const due = (option: Option): number => Math.max(0, option.units - (opts.paidUnits ?? 0));
  const chosen = candidates.find((option) => due(option) * factor <= opts.wear);
  if (chosen === undefined) return { ...NO_PENALTY, spin: true };
  return { ...NO_PENALTY, units: due(chosen), wear: due(chosen) * factor, die: chosen.die };
}

const d6 = (face: number, field: string): number => {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw invalid(field, `${face} is not a face of a d6`);
  return face;
};

/** SC-CURVE-15. */
export function curveTable(face: number): 'clear' | 'spin' | 'out' {
  const result = d6(face, 'curve');
  return result <= 3 ? 'clear' : result <= 5 ? 'spin' : 'out';
}

/** SC-CURVE-17, with every speed from 240 up read like 180–220. */
export function speedModifier(speed: number): 0 | 1 | 2 {
  return speed <= 120 ? 0 : speed <= 160 ? 1 : 2;
}

/**
 * SC-CURVE-16. `total` is the die plus the speed modifier as rolled; any total of 6 or more reads
 * as 6 (Proposed).
 */
export function crashAndSpin(face: number, speed: number): { total: number; effect: 'none' | 'acc' | 'topSpeed' | 'accAndTopSpeed'; repairable: boolean } {
  const total = d6(face, 'crashAndSpin') + speedModifier(speed);
  if (total <= 3) return { total, effect: 'none', repairable: false };
  if (total === 4) return { total, effect: 'acc', repairable: true };
  if (total === 5) return { total, effect: 'topSpeed', repairable: true };
  return { total, effect: 'accAndTopSpeed', repairable: false };
}
