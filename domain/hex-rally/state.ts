/**
 * A hex-rally race as the fold of its events: where each car is, what it faces, its speed (HX-CORE-1),
 * its durability per side, what its last manoeuvre left for the next, its coupons and its laps.
 */
import * as z from 'zod';
import { byCarNumber, Car } from '../race/events.ts';
import { CarStats, Driver, Durability, freshDurability } from './car.ts';
import { Declared, type HexRallyEvent } from './events.ts';
import { Direction, Hex } from './hex.ts';
import { Effect } from './route.ts';
import { Coupons, HumanRules } from './settings.ts';

export const CarState = z.object({
  driver: Driver,
  hex: Hex,
  facing: Direction,
  speed: z.number().int(),
  durability: Durability,
  /** HX-ROLL-1: what the last failure adds to the next manoeuvre's difficulty; 0 after a success. */
  increase: z.number().int(),
  /** HX-GAP-8: the drift or skid the last failure left, lasting as long as its increase. */
  effect: Effect.optional(),
  /** HX-ROLL-2 Proposed: failures in a row; a success resets them. */
  failures: z.number().int(),
  /** What this turn leaves on the next roll (HX-COLL-2 point 2, HX-DECL-2). */
  penalties: z.object({ collision: z.boolean(), honked: z.boolean() }),
  coupons: Coupons,
  /** Forward crossings of the line less backward ones (HX-GAP-7). */
  laps: z.number().int(),
  /** Hexes to go to the next crossing. */
  toGo: z.number().int(),
  status: z.enum(['racing', 'finished', 'out']),
});
export type CarState = z.infer<typeof CarState>;

export const HexRallyState = z.object({
  /** The crossings that finish: the race's laps on a circuit, 1 on a stage. */
  lapsToFinish: z.number().int(),
  stats: CarStats,
  humans: HumanRules,
  /** The coupons each car starts with. */
  coupons: Coupons,
  /** Turns played. */
  turn: z.number().int(),
  cars: z.record(Car, CarState),
  /** In the order they crossed for the last time. */
  finishers: z.array(Car),
  /** In the order they went out. */
  retired: z.array(Car),
  /** The turn's rolls, between the declarations and the cars' movement: present while a reaction is awaited. */
  declared: z.record(Car, Declared).optional(),
});
export type HexRallyState = z.infer<typeof HexRallyState>;

const NO_PENALTIES = { collision: false, honked: false };

const withCar = (state: HexRallyState, car: string, change: (c: CarState) => CarState): HexRallyState => {
  const current = state.cars[car];
  return current ? { ...state, cars: { ...state.cars, [car]: change(current) } } : state;
};

const withDeclared = (state: HexRallyState, car: string, change: (d: Declared) => Declared): HexRallyState => {
  const current = state.declared?.[car];
  return current ? { ...state, declared: { ...state.declared, [car]: change(current) } } : state;
};

const hit =
  (side: keyof Durability) =>
  (c: CarState): CarState => ({
    ...c,
    durability: { ...c.durability, [side]: c.durability[side] - 1 },
    penalties: { ...c.penalties, collision: true },
  });

export function evolve(state: HexRallyState, event: HexRallyEvent): HexRallyState {
  switch (event.type) {
    case 'CarPlaced': {
      const car: CarState = {
        driver: 'orc',
        hex: event.hex,
        facing: event.facing,
        speed: 0,
        durability: freshDurability(state.stats),
        increase: 0,
        failures: 0,
        penalties: NO_PENALTIES,
        coupons: state.coupons,
        laps: 0,
        toGo: event.toGo,
        status: 'racing',
      };
      return { ...state, cars: { ...state.cars, [event.car]: car } };
    }
    case 'DriverChosen':
      return withCar(state, event.car, (c) => ({ ...c, driver: event.driver }));
    case 'ManoeuvreRolled': {
      const { type: _type, car, ...declared } = event;
      const spent = withCar(state, car, (c) => ({ ...c, penalties: NO_PENALTIES }));
      return { ...spent, declared: { ...spent.declared, [car]: declared } };
    }
    case 'HornSounded':
      return withCar(state, event.at, (c) => ({ ...c, penalties: { ...c.penalties, honked: true } }));
    case 'CouponUsed': {
      const spent = withCar(state, event.car, (c) => ({ ...c, coupons: { ...c.coupons, [event.coupon]: c.coupons[event.coupon] - 1 } }));
      return withDeclared(spent, event.car, (d) => ({ ...d, dice: event.dice, total: event.total, degree: event.degree }));
    }
    case 'Collided': {
      const struck = withCar(state, event.car, hit(event.side));
      return event.with === 'wall' || event.otherSide === undefined ? struck : withCar(struck, event.with, hit(event.otherSide));
    }
    case 'LineCrossed':
      return withCar(state, event.car, (c) => ({ ...c, laps: event.laps }));
    case 'CarFinished':
      return { ...withCar(state, event.car, (c) => ({ ...c, status: 'finished' })), finishers: [...state.finishers, event.car] };
    case 'CarRetired':
      return { ...withCar(state, event.car, (c) => ({ ...c, status: 'out' })), retired: [...state.retired, event.car] };
    case 'CarMoved': {
      const { type: _type, car, path: _path, effect, ...moved } = event;
      return withCar(state, car, ({ effect: _before, ...c }) => ({ ...c, ...moved, ...(effect ? { effect } : {}) }));
    }
    case 'TurnEnded': {
      const { declared: _declared, ...rest } = state;
      return { ...rest, turn: event.turn };
    }
  }
}

export const fold = (state: HexRallyState, events: readonly HexRallyEvent[]): HexRallyState => events.reduce(evolve, state);

/** The cars still racing, in car order. */
export const racingCars = (state: HexRallyState): string[] =>
  Object.entries(state.cars)
    .filter(([, c]) => c.status === 'racing')
    .map(([car]) => car)
    .sort(byCarNumber);

/** The finishers in their order, then the cars still racing by laps and hexes to go, then the cars out, the last out first. */
export const classificationOf = (state: HexRallyState): string[] => {
  const running = racingCars(state).sort((a, b) => {
    const ca = state.cars[a]!;
    const cb = state.cars[b]!;
    return cb.laps - ca.laps || ca.toGo - cb.toGo || byCarNumber(a, b);
  });
  return [...state.finishers, ...running, ...[...state.retired].reverse()];
};
