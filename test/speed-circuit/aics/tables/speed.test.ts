import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decelerationPenalty } from '../../../../domain/speed-circuit/aics/braking.ts';
import { sheetOf } from '../../../../domain/speed-circuit/aics/car.ts';
import type { CarSheet } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { allowedSpeeds, classifySpeed, type SpeedContext } from '../../../../domain/speed-circuit/aics/speed.ts';
import { refusal } from '../../../support/refusal.ts';

/** The SC-DEC-11 car: Acc 60, Dec 40, Top Speed 180 (built as the SC-CAR-6 example, Start Speed 60). */
const dec11: CarSheet = { startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 };
const moving = (sheet: CarSheet, previousSpeed: number, reliability = 16): SpeedContext => ({ sheet, previousSpeed, fromStandstill: false, reliability });
const standing = (sheet: CarSheet, reliability = 16): SpeedContext => ({ sheet, previousSpeed: 0, fromStandstill: true, reliability });
const speeds = (ctx: SpeedContext): number[] => allowedSpeeds(ctx).map((c) => c.speed);
const refusedSpeed = (ctx: SpeedContext, declared: number): string => {
  const error = refusal(() => classifySpeed(ctx, declared));
  expect(error.field).toBe('speed');
  return error.message;
};
const defaultBraking = { first: 'WF', brakeCheck: false } as const;

describe('acceleration', () => {
  it('[SC-ACC-1] Acc 60 from 140 reaches 160, 180 and 200 with no roll', () => {
    const sheet = { ...dec11, topSpeed: 200 };
    expect(classifySpeed(moving(sheet, 140), 160)).toEqual({ speed: 160, rolls: [], beyondDec: 0 });
    expect(classifySpeed(moving(sheet, 140), 180)).toEqual({ speed: 180, rolls: [], beyondDec: 0 });
    expect(classifySpeed(moving(sheet, 140), 200)).toEqual({ speed: 200, rolls: [], beyondDec: 0 });
  });

  it('[SC-ACC-2] Acc + 20 needs an Acceleration roll; Acc + 40 can never be declared', () => {
    const sheet = { ...dec11, topSpeed: 200 };
    expect(classifySpeed(moving(sheet, 100), 180)).toEqual({ speed: 180, rolls: ['acceleration'], beyondDec: 0 });
    expect(refusedSpeed(moving(sheet, 100), 200)).toContain('Acc 60');
  });

  it('[SC-ACC-2] Top Speed + 20 needs a Top Speed roll, in every turn it is held; Top Speed + 40 can never be declared', () => {
    expect(classifySpeed(moving(dec11, 180), 200).rolls).toEqual(['topSpeed']);
    expect(classifySpeed(moving(dec11, 200), 200).rolls).toEqual(['topSpeed']);
    expect(refusedSpeed(moving(dec11, 200), 220)).toContain('Top Speed 180');
  });

  it('[SC-ACC-2] the largest legal declaration is min(previous + Acc + 20, Top + 20)', () => {
    const sheet = fc.record({
      startSpeed: fc.constantFrom(40, 60, 80),
      acc: fc.constantFrom(20, 40, 60, 80),
      dec: fc.constantFrom(20, 40, 60, 80),
      topSpeed: fc.constantFrom(140, 160, 180, 200),
      wearPerLap: fc.constantFrom(4, 5, 6, 7),
    });
    fc.assert(
      fc.property(sheet, fc.integer({ min: 0, max: 11 }), fc.integer({ min: 7, max: 16 }), (car, steps, reliability) => {
        const previousSpeed = Math.min(steps * 20, car.topSpeed + 20);
        const allowed = speeds(moving(car, previousSpeed, reliability));
        expect(allowed.at(-1)).toBe(Math.min(previousSpeed + car.acc + 20, car.topSpeed + 20));
        // [SC-DEC-3] and the smallest is 80 mph beyond Dec, or 0.
        expect(allowed[0]).toBe(Math.max(0, previousSpeed - car.dec - 80));
        expect(allowed).toEqual(Array.from({ length: allowed.length }, (_, i) => (allowed[0] ?? 0) + 20 * i));
      }),
      { numRuns: 1000 },
    );
  });

  it('[SC-ACC-5] exceeding both Acc and Top Speed in one turn makes two rolls', () => {
    const sheet = { ...dec11, acc: 40 };
    expect(classifySpeed(moving(sheet, 140), 200).rolls).toEqual(['acceleration', 'topSpeed']);
  });

  it('[SC-ACC-7] after a standstill the Start Speed applies, not previous speed + Acc', () => {
    const ctx = { ...standing(dec11), previousSpeed: 160 };
    expect(speeds(ctx).at(-1)).toBe(80);
    expect(refusedSpeed(ctx, 100)).toContain('Start Speed 60');
  });

  it('[SC-ACC-7] previous speed is the speed declared last turn: from 120 with Acc 60 the limit is 200', () => {
    expect(speeds(moving(dec11, 120)).at(-1)).toBe(200);
    expect(classifySpeed(moving(dec11, 120), 200).rolls).toEqual(['acceleration', 'topSpeed']);
  });
});

