/**
 * The classic move preview and the engine of its choices (../choices/engine.ts), worked out by the
 * classic turn engine itself (turn/**) on the board whose curves let cars change lane (SCC-MOVE-3):
 * the speeds a car may declare with their d6 checks and braking (SCC-ACC-3, SCC-START-1, SCC-DEC-2,
 * SCC-DEC-3), payable with the wear it has this lap (SCC-LAPS Proposed), the lanes and trajectories
 * of each curve its move reaches with what each costs on the classic table (SCC-CURVE-6), and what a
 * move does. A projection drives the car with `driveCar` on dice showing their best faces (every
 * check passes, every luck test is clear); the other cars stand still and are taken to declare their
 * last speeds, for the slipstream (SCC-SLIP).
 */

import type { RollPurpose } from '../../dice.ts';
import { conflict, DomainError } from '../../errors.ts';
import type { Warning } from '../../race/ruleset.ts';
import { decelerationPenalty } from '../aics/braking.ts';
import type { Braking, Move } from '../aics/schemas.ts';
import { allowedSpeeds, type BeyondDec, type SpeedClass } from '../aics/speed.ts';
import { occupancy } from '../aics/turn/context.ts';
import {
  continuingArrow,
  findMovement,
  forcedCurves,
  type Movement,
  movementQuery,
  namesStandingCurve,
  standingLine,
  unnamedCurve,
} from '../aics/turn/path.ts';
import { slipstream } from '../aics/turn/slipstream.ts';
import { bestFaces } from '../best-faces.ts';
import { type BrakingOption, distinctWays, type MoveEngine, slipstreamOption } from '../choices/engine.ts';
import { withLaneChanges } from '../circuit/lane-changes.ts';
import type { Circuit, SquareIndex } from '../circuit/types.ts';
import { linesOf, takes, withLine } from '../lines.ts';
import { type DiceNeeded, type MovePreview, type Projection, projectionWarnings } from '../move-preview.ts';
import { previewFromEngine, typedMove } from '../preview-table.ts';
import { carOf } from '../turn.ts';
import { checkPasses } from './checks.ts';
import type { Check, ClassicEvent } from './events.ts';
import { checkMove, purse, speedContext } from './move-check.ts';
import { printMove } from './notation.ts';
import type { ClassicCarState, ClassicRaceState } from './state.ts';
import { startTurn } from './turn/context.ts';
import { driveCar } from './turn/drive.ts';
import { playableMove } from './turn/moves.ts';

const CHECKS: ReadonlySet<RollPurpose> = new Set<Check>(['acceleration', 'topSpeed', 'startSpeed', 'brakeCheck']);
const ROLL_EVENTS: ReadonlySet<ClassicEvent['type']> = new Set(['CheckRolled', 'CurveDieRolled']);

/** A d6 check passes on its faces below the one that fails it (checks.ts); the luck test is read on its table. */
function needed(purpose: RollPurpose): DiceNeeded {
  const passesUpTo = CHECKS.has(purpose) ? ([6, 5, 4, 3, 2, 1].find((face) => checkPasses(purpose as Check, face)) ?? null) : null;
  return { purpose, count: 1, sides: 6, passesUpTo };
}

/** The speeds the other cars are taken to declare: their last ones (SCC-MOVE-5). */
const assumedSpeeds = (state: ClassicRaceState): Record<string, number> =>
  Object.fromEntries(Object.values(state.cars).map((car) => [car.car, car.standstill === null ? car.previousSpeed : 0]));

