/**
 * What one car's move would do this turn if nothing needed a die, worked out with the turn
 * engine's own movement, placement and curve functions. The GNU (SC-GNU-4 Proposed) and the
 * best-lap solver (SC-QUAL-10) judge moves with it; neither rolls.
 *
 * A movement is worked out once with unlimited wear: every curve then takes its all-wear option
 * (SC-AUTO-3), so a car can drive it without a die exactly when its wear covers the sum (each
 * curve's all-wear option is the first the engine tries). On an open track the result depends only
 * on where the car is, how it stands in its curve and the move, so it is kept per circuit.
 */
import { DomainError } from '../../../errors.ts';
import type { Circuit, SquareIndex } from '../../circuit/types.ts';
import { decelerationPenalty, wornBrakesFactor } from '../braking.ts';
import { curvePenalty } from '../curves.ts';
import type { Braking, Move, MovementPreference } from '../schemas.ts';
import { allowedSpeeds, speedContext } from '../speed.ts';
import type { CarState, CurveProgress } from '../state.ts';
import { progressAt } from '../turn/curve-penalties.ts';
import { curvesInPlay } from '../turn/curves-in-play.ts';
import { findMovement, type Leg, movementQuery } from '../turn/path.ts';
import { place } from '../turn/placement.ts';
import { stopCounts } from './budget.ts';
import { remembered } from './memo.ts';

/** Where a movement may end, and what its curves ask on the way, wear aside. */
export interface Passage {
  leg: Leg;
  /** W the curves cost, worn-brakes doubling included (SC-CURVE-20). */
  curveWear: number;
  /** A curve needs the die or puts the car off the road, whatever its wear (SC-CURVE-13, SC-CURVE-14). */
  risky: boolean;
  /** The curve the car stands in afterwards (SC-CURVE-9..12). */
  curve: CurveProgress | null;
  /** Squares beyond the finish line when this movement finishes the race (SC-WIN-2), otherwise null. */
  beyond: number | null;
}

export interface Outcome {
  /** The movement ends in the pits (SC-PIT-5 Proposed). */
  pits: boolean;
  /** Every lane is blocked: the car would rear-end (SC-COLL-3). */
  rearEnd: boolean;
  passages: Passage[];
}

/** A passage once the car's own wear is counted: what it pays in all, and whether it needs a die. */
export interface Landing extends Passage {
  W: number;
  WF: number;
}

export interface MoveQuery {
  circuit: Circuit;
  car: CarState;
  laps: number;
  track: 'dry' | 'wet';
  move: Move;
  /** Slipstream squares added to the movement (SC-SLIP-5). */
  bonus: number;
  /** Another car on a square as the moving car finds it; absent on an open track. */
  occupant?: (square: SquareIndex) => string | undefined;
}

const nobody = (): undefined => undefined;

/** The square the car moves from: its own, or the first free pit exit (SC-PIT-5 Proposed). */
export function originOf(circuit: Circuit, car: CarState, occupant: (square: SquareIndex) => string | undefined = nobody): SquareIndex | undefined {
  if (car.position.at === 'track') return car.position.square;
  if (car.position.at === 'pits') return circuit.pit.exit.find((square) => occupant(square) === undefined);
  return undefined;
}

/** Crossings after which the car has finished the race (SC-WIN-1). */
export const finishAfter = (car: CarState, laps: number): number => laps - car.lap + 1;

/** Squares beyond the line when the path crosses it for the last time, counted as the turn engine counts them (SC-WIN-2 Proposed). */
function beyondLine(circuit: Circuit, origin: SquareIndex, path: readonly SquareIndex[], crossingsToFinish: number): number | null {
  let crossings = 0;
  for (let step = 0; step < path.length; step++) {
    if (!circuit.squares[step === 0 ? origin : path[step - 1]!]!.beforeLine) continue;
    if (++crossings === crossingsToFinish) return path.length - step;
  }
  return null;
}

const preferenceKey = (preference: MovementPreference): string =>
  preference.kind === 'lane'
    ? `${preference.lane}${preference.pay}`
    : preference.kind === 'trajectory'
      ? `${preference.trajectory}${preference.pay}`
      : `box${preference.tyres ?? ''}`;

const curveKey = (curve: CurveProgress | null): string =>
  curve === null
    ? '-'
    : `${curve.curve}:${curve.paidUnits}:${curve.excess}:${curve.speed}:${curve.wrongTyres}:${curve.trajectory?.name}:${curve.trajectory?.step}`;

const openOutcomes = new WeakMap<Circuit, Map<string, Outcome>>();
/** Open-track outcomes kept per circuit; beyond this many the cache starts again, so memory stays bounded. */
const MAX_KEPT = 200_000;

function keptFor(circuit: Circuit): Map<string, Outcome> {
  let kept = openOutcomes.get(circuit);
  if (kept === undefined || kept.size > MAX_KEPT) {
    kept = new Map();
    openOutcomes.set(circuit, kept);
  }
  return kept;
}