describe('deceleration', () => {
  it('[SC-DEC-1] Dec 40 from 140 reaches 120 and 100 free', () => {
    expect(classifySpeed(moving(dec11, 140), 120)).toEqual({ speed: 120, rolls: [], beyondDec: 0 });
    expect(classifySpeed(moving(dec11, 140), 100)).toEqual({ speed: 100, rolls: [], beyondDec: 0 });
  });

  it('[SC-DEC-3] a deceleration of up to 80 mph beyond Dec is allowed, never more', () => {
    expect(classifySpeed(moving(dec11, 140), 20).beyondDec).toBe(80);
    expect(refusedSpeed(moving(dec11, 140), 0)).toContain('100 mph beyond Dec 40');
  });

  it('[SC-DEC-11] Acc 60, Dec 40, Top 180 at 140 mph: 100..180 free; 60 mph costs 2 WF; 40 mph costs 2 WF and a brake check; 200 needs only a Top Speed roll; paid with 2 W or 1 WF + 1 W when asked', () => {
    const ctx = moving(dec11, 140);
    for (const speed of [100, 120, 140, 160, 180]) expect(classifySpeed(ctx, speed)).toEqual({ speed, rolls: [], beyondDec: 0 });

    const purse = { wear: 32, brakeWear: 3 };
    const at60 = classifySpeed(ctx, 60);
    expect(at60).toEqual({ speed: 60, rolls: [], beyondDec: 40 });
    expect(decelerationPenalty(40, purse, { wornBrakes: false, braking: defaultBraking })).toEqual({ W: 0, WF: 2, brakeCheck: false, spin: false });

    const at40 = classifySpeed(ctx, 40);
    expect(at40).toEqual({ speed: 40, rolls: [], beyondDec: 60 });
    expect(decelerationPenalty(60, purse, { wornBrakes: false, braking: defaultBraking })).toEqual({ W: 0, WF: 2, brakeCheck: true, spin: false });

    expect(classifySpeed(ctx, 200)).toEqual({ speed: 200, rolls: ['topSpeed'], beyondDec: 0 });

    const wFirst = { first: 'W', brakeCheck: false } as const;
    expect(decelerationPenalty(40, purse, { wornBrakes: false, braking: wFirst })).toEqual({ W: 2, WF: 0, brakeCheck: false, spin: false });
    expect(decelerationPenalty(40, { wear: 1, brakeWear: 3 }, { wornBrakes: false, braking: wFirst })).toEqual({ W: 1, WF: 1, brakeCheck: false, spin: false });
  });
});

