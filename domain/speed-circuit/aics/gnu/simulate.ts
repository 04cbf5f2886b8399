/**
 * What one car's move would do this turn if nothing needed a die, worked out with the turn
 * engine's own movement, placement and curve functions against the cars where they stand. The GNU
 * (SC-GNU-4 Proposed) and the best-lap solver (SC-QUAL-10) judge moves with it; neither rolls.
 */
import type { Circuit, Curve, Square, SquareIndex } from '../../circuit/types.ts';
import { decelerationPenalty } from '../braking.ts';
import { curvePenalty } from '../curves.ts';
import type { Move, MovementPreference } from '../schemas.ts';
import { type SpeedClass, classifySpeed } from '../speed.ts';
import type { CarState, CurveProgress } from '../state.ts';
import { progressAt } from '../turn/curve-penalties.ts';
import { curvesInPlay } from '../turn/curves-in-play.ts';
import { speedContext } from '../turn/moves.ts';
import { type Leg, type Movement, continuingArrow, curvesAhead, findMovement } from '../turn/path.ts';
import { PIT_SPEED_LIMIT, boxRequested } from '../turn/pits.ts';

/** Where the movement may end, and what the car pays and keeps there. */
export interface Landing {
  leg: Leg;
  /** Wear and brake wear paid this turn, braking and curves together. */
  W: number;
  WF: number;
  /** The curve the car stands in afterwards (SC-CURVE-9..12). */
  curve: CurveProgress | null;
  /** Squares beyond the finish line when this movement finishes the race (SC-WIN-2), otherwise null. */
  beyond: number | null;
  /** A curve on the way would need the die, spin the car or put it off the road. */
  risky: boolean;
}

export type Trial =
  | { playable: false; reason: string }
  | { playable: true; speed: SpeedClass; landings: Landing[]; pits: boolean; rearEnd: boolean };

export interface TrialQuery {
  circuit: Circuit;
  car: CarState;
  laps: number;
  track: 'dry' | 'wet';
  move: Move;
  /** Slipstream squares the car would get (SC-SLIP-5). */
  bonus: number;
  /** Another car on a square, as the moving car would find it. */
  occupant: (square: SquareIndex) => string | undefined;
  /** Movements already found against the same cars, to try many moves quickly. */
  memo?: Map<string, Movement>;
}

/** The square the car moves from: its own, or the first free pit exit (SC-PIT-5 Proposed). */
export function originOf(circuit: Circuit, car: CarState, occupant: TrialQuery['occupant']): SquareIndex | undefined {
  if (car.position.at === 'track') return car.position.square;
  if (car.position.at === 'pits') return circuit.pit.exit.find((square) => occupant(square) === undefined);
  return undefined;
}

/** Squares beyond the line when the path crosses it on the last lap, counted as the turn engine counts them (SC-WIN-2 Proposed). */
function beyondLine(circuit: Circuit, car: CarState, laps: number, origin: SquareIndex, path: readonly SquareIndex[]): number | null {
  let lap = car.lap;
  for (let step = 0; step < path.length; step++) {
    const from: Square = circuit.squares[step === 0 ? origin : path[step - 1]!]!;
    if (!from.beforeLine) continue;
    if (lap === laps) return path.length - step;
    lap++;
  }
  return null;
}

export function trial(query: TrialQuery): Trial {
  const { circuit, car, move } = query;
  let speed: SpeedClass;
  let braking = { W: 0, WF: 0 };
  try {
    speed = classifySpeed(speedContext(car), move.speed);
    if (speed.rolls.length > 0) return { playable: false, reason: `${move.speed} mph needs a ${speed.rolls.join(' and ')} roll` };
    if (speed.beyondDec !== 0) {
      const penalty = decelerationPenalty(speed.beyondDec, { wear: car.wear, brakeWear: car.brakeWear }, {
        wornBrakes: car.brakeFailures > 0,
        braking: move.braking,
      });
      if (penalty.brakeCheck || penalty.spin) return { playable: false, reason: `${move.speed} mph needs a brake check` };
      braking = { W: penalty.W, WF: penalty.WF };
    }
  } catch (error) {
    return { playable: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const origin = originOf(circuit, car, query.occupant);
  if (origin === undefined) return { playable: false, reason: 'the car is not on the track' };
  const finishAfter = query.laps - car.lap + 1;
  const toPits = boxRequested(move) && speed.speed <= PIT_SPEED_LIMIT && car.lap < query.laps;
  const steps = speed.speed / 20 + query.bonus;
  const trajectory = continuingArrow(circuit, car, origin);
  const key = `${origin}|${steps}|${trajectory?.name}|${finishAfter}|${toPits}|${JSON.stringify([move.curve1, move.curve2])}`;
  let movement = query.memo?.get(key);
  if (movement === undefined) {
    const preferences = [move.curve1, move.curve2];
    movement = findMovement({ circuit, start: origin, steps, occupant: query.occupant, finishAfter, trajectory, preferences, toPits });
    query.memo?.set(key, movement);
  }
  const { plan } = movement;
  const legs = movement.rearEnd !== null ? [movement.rearEnd.leg] : movement.ends;
  const wornBrakes = car.brakeFailures > 0;
  const landings = legs.map((leg): Landing => {
    const curves = curvesInPlay({ circuit, car, track: query.track, start: origin, leg, plan, speed: speed.speed, finishAfter });
    let wear = car.wear - braking.W;
    let risky = false;
    const paid = new Map<string, number>();
    for (const curve of curves) {
      if (curve.settled || curve.excess <= 0) continue;
      const penalty = curvePenalty(curve.excess, { wear, wornBrakes, pay: curve.pay, paidUnits: curve.paidUnits });
      risky ||= penalty.die || penalty.spin || penalty.offRoad;
      wear -= penalty.wear;
      paid.set(curve.curve, (paid.get(curve.curve) ?? 0) + penalty.units);
    }
    const final = leg.path[leg.path.length - 1] ?? origin;
    return {
      leg,
      W: car.wear - wear,
      WF: braking.WF,
      curve: movement.pits ? null : progressAt(circuit, final, curves, paid),
      beyond: beyondLine(circuit, car, query.laps, origin, leg.path),
      risky,
    };
  });
  return { playable: true, speed, landings, pits: movement.pits, rearEnd: movement.rearEnd !== null };
}

/** Every trajectory, then every lane, of a curve: the movement preferences worth trying there (SC-NOTATION-9). */
function choicesFor(circuit: Circuit, curve: Curve | undefined): MovementPreference[][] {
  if (curve === undefined) return [[]];
  const lanes = [...new Set(curve.squares.map((index) => circuit.squares[index]!.lane))].sort();
  return [
    ...curve.trajectories.map((t) => [{ kind: 'trajectory' as const, trajectory: t.name, pay: 'wear' as const }]),
    ...lanes.map((lane) => [{ kind: 'lane' as const, lane, pay: 'wear' as const }]),
  ];
}

/** One single preference per curve for the first and the second curve within reach: every way the car can be sent through them. */
export function movementChoices(circuit: Circuit, origin: SquareIndex, steps: number): { curve1: MovementPreference[]; curve2: MovementPreference[] }[] {
  const [first, second] = curvesAhead({ circuit, start: origin, steps });
  return choicesFor(circuit, first).flatMap((curve1) => choicesFor(circuit, second).map((curve2) => ({ curve1, curve2 })));
}
