import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decelerationPenalty } from '../../../../domain/speed-circuit/aics/braking.ts';
import { crashAndSpin, curveLimit, curvePenalty, curveTable, speedModifier } from '../../../../domain/speed-circuit/aics/curves.ts';
import { refusal } from '../../../support/refusal.ts';

const plain = { trajectory: false, wrongTyres: false };
const byWear = { wear: 32, wornBrakes: false, pay: 'wear' } as const;
const none = { units: 0, wear: 0, die: false, offRoad: false, spin: false };

describe('the curve limit', () => {
  it('[SC-CURVE-3] at or under the printed speed a curve costs nothing', () => {
    expect(curveLimit(120, plain)).toBe(120);
    expect(curvePenalty(120 - curveLimit(120, plain), byWear)).toEqual(none);
    expect(curvePenalty(100 - curveLimit(120, plain), byWear)).toEqual(none);
  });

  it('[SC-CURVE-7] a full trajectory lets the car go 20 mph over the printed speed without penalty', () => {
    expect(curveLimit(120, { trajectory: true, wrongTyres: false })).toBe(140);
    expect(curvePenalty(140 - curveLimit(120, { trajectory: true, wrongTyres: false }), byWear)).toEqual(none);
  });

  it('[SC-RAIN-6] on the wrong tyres every curve is 20 mph slower; a trajectory still adds 20 (Proposed)', () => {
    expect(curveLimit(120, { trajectory: false, wrongTyres: true })).toBe(100);
    expect(curveLimit(120, { trajectory: true, wrongTyres: true })).toBe(120);
    expect(curvePenalty(120 - curveLimit(120, { trajectory: false, wrongTyres: true }), byWear)).toEqual({ ...none, units: 1, wear: 1 });
  });
});

