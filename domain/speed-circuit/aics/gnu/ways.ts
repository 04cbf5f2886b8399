/**
 * The ways to drive a speed from where a car is: one movement preference for each of the first
 * two curves within reach (SC-NOTATION-9, SC-NOTATION-11 fields 6 and 7), every lane and
 * trajectory worth trying, each with its outcome on an open track. A car following an arrow keeps
 * it: field 6 names the curve it stands in (path.ts), so only field 7 is left for the curve ahead.
 * The GNU, its look-ahead and the best-lap solver all choose among them.
 */
import type { Circuit, Curve, SquareIndex } from '../../circuit/types.ts';
import type { Move, MovementPreference } from '../schemas.ts';
import type { CarState } from '../state.ts';
import { continuingArrow, curvesAhead, namesStandingCurve, standingLine } from '../turn/path.ts';
import { PIT_SPEED_LIMIT } from '../turn/pits.ts';
import { softStopDue } from './budget.ts';
import { remembered } from './memo.ts';
import { type MoveQuery, type Outcome, originOf, outcomeOf } from './simulate.ts';

const stepsByCircuit = new WeakMap<Circuit, readonly (readonly SquareIndex[])[]>();

/** Where a car may step from each square: ordinary steps and the next square of any arrow (SC-MOVE-5, SC-CURVE-7). */
export function forwardSteps(circuit: Circuit): readonly (readonly SquareIndex[])[] {
  return remembered(stepsByCircuit, circuit, () => {
    const all = circuit.squares.map((square) => new Set(square.next));
    for (const curve of circuit.curves) {
      for (const arrow of curve.trajectories)
        arrow.squares.forEach((square, i) => {
          if (i > 0) all[arrow.squares[i - 1]!]!.add(square);
        });
    }
    return all.map((set) => [...set]);
  });
}

/** 60 mph over the limit needs the die whatever the wear (SC-CURVE-13). */
const DIE_EXCESS = 60;

/**
 * Every trajectory, then every lane, of a curve: the movement preferences worth trying there
 * (SC-NOTATION-9). One that is sure to need the die at this speed — even its fastest square, +20
 * on a trajectory, is 60 mph too slow — is left out: if the engine cannot send the car there it
 * sends it along another choice, and if it can, the die is needed. With none left, the engine's
 * own order decides (the curve may lie beyond the finish, where it counts as straight).
 */
function choicesFor(circuit: Circuit, curve: Curve | undefined, speed: number): MovementPreference[][] {
  if (curve === undefined) return [[]];
  const fastest = (squares: readonly SquareIndex[]) => Math.max(...squares.map((index) => circuit.squares[index]!.speed ?? 0));
  const bySpeed = (squares: readonly SquareIndex[], bonus: number) => speed - fastest(squares) - bonus < DIE_EXCESS;
  const lanes = [...new Set(curve.squares.map((index) => circuit.squares[index]!.lane))].sort();
  const found = [
    ...curve.trajectories.filter((t) => bySpeed(t.squares, 20)).map((t) => [{ kind: 'trajectory' as const, trajectory: t.name, pay: 'wear' as const }]),
    ...lanes
      .filter((lane) =>
        bySpeed(
          curve.squares.filter((index) => circuit.squares[index]!.lane === lane),
          0,
        ),
      )
      .map((lane) => [{ kind: 'lane' as const, lane, pay: 'wear' as const }]),
  ];
  return found.length === 0 ? [[]] : found;
}

export type MovementChoice = Pick<Move, 'curve1' | 'curve2'>;

/** A move with only a speed and movement preferences: no slipstream, default braking, placed inside (SC-AUTO-1). */
export const plainMove = (speed: number, choice: MovementChoice): Move => ({
  speed,
  slipstream: false,
  braking: { first: 'WF', brakeCheck: false },
  curve1: choice.curve1,
  curve2: choice.curve2,
  placement: [],
});

/** The preferences worth trying for the first curve within reach, each with those for the second; and the second curve's squares. */
interface Choices {
  byFirst: { curve1: MovementPreference[]; curve2: MovementPreference[][] }[];
  second: ReadonlySet<SquareIndex>;
}

const choicesByCircuit = new WeakMap<Circuit, Map<string, Choices>>();

function choicesFrom(circuit: Circuit, origin: SquareIndex, speed: number): Choices {
  const known = remembered(choicesByCircuit, circuit, () => new Map<string, Choices>());
  return remembered(known, `${origin}|${speed}`, () => {
    const [first, second] = curvesAhead({ circuit, start: origin, steps: speed / 20 });
    const curve2 = choicesFor(circuit, second, speed);
    return { byFirst: choicesFor(circuit, first, speed).map((curve1) => ({ curve1, curve2 })), second: new Set(second?.squares ?? []) };
  });
}

const BOX: MovementPreference = { kind: 'box' };

/** The movement preferences for a speed, with BOX when the soft-tyre stop is owed and the speed allows it (SC-SOFT-3, SC-PIT-2). */
export function withBox(car: CarState, laps: number, speed: number, choice: MovementChoice): MovementChoice {
  return softStopDue(car, laps) && speed <= PIT_SPEED_LIMIT ? { ...choice, curve1: [...choice.curve1, BOX] } : choice;
}

export interface Way {
  move: Move;
  outcome: Outcome;
}

/**
 * Every way worth trying to drive `speed` from where the car is (one preference for each of the
 * first two curves within reach), each with its outcome on an open track. When no passage of a
 * first-curve choice reaches the second curve, the preferences for the second change nothing, so
 * only one of them is tried.
 */
export function waysToDrive(query: Omit<MoveQuery, 'move' | 'occupant'>, speed: number, moveOf: (choice: MovementChoice) => Move): Way[] {
  const origin = originOf(query.circuit, query.car);
  if (origin === undefined) return [];
  const { byFirst, second } = choicesFrom(query.circuit, origin, speed);
  const standing = { circuit: query.circuit, start: origin, trajectory: continuingArrow(query.circuit, query.car, origin) };
  if (namesStandingCurve(standing)) {
    return byFirst.map(({ curve1 }) => {
      const move = moveOf(curve1.length === 0 ? { curve1, curve2: [] } : { curve1: [standingLine(standing)], curve2: curve1 });
      return { move, outcome: outcomeOf({ ...query, move })! };
    });
  }
  const ways: Way[] = [];
  for (const { curve1, curve2: options } of byFirst) {
    for (const curve2 of options) {
      const move = moveOf({ curve1, curve2 });
      const outcome = outcomeOf({ ...query, move })!;
      ways.push({ move, outcome });
      if (!outcome.passages.some((passage) => passage.leg.path.some((square) => second.has(square)))) break;
    }
  }
  return ways;
}
