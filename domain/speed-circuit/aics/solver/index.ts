/**
 * The exact best lap without dice (SC-QUAL-10): a breadth-first search by turns over what a car
 * can be at the end of a turn — square, speed, wear left, lap and how it stands in its curve
 * (trajectory included) — from the flying start of the pole lap (SC-QUAL-4 Proposed) with one
 * lap's wear (SC-WEAR-7). Every turn is judged by the turn engine's own functions
 * (gnu/simulate.ts). A state is dropped when one at the same square, speed, lap and curve standing
 * with at least as much wear left was reached no later: it can do nothing the other cannot. A
 * quick first search, keeping only the furthest states of each turn, finds a good lap; the exact
 * search then drops every state that could not beat it even flat out (bound.ts).
 */
import type { Circuit } from '../../circuit/types.ts';
import { poleLapWear, sheetOf } from '../car.ts';
import { remembered } from '../gnu/memo.ts';
import { landed, type Passage, speedCost } from '../gnu/simulate.ts';
import { plainMove, type Way, waysToDrive } from '../gnu/ways.ts';
import type { CarBuild, Move } from '../schemas.ts';
import { allowedSpeeds } from '../speed.ts';
import { type CarState, startingCar } from '../state.ts';
import { turnsDeclaring, turnsToLine } from './bound.ts';
import { parseCar, printCar } from './car-text.ts';

export { parseCar, printCar } from './car-text.ts';

export interface BestLap {
  turns: number;
  /** Squares beyond the line in the last turn (SC-QUAL-6). */
  squares: number;
  /** The lane behind the line the flying start is taken in (SC-QUAL-4 Proposed). */
  startLane: string;
  /** The lap as a move program, one move per turn; the first speed is the flying start's. */
  lap: Move[];
  /** Wear of the lap left at the line. */
  wearLeft: number;
}

/** The pole lap is one lap: the flying start crosses the line once, the finish a second time. */
const POLE_LAPS = 1;
/** No lap takes this many turns: a circuit on which nothing finishes is a broken circuit. */
const MAX_TURNS = 60;

interface Node {
  car: CarState;
  /** Turn 1 of the flying start: the car is already at its speed, whatever it is (SC-QUAL-4 Proposed). */
  flying: boolean;
  move: Move | null;
  parent: Node | null;
  /** Square, lap and curve standing: what the movements from here depend on. */
  place: string;
}

const standingKey = new WeakMap<Passage, string>();

/** Where a passage leaves the car and how it stands in its curve: with the lap, what the next movements depend on. */
function placeOf(passage: Passage, lap: number): string {
  const standing = remembered(standingKey, passage, () => {
    const curve = passage.curve;
    return `${passage.leg.square}|${curve === null ? '-' : `${curve.curve}:${curve.paidUnits}:${curve.excess}:${curve.speed}:${curve.trajectory?.name}:${curve.trajectory?.step}`}`;
  });
  return `${standing}|${lap}`;
}

function startNodes(circuit: Circuit, build: CarBuild): Node[] {
  const sheet = sheetOf(build);
  return circuit.squares
    .filter((square) => square.beforeLine)
    .flatMap((square) => {
      const base = startingCar({ car: 'solver', driver: 'solver', build, square: square.index, laps: POLE_LAPS, tyres: 'dry', softTyres: false });
      return allowedSpeeds({ sheet, previousSpeed: 0, fromStandstill: false, reliability: base.reliability, flyingStart: true })
        .filter((speed) => speed.rolls.length === 0 && speed.speed > 0)
        .map(
          (speed): Node => ({
            car: { ...base, wear: poleLapWear(build), brakeWear: 0, previousSpeed: speed.speed, standstill: null },
            flying: true,
            move: null,
            parent: null,
            place: `${square.index}|start`,
          }),
        );
    });
}

