/**
 * Where a manoeuvre takes a car (HX-CORE-6, HX-GAP-3 Proposed): a route is the sequence of the
 * directions of its steps, not of hexes, so a car pushed on its way goes on from where it was
 * pushed to; then the direction it faces and the speed it has at the end, before any collision
 * (HX-COLL Proposed (c)). A failure changes the route by its degree (HX-M1-2, HX-M2-2, HX-M3-3,
 * HX-M4-6, HX-M5-5) and may leave the car in a drift or a skid (HX-CORE-1, HX-GAP-8).
 */
import * as z from 'zod';
import { type Direction, otherSide, type Side, toward } from './hex.ts';
import { type Order, orderedSpeed } from './order.ts';

/** What a failure leaves the car in, where the source names it (снос, занос): nothing beyond the next difficulty's increase (HX-GAP-8 Proposed). */
export const Effect = z.enum(['drift', 'skid']);
export type Effect = z.infer<typeof Effect>;

/** 0 for a success, else the degree of the failure (HX-ROLL-1). */
export const Degree = z.literal([0, 1, 2, 3]);
export type Degree = z.infer<typeof Degree>;

export interface Route {
  steps: Direction[];
  facing: Direction;
  /** The speed the manoeuvre leaves, before the collisions of the turn take theirs. */
  speed: number;
  effect?: Effect;
}

/** The dice a route may need (HX-M5-4, HX-M3-3): one d6 for the purpose named. */
export type RouteDie = (purpose: 'handbrakeSpread' | 'skidDirection' | 'skidSpeed') => number;

/**
 * HX-GAP-3 Proposed: `ahead` steps toward `first` and `aside` toward `second`, interleaved so the
 * path follows a smooth line: step i of a direction happens at time i / (its count), steps in
 * increasing time, the first direction's first at equal times.
 */
export const interleave = (ahead: number, first: Direction, aside: number, second: Direction): Direction[] => {
  const steps: Direction[] = [];
  let i = 1;
  let j = 1;
  while (i <= ahead || j <= aside) {
    // i / ahead ≤ j / aside, in whole numbers.
    if (j > aside || (i <= ahead && i * aside <= j * ahead)) {
      steps.push(first);
      i += 1;
    } else {
      steps.push(second);
      j += 1;
    }
  }
  return steps;
};

const straight = (count: number, facing: Direction, speed = count, effect?: Effect): Route => ({
  steps: Array.from({ length: count }, () => facing),
  facing,
  speed,
  ...(effect ? { effect } : {}),
});

/** HX-M1-2, HX-M2-2 Proposed: a failure takes 1 or 2 off the change, never below 0; degree 3 takes it all. */
const reducedBy = (amount: number, degree: Degree): number => (degree === 3 ? 0 : Math.max(0, amount - degree));

/** HX-M5-4: the hexes ahead a handbrake turn may cover from each speed, fewest first; the rest are to the side. */
const HANDBRAKE_AHEAD: Record<number, readonly number[]> = { 4: [3], 5: [4], 6: [4, 5], 7: [5, 6], 8: [5, 6, 7], 9: [6, 7, 8] };

/** HX-M5-4 Proposed: one d6 picks among the options, in the table's order (1–3 / 4–6, or 1–2 / 3–4 / 5–6). */
const handbrakeAhead = (speed: number, die: RouteDie): number => {
  // Only speeds 4 to 9 may declare it: 2 × 10 is above 18 (HX-M5-3, HX-ROLL-3).
  const options = HANDBRAKE_AHEAD[speed]!;
  if (options.length === 1) return options[0]!;
  const face = die('handbrakeSpread');
  return options[Math.ceil((face * options.length) / 6) - 1]!;
};

const laneChange = (d: Direction, side: Side, rows: number, v: number, degree: Degree, die: RouteDie): Route => {
  const aside = toward(d, side);
  if (degree === 0) return { steps: interleave(v - rows, d, rows, aside), facing: d, speed: v };
  if (degree === 3) {
    // The fishtail: straight on at the ordered speed, then a die for the direction and one for the speed lost.
    const facing = die('skidDirection') as Direction;
    return { steps: straight(v, d).steps, facing, speed: Math.max(0, v - die('skidSpeed')), effect: 'skid' };
  }
  const steps = interleave(v - rows + 1, d, rows - 1, aside);
  if (degree === 1) return { steps, facing: d, speed: v, effect: 'drift' };
  return { steps, facing: toward(d, otherSide(side)), speed: v, effect: 'skid' };
};

const turn = (d: Direction, side: Side, rows: number, v: number, degree: Degree): Route => {
  const into = toward(d, side);
  if (degree === 0) return { steps: interleave(v - rows, d, rows, into), facing: into, speed: v };
  if (degree === 1) return { steps: interleave(v - rows + 1, d, rows - 1, into), facing: into, speed: v, effect: 'drift' };
  if (degree === 2) return { steps: interleave(v - rows + Math.min(rows, 2), d, Math.max(0, rows - 2), into), facing: d, speed: v, effect: 'drift' };
  return straight(v, d, v, 'drift');
};

const handbrakeTurn = (d: Direction, side: Side, v: number, degree: Degree, die: RouteDie): Route => {
  // Degree 3: the handbrake acted only as a brake, "straight-line braking by 1".
  if (degree === 3) return straight(v - 1, d, v - 1, 'drift');
  const ahead = handbrakeAhead(v, die);
  const steps = interleave(ahead, d, v - ahead, toward(d, side));
  if (degree === 0) return { steps, facing: toward(d, side, 2), speed: 0 };
  if (degree === 1) return { steps, facing: toward(d, side, 4), speed: 0 };
  return { steps, facing: toward(d, side, 1), speed: v - 1 };
};

/** The route of `order` from facing `facing` at speed `speed`, succeeded (degree 0) or failed. */
export const routeOf = (order: Order, degree: Degree, { facing, speed }: { facing: Direction; speed: number }, die: RouteDie): Route => {
  switch (order.manoeuvre) {
    case 0:
      return straight(speed, facing);
    case 1:
      return straight(speed + reducedBy(order.accelerate, degree), facing);
    case 2:
      return straight(speed - reducedBy(order.brake, degree), facing);
    case 3:
      return laneChange(facing, order.side, order.rows, orderedSpeed(order, speed), degree, die);
    case 4:
      return turn(facing, order.side, order.rows, orderedSpeed(order, speed), degree);
    case 5:
      return handbrakeTurn(facing, order.side, speed, degree, die);
  }
};
