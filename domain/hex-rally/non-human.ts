/**
 * The non-human player: the order it declares for a car whose player sent none. It only ever
 * picks among the orders the car may declare (legality.ts), which always include M0, so it is
 * always legal; it rolls nothing, so it is deterministic. It looks two turns ahead: for each
 * order, every outcome of the 3d6 (success and each degree of failure, with their chances), the
 * other cars expected to go straight on at their speed; then the best of a few plain orders the
 * turn after. A position scores the hexes still to go, the walls and cars hit, the speed the car
 * could not shed before the wall ahead, and how far it is turned from the way to go: so a car
 * turned round, or stopped against a wall, finds the turns that take it on, and is never stuck.
 */
import { type Durability, sideToward } from './car.ts';
import { difficultyOf } from './difficulty.ts';
import { DIRECTIONS, type Direction, type Hex, hexKey, neighbour, turnBetween } from './hex.ts';
import { type Declaring, legalOrders } from './legality.ts';
import { type Order, orderedSpeed } from './order.ts';
import { ALL_WAYS, degreeOf, INCREASE_PER_DEGREE, modifiersOf, THREE_D6 } from './roll.ts';
import { type Degree, type RouteDie, routeOf } from './route.ts';
import { type CarState, type HexRallyState, racingCars } from './state.ts';
import { crossing } from './track/line.ts';
import type { Track } from './track/types.ts';

const FINISHED = 1e6;
const BROKEN = -1e6;
/** Hexes of progress a point of durability is worth. */
const DAMAGE = 10;
/** Hexes of progress per point of speed the car cannot shed before the wall ahead. */
const OVERSPEED = 3;
/** Hexes of progress per 60° the car is turned away from the way to go, so that a car turned round finds the turns that bring it back. */
const HEADING = 2;

/** The dice a route may need, at their middle: the spread's middle option, a fishtail that keeps its direction and loses 3. */
const middleDie =
  (facing: Direction): RouteDie =>
  (purpose) =>
    purpose === 'skidDirection' ? facing : 3;

export interface Position {
  hex: Hex;
  facing: Direction;
  speed: number;
  laps: number;
  durability: Durability;
  /** Points of durability lost since the car's turn began. */
  damage: number;
  broken: boolean;
}

interface Driven {
  track: Track;
  state: HexRallyState;
  car: CarState;
  lap: number;
}

/** The chance of each outcome of an order, success (0) first: 3d6 plus the modifiers against the difficulty. */
const outcomes = (difficulty: number, original: number, modifier: number, failures: number): Map<Degree, number> => {
  const chances = new Map<Degree, number>();
  THREE_D6.forEach((ways, i) => {
    const degree = degreeOf(i + 3 + modifier, { difficulty, original, failures });
    chances.set(degree, (chances.get(degree) ?? 0) + ways / ALL_WAYS);
  });
  return chances;
};

/** Another car as the non-human player expects it to move this turn: straight on at its speed, to the first wall. */
interface Traffic {
  /** Its hex after each of its steps, the first before any. */
  hexes: string[];
  speed: number;
}

const expectedTraffic = (track: Track, state: HexRallyState, car: string): Traffic[] =>
  racingCars(state)
    .filter((other) => other !== car)
    .map((other) => {
      const { hex, facing, speed } = state.cars[other]!;
      const hexes = [hexKey(hex)];
      for (let at = neighbour(hex, facing); hexes.length <= speed && track.cells.has(hexKey(at)); at = neighbour(at, facing)) hexes.push(hexKey(at));
      return { hexes, speed };
    });

/** Whether a car is expected on `key` when the `step`-th of `steps` is taken (HX-GAP-5: at time step / steps). */
const expectedOn = (traffic: readonly Traffic[], key: string, step: number, steps: number): boolean =>
  traffic.some(({ hexes, speed }) => hexes[Math.min(hexes.length - 1, Math.floor((step * speed) / steps))] === key);

/**
 * The route driven on the track: walls, and the cars expected on the way, stop a step and cost a
 * point on the side hit. A handbrake turn takes the spread's middle option.
 */
export const drive = (
  { track, state }: Pick<Driven, 'track' | 'state'>,
  from: Position,
  order: Order,
  degree: Degree,
  traffic: readonly Traffic[],
): Position => {
  const route = routeOf(order, degree, from, middleDie(from.facing));
  const durability = { ...from.durability };
  let { hex, laps } = from;
  let hits = 0;
  for (const [i, step] of route.steps.entries()) {
    const next = neighbour(hex, step);
    if (!track.cells.has(hexKey(next)) || expectedOn(traffic, hexKey(next), i + 1, route.steps.length)) {
      hits += 1;
      durability[sideToward(from.facing, step)] -= 1;
      continue;
    }
    laps += crossing(track, hex, next, step);
    hex = next;
    if (laps >= state.lapsToFinish) break;
  }
  return {
    hex,
    facing: route.facing,
    speed: Math.max(0, route.speed - hits),
    laps,
    durability,
    damage: from.damage + hits,
    broken: Object.values(durability).some((points) => points < 0),
  };
};

