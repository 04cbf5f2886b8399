/**
 * Whether a move may be made (VK-MOVE-5, VK-GAP-6): the rules that limit the choice (gear,
 * BOOST, first move, side attacks, pits, points), then the overlap test of every vector laid and
 * the car's final base against the table, the other cars, the curve tokens, the pit wall and, when
 * it is one, the pit area.
 */
import type { Circuit } from './circuit/types.ts';
import { crossForward } from './crossing.ts';
import { discOverlaps, fromStored, insideRectangle, type Point, type Polygon, polygonsOverlap } from './geometry.ts';
import { type Choice, type Laid, lay, layer } from './move.ts';
import { octagon } from './shapes.ts';
import type { CarState } from './state.ts';
import { boostEndsWithA, boostsWithB, payWithC } from './superpower.ts';
import { affordable, boostEnds, boostsOf, type Cost, endsOf, type Gear, isLateral, moveCost, PLACEMENT_OFFSET, Placement } from './vectors.ts';

export type Verdict =
  | { kind: 'legal' }
  /** VK-LIMIT-6 B: clear of everything but the table edge. */
  | { kind: 'off-table' }
  | { kind: 'blocked'; by: string }
  | { kind: 'refused'; rule: string; reason: string };

/** What a move is tested against: the circuit, the race's laps, and the other cars on the table. */
export interface Surroundings {
  circuit: Circuit;
  laps: number;
  /** Car number → centre of its base; the moving car is not among them (its own base is no obstacle). */
  others: Record<string, Point>;
}

const sameEnd = (a: Choice['end'], b: Choice['end']) => a.cell === b.cell && a.turn === b.turn;

/** The car's base overlaps the pit area (VK-PIT-6). */
export const inPits = (circuit: Circuit, position: Point): boolean => polygonsOverlap(octagon(position), circuit.pitArea);

/**
 * VK-PIT-5, VK-PIT-6 Proposed: the pit area is an obstacle except for a car whose finish line is
 * due and which has completed fewer than N − 1 laps, or whose base already overlaps it.
 */
export const pitAreaIsObstacle = (circuit: Circuit, laps: number, car: CarState): boolean => {
  const finishDue = car.due === circuit.curves.length + 1;
  return !((finishDue && car.laps < laps - 1) || inPits(circuit, fromStored(car.position)));
};

/** VK-GAP-13, VK-SP-5 C: the car has the points, or is one short and holds an unused token C. */
export const payable = (cost: Cost, car: CarState): boolean =>
  affordable(cost, car) || (car.power?.power === 'C' && !car.power.used && payWithC(cost, car) !== undefined);

/** The rules on the choice itself, before any geometry; undefined when none refuses it. */
export const ruleRefusal = (
  circuit: Circuit,
  car: CarState,
  gear: Gear,
  choice: Choice,
  cost: Cost,
  startInPits = inPits(circuit, fromStored(car.position)),
): Verdict | undefined => {
  const refuse = (rule: string, reason: string): Verdict => ({ kind: 'refused', rule, reason });
  if (gear === 1 && isLateral(choice.placement)) return refuse('VK-GOMMA-4', 'no lateral shift in 1st gear');
  if (choice.power !== undefined) {
    if (choice.boost === undefined) return refuse('VK-SP-5', `token ${choice.power} is played with a BOOST`);
    if (car.power?.power !== choice.power || car.power.used) return refuse('VK-SP-3', `the car holds no unused token ${choice.power}`);
  }
  if (choice.boost !== undefined) {
    const boosts = choice.power === 'B' ? boostsWithB() : boostsOf(gear);
    if (!boosts.includes(choice.boost)) return refuse('VK-GAP-5', `vector ${gear} offers BOOST 1 to ${gear - 1} only, any with token B`);
    const ends = choice.power === 'A' ? boostEndsWithA() : boostEnds(choice.boost);
    if (!ends.some((e) => sameEnd(e, choice.end))) return refuse('VK-BOOST-4', `BOOST ${choice.boost} does not offer that end`);
    if (car.boxBox) return refuse('VK-PIT-4', 'no BOOST after calling BOX-BOX');
  } else if (!endsOf(gear).some((e) => sameEnd(e, choice.end))) return refuse('VK-GAP-4', `vector ${gear} does not offer that end`);
  if (!car.started && choice.end.turn !== 0) return refuse('VK-START-5', 'the first move ends straight ahead');
  if (choice.end.turn !== 0 && startInPits) return refuse('VK-PIT-6', 'no change of direction while in the pit area');
  for (const [side, sigma] of [
    ['left', 1],
    ['right', -1],
  ] as const) {
    if (!car.attacked[side]) continue;
    const rule = car.attacked.left && car.attacked.right ? 'VK-ATK-8' : 'VK-ATK-7';
    const offset = PLACEMENT_OFFSET[choice.placement];
    if (offset === sigma || offset === 2 * sigma) return refuse(rule, `the vector may not be laid on the ${side}, the side attacked`);
    if (choice.end.cell === sigma || choice.end.cell === 2 * sigma) return refuse(rule, `the car may not end on the ${side}, the side attacked`);
  }
  if (!payable(cost, car)) return refuse('VK-GAP-13', `it costs ${cost.gomma} Gomma and ${cost.nitro} Nitro points`);
  return undefined;
};

/** VK-WIN-2 with VK-PIT-6 Proposed: a crossing counts only made square, by the vector (laid along t_F) or the car (ending facing t_F). */
export const square = (circuit: Circuit, start: CarState, laid: Laid): boolean => start.heading === circuit.direction || laid.heading === circuit.direction;

/** A shape's first obstacle, or undefined: tested once per shape, since the ends of one placement share its vectors. */
type Obstacles = (shape: Polygon) => string | undefined;

