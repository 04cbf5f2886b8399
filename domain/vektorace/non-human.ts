/**
 * The non-human player's move for a car that sent none: always one the rules allow (it chooses
 * among turn.ts's options, and play.ts judges it like any other), and one that gets round the
 * circuit. It aims at the next gate a little beyond the curve token, curves in order and then the
 * finish line, and scores each legal end by the progress it makes, the distance left to that aim,
 * how far the car's heading is from it, and the points it costs. The next gear is chosen from an
 * estimate, as VK-GAP-16 asks of a computer player: the distance to the aim and the turn still to
 * make, never the next round's legal moves. It gives way when it is blocked by a car still to move
 * (VK-YIELD-1), brakes or loses its turn only when the rules leave nothing else (VK-LIMIT-5), and
 * never attacks nor calls BOX-BOX: both are choices the rules never force. After its player's
 * BOX-BOX it drives into the pits (VK-PIT-5). Of the Super Power tokens it plays those that come
 * with a move it ranks (A, B with a BOOST, C paying a point, G declaring a gear) and leaves D, E,
 * F and H, which are optional; at a lap's end it takes the reserve's token by PREFERENCE.
 *
 * Its arithmetic is in floating point: it only ranks moves the exact rules have already allowed,
 * and its operations (products, sums, comparisons) round the same on every machine.
 */
import type { Circuit } from './circuit/types.ts';
import { toNumber } from './exact.ts';
import { fromStored, type Heading, type Point, turn, unit } from './geometry.ts';
import { choicesOf, clearance, inPits, type Option, ruleRefusal, type Surroundings, square } from './legality.ts';
import { lay } from './move.ts';
import type { Move } from './notation.ts';
import { endingOf, offTablePath, skipsPits, throughPits } from './play.ts';
import { type Progress, travel } from './progress.ts';
import type { CarState, VektoraceState } from './state.ts';
import { surroundingsOf } from './surroundings.ts';
import { declarable, mayGiveWayTo, turnOptions } from './turn.ts';
import { type Gear, moveCost } from './vectors.ts';

interface Xy {
  x: number;
  y: number;
}

/** Quarter units to units. */
const xy = (p: Point): Xy => ({ x: toNumber(p.x) / 4, y: toNumber(p.y) / 4 });
const direction = (h: number): Xy => xy(unit(h));
const offset = (p: Xy, h: number, units: number): Xy => {
  const u = direction(h);
  return { x: p.x + u.x * units, y: p.y + u.y * units };
};
const squared = (a: Xy, b: Xy) => (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y);

/** How far beyond the token, along its gate, the car crosses the curve line: clear of the token and the car's half-width. */
const AIM_BEYOND = 2;
/** The aim is this far past the line; the approach this far before it, for a car that must come round to cross it forward. */
const AIM_PAST = 1.5;
const APPROACH = 3;

/** A line to cross forward: the point of it the car crosses at, its travel direction, and for a curve the gate's direction. */
interface Line {
  at: Xy;
  travel: Heading;
  gate?: Heading;
}

