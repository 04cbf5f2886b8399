/**
 * Whether a move may be made (VK-MOVE-5, VK-GAP-6): the rules that limit the choice (gear,
 * BOOST, first move, side attacks, pits, points), then the overlap test of every vector laid and
 * the car's final base against the table, the other cars, the curve tokens, the pit wall and, when
 * it is one, the pit area.
 */
import type { Circuit } from './circuit/types.ts';
import { crossForward } from './crossing.ts';
import { discOverlaps, fromStored, locate, type Point, type Polygon, polygonsOverlap } from './geometry.ts';
import { type Choice, type Laid, lay } from './move.ts';
import { octagon } from './shapes.ts';
import type { CarState } from './state.ts';
import { affordable, boostEnds, boostsOf, type Cost, endsOf, type Gear, isLateral, moveCost, PLACEMENT_OFFSET } from './vectors.ts';

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

/** The rules on the choice itself, before any geometry; undefined when none refuses it. */
export const ruleRefusal = (circuit: Circuit, car: CarState, gear: Gear, choice: Choice, cost: Cost): Verdict | undefined => {
  const refuse = (rule: string, reason: string): Verdict => ({ kind: 'refused', rule, reason });
  if (gear === 1 && isLateral(choice.placement)) return refuse('VK-GOMMA-4', 'no lateral shift in 1st gear');
  if (choice.boost !== undefined) {
    if (!boostsOf(gear).includes(choice.boost)) return refuse('VK-GAP-5', `vector ${gear} offers BOOST 1 to ${gear - 1} only`);
    if (!boostEnds(choice.boost).some((e) => sameEnd(e, choice.end))) return refuse('VK-BOOST-4', `BOOST ${choice.boost} does not offer that end`);
    if (car.boxBox) return refuse('VK-PIT-4', 'no BOOST after calling BOX-BOX');
  } else if (!endsOf(gear).some((e) => sameEnd(e, choice.end))) return refuse('VK-GAP-4', `vector ${gear} does not offer that end`);
  if (!car.started && choice.end.turn !== 0) return refuse('VK-START-5', 'the first move ends straight ahead');
  if (choice.end.turn !== 0 && inPits(circuit, fromStored(car.position))) return refuse('VK-PIT-6', 'no change of direction while in the pit area');
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
  if (!affordable(cost, car)) return refuse('VK-GAP-13', `it costs ${cost.gomma} Gomma and ${cost.nitro} Nitro points`);
  return undefined;
};

/** VK-WIN-2 with VK-PIT-6 Proposed: a crossing counts only made square, by the vector (laid along t_F) or the car (ending facing t_F). */
export const square = (circuit: Circuit, start: CarState, laid: Laid): boolean => start.heading === circuit.direction || laid.heading === circuit.direction;

/** VK-GAP-6: the overlap test of a laid move. */
export const clearance = (surroundings: Surroundings, car: CarState, laid: Laid): Verdict => {
  const { circuit } = surroundings;
  const shapes: Polygon[] = [...laid.vectors, octagon(laid.position)];
  const pitObstacle = pitAreaIsObstacle(circuit, surroundings.laps, car);
  for (const shape of shapes) {
    const other = Object.entries(surroundings.others).find(([, p]) => polygonsOverlap(shape, octagon(p)));
    if (other) return { kind: 'blocked', by: `car ${other[0]}` };
    const token = circuit.curves.find((curve) => discOverlaps(curve.disc, shape));
    if (token) return { kind: 'blocked', by: `curve ${token.number}` };
    if (polygonsOverlap(shape, circuit.pitWall)) return { kind: 'blocked', by: 'the pit wall' };
    if (pitObstacle && polygonsOverlap(shape, circuit.pitArea)) return { kind: 'blocked', by: 'the pit area' };
  }
  if (!pitObstacle) {
    const diagonal = laid.path.some((p, i) => i > 0 && crossForward(circuit.entry, laid.path[i - 1]!, p) === 'gate') && !square(circuit, car, laid);
    if (diagonal) return { kind: 'refused', rule: 'VK-PIT-6', reason: 'the pit entry line must be crossed square (VK-WIN-2)' };
  }
  if (shapes.some((shape) => shape.some((v) => locate(circuit.table, v) > 0))) return { kind: 'off-table' };
  return { kind: 'legal' };
};

/** One move the car may try: its choice, cost, where it ends and the verdict. */
export interface Option {
  choice: Choice;
  cost: Cost;
  laid: Laid;
  verdict: Verdict;
}

/** Every choice of vector `gear`: each placement with each end, without and with each BOOST (VK-GAP-4, VK-GAP-5). */
export const choicesOf = (gear: Gear): Choice[] => {
  const choices: Choice[] = [];
  for (const placement of ['front', 'front-left', 'front-right', 'left', 'right'] as const) {
    for (const end of endsOf(gear)) choices.push({ placement, end });
    for (const boost of boostsOf(gear)) for (const end of boostEnds(boost)) choices.push({ placement, boost, end });
  }
  return choices;
};

/** One move of vector `gear` for the car, legal or not, with `extra` (an emergency stop's Gomma) added to its cost. */
export const optionOf = (surroundings: Surroundings, car: CarState, gear: Gear, choice: Choice, extra: Cost = { gomma: 0, nitro: 0 }): Option => {
  const own = moveCost(choice);
  const cost = { gomma: own.gomma + extra.gomma, nitro: own.nitro + extra.nitro };
  const laid = lay(fromStored(car.position), car.heading, gear, choice);
  const verdict = ruleRefusal(surroundings.circuit, car, gear, choice, cost) ?? clearance(surroundings, car, laid);
  return { choice, cost, laid, verdict };
};

/** Every move of vector `gear` for the car, legal or not, with `extra` (an emergency stop's Gomma) added to each cost. */
export const options = (surroundings: Surroundings, car: CarState, gear: Gear, extra: Cost = { gomma: 0, nitro: 0 }): Option[] =>
  choicesOf(gear).map((choice) => optionOf(surroundings, car, gear, choice, extra));