/** Free hexes straight ahead, up to `limit`. */
const clearance = (track: Track, { hex, facing }: Position, limit: number): number => {
  let free = 0;
  for (let at = neighbour(hex, facing); free < limit && track.cells.has(hexKey(at)); at = neighbour(at, facing)) free += 1;
  return free;
};

/** Sixths of a turn from the car's facing to the nearest direction that takes it nearer the line. */
const turnedAway = (track: Track, { hex, facing }: Position, toGo: number): number => {
  const nearer = DIRECTIONS.filter((d) => (track.toGo.get(hexKey(neighbour(hex, d))) ?? Infinity) < toGo);
  // A hex from which no step takes the car nearer is the line's far side, where nothing is left to face.
  if (nearer.length === 0) return 0;
  return Math.min(...nearer.map((d) => Math.min(turnBetween(facing, d), turnBetween(d, facing))));
};

/** How good it is to stand at `p` after two turns. */
const score = (driven: Driven, p: Position): number => {
  if (p.broken) return BROKEN;
  if (p.laps >= driven.state.lapsToFinish) return FINISHED - p.damage * DAMAGE;
  const toGo = driven.track.toGo.get(hexKey(p.hex)) ?? driven.lap;
  const brakes = Math.floor((driven.state.stats.maxBraking + 1) / 2);
  const overspeed = Math.max(0, p.speed - brakes - clearance(driven.track, p, p.speed));
  return p.laps * driven.lap - toGo - p.damage * DAMAGE - overspeed * OVERSPEED - turnedAway(driven.track, p, toGo) * HEADING;
};

const declaring = ({ state, car }: Driven, p: Pick<Position, 'speed'>, increase: number): Declaring => ({
  stats: state.stats,
  humans: state.humans,
  driver: car.driver,
  speed: p.speed,
  increase,
});

/** The plain orders weighed for the turn after: keep, accelerate, brake, one row over, a smooth turn either way. */
const plainOrders = (driven: Driven, p: Position, increase: number): Order[] => {
  const car = declaring(driven, p, increase);
  return legalOrders(car).filter((o) => {
    if (o.manoeuvre <= 2) return true;
    if (o.manoeuvre === 3) return o.rows === 1 && o.accelerate === undefined && o.brake === undefined;
    if (o.manoeuvre === 4) return Math.abs(orderedSpeed(o, p.speed) - 2 * o.rows) <= 1 && (o.brake ?? 0) <= 2;
    return false;
  });
};

/** An order's expected score: every outcome by its chance, each followed by `then`. */
const expected = (
  driven: Driven,
  from: Position,
  order: Order,
  turn: { increase: number; failures: number; penalties: CarState['penalties']; traffic: readonly Traffic[] },
  then: (p: Position, degree: Degree) => number,
): number => {
  const { car, state } = driven;
  const original = difficultyOf(order, declaring(driven, from, 0));
  const modifiers = modifiersOf({ driver: car.driver, humans: state.humans, penalties: turn.penalties, order, sounds: false });
  const modifier = modifiers.reduce((sum, m) => sum + m.value, 0);
  let value = 0;
  for (const [degree, chance] of outcomes(original + turn.increase, original, modifier, turn.failures)) {
    value += chance * then(drive(driven, from, order, degree, turn.traffic), degree);
  }
  return value;
};

/** Where a car stands before its turn, as `drive` starts from it. */
export const startOf = (car: CarState): Position => ({
  hex: car.hex,
  facing: car.facing,
  speed: car.speed,
  laps: car.laps,
  durability: car.durability,
  damage: 0,
  broken: false,
});

export function chooseOrder(track: Track, state: HexRallyState, carNumber: string): Order {
  const car = state.cars[carNumber]!;
  const lap = Math.max(0, ...[...track.line].map((key) => track.toGo.get(key) ?? 0));
  const driven: Driven = { track, state, car, lap };
  const start = startOf(car);
  const later = (p: Position, degree: Degree): number => {
    if (p.broken || p.laps >= state.lapsToFinish) return score(driven, p);
    const increase = degree * INCREASE_PER_DEGREE;
    const next = { increase, failures: degree === 0 ? 0 : car.failures + 1, penalties: { collision: p.damage > 0, honked: false }, traffic: [] };
    let best = -Infinity;
    for (const order of plainOrders(driven, p, increase))
      best = Math.max(
        best,
        expected(driven, p, order, next, (q) => score(driven, q)),
      );
    return best;
  };
  const now = { increase: car.increase, failures: car.failures, penalties: car.penalties, traffic: expectedTraffic(track, state, carNumber) };
  let chosen: Order = { manoeuvre: 0 };
  let best = -Infinity;
  for (const order of legalOrders(declaring(driven, start, car.increase))) {
    const value = expected(driven, start, order, now, later);
    if (value > best) {
      best = value;
      chosen = order;
    }
  }
  return chosen;
}