function work(query: MoveQuery, origin: SquareIndex): Outcome {
  const { circuit, car, move } = query;
  const toFinish = finishAfter(car, query.laps);
  const occupant = query.occupant ?? nobody;
  const movement = findMovement({ ...movementQuery(circuit, query.laps, car, origin, move, move.speed, query.bonus), occupant });
  const wornBrakes = car.brakeFailures > 0;
  const legs = movement.rearEnd !== null ? [movement.rearEnd.leg] : movement.ends;
  const passages = legs.map((leg): Passage => {
    const curves = curvesInPlay({ circuit, car, track: query.track, start: origin, leg, plan: movement.plan, speed: move.speed, finishAfter: toFinish });
    let curveWear = 0;
    let risky = false;
    const paid = new Map<string, number>();
    for (const curve of curves) {
      if (curve.settled || curve.excess <= 0) continue;
      const penalty = curvePenalty(curve.excess, { wear: Infinity, wornBrakes, pay: curve.pay, paidUnits: curve.paidUnits });
      risky ||= penalty.die || penalty.offRoad;
      curveWear += penalty.wear;
      paid.set(curve.curve, (paid.get(curve.curve) ?? 0) + penalty.units);
    }
    const final = leg.path[leg.path.length - 1] ?? origin;
    return {
      leg,
      curveWear,
      risky,
      curve: movement.pits ? null : progressAt(circuit, final, curves, paid),
      beyond: beyondLine(circuit, origin, leg.path, toFinish),
    };
  });
  return { pits: movement.pits, rearEnd: movement.rearEnd !== null, passages };
}

/** What the movement of `query.move` does, or undefined when the car has no square to move from. */
export function outcomeOf(query: MoveQuery): Outcome | undefined {
  const { circuit, car, move } = query;
  const origin = originOf(circuit, car, query.occupant);
  if (origin === undefined) return undefined;
  if (query.occupant !== undefined) return work(query, origin);
  const key = [
    origin,
    move.speed,
    query.bonus,
    // One movement crosses the line at most once: finishing after 2 crossings or more reads alike.
    Math.min(finishAfter(car, query.laps), 2),
    car.lap < query.laps,
    car.tyres === query.track,
    car.brakeFailures > 0,
    curveKey(car.curve),
    move.curve1.map(preferenceKey).join(','),
    move.curve2.map(preferenceKey).join(','),
  ].join('|');
  return remembered(keptFor(circuit), key, () => work(query, origin));
}

/** Wear units each deceleration beyond Dec needs to be paid without a brake check: beyond 40 mph a check is due anyway (SC-DEC-2). */
const UNITS_WITHOUT_CHECK: Record<number, number> = { 20: 1, 40: 2 };

/** W and WF a declaration costs before the car moves, or null when it needs a roll or a brake check (SC-GNU-4 Proposed (1)). */
export function speedCost(car: CarState, speed: number, braking: Braking = { first: 'WF', brakeCheck: false }): { W: number; WF: number } | null {
  const declared = allowedSpeeds(speedContext(car)).find((allowed) => allowed.speed === speed);
  if (declared === undefined || declared.rolls.length > 0) return null;
  if (declared.beyondDec === 0) return { W: 0, WF: 0 };
  const units = UNITS_WITHOUT_CHECK[declared.beyondDec];
  const wornBrakes = car.brakeFailures > 0;
  if (units === undefined || braking.brakeCheck || units * wornBrakesFactor(wornBrakes) > car.wear + car.brakeWear) return null;
  const penalty = decelerationPenalty(declared.beyondDec, { wear: car.wear, brakeWear: car.brakeWear }, { wornBrakes, braking });
  return { W: penalty.W, WF: penalty.WF };
}

/** The rules accept the declaration, rolls and brake checks included: a deceleration it cannot pay is refused (SC-DEC-2 Proposed). */
export function declarable(car: CarState, speed: number): boolean {
  const declared = allowedSpeeds(speedContext(car)).find((allowed) => allowed.speed === speed);
  if (declared === undefined || declared.beyondDec === 0) return declared !== undefined;
  try {
    decelerationPenalty(
      declared.beyondDec,
      { wear: car.wear, brakeWear: car.brakeWear },
      { wornBrakes: car.brakeFailures > 0, braking: { first: 'WF', brakeCheck: false } },
    );
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The passage with the car's wear counted: risky too when its W left cannot pay the curves. */
export function landing(passage: Passage, car: CarState, cost: { W: number; WF: number }): Landing {
  const W = cost.W + passage.curveWear;
  return { ...passage, W, WF: cost.WF, risky: passage.risky || W > car.wear };
}

/** The car once its movement has ended on `landing` (what the solver and the GNU's look-ahead carry on from). */
export function landed(car: CarState, speed: number, arrival: Landing, pits: boolean): CarState {
  return {
    ...car,
    position: pits ? { at: 'pits' } : { at: 'track', square: arrival.leg.square },
    previousSpeed: speed,
    standstill: pits ? 'pit' : speed === 0 ? 'stopped' : null,
    wear: car.wear - arrival.W,
    brakeWear: car.brakeWear - arrival.WF,
    lap: car.lap + arrival.leg.crossings + (pits ? 1 : 0),
    curve: arrival.curve,
    softStopMade: car.softStopMade || (pits && stopCounts(car)),
    status: arrival.beyond === null ? car.status : 'finished',
  };
}

/**
 * Where the move ends and what it pays on the way, placed as the engine places it
 * (SC-NOTATION-10, SC-SLOW-1 Proposed); null when it cannot be driven or rear-ends.
 * `hasMoved` tells which occupants have already moved this turn.
 */
export function arrive(
  query: MoveQuery,
  cost: { W: number; WF: number },
  hasMoved: (car: string) => boolean,
): { leg: Leg; arrival: Landing; pits: boolean } | null {
  const { circuit, car, move, occupant = nobody } = query;
  const outcome = outcomeOf(query);
  if (outcome === undefined || outcome.rearEnd) return null;
  const leg = outcome.pits
    ? outcome.passages[0]!.leg
    : place({
        circuit,
        ends: outcome.passages.map((passage) => passage.leg),
        preferences: move.placement,
        occupant,
        hasMoved,
        slowRestart: car.standstill === 'spin' || car.standstill === 'rearEnd',
      });
  return { leg, arrival: landing(outcome.passages.find((passage) => passage.leg === leg)!, car, cost), pits: outcome.pits };
}
