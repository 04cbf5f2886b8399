/**
 * Whether a car may declare an order (HX-GAP-3 Proposed validity checks, HX-M1-1, HX-ROLL-3,
 * HX-M5-3, HX-M5-6): an order the car cannot make is refused, never cut down to one it can
 * (HX-M1-1 Proposed), because the difficulty of a lane change or a turn depends on the exact
 * new speed and shift.
 */
import { invalid } from '../errors.ts';
import { type Driving, difficultyOf } from './difficulty.ts';
import { type Order, orderedSpeed } from './order.ts';

/** HX-ROLL-3: no manoeuvre of a higher difficulty, the increase of a failure included, may be declared. */
export const MAX_DIFFICULTY = 18;

/** HX-M5-3: the handbrake turn needs room for the rear wheels to overtake the front ones. */
export const HANDBRAKE_MIN_SPEED = 4;

/** A car about to declare: how it drives, and the increase its last failure left (HX-ROLL-1). */
export interface Declaring extends Driving {
  increase: number;
}

export interface Problem {
  /** The field of the declaration: `order.brake`, `order.rows`, … */
  field: string;
  message: string;
}

const problem = (field: string, message: string): Problem => ({ field: `order${field}`, message });

const speedProblem = (order: Order, { stats, speed }: Declaring): Problem | undefined => {
  const after = orderedSpeed(order, speed);
  if ('accelerate' in order && order.accelerate !== undefined && order.accelerate > stats.acceleration)
    return problem('.accelerate', `the car accelerates by at most ${stats.acceleration}`);
  if ('brake' in order && order.brake !== undefined && order.brake > stats.maxBraking)
    return problem('.brake', `the car brakes by at most ${stats.maxBraking}`);
  if (after > stats.maxSpeed) return problem('.accelerate', `that is speed ${after}, above the car's maximum speed ${stats.maxSpeed}`);
  if (after < 0) {
    if (order.manoeuvre === 4) return problem('', `a turn costs 1 of the speed: at speed ${speed} it ends at ${after}`);
    return problem('.brake', `the car is at speed ${speed}: it cannot brake by more`);
  }
  return undefined;
};

const shapeProblem = (order: Order, car: Declaring): Problem | undefined => {
  const after = orderedSpeed(order, car.speed);
  if (order.manoeuvre === 3 && order.rows > after)
    return problem('.rows', `a lane change of ${order.rows} rows needs a new speed of ${order.rows} or more, not ${after}`);
  if (order.manoeuvre === 4 && order.rows > after)
    return problem('.rows', `a turn ending ${order.rows} rows aside needs a new speed of ${order.rows} or more, not ${after}`);
  if (order.manoeuvre === 5) {
    if (car.driver === 'human' && car.humans.handbrakeTurn === 'forbidden') return problem('.manoeuvre', 'the handbrake turn is not available to humans');
    if (car.speed < HANDBRAKE_MIN_SPEED) return problem('.manoeuvre', `the handbrake turn needs a speed of ${HANDBRAKE_MIN_SPEED} or more, not ${car.speed}`);
  }
  return undefined;
};

/** Why the car cannot declare `order`, or undefined when it can. */
export const orderProblem = (order: Order, car: Declaring): Problem | undefined => {
  const found = speedProblem(order, car) ?? shapeProblem(order, car);
  if (found) return found;
  const own = difficultyOf(order, car);
  if (own + car.increase > MAX_DIFFICULTY) {
    const sum = car.increase > 0 ? ` (${own} + ${car.increase} after the last failure)` : '';
    return problem('', `its difficulty is ${own + car.increase}${sum}, above ${MAX_DIFFICULTY}: it cannot be declared`);
  }
  return undefined;
};

export const checkOrder = (order: Order, car: Declaring): void => {
  const found = orderProblem(order, car);
  if (found) throw invalid(found.field, found.message);
};

/** Every order the car may declare, M0 first (which it always may: its difficulty is at most the increase, 18 at most). */
export const legalOrders = (car: Declaring): Order[] => {
  const { acceleration, maxBraking, maxSpeed } = car.stats;
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const changes = [{}, ...range(acceleration).map((accelerate) => ({ accelerate })), ...range(maxBraking).map((brake) => ({ brake }))];
  const sides = ['left', 'right'] as const;
  const candidates: Order[] = [
    { manoeuvre: 0 },
    ...range(acceleration).map((accelerate) => ({ manoeuvre: 1 as const, accelerate })),
    ...range(maxBraking).map((brake) => ({ manoeuvre: 2 as const, brake })),
    ...sides.flatMap((side) => [1 as const, 2 as const].flatMap((rows) => changes.map((change) => ({ manoeuvre: 3 as const, side, rows, ...change })))),
    ...sides.flatMap((side) => range(maxSpeed).flatMap((rows) => changes.map((change) => ({ manoeuvre: 4 as const, side, rows, ...change })))),
    ...sides.map((side) => ({ manoeuvre: 5 as const, side })),
  ];
  return candidates.filter((order) => orderProblem(order, car) === undefined);
};
