/**
 * The move preview: what one car may do in the coming turn, worked out by the turn engine itself
 * (turn/**) against the cars where they stand now. It lists the speeds the car may declare with
 * what each costs in wear, brake wear and rolls (SC-ACC, SC-DEC-2, SC-START, SC-REL), the squares
 * each lane or trajectory of the coming curve leads to at each speed (SC-CURVE, SC-NOTATION-9), and
 * the projected path of a move the player has typed.
 *
 * A projection drives the car with `driveCar` on dice that always show their best faces, so it is
 * the move as the resolver plays it when every roll goes the player's way; the rolls it would make
 * are listed beside it. The other cars' moves are secret: they stand still, and their declared
 * speed is taken to be their last one (for the slipstream, SC-SLIP-4). A move that names no lane or
 * trajectory for a curve it can reach would be played by the GNU (SC-GNU-1): its projection says so
 * and is the GNU's move.
 */
import { conflict, DomainError } from '../../errors.ts';
import type { Warning } from '../../race/ruleset.ts';
import type { Circuit, Curve, SquareIndex } from '../circuit/types.ts';
import { linesOf, takes } from '../lines.ts';
import {
  type ForcedLine,
  projectionWarnings,
  type MovePreview as SharedMovePreview,
  type Projection as SharedProjection,
  type Route as SharedRoute,
  type SpeedChoice as SharedSpeedChoice,
  type TypedMove as SharedTypedMove,
} from '../move-preview.ts';
import { carOf, emit } from '../turn.ts';
import { bestFaces, needed } from './best-faces.ts';
import { decelerationPenalty } from './braking.ts';
import type { AicsEvent } from './events.ts';
import { situationOf } from './gnu/choice.ts';
import { orderedMove } from './gnu/standing-order.ts';
import { checkMove } from './move-check.ts';
import { printMove } from './notation.ts';
import type { ReliabilityRoll } from './reliability.ts';
import { type Braking, Move } from './schemas.ts';
import { allowedSpeeds, type BeyondDec, type SpeedClass, speedContext } from './speed.ts';
import type { StandingOrder } from './standing-order.ts';
import type { CarState, RaceState } from './state.ts';
import { occupancy, squareAt, startTurn } from './turn/context.ts';
import { driveCar } from './turn/drive.ts';
import { originOf, playableMove } from './turn/moves.ts';
import { continuingArrow, curvesAhead, findMovement, forcedCurves, type Movement, movementQuery, namesStandingCurve, standingLine } from './turn/path.ts';

export type Projection = SharedProjection<AicsEvent>;
export type Route = SharedRoute<AicsEvent>;
export type SpeedChoice = SharedSpeedChoice<AicsEvent>;
export type TypedMove = SharedTypedMove<AicsEvent>;
export type MovePreview = SharedMovePreview<AicsEvent>;

const ROLL_EVENTS: ReadonlySet<AicsEvent['type']> = new Set(['ReliabilityRolled', 'CurveDieRolled', 'CrashAndSpinRolled']);
export const DICE_3D6 = { count: 3, sides: 6 };

const squareName = (circuit: Circuit, index: SquareIndex): string => squareAt(circuit, index).id;

/** The movement the engine searches for this move from the start of the turn, from the same inputs `driveCar` gives it, and the curves where it cannot take the lines the move names. */
export function movementOf(circuit: Circuit, state: RaceState, car: CarState, move: Move, bonus: number): { movement: Movement; forced: ForcedLine[] } | null {
  const origin = originOf(startTurn(circuit, state, bestFaces()), car);
  if (origin === undefined) return null;
  const occupied = occupancy(state);
  const occupant = (square: SquareIndex) => (occupied.get(square) === car.car ? undefined : occupied.get(square));
  const query = movementQuery(circuit, state.laps, car, origin, move, move.speed, bonus);
  const movement = findMovement({ ...query, occupant });
  return { movement, forced: forcedCurves(query, movement) };
}

