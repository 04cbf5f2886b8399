/**
 * Movement along the circuit graph (SC-MOVE-4..7, SC-NOTATION-9, SC-COLL-1..3, SC-CURVE-2, SC-CURVE-7,
 * SC-CURVE-8, SCC-MOVE-3).
 *
 * A plan fixes how the car takes each curve it may meet: a lane, a trajectory (whose cross-lane
 * steps only a car that declared it may use) or, for the curve it already stands in and for curves
 * beyond the finish line, any ordinary step. Plans are tried in preference order; the first that
 * lets the car use its whole movement is the movement. On straights the lane is free, so the
 * movement is the set of squares the car can end on; placement picks one of them afterwards.
 *
 * The move's two curve fields (SC-NOTATION-11 fields 6 and 7) name the curves in the order the
 * movement meets them. The curve the car stands in takes field 6 when the car has a line to choose
 * there: an arrow it may follow or leave (SC-CURVE-8) or, in a game that lets cars change lane in
 * curves, a step that keeps it in the curve (SCC-MOVE-3); otherwise field 6 names the next curve
 * (docs/rules-decisions.md). Lane changes in curves are steps only on a board that has them
 * (`Circuit.laneChanges`, classic): an AICS car keeps its lane (SC-CURVE-2).
 */
import type { Circuit, Curve, Square, SquareIndex, Trajectory } from '../../circuit/types.ts';
import { remembered } from '../gnu/memo.ts';
import type { CurvePayment, Move, MovementPreference } from '../schemas.ts';
import type { CarState } from '../state.ts';
import { squareAt } from './context.ts';
import { boxRequested, PIT_SPEED_LIMIT } from './pits.ts';

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
  /** The move's curve fields, in the order the movement meets the curves (SC-NOTATION-11 fields 6 and 7). */
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
  if (choice.kind === 'lane') {
    if (!ordinary) return false;
    if (to.lane === choice.lane) return true;
    // Where lanes change in curves, a car inside the curve off the lane it chose heads for it, each step nearer (SCC-MOVE-3).
    const target = choice.lane.charCodeAt(0) - 65;
    return from.curve === to.curve && Math.abs(to.laneIndex - target) < Math.abs(from.laneIndex - target);
  }
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

/** A square reached, and the one it was reached from: legs share their common start, their paths written out once at the end. */
interface Step {
  square: SquareIndex;
  from: Step | null;
  crossings: number;
  straight: boolean;
}

const legOf = (step: Step): Leg => {
  const path: SquareIndex[] = [];
  for (let at: Step | null = step; at?.from != null; at = at.from) path.push(at.square);
  return { square: step.square, path: path.reverse(), crossings: step.crossings };
};

/** `entered`, when given, collects the curves the movement can enter before it finishes. */
function advance(query: PathQuery, plan: Plan, entered?: Set<string>): Advance {
  const { circuit } = query;
  let frontier: Step[] = [{ square: query.start, from: null, crossings: 0, straight: true }];
  const done = (reached: number, pits: Step | null): Advance => ({ frontier: frontier.map(legOf), reached, pits: pits && legOf(pits) });
  for (let step = 0; step < query.steps; step++) {
    if (query.toPits) {
      const atLine = frontier.find((leg) => squareAt(circuit, leg.square).beforeLine);
      if (atLine !== undefined) return done(step, atLine);
    }
    /** One leg per square reached; a straight last step is preferred, so the legs read naturally. */
    const next = new Map<SquareIndex, Step>();
    for (const leg of frontier) {
      const from = squareAt(circuit, leg.square);
      const finished = leg.crossings >= query.finishAfter;
      for (const index of candidates(circuit, from)) {
        const to = squareAt(circuit, index);
        if (query.occupant(index) !== undefined || !stepAllowed(plan, from, to, finished)) continue;
        const crossings = leg.crossings + (from.beforeLine ? 1 : 0);
        if (to.curve !== undefined && crossings < query.finishAfter) entered?.add(to.curve);
        const known = next.get(index);
        if (known !== undefined && (known.straight || to.physicalLane !== from.physicalLane)) continue;
        next.set(index, { square: index, from: leg, crossings, straight: to.physicalLane === from.physicalLane });
      }
    }
    if (next.size === 0) return done(step, null);
    frontier = [...next.values()];
  }
  return done(query.steps, null);
}

/** The arrow the car keeps following in the curve it stands in (SC-CURVE-7, SC-CURVE-8). */
export function continuingArrow(circuit: Circuit, car: Pick<CarState, 'curve'>, origin: SquareIndex): Trajectory | null {
  const progress = car.curve;
  if (progress?.trajectory == null || squareAt(circuit, origin).curve !== progress.curve) return null;
  const arrow = circuit.curves.find((c) => c.id === progress.curve)?.trajectories.find((t) => t.name === progress.trajectory!.name);
  return arrow !== undefined && arrow.squares.indexOf(origin) < arrow.squares.length - 1 ? arrow : null;
}

