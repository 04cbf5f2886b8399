/**
 * Whether a car may declare an order (HX-GAP-3 Proposed validity checks, HX-M1-1, HX-ROLL-3,
 * HX-M5-3, HX-M5-6): an order the car cannot make is refused, never cut down to one it can
 * (HX-M1-1 Proposed), because the difficulty of a lane change or a turn depends on the exact
 * new speed and shift.
 */
import { invalid } from '../errors.ts';
import type { CarStats } from './car.ts';
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

/** Why an order cannot be declared, as data: the API's message and the choices' words (choices/words.ts) are made from it. */
export type Refusal =
  | { rule: 'acceleration'; most: number }
  | { rule: 'braking'; most: number }
  | { rule: 'maxSpeed'; after: number; max: number }
  | { rule: 'turnAtRest'; speed: number; after: number }
  | { rule: 'standing'; speed: number }
  | { rule: 'rows'; manoeuvre: 3 | 4; rows: number; after: number }
  | { rule: 'handbrakeHumans' }
  | { rule: 'handbrakeSpeed'; speed: number; least: number }
  | { rule: 'difficulty'; own: number; increase: number };

export interface Problem {
  /** The field of the declaration: `order.brake`, `order.rows`, … */
  field: string;
  refusal: Refusal;
  message: string;
}

/** A refusal in the API's words. */
export const refusalMessage = (refusal: Refusal): string => {
  switch (refusal.rule) {
    case 'acceleration':
      return `the car accelerates by at most ${refusal.most}`;
    case 'braking':
      return `the car brakes by at most ${refusal.most}`;
    case 'maxSpeed':
      return `that is speed ${refusal.after}, above the car's maximum speed ${refusal.max}`;
    case 'turnAtRest':
      return `a turn costs 1 of the speed: at speed ${refusal.speed} it ends at ${refusal.after}`;
    case 'standing':
      return `the car is at speed ${refusal.speed}: it cannot brake by more`;
    case 'rows': {
      const rows = `${refusal.rows} row${refusal.rows === 1 ? '' : 's'}`;
      const what = refusal.manoeuvre === 3 ? `a lane change of ${rows}` : `a turn ending ${rows} aside`;
      return `${what} needs a new speed of ${refusal.rows} or more, not ${refusal.after}`;
    }
    case 'handbrakeHumans':
      return 'the handbrake turn is not available to humans';
    case 'handbrakeSpeed':
      return `the handbrake turn needs a speed of ${refusal.least} or more, not ${refusal.speed}`;
    case 'difficulty': {
      const sum = refusal.increase > 0 ? ` (${refusal.own} + ${refusal.increase} after the last failure)` : '';
      return `its difficulty is ${refusal.own + refusal.increase}${sum}, above ${MAX_DIFFICULTY}: it cannot be declared`;
    }
  }
};

const problem = (field: string, refusal: Refusal): Problem => ({ field: `order${field}`, refusal, message: refusalMessage(refusal) });

const speedProblem = (order: Order, { stats, speed }: Declaring): Problem | undefined => {
  const after = orderedSpeed(order, speed);
  if ('accelerate' in order && order.accelerate !== undefined && order.accelerate > stats.acceleration)
    return problem('.accelerate', { rule: 'acceleration', most: stats.acceleration });
  if ('brake' in order && order.brake !== undefined && order.brake > stats.maxBraking) return problem('.brake', { rule: 'braking', most: stats.maxBraking });
  if (after > stats.maxSpeed) return problem('.accelerate', { rule: 'maxSpeed', after, max: stats.maxSpeed });
  if (after < 0) {
    if (order.manoeuvre === 4) return problem('', { rule: 'turnAtRest', speed, after });
    return problem('.brake', { rule: 'standing', speed });
  }
  return undefined;
};

const shapeProblem = (order: Order, car: Declaring): Problem | undefined => {
  const after = orderedSpeed(order, car.speed);
  if ((order.manoeuvre === 3 || order.manoeuvre === 4) && order.rows > after)
    return problem('.rows', { rule: 'rows', manoeuvre: order.manoeuvre, rows: order.rows, after });
  if (order.manoeuvre === 5) {
    if (car.driver === 'human' && car.humans.handbrakeTurn === 'forbidden') return problem('.manoeuvre', { rule: 'handbrakeHumans' });
    if (car.speed < HANDBRAKE_MIN_SPEED) return problem('.manoeuvre', { rule: 'handbrakeSpeed', speed: car.speed, least: HANDBRAKE_MIN_SPEED });
  }
  return undefined;
};

/** Why the car cannot declare `order`, or undefined when it can. */
export const orderProblem = (order: Order, car: Declaring): Problem | undefined => {
  const found = speedProblem(order, car) ?? shapeProblem(order, car);
  if (found) return found;
  const own = difficultyOf(order, car);
  return own + car.increase > MAX_DIFFICULTY ? problem('', { rule: 'difficulty', own, increase: car.increase }) : undefined;
};

export const checkOrder = (order: Order, car: Declaring): void => {
  const found = orderProblem(order, car);
  if (found) throw invalid(found.field, found.message);
};

/** Every order within the car's acceleration and maximum braking (HX-GAP-3), legal or not, M0 first: what a car may declare is among them. */
export const candidateOrders = ({ acceleration, maxBraking, maxSpeed }: CarStats): Order[] => {
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  const changes = [{}, ...range(acceleration).map((accelerate) => ({ accelerate })), ...range(maxBraking).map((brake) => ({ brake }))];
  const sides = ['left', 'right'] as const;
  return [
    { manoeuvre: 0 },
    ...range(acceleration).map((accelerate) => ({ manoeuvre: 1 as const, accelerate })),
    ...range(maxBraking).map((brake) => ({ manoeuvre: 2 as const, brake })),
    ...sides.flatMap((side) => [1 as const, 2 as const].flatMap((rows) => changes.map((change) => ({ manoeuvre: 3 as const, side, rows, ...change })))),
    ...sides.flatMap((side) => range(maxSpeed).flatMap((rows) => changes.map((change) => ({ manoeuvre: 4 as const, side, rows, ...change })))),
    ...sides.map((side) => ({ manoeuvre: 5 as const, side })),
  ];
};

/** Every order the car may declare, M0 first (which it always may: its difficulty is at most the increase, 18 at most). */
export const legalOrders = (car: Declaring): Order[] => candidateOrders(car.stats).filter((order) => orderProblem(order, car) === undefined);
