/**
 * A car's statistics and its six sides (HX-GAP-6 Proposed): the default car is the one the
 * source's diagrams are drawn for (maximum speed 10, acceleration 3, maximum braking 5), with a
 * durability of 3 on each side.
 */
import * as z from 'zod';
import { type Direction, turnBetween } from './hex.ts';

export const CarStats = z.object({
  maxSpeed: z.number().int(),
  acceleration: z.number().int(),
  maxBraking: z.number().int(),
  /** Each side's durability at the start; a side below 0 puts the car out of the race. */
  durability: z.number().int(),
});
export type CarStats = z.infer<typeof CarStats>;

/** The organiser's car, with the defaults of HX-GAP-6. */
export const CarStatsInput = z
  .strictObject({
    maxSpeed: z.number().int().min(4).max(20).default(10),
    // A car standing still turns only by accelerating by 2: the turn costs 1 (HX-M4-4) and ends 1 row aside (HX-GAP-3).
    acceleration: z.number().int().min(2).max(10).default(3),
    maxBraking: z.number().int().min(1).max(20).default(5),
    durability: z.number().int().min(0).max(9).default(3),
  })
  .refine((car) => car.acceleration <= car.maxSpeed, { message: 'a car cannot accelerate by more than its maximum speed', path: ['acceleration'] });

/** The sides of a car, anticlockwise from its front (HX-COLL Proposed (d)). */
export const SIDES = ['front', 'frontLeft', 'rearLeft', 'rear', 'rearRight', 'frontRight'] as const;
export const CarSide = z.enum(SIDES);
export type CarSide = z.infer<typeof CarSide>;

export const Durability = z.record(CarSide, z.number().int());
export type Durability = z.infer<typeof Durability>;

export const freshDurability = (stats: CarStats): Durability => Object.fromEntries(SIDES.map((side) => [side, stats.durability])) as Durability;

/** The side of a car facing `facing` that faces `toward`. */
export const sideToward = (facing: Direction, toward: Direction): CarSide => SIDES[turnBetween(facing, toward)]!;

/** HX-GAP-10: who drives the car. */
export const Driver = z.enum(['human', 'orc']);
export type Driver = z.infer<typeof Driver>;
