/**
 * Braking beyond Dec and worn brakes: the Deceleration penalties table and what a failed brake
 * check costs (SC-DEC-2, SC-DEC-5, SC-DEC-6, SC-DEC-9, SC-DEC-10, SC-AUTO-4).
 */
import { invalid } from '../../errors.ts';
import { damage } from './car.ts';
import type { Braking, CarSheet } from './schemas.ts';

/** W and WF the car has left for the rest of the race. */
export interface Purse {
  wear: number;
  brakeWear: number;
}

export interface DecelerationPenalty {
  W: number;
  WF: number;
  brakeCheck: boolean;
  spin: boolean;
}

/** One option of a table row: wear units (before worn-brakes doubling) and whether a brake check comes with it. */
interface Option {
  units: number;
  brakeCheck: boolean;
}

/** SC-DEC-2, each row's options with the all-wear one first (the default, SC-AUTO-4 Proposed). */
const DECELERATION_PENALTIES: Record<20 | 40 | 60 | 80, readonly Option[]> = {
  20: [
    { units: 1, brakeCheck: false },
    { units: 0, brakeCheck: true },
  ],
  40: [
    { units: 2, brakeCheck: false },
    { units: 1, brakeCheck: true },
  ],
  60: [{ units: 2, brakeCheck: true }],
  80: [{ units: 2, brakeCheck: true }],
};

/** Worn brakes double every wear penalty; the table's limits count units before doubling (SC-DEC-5 Proposed). */
export const wornBrakesFactor = (wornBrakes: boolean): number => (wornBrakes ? 2 : 1);

/** Takes `amount` wear from the chosen kind first, the rest from the other: one payment may mix W and WF (SC-CAR-3 Proposed). */
function pay(amount: number, purse: Purse, first: Braking['first']): { W: number; WF: number } {
  if (first === 'W') {
    const W = Math.min(amount, purse.wear);
    return { W, WF: amount - W };
  }
  const WF = Math.min(amount, purse.brakeWear);
  return { W: amount - WF, WF };
}

/**
 * What a deceleration `beyondDec` mph beyond Dec costs. The player's choice is honoured where the
 * table offers it; when wear is short the cheaper option with a brake check is taken instead, and a
 * declaration whose mandatory wear cannot be paid is refused (SC-DEC-2 Proposed, SC-AUTO-4 Proposed).
 */
export function decelerationPenalty(beyondDec: 20 | 40 | 60 | 80, purse: Purse, opts: { wornBrakes: boolean; braking: Braking }): DecelerationPenalty {
  const options = DECELERATION_PENALTIES[beyondDec];
  const candidates = opts.braking.brakeCheck ? options.filter((option) => option.brakeCheck) : options;
  const factor = wornBrakesFactor(opts.wornBrakes);
  const available = purse.wear + purse.brakeWear;
  const chosen = candidates.find((option) => option.units * factor <= available);
  if (chosen === undefined) {
    const needed = Math.min(...candidates.map((option) => option.units)) * factor;
    throw invalid('speed', `braking ${beyondDec} mph beyond Dec needs ${needed} wear; only ${available} left`);
  }
  return { ...pay(chosen.units * factor, purse, opts.braking.first), brakeCheck: chosen.brakeCheck, spin: beyondDec === 80 };
}

/** The 1 wear due at once when a brake check fails, WF first; without any wear the car spins out (SC-DEC-5 Proposed, SC-DEC-6). */
export function wornBrakesPayment(purse: Purse): { W: number; WF: number; spin: boolean } {
  if (purse.wear + purse.brakeWear === 0) return { W: 0, WF: 0, spin: true };
  return { ...pay(1, purse, 'WF'), spin: false };
}

/** A failed brake check also costs 20 mph of Dec for good, never below 20 (SC-DEC-5 Proposed, SC-REL-9). */
export function brakeFailureSheet(sheet: CarSheet): CarSheet {
  return damage(sheet, { dec: 20 });
}
