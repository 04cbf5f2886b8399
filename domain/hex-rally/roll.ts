/**
 * The roll against a manoeuvre's difficulty (HX-CORE-3, HX-ROLL-1, HX-ROLL-2, HX-ROLL-6,
 * HX-DECL-2): 3d6 plus the modifiers that hold, a success at the difficulty or above, and a
 * failure's degree by how much the roll fell short.
 */
import * as z from 'zod';
import type { Driver } from './car.ts';
import type { Order } from './order.ts';
import type { Degree } from './route.ts';
import type { HumanRules } from './settings.ts';

/** HX-ROLL-1: the difficulty a failure of each degree adds to the next manoeuvre. */
export const INCREASE_PER_DEGREE = 6;

/** HX-DECL-2: what may be on the roll, each with its points. */
export const Modifier = z.object({
  /** `collision`: the car collided last turn; `honked`: an opponent honked at it last turn; `human`: the human penalty; `horn`: it sounds its own horn now. */
  reason: z.enum(['collision', 'honked', 'human', 'horn']),
  value: z.number().int(),
});
export type Modifier = z.infer<typeof Modifier>;

export interface Rolling {
  driver: Driver;
  humans: HumanRules;
  /** What last turn left on this roll. */
  penalties: { collision: boolean; honked: boolean };
  order: Order;
  sounds: boolean;
}

/**
 * HX-DECL-2 Proposed: every penalty that holds is applied, posted or not; the collision penalty
 * once however many collisions (HX-COLL-4 Proposed); the human one as HX-M5-6's race option says.
 */
export const modifiersOf = ({ driver, humans, penalties, order, sounds }: Rolling): Modifier[] => {
  const human = driver === 'human' && (humans.rollPenalty === 'every-roll' || (humans.rollPenalty === 'handbrake-only' && order.manoeuvre === 5));
  return [
    ...(penalties.collision ? [{ reason: 'collision' as const, value: -3 }] : []),
    ...(penalties.honked ? [{ reason: 'honked' as const, value: -3 }] : []),
    ...(human ? [{ reason: 'human' as const, value: -3 }] : []),
    ...(sounds ? [{ reason: 'horn' as const, value: -1 }] : []),
  ];
};

/** The ways three dice fall for each total from 3 to 18, of 216. */
export const THREE_D6 = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

/** The ways three dice fall. */
export const ALL_WAYS = 216;

/** The ways of 216 that 3d6 make `least` or more. */
export const waysAtLeast = (least: number): number => THREE_D6.reduce((sum, ways, i) => (i + 3 >= least ? sum + ways : sum), 0);

/** HX-ROLL-6: the 3d6 plus every modifier. */
export const totalOf = (dice: readonly number[], modifiers: readonly Modifier[]): number =>
  dice.reduce((a, b) => a + b, 0) + modifiers.reduce((a, m) => a + m.value, 0);

/** HX-ROLL-1: 1–6 short is degree 1, 7–12 degree 2, 13 or more degree 3 (Proposed (a): beyond 18 too). */
export const degreeOfShortfall = (shortfall: number): Degree => (shortfall <= 0 ? 0 : shortfall <= 6 ? 1 : shortfall <= 12 ? 2 : 3);

export interface Against {
  /** The difficulty rolled against, the last failure's increase included. */
  difficulty: number;
  /** The manoeuvre's own difficulty, before the increase (HX-ROLL-2). */
  original: number;
  /** Failures in a row before this roll (HX-ROLL-2 Proposed). */
  failures: number;
}

/**
 * The outcome of a roll of `total`: 0 for a success, else the failure's degree. HX-ROLL-2
 * Proposed: after a failure a manoeuvre of original difficulty other than 0 fails at least at
 * degree 2, after two or more at least at degree 3.
 */
export const degreeOf = (total: number, { difficulty, original, failures }: Against): Degree => {
  const degree = degreeOfShortfall(difficulty - total);
  if (degree === 0 || original === 0) return degree;
  const least = failures >= 2 ? 3 : failures === 1 ? 2 : 1;
  return Math.max(degree, least) as Degree;
};

/** HX-GAP-9 Proposed: the extra die replaces the lowest of the three when it is higher. */
export const withExtraDie = (dice: readonly number[], face: number): number[] => {
  const lowest = dice.indexOf(Math.min(...dice));
  return dice.map((die, i) => (i === lowest && face > die ? face : die));
};