/**
 * What the movement of `move` is searched with: from `origin` at `speed` with `bonus` slipstream
 * squares (SC-MOVE-4), beyond the laps left counting as straight (SC-WIN-2 Proposed), into the pits
 * on a BOX at a legal speed before the last lap (SC-PIT-5 Proposed).
 */
export function movementQuery(
  circuit: Circuit,
  laps: number,
  car: Pick<CarState, 'lap' | 'curve'>,
  origin: SquareIndex,
  move: Move,
  speed: number,
  bonus: number,
): Omit<PathQuery, 'occupant'> {
  return {
    circuit,
    start: origin,
    steps: speed / 20 + bonus,
    finishAfter: laps - car.lap + 1,
    trajectory: continuingArrow(circuit, car, origin),
    preferences: [move.curve1, move.curve2],
    toPits: boxRequested(move) && speed <= PIT_SPEED_LIMIT && car.lap < laps,
  };
}

/** `curvesAhead` by compiled circuit, start and steps: every car's movement asks for them several times a turn, the GNU's many more. */
const curvesAheadByCircuit = new WeakMap<Circuit, Map<string, readonly Curve[]>>();

/** Curves the car may enter within its movement, in the order met (the curve it stands in excluded). */
export function curvesAhead(query: Pick<PathQuery, 'circuit' | 'start' | 'steps'>): readonly Curve[] {
  const known = remembered(curvesAheadByCircuit, query.circuit, () => new Map<string, readonly Curve[]>());
  return remembered(known, `${query.start}:${query.steps}`, () => searchCurvesAhead(query));
}