/**
 * The obstacles of one car's move, built once for all its options: the other cars' bases, the
 * curve tokens, the pit wall and, when it is one, the pit area, in the order a refusal names them.
 */
const obstaclesFor = (surroundings: Surroundings, pitObstacle: boolean): Obstacles => {
  const { circuit } = surroundings;
  const cars = Object.entries(surroundings.others).map(([number, p]) => [`car ${number}`, octagon(p)] as const);
  const seen = new Map<Polygon, string | undefined>();
  const first = (shape: Polygon): string | undefined => {
    const other = cars.find(([, base]) => polygonsOverlap(shape, base));
    if (other) return other[0];
    const token = circuit.curves.find((curve) => discOverlaps(curve.disc, shape));
    if (token) return `curve ${token.number}`;
    if (polygonsOverlap(shape, circuit.pitWall)) return 'the pit wall';
    return pitObstacle && polygonsOverlap(shape, circuit.pitArea) ? 'the pit area' : undefined;
  };
  return (shape) => {
    if (seen.has(shape)) return seen.get(shape);
    const by = first(shape);
    seen.set(shape, by);
    return by;
  };
};

const clear = (surroundings: Surroundings, car: CarState, laid: Laid, pitObstacle: boolean, obstacles: Obstacles, base: Polygon): Verdict => {
  const { circuit } = surroundings;
  const shapes: Polygon[] = [...laid.vectors, base];
  for (const shape of shapes) {
    const by = obstacles(shape);
    if (by) return { kind: 'blocked', by };
  }
  if (!pitObstacle) {
    const diagonal = laid.path.some((p, i) => i > 0 && crossForward(circuit.entry, laid.path[i - 1]!, p) === 'gate') && !square(circuit, car, laid);
    if (diagonal) return { kind: 'refused', rule: 'VK-PIT-6', reason: 'the pit entry line must be crossed square (VK-WIN-2)' };
  }
  if (shapes.some((shape) => !insideRectangle(circuit.table, shape))) return { kind: 'off-table' };
  return { kind: 'legal' };
};

/** VK-GAP-6: the overlap test of a laid move. */
export const clearance = (surroundings: Surroundings, car: CarState, laid: Laid): Verdict => {
  const pitObstacle = pitAreaIsObstacle(surroundings.circuit, surroundings.laps, car);
  return clear(surroundings, car, laid, pitObstacle, obstaclesFor(surroundings, pitObstacle), octagon(laid.position));
};

/** One move the car may try: its choice, cost, where it ends and the verdict. */
export interface Option {
  choice: Choice;
  cost: Cost;
  laid: Laid;
  verdict: Verdict;
}

/** Every choice of vector `gear` for the car: each placement with each end, without and with each BOOST (VK-GAP-4, VK-GAP-5), and with its token's (VK-SP-5). */
export const choicesOf = (car: CarState, gear: Gear): Choice[] => {
  const choices: Choice[] = [];
  for (const placement of Placement.options) {
    for (const end of endsOf(gear)) choices.push({ placement, end });
    for (const boost of boostsOf(gear)) for (const end of boostEnds(boost)) choices.push({ placement, boost, end });
    const power = car.power && !car.power.used ? car.power.power : undefined;
    // VK-SP-5 A: every BOOST of the gear with 1st gear's nine ends; B: the BOOSTs the gear does not offer.
    if (power === 'A') for (const boost of boostsOf(gear)) for (const end of boostEndsWithA()) choices.push({ placement, boost, power, end });
    if (power === 'B')
      for (const boost of boostsWithB().filter((b) => !boostsOf(gear).includes(b)))
        for (const end of boostEnds(boost)) choices.push({ placement, boost, power, end });
  }
  return choices;
};

/** One move of vector `gear` for the car, legal or not, with `extra` (an emergency stop's Gomma) added to its cost: the referee's test of the one move sent. */
export const optionOf = (surroundings: Surroundings, car: CarState, gear: Gear, choice: Choice, extra: Cost = { gomma: 0, nitro: 0 }): Option => {
  const own = moveCost(choice);
  const cost = { gomma: own.gomma + extra.gomma, nitro: own.nitro + extra.nitro };
  const laid = lay(fromStored(car.position), car.heading, gear, choice);
  const verdict = ruleRefusal(surroundings.circuit, car, gear, choice, cost) ?? clearance(surroundings, car, laid);
  return { choice, cost, laid, verdict };
};

/**
 * Every move of vector `gear` for the car, legal or not, with `extra` (an emergency stop's Gomma)
 * added to each cost. The vectors of one placement and BOOST, and the base on one end cell, are
 * laid once and tested once (`layer`, `obstaclesFor`), which keeps the preview of a turn fast.
 */
export const options = (surroundings: Surroundings, car: CarState, gear: Gear, extra: Cost = { gomma: 0, nitro: 0 }): Option[] => {
  const p = fromStored(car.position);
  const start = inPits(surroundings.circuit, p);
  const pitObstacle = pitAreaIsObstacle(surroundings.circuit, surroundings.laps, car);
  const obstacles = obstaclesFor(surroundings, pitObstacle);
  const layChoice = layer(p, car.heading, gear);
  return choicesOf(car, gear).map((choice) => {
    const own = moveCost(choice);
    const cost = { gomma: own.gomma + extra.gomma, nitro: own.nitro + extra.nitro };
    const { laid, base } = layChoice(choice);
    const verdict = ruleRefusal(surroundings.circuit, car, gear, choice, cost, start) ?? clear(surroundings, car, laid, pitObstacle, obstacles, base);
    return { choice, cost, laid, verdict };
  });
};
