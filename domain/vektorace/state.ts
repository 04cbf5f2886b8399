/**
 * A Vektorace race as the fold of its events (events.ts): where each car stands, its declared
 * gear, its points, its progress round the circuit, what the last round left on it, and the
 * order of play (VK-ORDER).
 */
import * as z from 'zod';
import { Car } from '../race/events.ts';
import type { VektoraceEvent } from './events.ts';
import { Heading, StoredPoint } from './geometry.ts';
import { SuperPower, Token } from './superpower.ts';
import { Gear } from './vectors.ts';

export const CarState = z.object({
  /** The centre of its base (VK-GAP-2). */
  position: StoredPoint,
  heading: Heading,
  /** The gear declared for its next move (VK-GEAR-1). */
  gear: Gear,
  /** VK-PRO-1, VK-START-2. */
  gomma: z.number().int().min(0),
  nitro: z.number().int().min(0),
  /** VK-GAP-9 items 5 and 7: laps completed, and the curve due (K + 1: the finish line). */
  laps: z.number().int().min(0),
  due: z.number().int().min(1),
  /** VK-START-5: the car has not yet made its first move. */
  started: z.boolean(),
  /** VK-ATK-5: knocked last round, it may not drop a gear at the end of its next move. */
  knocked: z.boolean(),
  /** VK-ATK-7, VK-ATK-8: the sides side-attacked last round, for its next move. */
  attacked: z.object({ left: z.boolean(), right: z.boolean() }),
  /** VK-PIT-4: it has called BOX-BOX and not yet made its pit stop. */
  boxBox: z.boolean(),
  status: z.enum(['racing', 'finished', 'out']),
  /** VK-SP: its Super Power token, in a race with the advanced rules. */
  power: Token.optional(),
});
export type CarState = z.infer<typeof CarState>;

export const VektoraceState = z.object({
  /** VK-GAP-11: the laps of the race. */
  laps: z.number().int().min(1),
  /** VK-ORDER-1: rounds begun; 0 before the first. */
  round: z.number().int().min(0),
  /** VK-ORDER-2: the order of play, kept up to date as cars overtake; the next round is played in it. */
  order: z.array(Car),
  /** The cars still to move this round, in the order they move (VK-ORDER-1, VK-YIELD-1). */
  toMove: z.array(Car),
  /** VK-YIELD-1: the cars that gave way this round: they may not attack, nor be given way to again this round. */
  yielded: z.array(Car),
  cars: z.record(Car, CarState),
  /** The events of the round in progress from its start, or of the last round until the next begins (before the first, those of the start): what its email tells. */
  lastRound: z.array(z.custom<VektoraceEvent>()),
  /** VK-WIN-1: in the order they crossed the line for the last time. */
  finishers: z.array(Car),
  /** VK-SP-2, VK-SP-4: the Super Power tokens no car holds, in a race with the advanced rules. */
  reserve: z.array(SuperPower).optional(),
});
export type VektoraceState = z.infer<typeof VektoraceState>;