function searchCurvesAhead(query: Pick<PathQuery, 'circuit' | 'start' | 'steps'>): Curve[] {
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

/**
 * Whether the move's field 6 names the curve the car stands in: the car has a line to choose there,
 * an arrow it may follow or leave (SC-CURVE-8) or, on a board whose curves let cars change lane, a
 * step that keeps it in the curve (SCC-MOVE-3). A car on a lane of an AICS curve has none (SC-CURVE-2).
 */
export function namesStandingCurve(query: Pick<PathQuery, 'circuit' | 'start' | 'trajectory'>): boolean {
  const { circuit } = query;
  const from = squareAt(circuit, query.start);
  if (from.curve === undefined) return false;
  return query.trajectory !== null || (circuit.laneChanges === true && from.next.some((index) => squareAt(circuit, index).curve === from.curve));
}

/** The field-6 preference that keeps the car's line in the curve it stands in: its arrow, or its lane. */
export function standingLine(query: Pick<PathQuery, 'circuit' | 'start' | 'trajectory'>): MovementPreference {
  return query.trajectory === null
    ? { kind: 'lane', lane: squareAt(query.circuit, query.start).lane, pay: 'wear' }
    : { kind: 'trajectory', trajectory: query.trajectory.name, pay: 'wear' };
}

const lowestSpeed = (circuit: Circuit, squares: readonly SquareIndex[]): number =>
  Math.min(...squares.map((index) => squareAt(circuit, index).speed ?? Infinity));

/** A choice's lane letter or arrow name: a lane and an arrow are never named alike (A..H, T1..T9). */
const nameOf = (choice: CurveChoice): string => (choice.kind === 'lane' ? choice.lane : choice.kind === 'trajectory' ? choice.trajectory.name : '');

const distinct = (choices: CurveChoice[]): CurveChoice[] => choices.filter((choice, i) => choices.findIndex((c) => nameOf(c) === nameOf(choice)) === i);

/** The player's preferences that exist on this curve (SC-NOTATION-9): its lanes, and the trajectories `arrows` allows. */
function named(curve: Curve, preferences: readonly MovementPreference[], arrows: readonly Trajectory[]): CurveChoice[] {
  return distinct(
    preferences.flatMap((preference): CurveChoice[] => {
      if (preference.kind === 'lane') return preference.lane in curve.firstSquareByLane ? [{ kind: 'lane', lane: preference.lane, pay: preference.pay }] : [];
      if (preference.kind === 'box') return [];
      const trajectory = arrows.find((t) => t.name === preference.trajectory);
      return trajectory === undefined ? [] : [{ kind: 'trajectory', trajectory, pay: preference.pay }];
    }),
  );
}

/**
 * Every lane of a curve, cheapest first: the forced diversions of SC-COLL-1, SC-COLL-2 and
 * SC-COLL-6, tried after the player's preferences. Trajectories are never forced on a car.
 */
function forcedLanes(circuit: Circuit, curve: Curve): CurveChoice[] {
  const laneSquares = (lane: string) => curve.squares.filter((index) => squareAt(circuit, index).lane === lane);
  return Object.keys(curve.firstSquareByLane)
    .sort((a, b) => lowestSpeed(circuit, laneSquares(b)) - lowestSpeed(circuit, laneSquares(a)) || a.localeCompare(b))
    .map((lane) => ({ kind: 'lane', lane, pay: 'wear' }));
}

/** One curve the movement may go through, with what the move says about it. */
interface Slot {
  curve: string;
  /** Every choice, in the order the plans try them. */
  choices: CurveChoice[];
  /** For a curve ahead that one of the move's two fields is for (SC-NOTATION-11): that field, and its preferences that exist on the curve. */
  field?: 'curve1' | 'curve2';
  named?: CurveChoice[];
}

function slotsOf(query: Omit<PathQuery, 'occupant'>): Slot[] {
  const { circuit, preferences, trajectory } = query;
  const slots: Slot[] = [];
  const start = squareAt(circuit, query.start);
  const standing = circuit.curves.find((c) => c.id === start.curve);
  const offset = namesStandingCurve(query) ? 1 : 0;
  if (standing !== undefined) {
    // Only the arrow the car is on can be followed from where it stands (SC-CURVE-7).
    const arrow = trajectory === null ? [] : [trajectory];
    const own = offset === 1 ? named(standing, preferences[0] ?? [], arrow) : [];
    const keep: CurveChoice[] = [
      ...arrow.map((t): CurveChoice => ({ kind: 'trajectory', trajectory: t, pay: 'wear' })),
      { kind: 'lane', lane: start.lane, pay: 'wear' },
      FREE,
    ];
    slots.push({ curve: standing.id, choices: distinct([...own, ...keep]) });
  }
  curvesAhead(query).forEach((curve, i) => {
    const field = (['curve1', 'curve2'] as const)[i + offset];
    const own = field === undefined ? [] : named(curve, preferences[i + offset] ?? [], curve.trajectories);
    slots.push({ curve: curve.id, choices: distinct([...own, ...forcedLanes(circuit, curve)]), ...(field === undefined ? {} : { field, named: own }) });
  });
  return slots;
}

function* combinations(slots: readonly Slot[], choicesOf: (slot: Slot) => CurveChoice[], plan: Plan = {}): Generator<Plan> {
  const [current, ...rest] = slots;
  if (current === undefined) {
    yield plan;
    return;
  }
  for (const choice of choicesOf(current)) yield* combinations(rest, choicesOf, { ...plan, [current.curve]: choice });
}

/** Plans in preference order: the first curve's choices vary slowest (SC-NOTATION-9). */
const plans = (query: PathQuery): Generator<Plan> => combinations(slotsOf(query), (slot) => slot.choices);

/** A curve whose lanes and trajectories named by the move the movement could not take: it took `took`, forced by the cars in its way (SC-COLL-1, SC-COLL-2). */
export interface ForcedCurve {
  curve: string;
  field: 'curve1' | 'curve2';
  took: string;
}

/** The curves where `movement` goes through none of the lines its move names for them. */
export function forcedCurves(query: Omit<PathQuery, 'occupant'>, movement: Movement): ForcedCurve[] {
  return slotsOf(query).flatMap((slot): ForcedCurve[] => {
    const choice = movement.plan[slot.curve];
    if (slot.field === undefined || slot.named === undefined || slot.named.length === 0 || choice === undefined) return [];
    return slot.named.some((own) => nameOf(own) === nameOf(choice)) ? [] : [{ curve: slot.curve, field: slot.field, took: nameOf(choice) }];
  });
}

/** A curve the move reaches without naming a lane or trajectory for it, and the field that should have (SC-GNU-1, SC-NOTATION-7). */
export interface UnnamedCurve {
  curve: string;
  field: 'curve1' | 'curve2';
}

/**
 * The first curve the move can reach, before it finishes, for which it names no lane or trajectory
 * of that curve, though one of its two curve fields is for it (SC-NOTATION-11): the move is
 * incomplete and the GNU plays the car (SC-GNU-1). The move is judged as written, from where the car
 * stands, cars ignored: along every line its own preferences allow, with every step its movement
 * may take. The curve the car stands in needs no name: the car may go on as it is (SC-CURVE-9).
 */
export function unnamedCurve(query: Omit<PathQuery, 'occupant'>): UnnamedCurve | null {
  const slots = slotsOf(query);
  const entered = new Set<string>();
  for (const plan of combinations(slots, (slot) => (slot.named === undefined ? slot.choices : slot.named.length > 0 ? slot.named : [FREE]))) {
    advance({ ...query, occupant: () => undefined }, plan, entered);
  }
  const missing = slots.find((slot) => slot.named?.length === 0 && entered.has(slot.curve));
  return missing === undefined ? null : { curve: missing.curve, field: missing.field! };
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
