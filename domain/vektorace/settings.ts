/**
 * What the organiser chooses for a Vektorace race: the laps (VK-GAP-11), the deadlines of the
 * start step and of each car's move, the points split and first gear the non-human player chooses
 * for a player who sends no start choice (VK-START-2, VK-START-4: docs/rules-decisions.md), how
 * many moves in a row the non-human player may make for a car before it is out, and whether the
 * Super Power tokens are played (VK-SP, advanced rules).
 */
import * as z from 'zod';
import { Duration } from '../race/duration.ts';
import { FIRST_GEARS, MAX_CARS, STARTING_POINTS } from './start.ts';

export const VektoraceSettings = z.object({
  laps: z.number().int(),
  maxStarters: z.number().int(),
  /** Each car's move has its own deadline (issue 14 point 3). */
  moveWindow: Duration,
  /** The start step's deadline (VK-START-2, VK-START-4, VK-SP-2); absent in races from before it. */
  startWindow: Duration.optional(),
  /** VK-START-2: the Gomma points of the 8 of a car whose player sends no start choice. */
  gomma: z.number().int(),
  /** VK-START-4: 3rd, 4th or 5th, when the pole car's player sends no start choice. */
  firstGear: z.number().int(),
  maxConsecutiveMissedMoves: z.number().int(),
  /** VK-SP: the advanced rules with the Super Power tokens. */
  superPowers: z.boolean().optional(),
});
export type VektoraceSettings = z.infer<typeof VektoraceSettings>;

export const VektoraceCreate = z.strictObject({
  laps: z.number().int().min(1).max(20).default(3),
  maxStarters: z.number().int().min(1).max(MAX_CARS).default(MAX_CARS),
  moveWindow: Duration.default('PT24H'),
  startWindow: Duration.default('PT24H'),
  gomma: z
    .number()
    .int()
    .min(0)
    .max(STARTING_POINTS)
    .default(STARTING_POINTS / 2),
  firstGear: z
    .number()
    .int()
    .refine((gear) => (FIRST_GEARS as readonly number[]).includes(gear), 'the first move is made in 3rd, 4th or 5th gear (VK-START-4)')
    .default(4),
  maxConsecutiveMissedMoves: z.number().int().min(0).max(1000).default(10),
  superPowers: z.boolean().default(false),
});
