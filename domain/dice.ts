/**
 * The dice contract between the domain and the world. The domain never rolls by itself: every
 * roll is asked of a `Dice` with its purpose, so it can be recorded, verified and replayed
 * (ARCHITECTURE contract 3). The derivation itself lives in `domain/dice/derive.ts`.
 *
 * A purpose is named by the game that rolls (each game declares its own list in its folder, e.g.
 * `domain/speed-circuit/aics/purposes.ts`); the dice accept any purpose of the shape below.
 */
import * as z from 'zod';

/** A purpose: a short identifier, a lower-case letter then letters and digits (`brakeCheck`, `speedDeck`). */
export const PURPOSE = /^[a-z][A-Za-z0-9]{0,39}$/;

export const RollPurpose = z.string().regex(PURPOSE, { message: 'expected a purpose such as "brakeCheck": a lower-case letter, then up to 39 letters or digits' });
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

export interface RollRequest<Purpose extends string = RollPurpose> {
  purpose: Purpose;
  car?: string;
  count: number;
  sides?: number;
}

export interface Dice {
  roll(request: RollRequest): Roll;
}

export const total = (roll: Roll): number => roll.dice.reduce((a, b) => a + b, 0);

