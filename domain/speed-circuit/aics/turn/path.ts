/**
 * Movement along the circuit graph (SC-MOVE-4..7, SC-NOTATION-9, SC-COLL-1..3, SC-CURVE-2, SC-CURVE-7).
 *
 * A plan fixes how the car takes each curve it may meet: a lane, a trajectory (whose cross-lane
 * steps only a car that declared it may use) or, for the curve it already stands in and for curves
 * beyond the finish line, any ordinary step. Plans are tried in preference order; the first that
 * lets the car use its whole movement is the movement. On straights the lane is free, so the
 * movement is the set of squares the car can end on; placement picks one of them afterwards.
 */
import type { Circuit, Curve, Square, SquareIndex, Trajectory } from '../../circuit/types.ts';
import type { CurvePayment, MovementPreference } from '../schemas.ts';
import type { CarState } from '../state.ts';
import { squareAt } from './context.ts';

export type CurveChoice =
  | { kind: 'lane'; lane: string; pay: CurvePayment }
  | { kind: 'trajectory'; trajectory: Trajectory; pay: CurvePayment }
  | { kind: 'free' };

/** A choice per curve id. */
export type Plan = Record<string, CurveChoice>;

export interface Leg {
  square: SquareIndex;
  /** Squares entered, in order; the start square excluded. */
  path: SquareIndex[];
  /** Start/finish line crossings on the way. */
  crossings: number;
}

export interface PathQuery {
  circuit: Circuit;
  start: SquareIndex;
  steps: number;
  /** The car on a square, if any: the moving car never enters it (SC-MOVE-6). */
  occupant: (square: SquareIndex) => string | undefined;
  /** Crossings after which the car has finished: squares beyond count as straight ones (SC-QUAL-9, SC-WIN-2 Proposed). */
  finishAfter: number;
  /** The arrow the car is following in the curve it stands in (SC-CURVE-8). */
  trajectory: Trajectory | null;
  /** Preferences for the first and the second curve entered (SC-NOTATION-11 fields 6 and 7). */
  preferences: readonly (readonly MovementPreference[])[];
  /** BOX at a legal speed: the movement ends at the line (SC-PIT-5 Proposed). */
  toPits: boolean;
}

export interface Movement {
  plan: Plan;
  /** Squares the whole movement can end on, or the leg that reached the line for the pits. */
  ends: Leg[];
  pits: boolean;
  /** All lanes blocked: the car stops behind a car on its first-preference path (SC-COLL-3 Proposed). */
  rearEnd: { leg: Leg; hit: string | null } | null;
}

const FREE: CurveChoice = { kind: 'free' };

function stepAllowed(plan: Plan, from: Square, to: Square, finished: boolean): boolean {
  const ordinary = from.next.includes(to.index);
  if (to.curve === undefined || finished) return ordinary;
  const choice = plan[to.curve] ?? FREE;
  if (choice.kind === 'free') return ordinary;
  if (choice.kind === 'lane') return ordinary && to.lane === choice.lane;
  const arrow = choice.trajectory.squares;
  if (from.curve !== to.curve) return ordinary && to.index === arrow[0];
  const at = arrow.indexOf(from.index);
  return at === arrow.length - 1 ? ordinary : at >= 0 && to.index === arrow[at + 1];
}

function successors(circuit: Circuit, from: Square): SquareIndex[] {
  const arrows = from.curve === undefined ? [] : (circuit.curves.find((c) => c.id === from.curve)?.trajectories ?? []);
  const onArrows = arrows.flatMap((t) => {
    const at = t.squares.indexOf(from.index);
    return at >= 0 && at < t.squares.length - 1 ? [t.squares[at + 1]!] : [];
  });
  return [...new Set([...onArrows, ...from.next])];
}

/** Every square's successors, worked out once per compiled circuit: movement asks for them at every step of every plan. */
const successorsByCircuit = new WeakMap<Circuit, readonly (readonly SquareIndex[])[]>();