describe('curve penalties', () => {
  it('[SC-CURVE-4] 20 mph over the printed speed costs 1 wear, 40 mph over costs 2', () => {
    expect(curvePenalty(140 - 120, byWear)).toEqual({ ...none, units: 1, wear: 1 });
    expect(curvePenalty(160 - 120, byWear)).toEqual({ ...none, units: 2, wear: 2 });
  });

  it.each([
    { excess: 20, wear: { units: 1, wear: 1, die: false }, die: { units: 0, wear: 0, die: true } },
    { excess: 40, wear: { units: 2, wear: 2, die: false }, die: { units: 1, wear: 1, die: true } },
    { excess: 60, wear: { units: 2, wear: 2, die: true }, die: { units: 2, wear: 2, die: true } },
  ])('[SC-CURVE-13] $excess mph beyond the limit, paid with wear and with the die', ({ excess, wear, die }) => {
    expect(curvePenalty(excess, byWear)).toEqual({ ...none, ...wear });
    expect(curvePenalty(excess, { ...byWear, pay: 'die' })).toEqual({ ...none, ...die });
  });

  it('[SC-AUTO-3] wear is paid unless the die is asked for, or forced for want of wear', () => {
    expect(curvePenalty(20, byWear).die).toBe(false);
    expect(curvePenalty(20, { ...byWear, pay: 'die' }).die).toBe(true);
    expect(curvePenalty(20, { ...byWear, wear: 0 })).toEqual({ ...none, die: true });
  });

  it('[SC-CURVE-14] 160 mph through an 80 mph lane goes off the road; so does any larger excess (Proposed)', () => {
    expect(curvePenalty(160 - 80, byWear)).toEqual({ ...none, offRoad: true });
    expect(curvePenalty(180 - 80, { ...byWear, pay: 'die' })).toEqual({ ...none, offRoad: true });
  });

  it('[SC-CURVE-5] 2 WF to brake and 2 W for a curve 40 mph too fast: 4 wear in one turn', () => {
    const braking = decelerationPenalty(40, { wear: 32, brakeWear: 3 }, { wornBrakes: false, braking: { first: 'WF', brakeCheck: false } });
    const curve = curvePenalty(40, byWear);
    expect([braking.WF, curve.wear]).toEqual([2, 2]);
    expect(braking.W + braking.WF + curve.wear).toBe(4);
  });

  it('[SC-CURVE-5] 2 WF to brake, 2 W for a curve and 2 W for the next curve in one turn: 6 wear, 2 per event', () => {
    const braking = decelerationPenalty(40, { wear: 32, brakeWear: 3 }, { wornBrakes: false, braking: { first: 'WF', brakeCheck: false } });
    const first = curvePenalty(40, byWear);
    const second = curvePenalty(40, { ...byWear, wear: 32 - first.wear });
    expect(braking.W + braking.WF + first.wear + second.wear).toBe(6);
  });

  it('[SC-CURVE-5] units already paid for a curve count towards its 2-unit cap', () => {
    // Paid 1 unit at 140 in a 120 curve; now 180: 60 over needs 2 units and the die, 1 of them already paid.
    expect(curvePenalty(180 - 120, { ...byWear, paidUnits: 1 })).toEqual({ ...none, units: 1, wear: 1, die: true });
    expect(curvePenalty(180 - 120, { ...byWear, paidUnits: 2 })).toEqual({ ...none, die: true });
  });

  it('[SC-CURVE-12] 160 mph in a 120 mph curve paid 2 wear; 160 again next turn costs nothing more', () => {
    expect(curvePenalty(160 - 120, byWear)).toEqual({ ...none, units: 2, wear: 2 });
    expect(curvePenalty(160 - 120, { ...byWear, paidUnits: 2 })).toEqual(none);
  });

  it('[SC-CURVE-19] with no wear left a curve can be exceeded by 20 only with the die; forced beyond, the car spins (Proposed)', () => {
    const noWear = { ...byWear, wear: 0 };
    expect(curvePenalty(20, noWear)).toEqual({ ...none, die: true });
    expect(curvePenalty(40, noWear)).toEqual({ ...none, spin: true });
    expect(curvePenalty(60, noWear)).toEqual({ ...none, spin: true });
    // On a full trajectory of 120 squares: 160 with the die, 180 spins.
    const limit = curveLimit(120, { trajectory: true, wrongTyres: false });
    expect(curvePenalty(160 - limit, noWear)).toEqual({ ...none, die: true });
    expect(curvePenalty(180 - limit, noWear).spin).toBe(true);
  });

  it('[SC-CURVE-19] with 1 wear left 40 mph over is paid with 1 wear and the die', () => {
    expect(curvePenalty(40, { ...byWear, wear: 1 })).toEqual({ ...none, units: 1, wear: 1, die: true });
  });

  it('[SC-CURVE-20] after a failed brake check every curve wear penalty is doubled', () => {
    const worn = { ...byWear, wornBrakes: true };
    expect(curvePenalty(20, worn)).toEqual({ ...none, units: 1, wear: 2 });
    expect(curvePenalty(40, worn)).toEqual({ ...none, units: 2, wear: 4 });
    expect(curvePenalty(40, { ...worn, pay: 'die' })).toEqual({ ...none, units: 1, wear: 2, die: true });
    expect(curvePenalty(60, worn)).toEqual({ ...none, units: 2, wear: 4, die: true });
    // 3 wear cannot pay 2 doubled units: 1 unit (2 wear) and the die.
    expect(curvePenalty(40, { ...worn, wear: 3 })).toEqual({ ...none, units: 1, wear: 2, die: true });
  });

  it('[SC-CURVE-5] [SC-CURVE-20] a curve never costs more than 2 units before doubling, nor more wear than the car has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 6 }).map((steps) => steps * 20),
        fc.integer({ min: 0, max: 50 }),
        fc.boolean(),
        fc.constantFrom<'wear' | 'die'>('wear', 'die'),
        fc.integer({ min: 0, max: 2 }),
        (excess, wear, wornBrakes, pay, paidUnits) => {
          const penalty = curvePenalty(excess, { wear, wornBrakes, pay, paidUnits });
          expect(penalty.units + (penalty.units > 0 ? paidUnits : 0)).toBeLessThanOrEqual(2);
          expect(penalty.wear).toBe(penalty.units * (wornBrakes ? 2 : 1));
          expect(penalty.wear).toBeLessThanOrEqual(wear);
          expect(penalty.offRoad).toBe(excess >= 80);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the Curve table and the Crash and spin table', () => {
  it.each([
    [1, 'clear'],
    [2, 'clear'],
    [3, 'clear'],
    [4, 'spin'],
    [5, 'spin'],
    [6, 'out'],
  ] as const)('[SC-CURVE-15] a %i reads %s', (face, result) => {
    expect(curveTable(face)).toBe(result);
  });

  it('[SC-CURVE-15] a die shows 1 to 6', () => {
    expect(refusal(() => curveTable(7)).field).toBe('curve');
    expect(refusal(() => crashAndSpin(0, 100)).field).toBe('crashAndSpin');
  });

  it.each([
    [0, 0],
    [120, 0],
    [140, 1],
    [160, 1],
    [180, 2],
    [220, 2],
    [240, 2],
  ] as const)('[SC-CURVE-17] at %i mph the Crash and spin modifier is +%i', (speed, modifier) => {
    expect(speedModifier(speed)).toBe(modifier);
  });

  it.each([
    { face: 3, speed: 120, total: 3, effect: 'none', repairable: false },
    { face: 4, speed: 100, total: 4, effect: 'acc', repairable: true },
    { face: 4, speed: 140, total: 5, effect: 'topSpeed', repairable: true },
    { face: 4, speed: 180, total: 6, effect: 'accAndTopSpeed', repairable: false },
    { face: 2, speed: 180, total: 4, effect: 'acc', repairable: true },
  ] as const)('[SC-CURVE-16] a $face at $speed mph reads $total: $effect', ({ face, speed, total, effect, repairable }) => {
    expect(crashAndSpin(face, speed)).toEqual({ total, effect, repairable });
  });

  it('[SC-CURVE-16] totals above 6 read as 6 (Proposed): a 6 at 200 mph makes 8', () => {
    expect(crashAndSpin(6, 200)).toEqual({ total: 8, effect: 'accAndTopSpeed', repairable: false });
    expect(crashAndSpin(5, 160)).toEqual({ total: 6, effect: 'accAndTopSpeed', repairable: false });
  });
});
