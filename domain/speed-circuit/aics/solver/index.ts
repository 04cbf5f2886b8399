/**
 * The exact best lap without dice (SC-QUAL-10): a breadth-first search by turns over what a car
 * can be at the end of a turn — square, speed, wear left, lap and the curve it stands in — from the
 * flying start of the pole lap (SC-QUAL-4 Proposed) with one lap's wear (SC-WEAR-7). Every turn is
 * judged by the turn engine's own functions (gnu/simulate.ts); a state is dropped when one at the
 * same square, speed, lap and curve with at least as much wear left was reached no later.
 */
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { poleLapWear, sheetOf } from '../car.ts';
import { type Trial, movementChoices, trial } from '../gnu/simulate.ts';
import type { Movement } from '../turn/path.ts';
import type { CarBuild, Move } from '../schemas.ts';
import { allowedSpeeds } from '../speed.ts';
import { type CarState, startingCar } from '../state.ts';
import { speedContext } from '../turn/moves.ts';

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
/** Deceleration beyond Dec that wear alone pays (SC-DEC-2): 60 and 80 need a brake check. */
const MAX_BEYOND_DEC_WITHOUT_DICE = 40;
/** No lap takes this many turns: a circuit on which nothing finishes is a broken circuit. */
const MAX_TURNS = 60;

interface Node {
  car: CarState;
  /** Turn 1 of the flying start: the car is already at its speed, whatever it is. */
  flying: boolean;
  move: Move | null;
  parent: Node | null;
}

const keyOf = (car: CarState): string =>
  `${car.position.at === 'track' ? car.position.square : -1}|${car.previousSpeed}|${car.lap}|${JSON.stringify(car.curve)}`;

const moveOf = (speed: number, choice: Pick<Move, 'curve1' | 'curve2'>, square: string): Move => ({
  speed,
  slipstream: false,
  braking: { first: 'WF', brakeCheck: false },
  curve1: choice.curve1,
  curve2: choice.curve2,
  placement: [{ kind: 'square', square }],
});

function startNodes(circuit: Circuit, build: CarBuild): Node[] {
  const sheet = sheetOf(build);
  return circuit.squares
    .filter((square) => square.beforeLine)
    .flatMap((square) => {
      const base = startingCar({ car: 'solver', driver: 'solver', build, square: square.index, laps: POLE_LAPS, tyres: 'dry', softTyres: false });
      return allowedSpeeds({ sheet, previousSpeed: 0, fromStandstill: false, reliability: base.reliability, flyingStart: true })
        .filter((speed) => speed.rolls.length === 0 && speed.speed > 0)
        .map((speed): Node => ({
          car: { ...base, wear: poleLapWear(build), brakeWear: 0, previousSpeed: speed.speed, standstill: null },
          flying: true,
          move: null,
          parent: null,
        }));
    });
}

function speedsFor(node: Node): number[] {
  if (node.flying) return [node.car.previousSpeed];
  return allowedSpeeds(speedContext(node.car))
    .filter((speed) => speed.rolls.length === 0 && speed.beyondDec <= MAX_BEYOND_DEC_WITHOUT_DICE && speed.speed > 0)
    .map((speed) => speed.speed);
}

const nobody = (): undefined => undefined;

interface Search {
  circuit: Circuit;
  movements: Map<string, Movement>;
  choices: Map<string, ReturnType<typeof movementChoices>>;
}

function choicesFrom(search: Search, origin: SquareIndex, steps: number): ReturnType<typeof movementChoices> {
  const key = `${origin}|${steps}`;
  let choices = search.choices.get(key);
  if (choices === undefined) {
    choices = movementChoices(search.circuit, origin, steps);
    search.choices.set(key, choices);
  }
  return choices;
}

function* successors(search: Search, node: Node): Generator<Node> {
  const { circuit } = search;
  const { car } = node;
  const origin = car.position.at === 'track' ? car.position.square : undefined;
  if (origin === undefined) return;
  for (const speed of speedsFor(node)) {
    for (const choice of choicesFrom(search, origin, speed / 20)) {
      const move = moveOf(speed, choice, '');
      const tried: Trial = trial({ circuit, car, laps: POLE_LAPS, track: 'dry', move, bonus: 0, occupant: nobody, memo: search.movements });
      if (!tried.playable) continue;
      for (const landing of tried.landings) {
        if (landing.risky) continue;
        const square: SquareIndex = landing.leg.square;
        const crossings = landing.leg.crossings;
        yield {
          car: {
            ...car,
            position: { at: 'track', square },
            previousSpeed: speed,
            wear: car.wear - landing.W,
            lap: car.lap + crossings,
            curve: landing.curve,
            finish: landing.beyond === null ? null : { turn: 0, beyond: landing.beyond, laneIndex: 0 },
          },
          flying: false,
          move: moveOf(speed, choice, circuit.squares[square]!.id),
          parent: node,
        };
      }
    }
  }
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

/**
 * The fastest lap of this build that needs no die: fewest turns, then most squares beyond the line,
 * then most wear left. Throws when no lap finishes within `MAX_TURNS`.
 */
export function bestLap(circuit: Circuit, build: CarBuild): BestLap {
  const search: Search = { circuit, movements: new Map(), choices: new Map() };
  const bestWear = new Map<string, number>();
  let layer = startNodes(circuit, build);
  for (let turn = 1; turn <= MAX_TURNS; turn++) {
    const next = new Map<string, Node>();
    let finished: Node | null = null;
    for (const node of layer) {
      for (const child of successors(search, node)) {
        if (child.car.finish !== null) {
          const better =
            finished === null ||
            child.car.finish.beyond > finished.car.finish!.beyond ||
            (child.car.finish.beyond === finished.car.finish!.beyond && child.car.wear > finished.car.wear);
          if (better) finished = child;
          continue;
        }
        const key = keyOf(child.car);
        if ((bestWear.get(key) ?? -1) >= child.car.wear) continue;
        bestWear.set(key, child.car.wear);
        next.set(key, child);
      }
    }
    if (finished !== null) {
      const start = startOf(finished).car;
      const square = start.position.at === 'track' ? circuit.squares[start.position.square]! : undefined;
      return { turns: turn, squares: finished.car.finish!.beyond, startLane: square?.lane ?? 'A', lap: program(finished), wearLeft: finished.car.wear };
    }
    layer = [...next.values()];
  }
  throw new Error(`no lap of circuit ${circuit.id} finishes within ${MAX_TURNS} turns`);
}
