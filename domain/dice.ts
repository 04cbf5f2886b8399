/**
 * The dice contract between the domain and the world. The domain never rolls by itself: every
 * roll is asked of a `Dice` with its purpose, so it can be recorded, verified and replayed
 * (ARCHITECTURE contract 3). The derivation itself lives in `domain/dice/derive.ts`.
 */
import * as z from 'zod';

export const RollPurpose = z.enum([
  'acceleration', // SC-ACC-2: Acc forced, 3d6
  'topSpeed', // SC-ACC-2: Top Speed forced, 3d6
  'startSpeed', // SC-START-2: Start Speed forced, 3d6 + 3
  'brakeCheck', // SC-DEC-4, 3d6
  'curve', // SC-CURVE-15, 1d6
  'crashAndSpin', // SC-CURVE-16, 1d6 + modifier
  'weather', // SC-RAIN-1, SC-RAIN-4, 2d6
  'qualifyingTieBreak', // SC-QUAL-6 Proposed, 3d6
  'qualifyingDraw', // SC-QUAL-8 Proposed: lots for invalid laps, 1d1000 style draw
  'gnu', // SC-GNU-4: the non-human player's small share of chance
]);
export type RollPurpose = z.infer<typeof RollPurpose>;

export const Roll = z.object({
  purpose: RollPurpose,
  /** The car the roll is for; absent for race-wide rolls such as the weather. */
  car: z.string().optional(),
  /** Each die's face, in order. */
  dice: z.array(z.number().int().min(1)),
  sides: z.number().int().min(2),
  /** Short verification code (SC-DICE-2): `GET /dice/{code}`. */
  code: z.string(),
});
export type Roll = z.infer<typeof Roll>;

export interface RollRequest {
  purpose: RollPurpose;
  car?: string;
  count: number;
  sides?: number;
}

export interface Dice {
  roll(request: RollRequest): Roll;
}

export const total = (roll: Roll): number => roll.dice.reduce((a, b) => a + b, 0);
