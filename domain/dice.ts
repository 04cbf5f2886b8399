/**
 * The dice contract between the domain and the world. The domain never rolls or shuffles by
 * itself: every roll and every shuffle is asked of a `Dice` with its purpose, so it can be
 * recorded, verified and replayed (ARCHITECTURE contract 3). The derivation itself lives in
 * `domain/dice/derive.ts`.
 *
 * A purpose is named by the game that rolls (each game declares its own list in its folder, e.g.
 * `domain/speed-circuit/aics/purposes.ts`); the dice accept any purpose of the shape below.
 */
import * as z from 'zod';

/** A purpose: a short identifier, a lower-case letter then letters and digits (`brakeCheck`, `speedDeck`). */
export const PURPOSE = /^[a-z][A-Za-z0-9]{0,39}$/;

export const RollPurpose = z
  .string()
  .regex(PURPOSE, { message: 'expected a purpose such as "brakeCheck": a lower-case letter, then up to 39 letters or digits' });
export type RollPurpose = z.infer<typeof RollPurpose>;

export const Roll = z.object({
  purpose: RollPurpose,
  /** The car the roll is for; absent for race-wide rolls such as the weather. */
  car: z.string().optional(),
  /** Each die's face, in order. */
  dice: z.array(z.number().int().min(1)),
  sides: z.number().int().min(2),
  /** Short verification code (SC-DICE-2), which the roll's check route takes (`API_ROUTES.roll`). */
  code: z.string(),
});
export type Roll = z.infer<typeof Roll>;

/**
 * A verifiable shuffle of `size` items (docs/dice.md): `order[k]` is the index, in the list the
 * game shuffled, of the item that the shuffle put at place `k` (place 0 is the top of a deck).
 */
export const Shuffle = z.object({
  purpose: RollPurpose,
  /** The car the shuffle is for; absent for a race-wide shuffle such as a common deck. */
  car: z.string().optional(),
  size: z.number().int().min(0),
  order: z.array(z.number().int().min(0)),
  /** Short verification code, like a roll's (`API_ROUTES.roll`). */
  code: z.string(),
});
export type Shuffle = z.infer<typeof Shuffle>;

export interface RollRequest<Purpose extends string = RollPurpose> {
  purpose: Purpose;
  car?: string;
  count: number;
  sides?: number;
}

export interface ShuffleRequest<T, Purpose extends string = RollPurpose> {
  purpose: Purpose;
  car?: string;
  /** The items in the order the game holds them; the shuffle does not change this list. */
  items: readonly T[];
}

export interface Shuffled<T> {
  /** The items in their shuffled order: `items[k]` is the request's `items[order[k]]`. */
  items: T[];
  /** What is recorded and verified. */
  shuffle: Shuffle;
}

export interface Dice {
  roll(request: RollRequest): Roll;
  shuffle<T>(request: ShuffleRequest<T>): Shuffled<T>;
}

export const total = (roll: Roll): number => roll.dice.reduce((a, b) => a + b, 0);

/** The items of a recorded shuffle, in its order. */
export const inOrder = <T>(items: readonly T[], shuffle: Pick<Shuffle, 'order'>): T[] => shuffle.order.map((index) => items[index] as T);
