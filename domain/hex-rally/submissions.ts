/** What a player sends in each kind of step of a hex-rally race. */
import * as z from 'zod';
import { Car } from '../race/events.ts';
import { PlainText } from '../text.ts';
import { Driver } from './car.ts';
import { Order } from './order.ts';
import { Coupon } from './settings.ts';

/** HX-GAP-10: the driver of the player's car, chosen before the start. */
export const DriverChoice = z.strictObject({ driver: Driver });
export type DriverChoice = z.infer<typeof DriverChoice>;

/** HX-DECL-1: the turn's manoeuvre, for all cars at once (HX-CORE-5). */
export const Declaration = z.strictObject({
  order: Order,
  /** HX-DECL-2 Proposed: the car honked at, within 3 hexes; the honking car takes −1 on its own roll. */
  horn: Car.optional(),
  /** HX-DECL-1: the player's free account of what he does, which need not tell all his intentions. */
  description: PlainText.trim().min(1).max(500).optional(),
});
export type Declaration = z.infer<typeof Declaration>;

/** HX-DECL-3, HX-DECL-4: after seeing a failed roll, a coupon to change it, or none; one list of choices, which the web page's form shows as one. */
export const Reaction = z.strictObject({ coupon: z.enum([...Coupon.options, 'none']) });
export type Reaction = z.infer<typeof Reaction>;
