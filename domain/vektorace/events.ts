/** What happens in a Vektorace race, one zod schema each; `evolve` (evolve.ts) folds them into the state. */
import * as z from 'zod';
import { Car } from '../race/events.ts';
import { Heading, StoredPoint } from './geometry.ts';
import { Move } from './notation.ts';
import { SuperPower } from './superpower.ts';
import { Gear } from './vectors.ts';

export const VektoraceEvent = z.discriminatedUnion('type', [
  /** VK-START-2: the car's 8 points, split as its player chose. */
  z.object({ type: z.literal('PointsChosen'), car: Car, gomma: z.number().int().min(0), nitro: z.number().int().min(0) }),
  /** VK-START-3: the car placed on the start, in starting order (VK-START-1: the order of these events). */
  z.object({ type: z.literal('CarPlaced'), car: Car, position: StoredPoint, heading: Heading }),
  /** VK-START-4: the gear of every car's first move. */
  z.object({ type: z.literal('FirstGearChosen'), gear: Gear }),
  /** VK-ORDER-1: a round begins, the cars to move in this order. */
  z.object({ type: z.literal('RoundStarted'), round: z.number().int().min(1), order: z.array(Car) }),
  /** VK-ORDER-1: every car of the round has moved; the next round begins with the next move. */
  z.object({ type: z.literal('RoundEnded'), round: z.number().int().min(1) }),
  /** VK-YIELD-1: `car` gives way to `to`, which moves at once, `car` right after it. */
  z.object({ type: z.literal('GaveWay'), car: Car, to: Car }),
  /**
   * A car's move as played, and where it left the car: its path (VK-GAP-9 item 3), position,
   * heading, declared gear, points, laps, the curve due and the curves it passed.
   */
  z.object({
    type: z.literal('CarMoved'),
    car: Car,
    move: Move,
    path: z.array(StoredPoint),
    position: StoredPoint,
    heading: Heading,
    gear: Gear,
    gomma: z.number().int().min(0),
    nitro: z.number().int().min(0),
    laps: z.number().int().min(0),
    due: z.number().int().min(1),
    passed: z.array(z.number().int()),
    boxBox: z.boolean(),
  }),
  /** A car moved by an attack (VK-SLIP-2, VK-ATK-2..4, VK-ATK-6) or restarting on the table edge (VK-LIMIT-6 B). */
  z.object({
    type: z.literal('CarRelocated'),
    car: Car,
    position: StoredPoint,
    heading: Heading,
    reason: z.enum(['close-up', 'overtake', 'side-attack', 'off-table']),
  }),
  /** VK-ATK-5, VK-ATK-6: the attacked car's next move is restricted. */
  z.object({ type: z.literal('Attacked'), car: Car, by: Car, kind: z.enum(['knock', 'left', 'right']) }),
  /** VK-LIMIT-3: the turn is lost; the car restarts in 1st gear, turned by the 45° its player may choose. */
  z.object({ type: z.literal('TurnLost'), car: Car, heading: Heading }),
  /** VK-PIT-2, VK-PIT-3, VK-PIT-6: the points a pit stop added. */
  z.object({ type: z.literal('Refilled'), car: Car, gomma: z.number().int().min(0), nitro: z.number().int().min(0) }),
  /** VK-ORDER-2: the order of play after a move. */
  z.object({ type: z.literal('OrderChanged'), order: z.array(Car) }),
  /** VK-WIN-1: the car crossed the line at the end of its last lap. */
  z.object({ type: z.literal('CarFinished'), car: Car }),
  /** VK-SP-1: the race is played with the advanced rules: the eight Super Power tokens are put out, the reserve before the start step. */
  z.object({ type: z.literal('SuperPowersInPlay') }),
  /** VK-SP-2: the car takes a Super Power token from the reserve (all eight before the first choice). */
  z.object({ type: z.literal('SuperPowerChosen'), car: Car, power: SuperPower }),
  /** VK-SP-3: the car used its token, which is turned over. */
  z.object({ type: z.literal('SuperPowerUsed'), car: Car, power: SuperPower }),
  /** VK-SP-4: at the end of a lap the car discards its token and takes `power` from the reserve (none when it is empty). */
  z.object({ type: z.literal('SuperPowerSwapped'), car: Car, power: SuperPower.nullable() }),
  /** Out of the race: the organiser's elimination or the player's withdrawal. */
  z.object({ type: z.literal('CarRetired'), car: Car, reason: z.string() }),
]);
export type VektoraceEvent = z.infer<typeof VektoraceEvent>;
