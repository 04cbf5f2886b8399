/**
 * The classic curve table (SCC-CURVE-6) and how a car pays it with the wear it has (SCC-CURVE-9,
 * SCC-DEC-4 Proposed). The limit and the excess are worked out by the AICS curve code, which both
 * games share; only the table and the payment differ.
 */

import { wornBrakesFactor } from '../aics/braking.ts';
import type { CurvePayment } from '../aics/schemas.ts';

export interface CurvePenalty {
  /** Wear units of the option taken, before worn-brakes doubling. */
  units: number;
  /** Wear actually deducted. */
  wear: number;
  /** Test your luck (SCC-CURVE-7). */
  luck: boolean;
  /** The 60 mph row's spin, or a penalty no option could pay: the car spins (SCC-CURVE-6, SCC-DEC-4 Proposed). */
  spin: 'curve' | 'outOfWear' | null;
  /** 80 mph or more over the limit: out of the race (not covered by the table; read as the AICS off-road rule). */
  crash: boolean;
}

interface Option {
  units: number;
  luck: boolean;
  spin: boolean;
}

/** SCC-CURVE-6 with its Proposed reading of the 40 mph row; in each row the option without the luck test first. */
const CURVE_TABLE: Record<20 | 40 | 60, readonly Option[]> = {
  20: [
    { units: 1, luck: false, spin: false },
    { units: 0, luck: true, spin: false },
  ],
  40: [
    { units: 2, luck: false, spin: false },
    { units: 1, luck: true, spin: false },
  ],
  60: [
    { units: 2, luck: false, spin: true },
    { units: 2, luck: true, spin: false },
  ],
};

const CRASH_EXCESS = 80;

const NONE: CurvePenalty = { units: 0, wear: 0, luck: false, spin: null, crash: false };

const tableRow = (excess: number): 20 | 40 | 60 => (excess <= 20 ? 20 : excess <= 40 ? 40 : 60);

/**
 * The penalty for a curve taken `excess` mph over its limit. `pay: 'die'` asks for the option with
 * the luck test, `'wear'` for the one without; when the wear left cannot pay the option asked for,
 * the other is taken, so a car out of wear may still go 20 mph over with a luck test (SCC-CURVE-9
 * Proposed). When neither can be paid the car pays what it has and spins (SCC-DEC-4 Proposed).
 * Worn brakes double the wear (SCC-DEC-3); units already paid for this curve are not paid again.
 */
export function curvePenalty(excess: number, opts: { wear: number; wornBrakes: boolean; pay: CurvePayment; paidUnits: number }): CurvePenalty {
  if (excess <= 0) return NONE;
  if (excess >= CRASH_EXCESS) return { ...NONE, crash: true };
  const options = CURVE_TABLE[tableRow(excess)];
  const asked = (option: Option) => option.luck === (opts.pay === 'die');
  const factor = wornBrakesFactor(opts.wornBrakes);
  const due = (option: Option) => Math.max(0, option.units - opts.paidUnits);
  const chosen = [...options.filter(asked), ...options.filter((option) => !asked(option))].find((option) => due(option) * factor <= opts.wear);
  if (chosen === undefined) {
    const units = Math.min(...options.map(due));
    return { ...NONE, units, wear: Math.min(opts.wear, units * factor), spin: 'outOfWear' };
  }
  return { units: due(chosen), wear: due(chosen) * factor, luck: chosen.luck, spin: chosen.spin ? 'curve' : null, crash: false };
}