function speedsFor(node: Node): number[] {
  if (node.flying) return [node.car.previousSpeed];
  return allowedSpeeds({ sheet: node.car.sheet, previousSpeed: node.car.previousSpeed, fromStandstill: false, reliability: node.car.reliability })
    .map((speed) => speed.speed)
    .filter((speed) => speed > 0);
}

interface Child {
  parent: Node;
  move: Move;
  passage: Passage;
  wear: number;
  place: string;
  /** The place and the speed: what the dominance check compares wear on. */
  key: string;
}

/** The ways to drive one speed from one place, worked out once for every node there. */
type Movements = Map<string, Way[]>;

function waysFrom(circuit: Circuit, movements: Movements, node: Node, speed: number): Way[] {
  return remembered(movements, `${node.place}|${speed}`, () =>
    waysToDrive({ circuit, car: node.car, laps: POLE_LAPS, track: 'dry', bonus: 0 }, speed, (choice) => plainMove(speed, choice)).filter(
      (way) => !way.outcome.rearEnd,
    ),
  );
}

/**
 * Every die-free turn from `node` at the speeds `worth` lets through, as the dominance check needs
 * it: the node itself is built only for the survivors.
 */
function* successors(circuit: Circuit, movements: Movements, node: Node, worth: (speed: number) => boolean): Generator<Child> {
  const { car } = node;
  if (car.position.at !== 'track') return;
  for (const speed of speedsFor(node)) {
    const cost = worth(speed) ? speedCost(car, speed) : null;
    if (cost === null) continue;
    for (const { move, outcome } of waysFrom(circuit, movements, node, speed)) {
      for (const passage of outcome.passages) {
        const wear = car.wear - cost.W - passage.curveWear;
        if (passage.risky || wear < 0) continue;
        const place = placeOf(passage, car.lap + passage.leg.crossings);
        yield { parent: node, move, passage, wear, place, key: `${place}|${speed}` };
      }
    }
  }
}

function nodeOf(circuit: Circuit, child: Child): Node {
  const { parent, move, passage } = child;
  const car = landed(parent.car, move.speed, { ...passage, W: parent.car.wear - child.wear, WF: 0 }, false);
  const placement: Move['placement'] = [{ kind: 'square', square: circuit.squares[passage.leg.square]!.id }];
  return { car, flying: false, move: { ...move, placement }, parent, place: child.place };
}

function program(node: Node): Move[] {
  const moves: Move[] = [];
  for (let at: Node | null = node; at?.move != null; at = at.parent) moves.unshift(at.move);
  return moves;
}

function startOf(node: Node): Node {
  let at = node;
  while (at.parent !== null) at = at.parent;
  return at;
}

/** Most squares beyond the line, then most wear left (SC-QUAL-6). */
const finishesBetter = (a: Child, b: Child | null): boolean =>
  b === null || a.passage.beyond! > b.passage.beyond! || (a.passage.beyond === b.passage.beyond && a.wear > b.wear);

interface Search {
  circuit: Circuit;
  movements: Movements;
  /** A lap known to be possible in this many turns: a state that cannot finish by then is dropped. */
  bound: number;
  /** How many states each turn keeps at most, furthest first; every state when absent. */
  beam?: number;
}

const progressOf = (circuit: Circuit, child: Child): number => circuit.squares[child.passage.leg.square]!.progress;

function search(params: Search, start: Node[]): { turns: number; last: Child } | null {
  const { circuit, movements } = params;
  const bestWear = new Map<string, number>();
  let layer = start;
  for (let turn = 1; turn <= params.bound; turn++) {
    let next: Child[] = [];
    let finished: Child | null = null;
    for (const node of layer) {
      const { sheet, position } = node.car;
      const worth = (speed: number) => position.at !== 'track' || turn - 1 + turnsDeclaring(circuit, sheet, position.square, speed) <= params.bound;
      for (const child of successors(circuit, movements, node, worth)) {
        if (child.passage.beyond !== null) {
          if (finishesBetter(child, finished)) finished = child;
          continue;
        }
        if ((bestWear.get(child.key) ?? -1) >= child.wear) continue;
        if (turn + turnsToLine(circuit, child.parent.car.sheet, child.passage.leg.square, child.move.speed) > params.bound) continue;
        bestWear.set(child.key, child.wear);
        next.push(child);
      }
    }
    if (finished !== null) return { turns: turn, last: finished };
    next = next.filter((child) => bestWear.get(child.key) === child.wear);
    if (params.beam !== undefined) next = next.sort((a, b) => progressOf(circuit, b) - progressOf(circuit, a) || b.wear - a.wear).slice(0, params.beam);
    layer = next.map((child) => nodeOf(circuit, child));
  }
  return null;
}