function candidates(circuit: Circuit, from: Square): readonly SquareIndex[] {
  let all = successorsByCircuit.get(circuit);
  if (all === undefined) {
    all = circuit.squares.map((square) => successors(circuit, square));
    successorsByCircuit.set(circuit, all);
  }
  return all[from.index]!;
}

interface Advance {
  frontier: Leg[];
  reached: number;
  pits: Leg | null;
}

function advance(query: PathQuery, plan: Plan): Advance {
  const { circuit } = query;
  let frontier: Leg[] = [{ square: query.start, path: [], crossings: 0 }];
  for (let step = 0; step < query.steps; step++) {
    if (query.toPits) {
      const atLine = frontier.find((leg) => squareAt(circuit, leg.square).beforeLine);
      if (atLine !== undefined) return { frontier, reached: step, pits: atLine };
    }
    /** One leg per square reached; a straight last step is preferred, so the legs read naturally. */
    const next = new Map<SquareIndex, Leg & { straight: boolean }>();
    for (const leg of frontier) {
      const from = squareAt(circuit, leg.square);
      const finished = leg.crossings >= query.finishAfter;
      for (const index of candidates(circuit, from)) {
        const to = squareAt(circuit, index);
        if (query.occupant(index) !== undefined || !stepAllowed(plan, from, to, finished)) continue;
        const known = next.get(index);
        if (known !== undefined && (known.straight || to.physicalLane !== from.physicalLane)) continue;
        next.set(index, {
          square: index,
          path: [...leg.path, index],
          crossings: leg.crossings + (from.beforeLine ? 1 : 0),
          straight: to.physicalLane === from.physicalLane,
        });
      }
    }
    if (next.size === 0) return { frontier, reached: step, pits: null };
    frontier = [...next.values()];
  }
  return { frontier, reached: query.steps, pits: null };
}

/** The arrow the car keeps following in the curve it stands in (SC-CURVE-7, SC-CURVE-8). */
export function continuingArrow(circuit: Circuit, car: Pick<CarState, 'curve'>, origin: SquareIndex): Trajectory | null {
  const progress = car.curve;
  if (progress?.trajectory == null || squareAt(circuit, origin).curve !== progress.curve) return null;
  const arrow = circuit.curves.find((c) => c.id === progress.curve)?.trajectories.find((t) => t.name === progress.trajectory!.name);
  return arrow !== undefined && arrow.squares.indexOf(origin) < arrow.squares.length - 1 ? arrow : null;
}

/** Curves the car may enter within its movement, in the order met (the curve it stands in excluded). */
export function curvesAhead(query: Pick<PathQuery, 'circuit' | 'start' | 'steps'>): Curve[] {
  const { circuit } = query;
  const startCurve = squareAt(circuit, query.start).curve;
  const seen: string[] = [];
  let frontier = new Set([query.start]);
  for (let step = 0; step < query.steps; step++) {
    const next = new Set<SquareIndex>();
    for (const index of frontier) for (const to of candidates(circuit, squareAt(circuit, index))) next.add(to);
    for (const index of next) {
      const curve = squareAt(circuit, index).curve;
      if (curve !== undefined && curve !== startCurve && !seen.includes(curve)) seen.push(curve);
    }
    frontier = next;
  }
  return seen.map((id) => circuit.curves.find((curve) => curve.id === id)!);
}

const lowestSpeed = (circuit: Circuit, squares: readonly SquareIndex[]): number =>
  Math.min(...squares.map((index) => squareAt(circuit, index).speed ?? Infinity));

/**
 * The player's preferences that exist on this curve, then every other lane, cheapest first: the
 * forced diversions of SC-COLL-1, SC-COLL-2 and SC-COLL-6. Trajectories are never forced on a car.
 */