describe('starting', () => {
  it('[SC-MOVE-1] in turn 1 the car may declare up to its Start Speed, or 20 more by forcing it', () => {
    expect(speeds(standing(dec11))).toEqual([0, 20, 40, 60, 80]);
    expect(classifySpeed(standing(dec11), 60)).toEqual({ speed: 60, rolls: [], beyondDec: 0 });
  });

  it('[SC-START-1] from standstill the Start Speed is the limit whatever the Acc: Start 80 with Acc 20 needs no Acc roll', () => {
    const sheet: CarSheet = { startSpeed: 80, acc: 20, dec: 20, topSpeed: 140, wearPerLap: 4 };
    expect(classifySpeed(standing(sheet), 80)).toEqual({ speed: 80, rolls: [], beyondDec: 0 });
  });

  it('[SC-START-2] Start Speed + 20 needs a Start Speed roll and no Acc roll; Start + 40 can never be declared', () => {
    expect(classifySpeed(standing(dec11), 80)).toEqual({ speed: 80, rolls: ['startSpeed'], beyondDec: 0 });
    expect(refusedSpeed(standing(dec11), 100)).toContain('Start Speed 60 + 20');
  });

  it('[SC-REL-5] [SC-START-4] at AFF 6 forcing the Start Speed is refused (Proposed); at AFF 7 it is allowed', () => {
    expect(refusedSpeed(standing(dec11, 6), 80)).toContain('reliability 6');
    expect(classifySpeed(standing(dec11, 7), 80).rolls).toEqual(['startSpeed']);
    expect(speeds(standing(dec11, 6)).at(-1)).toBe(60);
  });

  it('[SC-REL-5] at AFF 6 the Acc and Top Speed can still be forced', () => {
    expect(classifySpeed(moving(dec11, 120, 6), 200).rolls).toEqual(['acceleration', 'topSpeed']);
  });

  it('[SC-QUAL-4] the flying pole lap may start at any speed up to Top, or Top + 20 with a Top Speed roll, with no Acc limit (Proposed)', () => {
    // The SC-QUAL-3 car: Start 40, Acc 60, Dec 60, Top 200, 4 wear per lap.
    const sheet = sheetOf({ startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 });
    const flying: SpeedContext = { sheet, previousSpeed: 0, fromStandstill: true, reliability: 14, flyingStart: true };
    expect(classifySpeed(flying, 200)).toEqual({ speed: 200, rolls: [], beyondDec: 0 });
    expect(classifySpeed(flying, 220)).toEqual({ speed: 220, rolls: ['topSpeed'], beyondDec: 0 });
    expect(refusedSpeed(flying, 240)).toContain('Top Speed 200');
    expect(speeds(flying)).toHaveLength(12);
  });
});

describe('what is a speed', () => {
  it('[SC-MOVE-8] 0 mph is a legal deceleration (Proposed)', () => {
    expect(classifySpeed(moving(dec11, 40), 0)).toEqual({ speed: 0, rolls: [], beyondDec: 0 });
    expect(classifySpeed(moving(dec11, 100), 0)).toEqual({ speed: 0, rolls: [], beyondDec: 60 });
  });

  it('[SC-MOVE-4] a speed is a multiple of 20 mph and never negative', () => {
    expect(refusedSpeed(moving(dec11, 140), 150)).toContain('multiples of 20');
    expect(refusedSpeed(moving(dec11, 140), -20)).toContain('multiples of 20');
  });

  it('[SC-ACC-2] [SC-DEC-3] every speed offered by allowedSpeeds classifies the same way on its own', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 6, max: 16 }), (fromStandstill, steps, reliability) => {
        const ctx: SpeedContext = { sheet: dec11, previousSpeed: Math.min(steps * 20, 200), fromStandstill, reliability };
        for (const allowed of allowedSpeeds(ctx)) expect(classifySpeed(ctx, allowed.speed)).toEqual(allowed);
      }),
      { numRuns: 1000 },
    );
  });
});
