/**
 * A manoeuvre as declared (HX-MAN, HX-NOTE-1..3): its number and what the notation adds to it.
 * The notation (notation.ts) is its text; this is its data. Whether a car may declare it is
 * judged by legality.ts.
 */
import * as z from 'zod';

/** A speed change or a shift as the notation writes it: a positive whole number. */
const Amount = z.number().int().min(1).max(99);
const Side = z.enum(['left', 'right']);

export const Order = z
  .discriminatedUnion('manoeuvre', [
    /** M0: change nothing. */
    z.strictObject({ manoeuvre: z.literal(0) }),
    /** M1: straight-line acceleration by `accelerate`. */
    z.strictObject({ manoeuvre: z.literal(1), accelerate: Amount }),
    /** M2: straight-line braking by `brake`. */
    z.strictObject({ manoeuvre: z.literal(2), brake: Amount }),
    /** M3: lane change of `rows` rows to `side`, keeping the speed or changing it (HX-NOTE-4: at most 2 rows). */
    z.strictObject({ manoeuvre: z.literal(3), side: Side, rows: z.literal([1, 2]), accelerate: Amount.optional(), brake: Amount.optional() }),
    /** M4: a 60° turn to `side`, shifted `rows` rows to that side by the end of the manoeuvre. */
    z.strictObject({ manoeuvre: z.literal(4), side: Side, rows: Amount, accelerate: Amount.optional(), brake: Amount.optional() }),
    /** M5: handbrake turn to `side`; its path is the dice's (HX-M5-4). */
    z.strictObject({ manoeuvre: z.literal(5), side: Side }),
  ])
  .refine((order) => !('accelerate' in order && 'brake' in order && order.accelerate !== undefined && order.brake !== undefined), {
    message: 'an order either accelerates or brakes, not both',
    path: ['brake'],
  });
export type Order = z.infer<typeof Order>;

export type LaneChange = Extract<Order, { manoeuvre: 3 }>;
export type Turn = Extract<Order, { manoeuvre: 4 }>;
export type HandbrakeTurn = Extract<Order, { manoeuvre: 5 }>;

/** The speed change an order asks for, + accelerating, − braking, beside the turn's own loss of 1 (HX-M4-4). */
export const speedChange = (order: Order): number => {
  if (order.manoeuvre === 0 || order.manoeuvre === 5) return 0;
  if (order.manoeuvre === 1) return order.accelerate;
  if (order.manoeuvre === 2) return -order.brake;
  return (order.accelerate ?? 0) - (order.brake ?? 0);
};

/** HX-NOTE-3: the speed an order ends at when it succeeds, from the speed `v` before it. */
export const orderedSpeed = (order: Order, v: number): number => {
  if (order.manoeuvre === 5) return 0;
  return v + speedChange(order) - (order.manoeuvre === 4 ? 1 : 0);
};