function curveOptions(circuit: Circuit, curve: Curve, preferences: readonly MovementPreference[]): CurveChoice[] {
  const laneSquares = (lane: string) => curve.squares.filter((index) => squareAt(circuit, index).lane === lane);
  const lanes = [...new Set(curve.squares.map((index) => squareAt(circuit, index).lane))];
  const chosen: CurveChoice[] = [];
  const has = (choice: CurveChoice) =>
    chosen.some((c) =>
      c.kind === 'lane' && choice.kind === 'lane'
        ? c.lane === choice.lane
        : c.kind === 'trajectory' && choice.kind === 'trajectory' && c.trajectory.name === choice.trajectory.name,
    );
  const add = (choice: CurveChoice) => {
    if (!has(choice)) chosen.push(choice);
  };
  for (const preference of preferences) {
    if (preference.kind === 'lane' && lanes.includes(preference.lane)) add({ kind: 'lane', lane: preference.lane, pay: preference.pay });
    if (preference.kind === 'trajectory') {
      const trajectory = curve.trajectories.find((t) => t.name === preference.trajectory);
      if (trajectory !== undefined) add({ kind: 'trajectory', trajectory, pay: preference.pay });
    }
  }
  const byCost = [...lanes].sort((a, b) => lowestSpeed(circuit, laneSquares(b)) - lowestSpeed(circuit, laneSquares(a)) || a.localeCompare(b));
  byCost.forEach((lane) => {
    add({ kind: 'lane', lane, pay: 'wear' });
  });
  return chosen;
}

/** Plans in preference order: the first curve's choices vary slowest (SC-NOTATION-9). */
function* plans(query: PathQuery): Generator<Plan> {
  const { circuit } = query;
  const startCurve = squareAt(circuit, query.start).curve;
  const slots: { curve: string; choices: CurveChoice[] }[] = [];
  if (startCurve !== undefined) {
    const keepLane: CurveChoice = { kind: 'lane', lane: squareAt(circuit, query.start).lane, pay: 'wear' };
    const arrow: CurveChoice[] = query.trajectory === null ? [] : [{ kind: 'trajectory', trajectory: query.trajectory, pay: 'wear' }];
    slots.push({ curve: startCurve, choices: [...arrow, keepLane, FREE] });
  }
  curvesAhead(query).forEach((curve, i) => {
    slots.push({ curve: curve.id, choices: curveOptions(circuit, curve, query.preferences[i] ?? []) });
  });
  function* fill(slot: number, plan: Plan): Generator<Plan> {
    const current = slots[slot];
    if (current === undefined) {
      yield plan;
      return;
    }
    for (const choice of current.choices) yield* fill(slot + 1, { ...plan, [current.curve]: choice });
  }
  yield* fill(0, {});
}

/** The car must go as far as possible: the first plan that uses the whole movement wins (SC-MOVE-7, SC-COLL-2). */
export function findMovement(query: PathQuery): Movement {
  let first: { plan: Plan; result: Advance } | undefined;
  for (const plan of plans(query)) {
    const result = advance(query, plan);
    if (result.pits !== null) return { plan, ends: [result.pits], pits: true, rearEnd: null };
    if (result.reached === query.steps) return { plan, ends: result.frontier, pits: false, rearEnd: null };
    first ??= { plan, result };
  }
  const { plan, result } = first!;
  return { plan, ends: [], pits: false, rearEnd: stopBehind(query, plan, result.frontier) };
}

/** Stops behind the first blocking car, preferably the one straight ahead in the same lane (SC-COLL-3 Proposed). */
function stopBehind(query: PathQuery, plan: Plan, frontier: Leg[]): { leg: Leg; hit: string | null } {
  const { circuit } = query;
  const blockers = frontier.flatMap((leg) => {
    const from = squareAt(circuit, leg.square);
    return candidates(circuit, from)
      .map((index) => squareAt(circuit, index))
      .filter((to) => query.occupant(to.index) !== undefined && stepAllowed(plan, from, to, leg.crossings >= query.finishAfter))
      .map((to) => ({ leg, hit: query.occupant(to.index)!, straight: to.physicalLane === from.physicalLane }));
  });
  const best = blockers.find((b) => b.straight) ?? blockers[0];
  return best === undefined ? { leg: frontier[0]!, hit: null } : { leg: best.leg, hit: best.hit };
}
