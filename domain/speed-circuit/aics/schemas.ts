/**
 * Contracts of the AICS v3.06 ruleset, one zod schema each. Types are inferred from them and used
 * by the domain, the handlers, the store and the tests alike.
 */
import * as z from 'zod';

const mph = z.number().int().min(0).max(400).multipleOf(20);

/** Performance Chart rows bought, 0..3 points each (SC-CAR-4); the five must add up to 7 (SC-CAR-5). */
export const CarBuild = z.object({
  startSpeed: z.number().int().min(0).max(3),
  acc: z.number().int().min(0).max(3),
  dec: z.number().int().min(0).max(3),
  topSpeed: z.number().int().min(0).max(3),
  wear: z.number().int().min(0).max(3),
});
export type CarBuild = z.infer<typeof CarBuild>;

/**
 * The car's sheet in mph and wear per lap: what the Performance Chart gives for a build, then
 * changed by damage for the rest of the race (SC-CAR-8).
 */
export const CarSheet = z.object({
  startSpeed: mph,
  acc: mph,
  dec: mph,
  topSpeed: mph,
  wearPerLap: z.number().int().min(0),
});
export type CarSheet = z.infer<typeof CarSheet>;

/** How a curve penalty is paid (SC-CURVE-13, SC-AUTO-3): wear by default, the curve die only on request. */
export const CurvePayment = z.enum(['wear', 'die']);
export type CurvePayment = z.infer<typeof CurvePayment>;

/** Dry or wet tyres (SC-RAIN-6); the soft-tyre option is separate (SC-SOFT-5 Proposed). */
export const Tyres = z.enum(['dry', 'wet']);
export type Tyres = z.infer<typeof Tyres>;

/** One movement preference for a curve (SC-NOTATION-9): a lane, a trajectory, or the pits. */
export const MovementPreference = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('lane'),
    lane: z.string().regex(/^[A-H]$/),
    pay: CurvePayment.default('wear'),
    /** Wear written in the move; informational, the SM deducts what is due anyway (SC-AUTO-5). */
    wear: z.number().int().min(0).max(4).optional(),
  }),
  z.object({
    kind: z.literal('trajectory'),
    trajectory: z.string().regex(/^T[1-9]$/),
    pay: CurvePayment.default('wear'),
    wear: z.number().int().min(0).max(4).optional(),
  }),
  /** A pit stop; it fits the tyres named, or those for the track when none are (SC-PIT-6, SC-RAIN-9). */
  z.object({ kind: z.literal('box'), tyres: Tyres.optional() }),
]);
export type MovementPreference = z.infer<typeof MovementPreference>;

/** One placement preference (SC-NOTATION-8, SC-NOTATION-12, SC-CUSTOM-2 Proposed closed list). */
export const PlacementPreference = z.discriminatedUnion('kind', [
  /** An exact square by its printed name, e.g. `18C`, `16 B2`. */
  z.object({ kind: z.literal('square'), square: z.string().min(2).max(8) }),
  /** `I`: as far inside as possible. */
  z.object({ kind: z.literal('inside') }),
  /** `S` or `S:<car>`: in slipstream behind a car (the innermost one, or that car). */
  z.object({
    kind: z.literal('slipstream'),
    behind: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{1,40}$/)
      .optional(),
  }),
  /** `NOSLIP`: not immediately in front of a car that has already moved this turn. */
  z.object({ kind: z.literal('noSlipstream') }),
]);
export type PlacementPreference = z.infer<typeof PlacementPreference>;

/** How a deceleration beyond Dec is paid (SC-DEC-2, SC-DEC-9, SC-AUTO-4, custom `W`). */
export const Braking = z.object({
  /** Which wear pays first: brake wear by default (SC-DEC-9). */
  first: z.enum(['WF', 'W']).default('WF'),
  /** Take the brake-check option of the table wherever it offers one instead of wear. */
  brakeCheck: z.boolean().default(false),
});
export type Braking = z.infer<typeof Braking>;

/** A structured race move (SC-NOTATION-7..14). The move text parses into this and prints from it. */
export const Move = z
  .object({
    speed: mph,
    /** `S` after the speed: take the slipstream when possible (SC-SLIP-3). */
    slipstream: z.boolean().default(false),
    braking: Braking.default({ first: 'WF', brakeCheck: false }),
    /**
     * Up to three preferences for the first curve of the movement (SC-NOTATION-11 field 6): the curve
     * the car stands in when it has a line to choose there (an arrow it may leave, SC-CURVE-8; a lane
     * change, SCC-MOVE-3), otherwise the next curve it can enter (turn/path.ts).
     */
    curve1: z.array(MovementPreference).max(3).default([]),
    /** Up to three preferences for the curve after it, covered in the same turn (SC-NOTATION-11 field 7). */
    curve2: z.array(MovementPreference).max(3).default([]),
    /** Up to four placement preferences; an exact square comes first (SC-NOTATION-12). */
    placement: z.array(PlacementPreference).max(4).default([]),
  })
  .superRefine((move, ctx) => {
    if (move.curve2.length > 0 && move.curve1.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['curve2'], message: 'a second curve needs preferences for the first curve' });
    }
    move.placement.forEach((preference, index) => {
      if (preference.kind === 'square' && index > 0) {
        ctx.addIssue({ code: 'custom', path: ['placement', index], message: 'the exact square must be the first placement preference (SC-NOTATION-12)' });
      }
    });
    const custom = move.placement.filter((p) => p.kind === 'noSlipstream' || (p.kind === 'slipstream' && p.behind !== undefined));
    if (custom.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['placement'], message: 'at most one custom placement preference (SC-CUSTOM-1)' });
    }
  });
export type Move = z.infer<typeof Move>;
export type MoveInput = z.input<typeof Move>;