/** States a quick first search keeps each turn: enough to find a good lap, whose turns then bound the exact search. */
const BEAM = 24;
/** States the quick lap keeps each turn: a lap within a turn or so of the best, in tens of milliseconds on Monza. */
const QUICK_BEAM = 4;

function lapOf(circuit: Circuit, found: { turns: number; last: Child }): BestLap {
  const last = nodeOf(circuit, found.last);
  const first = startOf(last).car;
  const square = first.position.at === 'track' ? circuit.squares[first.position.square]! : undefined;
  return { turns: found.turns, squares: found.last.passage.beyond!, startLane: square?.lane ?? 'A', lap: program(last), wearLeft: found.last.wear };
}

/**
 * The fastest lap of this build that needs no die: fewest turns, then most squares beyond the line,
 * then most wear left. Throws when no lap finishes within `MAX_TURNS`.
 */
export function bestLap(circuit: Circuit, build: CarBuild): BestLap {
  const movements: Movements = new Map();
  const start = startNodes(circuit, build);
  const quick = search({ circuit, movements, bound: MAX_TURNS, beam: BEAM }, start);
  const found = search({ circuit, movements, bound: quick?.turns ?? MAX_TURNS }, start);
  if (found === null) throw new Error(`no lap of circuit ${circuit.id} finishes within ${MAX_TURNS} turns`);
  return lapOf(circuit, found);
}

/** A good lap of this build without dice, found at once by keeping only the furthest states of each turn; the best lap when that finds none. */
export function quickLap(circuit: Circuit, build: CarBuild): BestLap {
  const found = search({ circuit, movements: new Map(), bound: MAX_TURNS, beam: QUICK_BEAM }, startNodes(circuit, build));
  return found === null ? bestLap(circuit, build) : lapOf(circuit, found);
}

const solved = new WeakMap<Circuit, Map<string, BestLap>>();
const quickly = new WeakMap<Circuit, Map<string, BestLap>>();

/** `solve`'s lap of `build` on this circuit, worked out once per circuit and build. */
const once = (laps: WeakMap<Circuit, Map<string, BestLap>>, solve: typeof bestLap, circuit: Circuit, build: CarBuild): BestLap =>
  remembered(
    remembered(laps, circuit, () => new Map<string, BestLap>()),
    printCar(build),
    () => solve(circuit, build),
  );

/**
 * The best lap of the car written `40ss 60acc 60dec 200top 4w` (car-text.ts) on this circuit, worked
 * out once per circuit and car. Throws `DomainError('invalid', 'car')` for a car that is not a
 * 7-point build of the Performance Chart.
 */
export function bestLapOf(circuit: Circuit, car: string): BestLap & { car: string } {
  const build = parseCar(car);
  return { ...once(solved, bestLap, circuit, build), car: printCar(build) };
}

/** The best lap of a 7-point build, worked out once per circuit and build: seconds on Monza the first time (SC-QUAL-10). */
export const fastestLapOf = (circuit: Circuit, build: CarBuild): BestLap => once(solved, bestLap, circuit, build);

/** The quick lap of a build, worked out once per circuit and build. */
export const quickLapOf = (circuit: Circuit, build: CarBuild): BestLap => once(quickly, quickLap, circuit, build);
