/**
 * What the organiser chooses for a hex-rally race: the laps, the windows, the car (HX-GAP-6),
 * the coupons (HX-GAP-9) and how the rules treat human drivers (HX-GAP-10, HX-M5-6).
 */
import * as z from 'zod';
import { Duration } from '../race/duration.ts';
import { CarStats, CarStatsInput } from './car.ts';

/**
 * HX-M5-6 Proposed: the handbrake turn for humans is `forbidden` (R1) or costs `plus3` on its
 * difficulty (R2); the human roll penalty is on `every-roll` (R3), on the handbrake turn only
 * (`handbrake-only`, R4: that +3 entered on the roll instead, counted once) or `none`.
 */
export const HumanRules = z.object({
  handbrakeTurn: z.enum(['forbidden', 'plus3']),
  rollPenalty: z.enum(['every-roll', 'handbrake-only', 'none']),
});
export type HumanRules = z.infer<typeof HumanRules>;

const HumanRulesInput = z
  .strictObject({
    handbrakeTurn: HumanRules.shape.handbrakeTurn.default('forbidden'),
    rollPenalty: HumanRules.shape.rollPenalty.default('every-roll'),
  })
  .refine((rules) => rules.rollPenalty !== 'handbrake-only' || rules.handbrakeTurn === 'plus3', {
    message: 'the handbrake-only penalty is the +3 of a handbrake turn humans may make: it needs handbrakeTurn "plus3"',
    path: ['rollPenalty'],
  });

/** HX-ROLL-5, HX-GAP-9: the coupons that change a roll: a re-roll token (HX-DECL-3) and an extra die (HX-DECL-4). */
export const Coupon = z.enum(['reroll', 'extraDie']);
export type Coupon = z.infer<typeof Coupon>;

/** How many of each coupon a car has for the race. */
export const Coupons = z.object({ reroll: z.number().int(), extraDie: z.number().int() });
export type Coupons = z.infer<typeof Coupons>;

const CouponsInput = z.strictObject({
  reroll: z.number().int().min(0).max(9).default(1),
  extraDie: z.number().int().min(0).max(9).default(1),
});

/** What a race records of the organiser's choices. */
export const HexRallySettings = z.object({
  /** The laps of a circuit; a stage is driven once whatever this says. */
  laps: z.number().int(),
  maxStarters: z.number().int(),
  driverWindow: Duration,
  turnWindow: Duration,
  reactionWindow: Duration,
  /** Consecutive turns the non-human player may declare for a car before it is out. */
  maxConsecutiveMissedTurns: z.number().int(),
  car: CarStats,
  coupons: Coupons,
  humans: HumanRules,
});
export type HexRallySettings = z.infer<typeof HexRallySettings>;

/** The organiser's choices as sent, each with its default. */
export const HexRallyCreate = z.strictObject({
  laps: z.number().int().min(1).max(20).default(1),
  // A grid slot is a digit of the map (docs/hex-tracks.md): 9 at most.
  maxStarters: z.number().int().min(1).max(9).default(6),
  driverWindow: Duration.default('PT24H'),
  turnWindow: Duration.default('PT48H'),
  reactionWindow: Duration.default('PT24H'),
  maxConsecutiveMissedTurns: z.number().int().min(0).max(100).default(5),
  car: CarStatsInput.prefault({}),
  coupons: CouponsInput.prefault({}),
  humans: HumanRulesInput.prefault({}),
});
