import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brakeFailureSheet, decelerationPenalty, type Purse, wornBrakesPayment } from '../../../../domain/speed-circuit/aics/braking.ts';
import type { Braking, CarSheet } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { refusal } from '../../../support/refusal.ts';

/** SC-CAR-6 car's race purse: 32 W, 3 WF. */
const full: Purse = { wear: 32, brakeWear: 3 };
const wearFirst: Braking = { first: 'WF', brakeCheck: false };
const checkFirst: Braking = { first: 'WF', brakeCheck: true };
const penalty = (beyond: 20 | 40 | 60 | 80, purse: Purse, braking: Braking = wearFirst, wornBrakes = false) =>
  decelerationPenalty(beyond, purse, { wornBrakes, braking });

describe('the Deceleration penalties table', () => {
  it.each([
    { beyond: 20, wear: { W: 0, WF: 1, brakeCheck: false, spin: false }, check: { W: 0, WF: 0, brakeCheck: true, spin: false } },
    { beyond: 40, wear: { W: 0, WF: 2, brakeCheck: false, spin: false }, check: { W: 0, WF: 1, brakeCheck: true, spin: false } },
    { beyond: 60, wear: { W: 0, WF: 2, brakeCheck: true, spin: false }, check: { W: 0, WF: 2, brakeCheck: true, spin: false } },
    { beyond: 80, wear: { W: 0, WF: 2, brakeCheck: true, spin: true }, check: { W: 0, WF: 2, brakeCheck: true, spin: true } },
  ] as const)('[SC-DEC-2] $beyond mph beyond Dec: the wear option and the brake-check option', ({ beyond, wear, check }) => {
    expect(penalty(beyond, full)).toEqual(wear);
    expect(penalty(beyond, full, checkFirst)).toEqual(check);
  });

  it('[SC-DEC-2] a declaration whose mandatory wear cannot be paid is refused (Proposed): 60 beyond Dec with 1 wear left', () => {
    const error = refusal(() => penalty(60, { wear: 1, brakeWear: 0 }));
    expect(error.field).toBe('speed');
    expect(error.message).toContain('needs 2 wear');
    expect(refusal(() => penalty(80, { wear: 0, brakeWear: 1 })).field).toBe('speed');
  });

  it('[SC-DEC-9] wear not named is taken from brake wear', () => {
    expect(penalty(20, { wear: 10, brakeWear: 2 })).toEqual({ W: 0, WF: 1, brakeCheck: false, spin: false });
  });

  it('[SC-AUTO-4] WF first, then W when WF is missing; short of wear, the table option with a brake check (Proposed)', () => {
    expect(penalty(40, { wear: 10, brakeWear: 1 })).toEqual({ W: 1, WF: 1, brakeCheck: false, spin: false });
    expect(penalty(40, { wear: 10, brakeWear: 0 })).toEqual({ W: 2, WF: 0, brakeCheck: false, spin: false });
    expect(penalty(40, { wear: 1, brakeWear: 0 })).toEqual({ W: 1, WF: 0, brakeCheck: true, spin: false });
    expect(penalty(20, { wear: 0, brakeWear: 0 })).toEqual({ W: 0, WF: 0, brakeCheck: true, spin: false });
  });

  it('[SC-CAR-3] one deceleration penalty may mix W and WF (Proposed), and W pays first when asked', () => {
    const wFirst: Braking = { first: 'W', brakeCheck: false };
    expect(penalty(60, { wear: 1, brakeWear: 3 }, wFirst)).toEqual({ W: 1, WF: 1, brakeCheck: true, spin: false });
    expect(penalty(60, { wear: 5, brakeWear: 3 }, wFirst)).toEqual({ W: 2, WF: 0, brakeCheck: true, spin: false });
  });

  it('[SC-DEC-10] 80 mph beyond Dec spins the car out in any case', () => {
    expect(penalty(80, full).spin).toBe(true);
    expect(penalty(60, full).spin).toBe(false);
  });
});

describe('worn brakes', () => {
  it('[SC-DEC-5] worn brakes double every deceleration wear; the table counts units before doubling (Proposed)', () => {
    expect(penalty(20, full, wearFirst, true)).toEqual({ W: 0, WF: 2, brakeCheck: false, spin: false });
    expect(penalty(40, full, wearFirst, true)).toEqual({ W: 1, WF: 3, brakeCheck: false, spin: false });
    expect(penalty(60, full, wearFirst, true)).toEqual({ W: 1, WF: 3, brakeCheck: true, spin: false });
    // 3 wear cannot pay 2 doubled units: 1 unit (2 wear) and the brake check.
    expect(penalty(40, { wear: 0, brakeWear: 3 }, wearFirst, true)).toEqual({ W: 0, WF: 2, brakeCheck: true, spin: false });
  });

  it('[SC-DEC-5] a failed brake check costs 1 wear at once, WF first then W (Proposed)', () => {
    expect(wornBrakesPayment({ wear: 5, brakeWear: 2 })).toEqual({ W: 0, WF: 1, spin: false });
    expect(wornBrakesPayment({ wear: 5, brakeWear: 0 })).toEqual({ W: 1, WF: 0, spin: false });
  });

  it('[SC-DEC-6] with no wear left to pay it, the car spins out', () => {
    expect(wornBrakesPayment({ wear: 0, brakeWear: 0 })).toEqual({ W: 0, WF: 0, spin: true });
  });

  it('[SC-DEC-5] [SC-REL-9] a failed brake check costs 20 mph of Dec for good, never below 20 (Proposed)', () => {
    const sheet: CarSheet = { startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 };
    expect(brakeFailureSheet(sheet)).toEqual({ ...sheet, dec: 20 });
    expect(brakeFailureSheet({ ...sheet, dec: 20 })).toEqual({ ...sheet, dec: 20 });
  });

  it('[SC-WEAR-3] [SC-DEC-5] a deceleration costs at most 2 units (4 wear with worn brakes), never more than the purse holds', () => {
    const purse = fc.record({ wear: fc.integer({ min: 0, max: 60 }), brakeWear: fc.integer({ min: 0, max: 9 }) });
    const braking = fc.record({ first: fc.constantFrom<Braking['first']>('WF', 'W'), brakeCheck: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom<20 | 40 | 60 | 80>(20, 40, 60, 80), purse, braking, fc.boolean(), (beyond, left, choice, wornBrakes) => {
        const factor = wornBrakes ? 2 : 1;
        // The least wear each row demands, taking the brake check wherever it is offered (SC-DEC-2 Proposed).
        const leastUnits = { 20: 0, 40: 1, 60: 2, 80: 2 }[beyond];
        if (left.wear + left.brakeWear < leastUnits * factor) {
          expect(refusal(() => penalty(beyond, left, choice, wornBrakes)).field).toBe('speed');
          return;
        }
        const paid = penalty(beyond, left, choice, wornBrakes);
        const wear = paid.W + paid.WF;
        expect(wear % factor).toBe(0);
        expect(wear / factor).toBeLessThanOrEqual(2);
        expect(paid.W).toBeLessThanOrEqual(left.wear);
        expect(paid.WF).toBeLessThanOrEqual(left.brakeWear);
        expect(paid.brakeCheck || wear > 0).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