/** The braking price, or undefined when the car has not the wear the table asks (SCC-DEC-4 Proposed). */
function brakingOf(car: ClassicCarState, laps: number, beyondDec: BeyondDec, braking: Braking) {
  if (beyondDec === 0) return null;
  try {
    return { beyondDec, ...decelerationPenalty(beyondDec, purse(car, laps), { wornBrakes: car.brakeFailures > 0, braking }) };
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

interface Projected {
  projection: Projection<ClassicEvent>;
  movement: Movement | null;
}

/** The move as the turn plays it on the best faces, with the movement it searched from the start of the turn. */
function project(board: Circuit, state: ClassicRaceState, carId: string, move: Move): Projected {
  const dice = bestFaces();
  const turn = startTurn(board, state, dice);
  const car = carOf(turn, carId);
  const declared = { ...assumedSpeeds(state), [carId]: move.speed };
  const play = playableMove(turn, car, move);
  driveCar(turn, state, carId, play, { ...declared, [carId]: play.move.speed });
  const events = turn.events.filter((event) => !ROLL_EVENTS.has(event.type));
  const bonus = events.find((event) => event.type === 'SlipstreamTaken')?.bonus ?? 0;
  const moved = events.find((event) => event.type === 'CarMoved');
  let movement: Movement | null = null;
  let forced: Projection<ClassicEvent>['forced'] = [];
  if (car.position.at === 'track') {
    const occupied = occupancy(state);
    const query = movementQuery(board, state.laps, car, car.position.square, play.move, play.move.speed, bonus);
    movement = findMovement({ ...query, occupant: (square: SquareIndex) => (occupied.get(square) === carId ? undefined : occupied.get(square)) });
    forced = forcedCurves(query, movement);
  }
  const after = carOf(turn, carId).position;
  const legs = movement === null ? [] : movement.rearEnd !== null ? [movement.rearEnd.leg] : movement.ends;
  return {
    movement,
    projection: {
      path: moved?.path ?? [],
      to: after.at === 'track' ? board.squares[after.square]!.id : after.at,
      ends: legs.map((leg) => board.squares[leg.square]!.id),
      W: events.reduce((sum, event) => sum + (event.type === 'WearPaid' ? event.W : 0), 0),
      WF: 0,
      dice: dice.requests.map((request) => needed(request.purpose)),
      events,
      defaulted: null,
      forced,
      warnings: projectionWarnings(carId, events, null, forced),
    },
  };
}

export function classicMoveEngine(circuit: Circuit, state: ClassicRaceState, carId: string): MoveEngine<ClassicEvent> {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing' || state.results !== null)
    throw conflict('car', `car ${carId} is ${car.status} and the race ${state.results ? 'is over' : 'goes on'}`);
  // A classic car may change lane at any time, curves included (SCC-MOVE-3).
  const board = withLaneChanges(circuit);
  const origin = car.position.at === 'track' ? car.position.square : undefined;
  const standing = origin === undefined ? undefined : { circuit: board, start: origin, trajectory: continuingArrow(board, car, origin) };
  const slipstreamAt = (speed: number) => slipstream(board, state, carId, { ...assumedSpeeds(state), [carId]: speed });
  const bonusOf = (move: Move): number => {
    const verdict = move.slipstream ? slipstreamAt(move.speed) : null;
    return verdict !== null && 'bonus' in verdict ? verdict.bonus : 0;
  };
  const speedOption = (speed: SpeedClass) => {
    const braking = brakingOf(car, state.laps, speed.beyondDec, { first: 'WF', brakeCheck: false });
    if (braking === undefined) return [];
    return [{ speed: speed.speed, rolls: [...speed.rolls, ...(braking?.brakeCheck ? ['brakeCheck' as const] : [])].map(needed), braking }];
  };
  return {
    car: carId,
    turn: state.turn + 1,
    from: origin === undefined ? car.position.at : board.squares[origin]!.id,
    previousSpeed: car.standstill === null ? car.previousSpeed : null,
    sheet: car.sheet,
    terms: { brakeWear: false, die: 'luck' },
    speeds: allowedSpeeds(speedContext(car)).flatMap(speedOption),
    brakings(speed) {
      // One kind of wear: only whether the brake test replaces wear where the table allows it (SCC-DEC-2).
      const ways = [false, true].flatMap((brakeCheck): BrakingOption[] => {
        const price = brakingOf(car, state.laps, speed.braking?.beyondDec as BeyondDec, { first: 'WF', brakeCheck });
        return price ? [{ braking: { first: 'WF', brakeCheck }, price, rolls: price.brakeCheck ? [needed('brakeCheck')] : [] }] : [];
      });
      return distinctWays(ways);
    },
    slipstream: (speed) => slipstreamOption((declared) => slipstream(board, state, carId, declared), assumedSpeeds(state), carId, speed),
    pits: () => false,
    unnamed: (move) => (origin === undefined ? null : unnamedCurve(movementQuery(board, state.laps, car, origin, move, move.speed, bonusOf(move)))),
    standingLine: standing !== undefined && namesStandingCurve(standing) ? standingLine(standing) : null,
    lines(move, named) {
      const curve = board.curves.find((candidate) => candidate.id === named.curve);
      if (curve === undefined) return [];
      const all = linesOf(board, curve).map((via) => ({ via, ...project(board, state, carId, withLine(move, named.field, via)) }));
      const taken = all.filter(({ via, movement }) => takes(movement, curve.id, via));
      return (taken.length > 0 ? taken : all).map(({ via, projection }) => ({ via, projection }));
    },
    project: (move) => project(board, state, carId, move).projection,
    print: printMove,
  };
}

/** The preview of `carId`'s coming turn, and of `move` when one is given; throws `DomainError` when the car is not racing. */
export function previewMove(circuit: Circuit, state: ClassicRaceState, carId: string, move?: Move): MovePreview<ClassicEvent> {
  return previewFromEngine(classicMoveEngine(circuit, state, carId), (typed) => checkMove(circuit, state, carId, typed), move);
}

/** What the player should know about `move` before it is played; a move the car cannot play is refused at submission, not warned of. */
export const moveWarnings = (circuit: Circuit, state: ClassicRaceState, carId: string, move: Move): Warning[] =>
  typedMove(classicMoveEngine(circuit, state, carId), (typed) => checkMove(circuit, state, carId, typed), move).projection?.warnings ?? [];
