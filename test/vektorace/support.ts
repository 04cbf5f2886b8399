/** Cars and surroundings for the Vektorace rule tests, in the rulebook's units. */
import { shippedCircuits } from '../../domain/vektorace/circuit/index.ts';
import { surd } from '../../domain/vektorace/exact.ts';
import { type Heading, type Point, point, toStored } from '../../domain/vektorace/geometry.ts';
import type { Surroundings } from '../../domain/vektorace/legality.ts';
import type { CarState, VektoraceState } from '../../domain/vektorace/state.ts';
import type { Gear } from '../../domain/vektorace/vectors.ts';

export const DEFAULT = shippedCircuits().default!;
export const at = (x: number, y: number): Point => point(surd(x * 4), surd(y * 4));

/** A racing car at (x, y) in units, heading h (45° steps), in `gear`, with 4 Gomma and 4 Nitro points. */
export const car = (x: number | Point, y: number, heading: Heading, gear: Gear, more: Partial<CarState> = {}): CarState => ({
  position: toStored(typeof x === 'number' ? at(x, y) : x),
  heading,
  gear,
  gomma: 4,
  nitro: 4,
  laps: 0,
  due: 1,
  started: true,
  knocked: false,
  attacked: { left: false, right: false },
  boxBox: false,
  status: 'racing',
  ...more,
});

export const around = (others: Record<string, Point> = {}, laps = 3): Surroundings => ({ circuit: DEFAULT, laps, others });

/** A 3-lap race of `cars` in round 2, every car to move in the order given. */
export const raceOn = (cars: Record<string, CarState>, more: Partial<VektoraceState> = {}): VektoraceState => ({
  laps: 3,
  round: 2,
  order: Object.keys(cars),
  toMove: Object.keys(cars),
  cars,
  yielded: [],
  lastRound: [],
  finishers: [],
  ...more,
});