/** The speeds the other cars are taken to declare: their last ones (SC-ACC-7). */
export const assumedSpeeds = (state: RaceState): Record<string, number> =>
  Object.fromEntries(Object.values(state.cars).map((car) => [car.car, car.standstill === null ? car.previousSpeed : 0]));

/**
 * The move as the resolver plays it on the best faces, with the movement it searched: as sent, the
 * GNU's if it is incomplete; not `complete`, a move still being written, whose unnamed curves take
 * the lane the engine would force it into.
 */
export function project(circuit: Circuit, state: RaceState, carId: string, move: Move, complete = true): { projection: Projection; movement: Movement | null } {
  const dice = bestFaces();
  const turn = startTurn(circuit, state, dice);
  const car = carOf(turn, carId);
  const declared = { ...assumedSpeeds(state), [carId]: move.speed };
  const play = playableMove(turn, car, move, undefined, complete ? declared : undefined);
  if (play.defaulted !== null) emit(turn, { type: 'MoveDefaulted', car: carId, ...play.defaulted, speed: play.move.speed });
  driveCar(turn, state, carId, play, { ...declared, [carId]: play.move.speed });
  const events = turn.events.filter((event) => !ROLL_EVENTS.has(event.type));
  const moved = events.find((event) => event.type === 'CarMoved');
  const bonus = events.find((event) => event.type === 'SlipstreamTaken')?.bonus ?? 0;
  const searched = movementOf(circuit, state, car, { ...play.move, speed: moved?.speed ?? play.move.speed }, bonus);
  const movement = searched?.movement ?? null;
  const why = play.defaulted;
  const defaulted = why?.reason === 'incomplete' ? { reason: why.reason, field: why.field!, curve: why.curve!, message: why.message } : null;
  const legs = movement === null ? [] : movement.rearEnd !== null ? [movement.rearEnd.leg] : movement.ends;
  const after = carOf(turn, carId).position;
  const paid = events.flatMap((event) => (event.type === 'WearPaid' ? [event] : []));
  const forced = defaulted === null ? (searched?.forced ?? []) : [];
  return {
    movement,
    projection: {
      path: moved?.path ?? [],
      to: after.at === 'track' ? squareName(circuit, after.square) : after.at,
      ends: legs.map((leg) => squareName(circuit, leg.square)),
      W: paid.reduce((sum, event) => sum + event.W, 0),
      WF: paid.reduce((sum, event) => sum + event.WF, 0),
      dice: dice.requests.map((request) => needed(request, car.reliability)),
      events,
      defaulted,
      forced,
      warnings: projectionWarnings(carId, events, defaulted, forced),
    },
  };
}

interface Coming {
  circuit: Circuit;
  state: RaceState;
  car: CarState;
  origin: SquareIndex | undefined;
  curve: Curve | undefined;
}

