/** What happens in a hex-rally race, one zod schema each; `evolve` (state.ts) folds them into the state. */
import * as z from 'zod';
import { Car } from '../race/events.ts';
import { CarSide, Driver } from './car.ts';
import { Direction, Hex } from './hex.ts';
import { Order } from './order.ts';
import { Modifier } from './roll.ts';
import { Degree, Effect } from './route.ts';
import { Coupon } from './settings.ts';

/** A car's manoeuvre of the turn and its roll, kept from the declaration until the car has moved. */
export const Declared = z.object({
  order: Order,
  difficulty: z.number().int(),
  original: z.number().int(),
  modifiers: z.array(Modifier),
  dice: z.array(z.number().int()),
  total: z.number().int(),
  degree: Degree,
});
export type Declared = z.infer<typeof Declared>;

export const HexRallyEvent = z.discriminatedUnion('type', [
  /** The car's grid slot, drawn when registration closes; `toGo` hexes to the line. */
  z.object({ type: z.literal('CarPlaced'), car: Car, hex: Hex, facing: Direction, toGo: z.number().int() }),
  /** HX-GAP-10: who drives the car. */
  z.object({ type: z.literal('DriverChosen'), car: Car, driver: Driver }),
  /**
   * HX-CORE-3, HX-DECL-1: the car's manoeuvre and its 3d6 against the difficulty (`original`
   * plus the last failure's increase), with the modifiers that held (HX-DECL-2). `degree` is 0 for
   * a success. A car's penalties are spent on this roll.
   */
  z.object({ type: z.literal('ManoeuvreRolled'), car: Car, ...Declared.shape }),
  /** HX-DECL-2 Proposed: the car sounded its horn at `at`, whose next roll takes −3. */
  z.object({ type: z.literal('HornSounded'), car: Car, at: Car }),
  /** HX-DECL-3, HX-DECL-4, HX-GAP-9: a coupon spent on the turn's roll; `dice` are the three dice that now stand. */
  z.object({ type: z.literal('CouponUsed'), car: Car, coupon: Coupon, dice: z.array(z.number().int()), total: z.number().int(), degree: Degree }),
  /**
   * HX-COLL-2, HX-COLL-3: a step of `car` toward `toward` blocked by `with` (a car, or `wall`);
   * each loses a point on the side given. A car hit is pushed to `pushed` when that hex was free.
   */
  z.object({
    type: z.literal('Collided'),
    car: Car,
    with: z.union([Car, z.literal('wall')]),
    at: Hex,
    toward: Direction,
    side: CarSide,
    otherSide: CarSide.optional(),
    pushed: Hex.optional(),
  }),
  /** A step over the finish line (HX-GAP-7): the car's laps now, forward crossings less backward ones. */
  z.object({ type: z.literal('LineCrossed'), car: Car, laps: z.number().int() }),
  /** The car has crossed the line for its last lap: it leaves the track at once. */
  z.object({ type: z.literal('CarFinished'), car: Car }),
  /** Out of the race: a side's durability below 0 (HX-COLL-2, HX-GAP-6), or the organiser's reason. */
  z.object({ type: z.literal('CarRetired'), car: Car, reason: z.string() }),
  /**
   * Where the turn left the car: the hexes it entered (pushes included), its hex, facing and
   * speed, the hexes it still has to go, and what its manoeuvre leaves for the next: the
   * difficulty increase, the drift or skid it is in (HX-GAP-8), its failures in a row.
   */
  z.object({
    type: z.literal('CarMoved'),
    car: Car,
    path: z.array(Hex),
    hex: Hex,
    facing: Direction,
    speed: z.number().int(),
    toGo: z.number().int(),
    increase: z.number().int(),
    effect: Effect.optional(),
    failures: z.number().int(),
  }),
  /** Every car has moved: the turn is over. */
  z.object({ type: z.literal('TurnEnded'), turn: z.number().int() }),
]);
export type HexRallyEvent = z.infer<typeof HexRallyEvent>;