const lineOf = (circuit: Circuit, progress: Progress): Line => {
  const curve = circuit.curves[progress.due - 1];
  if (curve) return { at: offset(xy(curve.disc.centre), curve.gate.direction, AIM_BEYOND), travel: curve.gate.travel, gate: curve.gate.direction };
  const [a, b] = circuit.pole.map(xy) as [Xy, Xy];
  return { at: offset({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, circuit.direction, 0.5), travel: circuit.direction };
};

const along = (p: Xy, from: Xy, h: number): number => {
  const u = direction(h);
  return (p.x - from.x) * u.x + (p.y - from.y) * u.y;
};

/**
 * How far the car at p has to go to cross the line due forward, and where it heads now: straight
 * to the aim past the line from before it on the gate's side, else round by the approach before it.
 */
export const routeOf = (circuit: Circuit, progress: Progress, p: Xy): { distance: number; towards: Xy; travel: Heading } => {
  const line = lineOf(circuit, progress);
  const aim = offset(line.at, line.travel, AIM_PAST);
  const direct = along(p, line.at, line.travel) < 0 && (line.gate === undefined || along(p, line.at, line.gate) > -0.5);
  if (direct) return { distance: Math.sqrt(squared(p, aim)), towards: aim, travel: line.travel };
  const approach = offset(line.at, line.travel, -APPROACH);
  return { distance: Math.sqrt(squared(p, approach)) + APPROACH + AIM_PAST, towards: approach, travel: line.travel };
};

/** The 45° steps from heading h to the direction of `to` seen from `from` (0 to 4). */
const stepsTowards = (from: Xy, h: Heading, to: Xy): number => {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const wanted = (((Math.round(angle / (Math.PI / 4)) % 8) + 8) % 8) as Heading;
  const d = (((wanted - h) % 8) + 8) % 8;
  return Math.min(d, 8 - d);
};

const stepsBetween = (a: Heading, b: Heading): number => {
  const d = (((a - b) % 8) + 8) % 8;
  return Math.min(d, 8 - d);
};

/** Units from p to the table edge along heading h. */
const toEdge = (circuit: Circuit, p: Xy, h: Heading): number => {
  const u = direction(h);
  const width = toNumber(circuit.size.width) / 4;
  const height = toNumber(circuit.size.height) / 4;
  const limits = [
    u.x > 1e-9 ? (width - p.x) / u.x : Infinity,
    u.x < -1e-9 ? -p.x / u.x : Infinity,
    u.y > 1e-9 ? (height - p.y) / u.y : Infinity,
    u.y < -1e-9 ? -p.y / u.y : Infinity,
  ];
  return Math.min(...limits);
};

/** VK-GAP-16: the gear wanted for the next move, from the distance to the aim and the turn left to make there. */
export const wantedGear = (distance: number, turning: number): number => Math.max(1, Math.min(5, Math.floor(distance / (1 + turning)) + 1));

/** How good an option's end is, before its legality is known: the progress, the distance left to the aim, the heading, the points. */
const rank = (circuit: Circuit, state: VektoraceState, c: CarState, option: Pick<Option, 'laid' | 'cost'>) => {
  const moved = travel(circuit, state.laps, c, option.laid.path, square(circuit, c, option.laid));
  const at = xy(option.laid.position);
  const route = routeOf(circuit, moved, at);
  const progress = moved.finished ? 1e9 : (moved.laps * (circuit.curves.length + 1) + moved.due) * 1000;
  const facing = stepsTowards(at, option.laid.heading, route.towards);
  const score =
    progress - route.distance * 10 - facing * 6 - moved.wrongSide.length * 3000 - option.cost.gomma * (c.gomma <= 2 ? 12 : 4) - option.cost.nitro * 3;
  return { score, wanted: wantedGear(route.distance, facing + stepsBetween(option.laid.heading, route.travel)) };
};

/** The drive with the gear it is best to declare after `option`. */
const driveOf = (circuit: Circuit, state: VektoraceState, c: CarState, option: Option, used: Gear, braked: boolean, wanted: number): Move => {
  const { ending } = endingOf(circuit, state.laps, c, option, option.laid.position, used, braked);
  const edge = toEdge(circuit, xy(option.laid.position), option.laid.heading);
  const gears = declarable(c, ending, option.cost);
  const worth = ({ gear, cost }: { gear: Gear; cost: { gomma: number; nitro: number } }) =>
    -Math.abs(gear - wanted) * 8 - (gear + 1 > edge ? 200 : 0) - cost.gomma * 6 - cost.nitro * 6;
  const best = gears.reduce((top, g) => (worth(g) > worth(top) ? g : top), gears[0] ?? { gear: used, cost: { gomma: 0, nitro: 0 } });
  return {
    kind: 'drive',
    gear: c.gear,
    ...(braked ? { brakeTo: used } : {}),
    placement: option.choice.placement,
    ...(option.choice.boost === undefined ? {} : { boost: option.choice.boost }),
    ...(option.choice.power === undefined ? {} : { power: option.choice.power }),
    end: option.choice.end,
    next: best.gear,
    ...('withG' in best && best.withG ? { nextWithG: true } : {}),
  };
};

/** The best of `moves` (all legal) with its gear. */
const bestOf = (circuit: Circuit, state: VektoraceState, c: CarState, all: Option[], used: Gear, braked: boolean): Move => {
  const ranked = throughPits(circuit, state.laps, c, all).map((option) => ({ option, ...rank(circuit, state, c, option) }));
  const top = ranked.reduce((a, b) => (b.score > a.score ? b : a));
  return driveOf(circuit, state, c, top.option, used, braked, top.wanted);
};

/**
 * The best legal move in the declared gear, ranking every choice by its end first and testing the
 * overlaps only in that order until one is clear: the costly test is made for a few choices, not all.
 */
const bestInGear = (surroundings: Surroundings, state: VektoraceState, c: CarState): Move | undefined => {
  const { circuit } = surroundings;
  const p = fromStored(c.position);
  const ranked = choicesOf(c, c.gear)
    .flatMap((choice) => {
      const cost = moveCost(choice);
      if (ruleRefusal(circuit, c, c.gear, choice, cost)) return [];
      const laid = lay(p, c.heading, c.gear, choice);
      return [{ choice, cost, laid, ...rank(circuit, state, c, { laid, cost }) }];
    })
    .sort((a, b) => b.score - a.score);
  for (const { choice, cost, laid, wanted } of ranked) {
    const verdict = clearance(surroundings, c, laid);
    const option = { choice, cost, laid, verdict };
    if (verdict.kind === 'legal' && !(c.boxBox && skipsPits(circuit, state.laps, c, option))) return driveOf(circuit, state, c, option, c.gear, false, wanted);
  }
  return undefined;
};

/** The non-human player's move for `car`, whose turn it is in `state` (its round begun). */
export const chooseMove = (circuit: Circuit, state: VektoraceState, car: string): Move => {
  const c = state.cars[car]!;
  const surroundings = surroundingsOf(circuit, state, car);
  const quick = bestInGear(surroundings, state, c);
  if (quick) return quick;
  const now = turnOptions(surroundings, c);
  if (now.kind !== 'move') {
    const open = state.toMove.filter((other) => other !== car && !state.yielded.includes(other));
    const to = mayGiveWayTo(surroundings, c, open)[0];
    if (to !== undefined) return { kind: 'yield', to };
  }
  if (now.kind === 'penalty') {
    if (inPits(circuit, fromStored(c.position))) return { kind: 'pass', rotate: 0 };
    const at = xy(fromStored(c.position));
    const aim = routeOf(circuit, c, at).towards;
    const rotate = [0, 1, -1].reduce((top, r) => (stepsTowards(at, turn(c.heading, r), aim) < stepsTowards(at, turn(c.heading, top), aim) ? r : top), 0);
    return { kind: 'pass', rotate };
  }
  if (now.kind === 'off-table') {
    const option = now.moves[0]!;
    // VK-LIMIT-6 B: of two headings along the edge, the one nearer the aim.
    const off = offTablePath(circuit, option.laid.path);
    const aim = routeOf(circuit, c, xy(off.position)).towards;
    const heading = off.headings.reduce((top, h) => (stepsTowards(xy(off.position), h, aim) < stepsTowards(xy(off.position), top, aim) ? h : top));
    return {
      kind: 'drive',
      gear: c.gear,
      placement: option.choice.placement,
      ...(option.choice.boost === undefined ? {} : { boost: option.choice.boost }),
      ...(option.choice.power === undefined ? {} : { power: option.choice.power }),
      end: option.choice.end,
      next: 1,
      ...(off.headings.length > 1 ? { restartHeading: heading } : {}),
    };
  }
  return bestOf(circuit, state, c, now.moves, now.gear, now.kind === 'brake');
};
