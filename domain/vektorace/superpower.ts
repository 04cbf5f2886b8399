/**
 * The Super Power tokens (VK-SP, advanced rules): eight tokens labelled A–H (VK-GAP-14, their
 * names being in pictures the text leaves out), chosen at the start from the last car to the
 * first, turned over when used, and swapped for one of the reserve at each lap's end. Each effect
 * is a pure rule here; legality.ts applies A, B and C to the move options and turn.ts G to the
 * gears a car may declare.
 */
import * as z from 'zod';
import { invalid } from '../errors.ts';
import { Car } from '../race/events.ts';
import { type Cost, declarationCost, type End, FIRST_GEAR_ENDS, type Gear } from './vectors.ts';

/** VK-SP-1, VK-GAP-14: the eight tokens, in the source's order. */
export const SuperPower = z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
export type SuperPower = z.infer<typeof SuperPower>;

/** VK-SP-3: a car's token, face up until used. */
export const Token = z.strictObject({ power: SuperPower, used: z.boolean() });
export type Token = z.infer<typeof Token>;

/** Who holds which token, and the reserve (VK-SP-2, VK-SP-4). */
export const Powers = z.strictObject({ held: z.record(Car, Token), reserve: z.array(SuperPower) });
export type Powers = z.infer<typeof Powers>;

export const allPowers = (): Powers => ({ held: {}, reserve: [...SuperPower.options] });

/**
 * The token a car takes when its player names none (at the start, VK-SP-2, and at a lap's end,
 * VK-SP-4): first those that work without a decision (C) or with the move's own (G, A, B), then
 * the others (docs/rules-decisions.md).
 */
export const PREFERENCE: readonly SuperPower[] = ['C', 'G', 'A', 'B', 'H', 'D', 'E', 'F'];

/** VK-SP-2: the tokens are chosen from the last car in starting order up to the first. */
export const choosingOrder = (startingOrder: readonly string[]): string[] => [...startingOrder].reverse();

/**
 * VK-SP-2: the car takes a token from the reserve. The source says each player "può scegliere"
 * (may choose): one who takes none leaves the tokens in the reserve.
 */
export const choose = (powers: Powers, car: string, power: SuperPower): Powers => {
  if (powers.held[car]) throw invalid('power', `car ${car} already holds token ${powers.held[car].power}`);
  if (!powers.reserve.includes(power)) throw invalid('power', `token ${power} is not in the reserve`);
  return { held: { ...powers.held, [car]: { power, used: false } }, reserve: powers.reserve.filter((p) => p !== power) };
};

/** The car's token, when it may still be used. */
export const usable = (powers: Powers | undefined, car: string, power: SuperPower): boolean => {
  const token = powers?.held[car];
  return token !== undefined && token.power === power && !token.used;
};

/** VK-SP-3: using the token turns it over; it cannot be used a second time. */
export const use = (powers: Powers, car: string, power: SuperPower): Powers => {
  if (!usable(powers, car, power)) throw invalid('power', `car ${car} holds no unused token ${power}`);
  return { ...powers, held: { ...powers.held, [car]: { power, used: true } } };
};

/**
 * VK-SP-4 with its Proposed reading: at the end of each lap the car discards its token, used or
 * not, and takes one from the reserve first; the discarded token then joins the reserve face up,
 * for the cars that cross the line later. With an empty reserve it keeps none.
 */
export const swapAtLap = (powers: Powers, car: string, replacement: SuperPower | undefined): Powers => {
  const discarded = powers.held[car];
  if (replacement !== undefined && !powers.reserve.includes(replacement)) throw invalid('power', `token ${replacement} is not in the reserve`);
  if (replacement === undefined && powers.reserve.length > 0) throw invalid('power', 'a token must be taken from the reserve');
  const { [car]: _, ...others } = powers.held;
  const held = replacement === undefined ? others : { ...others, [car]: { power: replacement, used: false } };
  const reserve = powers.reserve.filter((p) => p !== replacement);
  return { held, reserve: discarded ? [...reserve, discarded.power] : reserve };
};

/** VK-SP-5 A: with a BOOST, the ends of 1st gear's vector: all nine, the two black ones one Gomma point each (VK-GAP-5). */
export const boostEndsWithA = (): End[] => [...FIRST_GEAR_ENDS];

/** VK-SP-5 B: any BOOST in any gear, BOOST 5 included, still one Nitro point. */
export const boostsWithB = (): number[] => [1, 2, 3, 4, 5];

/**
 * VK-SP-5 C, VK-GAP-13: an unused token C counts as one more Gomma or Nitro point, even with the
 * supply used up. Returns how the cost is paid, or undefined when it cannot be.
 */
export const payWithC = (cost: Cost, points: Cost): { tokenC: boolean } | undefined => {
  const shortGomma = Math.max(0, cost.gomma - points.gomma);
  const shortNitro = Math.max(0, cost.nitro - points.nitro);
  if (shortGomma + shortNitro === 0) return { tokenC: false };
  return shortGomma + shortNitro === 1 ? { tokenC: true } : undefined;
};

/**
 * VK-SP-5 D with its Proposed reading: at the start of its turn the car changes its declared gear
 * by one, up for one Nitro point or down for one Gomma point, even when knocked (VK-ATK-5).
 */
export const shiftAtStart = (declared: Gear, to: Gear): Cost => {
  if (Math.abs(to - declared) !== 1) throw invalid('gear', `token D changes the declared gear ${declared} by one gear only`);
  return to > declared ? { gomma: 0, nitro: 1 } : { gomma: 1, nitro: 0 };
};

/**
 * VK-SP-5 E: played when the attack is suffered, it cancels a knock or a side attack; the
 * attacker keeps the place it reached. It does nothing against an overtake or a close-up.
 */
export const cancels = (attack: 'close-up' | 'knock' | 'overtake' | 'beside' | 'side'): boolean => attack === 'knock' || attack === 'side';

/**
 * VK-SP-5 G: when declaring the next gear, any number of gears down for one Gomma point, or up
 * for one Nitro point; a change the basic rule makes free costs nothing, and the token is kept.
 */
export const declarationCostWithG = (used: Gear, next: Gear): { cost: Cost; tokenG: boolean } => {
  const normal = declarationCost(used, next);
  if (normal.gomma + normal.nitro === 0) return { cost: normal, tokenG: false };
  return { cost: next < used ? { gomma: 1, nitro: 0 } : { gomma: 0, nitro: 1 }, tokenG: true };
};

/** VK-SP-5 H: one Nitro point becomes a Gomma point or the reverse; the car must have the point it converts. */
export const convert = (points: Cost, into: 'gomma' | 'nitro'): Cost => {
  const from = into === 'gomma' ? 'nitro' : 'gomma';
  if (points[from] < 1) throw invalid('power', `token H needs a ${from === 'gomma' ? 'Gomma' : 'Nitro'} point to convert`);
  return into === 'gomma' ? { gomma: points.gomma + 1, nitro: points.nitro - 1 } : { gomma: points.gomma - 1, nitro: points.nitro + 1 };
};