/** The price of braking beyond Dec paid as `braking` says (WF first by default), or undefined when the car cannot pay it: an erroneous move, not a choice (SC-DEC-2 Proposed). */
export function brakingOf(car: CarState, beyondDec: BeyondDec, braking: Braking = { first: 'WF', brakeCheck: false }): SpeedChoice['braking'] | undefined {
  if (beyondDec === 0) return null;
  try {
    const penalty = decelerationPenalty(beyondDec, { wear: car.wear, brakeWear: car.brakeWear }, { wornBrakes: car.brakeFailures > 0, braking });
    return { beyondDec, ...penalty };
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

function speedChoice({ circuit, state, car, origin, curve }: Coming, speed: SpeedClass): SpeedChoice[] {
  const braking = brakingOf(car, speed.beyondDec);
  if (braking === undefined) return [];
  const checks: ReliabilityRoll[] = [...speed.rolls, ...(braking?.brakeCheck ? ['brakeCheck' as const] : [])];
  const rolls = checks.map((purpose) => needed({ purpose, ...DICE_3D6 }, car.reliability));
  const base = Move.parse({ speed: speed.speed });
  const reaches = curve !== undefined && origin !== undefined && curvesAhead({ circuit, start: origin, steps: speed.speed / 20 }).includes(curve);
  // A car on an arrow names the curve it stands in first, and keeps its arrow there (path.ts).
  const standing = origin === undefined ? undefined : { circuit, start: origin, trajectory: continuingArrow(circuit, car, origin) };
  const through = (via: NonNullable<Route['via']>): Move =>
    standing !== undefined && namesStandingCurve(standing) ? { ...base, curve1: [standingLine(standing)], curve2: [via] } : { ...base, curve1: [via] };
  const route = (via: Route['via'], routed: Move): Route => ({ via, text: printMove(routed), ...project(circuit, state, car.car, routed).projection });
  const vias = reaches ? linesOf(circuit, curve) : [];
  const routes = vias.flatMap((via): Route[] => {
    const routed = through(via);
    const { projection, movement } = project(circuit, state, car.car, routed);
    return takes(movement, curve!.id, via) ? [{ via, text: printMove(routed), ...projection }] : [];
  });
  // Off the curve: the one movement there is. Forced out of every lane (SC-COLL-2): the one the engine finds for the first.
  if (routes.length === 0) routes.push(route(null, vias[0] === undefined ? base : through(vias[0])));
  return [{ speed: speed.speed, rolls, braking, routes }];
}

function typedMove(circuit: Circuit, state: RaceState, carId: string, move: Move): TypedMove {
  const text = printMove(move);
  try {
    checkMove(circuit, state, carId, move);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { text, projection: null, error: { field: error.field, message: error.message } };
  }
  return { text, projection: project(circuit, state, carId, move).projection, error: null };
}

/** The preview of `carId`'s coming turn, and of `move` when one is given; throws `DomainError` when the car is not racing. */
export function previewMove(circuit: Circuit, state: RaceState, carId: string, move?: Move): MovePreview {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing') throw conflict('car', `car ${carId} is ${car.status}`);
  const origin = originOf(startTurn(circuit, state, bestFaces()), car);
  const allowed = allowedSpeeds(speedContext(car));
  const fastest = allowed[allowed.length - 1]?.speed ?? 0;
  const curve = origin === undefined ? undefined : curvesAhead({ circuit, start: origin, steps: fastest / 20 })[0];
  const coming: Coming = { circuit, state, car, origin, curve };
  return {
    car: carId,
    turn: state.turn + 1,
    from: car.position.at === 'track' ? squareName(circuit, car.position.square) : car.position.at,
    curve: curve?.id ?? null,
    speeds: allowed.flatMap((speed) => speedChoice(coming, speed)),
    move: move === undefined ? null : typedMove(circuit, state, carId, move),
  };
}

/** What the player should know about `move` before it is played; a move the car cannot play is refused at submission, not warned of. */
export function moveWarnings(circuit: Circuit, state: RaceState, carId: string, move: Move): Warning[] {
  return typedMove(circuit, state, carId, move).projection?.warnings ?? [];
}

/**
 * What the player should know about his standing order for the coming turn: the move the
 * non-human player would make of it, warned of as a typed move is, or that the order cannot be
 * played as it stands then, so the GNU would choose the move itself (SC-GNU-1).
 */
export function standingOrderWarnings(circuit: Circuit, state: RaceState, carId: string, order: StandingOrder): Warning[] {
  const move = orderedMove(situationOf(circuit, state, carId), order, bestFaces());
  if (move === null)
    return [
      { field: 'standingOrder', message: `next turn the order cannot be played as it stands: the non-human player would choose the move itself (SC-GNU-1)` },
    ];
  return moveWarnings(circuit, state, carId, move).map((warning) => ({
    field: 'standingOrder',
    message: `next turn the order would make ${printMove(move)}: ${warning.message}`,
  }));
}
