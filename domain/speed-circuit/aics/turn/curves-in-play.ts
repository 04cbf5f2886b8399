/**
 * The curves a movement goes through and what each one is judged on (SC-CURVE-3..13, SC-CURVE-7,
 * SC-CURVE-8, SC-CURVE-9..12, SC-RAIN-6, SC-RAIN-8), with the Proposed readings: the limit is the
 * lowest printed speed among the curve's squares the car stands on or enters this turn, +20 on a
 * followed trajectory, −20 on wrong tyres; what the car already settled in a curve it stays in is
 * not paid again.
 */
import type { Circuit, SquareIndex, Trajectory } from '../../circuit/types.ts';
import { curveLimit } from '../curves.ts';
import type { CurvePayment } from '../schemas.ts';
import type { CarState, CurveProgress } from '../state.ts';
import { squareAt } from './context.ts';
import type { Leg, Plan } from './path.ts';

export interface CurveInPlay {
  curve: string;
  /** Where a spin in this curve leaves the car: the curve's first square on its path, or its start square (SC-SPIN-1 Proposed). */
  spinSquare: SquareIndex;
  /** Index in the leg's path of the last square of this curve entered this turn (−1 for the start square). */
  lastStep: number;
  /** Mph over the applicable limit; ≤ 0 means no penalty. */
  excess: number;
  /** Excess already settled in an earlier turn, not paid again (SC-CURVE-9, SC-CURVE-12). */
  settled: boolean;
  pay: CurvePayment;
  paidUnits: number;
  /** The car left its trajectory before the arrow's end: the penalty it avoided is due now (SC-CURVE-8 Proposed). */
  retroactive: boolean;
  /** The car follows this arrow at the end of the turn, standing on its `step`-th square. */
  trajectory: { name: string; step: number } | null;
  wrongTyres: boolean;
  speed: number;
  prior: CurveProgress | null;
}

interface Segment {
  curve: string;
  /** Indexes in the leg's path; −1 is the start square. */
  steps: number[];
}

/** Consecutive squares of one curve, stopping at the finish line: beyond it curves count as straights (SC-QUAL-9). */
function segments(circuit: Circuit, start: SquareIndex, leg: Leg, finishAfter: number): Segment[] {
  const found: Segment[] = [];
  const squares = [start, ...leg.path];
  let crossings = 0;
  squares.forEach((index, i) => {
    if (i > 0 && squareAt(circuit, squares[i - 1]!).beforeLine) crossings++;
    const curve = squareAt(circuit, index).curve;
    if (curve === undefined || crossings >= finishAfter) return;
    const last = found[found.length - 1];
    if (last !== undefined && last.curve === curve && last.steps[last.steps.length - 1] === i - 2) last.steps.push(i - 1);
    else found.push({ curve, steps: [i - 1] });
  });
  return found;
}

const lowestPrinted = (circuit: Circuit, squares: SquareIndex[]): number => Math.min(...squares.map((index) => squareAt(circuit, index).speed ?? Infinity));

export interface CurveQuery {
  circuit: Circuit;
  car: Pick<CarState, 'curve' | 'tyres'>;
  track: 'dry' | 'wet';
  start: SquareIndex;
  leg: Leg;
  plan: Plan;
  speed: number;
  finishAfter: number;
}

export function curvesInPlay(query: CurveQuery): CurveInPlay[] {
  const { circuit, car, start, leg, plan, speed } = query;
  const at = (step: number): SquareIndex => (step < 0 ? start : leg.path[step]!);
  return segments(circuit, start, leg, query.finishAfter).map((segment) => {
    const continuing = segment.steps[0] === -1;
    const prior = continuing && car.curve?.curve === segment.curve ? car.curve : null;
    const squares = segment.steps.map(at);
    const choice = plan[segment.curve];
    const wrongTyres = prior?.wrongTyres ?? car.tyres !== query.track;
    const arrow = followedArrow(circuit, segment.curve, squares, prior, choice?.kind === 'trajectory' ? choice.trajectory : null);
    const retroactive = prior?.trajectory != null && arrow === null && squares.length > 1;
    const printedOn = retroactive ? [...arrowSquaresSoFar(circuit, segment.curve, prior!), ...squares] : squares;
    const judgedSpeed = retroactive ? Math.max(prior!.speed, speed) : speed;
    const excess = judgedSpeed - curveLimit(lowestPrinted(circuit, printedOn), { trajectory: arrow !== null, wrongTyres });
    const lastOnArrow = retroactive ? lastArrowSquare(circuit, segment.curve, prior!, squares) : undefined;
    return {
      curve: segment.curve,
      spinSquare: lastOnArrow ?? squares[0]!,
      lastStep: segment.steps[segment.steps.length - 1]!,
      excess,
      settled: prior !== null && !retroactive && excess <= prior.excess,
      pay: choice !== undefined && choice.kind !== 'free' ? choice.pay : 'wear',
      paidUnits: prior?.paidUnits ?? 0,
      retroactive,
      trajectory: arrow,
      wrongTyres,
      speed: judgedSpeed,
      prior,
    };
  });
}

function arrowOf(circuit: Circuit, curve: string, name: string): Trajectory | undefined {
  return circuit.curves.find((c) => c.id === curve)?.trajectories.find((t) => t.name === name);
}

/**
 * The arrow the car is on at the end of this segment: the one it already followed, if every square
 * entered continues it, or the one chosen for a curve entered on its first square.
 */
function followedArrow(
  circuit: Circuit,
  curve: string,
  squares: SquareIndex[],
  prior: CurveProgress | null,
  chosen: Trajectory | null,
): { name: string; step: number } | null {
  const following = prior?.trajectory ? arrowOf(circuit, curve, prior.trajectory.name) : prior === null ? chosen : null;
  if (following == null) return null;
  const offset = following.squares.indexOf(squares[0]!);
  if (offset < 0) return null;
  const onArrow = squares.every((square, i) => following.squares[offset + i] === square);
  return onArrow ? { name: following.name, step: offset + squares.length - 1 } : null;
}

function arrowSquaresSoFar(circuit: Circuit, curve: string, prior: CurveProgress): SquareIndex[] {
  const arrow = arrowOf(circuit, curve, prior.trajectory!.name);
  return arrow === undefined ? [] : arrow.squares.slice(0, prior.trajectory!.step + 1);
}

/** The last arrow square the car stood on before leaving it: where a retroactive spin leaves it (SC-CURVE-8). */
function lastArrowSquare(circuit: Circuit, curve: string, prior: CurveProgress, squares: SquareIndex[]): SquareIndex | undefined {
  const arrow = arrowOf(circuit, curve, prior.trajectory!.name);
  if (arrow === undefined) return undefined;
  let step = prior.trajectory!.step;
  while (squares.includes(arrow.squares[step + 1] ?? -1)) step++;
  return arrow.squares[step];
}
