/**
 * One car's turn, steps (a) to (g) of Appendix A: speed rolls, braking, slipstream, movement with
 * curves, collisions and pits, placement, spinouts, laps and finish.
 */
import type { SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import type { SpinCause } from '../events.ts';
import type { CarState, RaceState } from '../state.ts';
import { occupancy, squareAt, type Turn } from './context.ts';
import { progressAt, settleCurve } from './curve-penalties.ts';
import { type CurveInPlay, curvesInPlay } from './curves-in-play.ts';
import { crossLines } from './finish.ts';
import { originOf, type PlayableMove } from './moves.ts';
import { findMovement, type Leg, type Movement, movementQuery } from './path.ts';
import { boxRequested, PIT_SPEED_LIMIT, pitStop } from './pits.ts';
import { place } from './placement.ts';
import { slipstream } from './slipstream.ts';
import { brake, speedRolls } from './speed-and-braking.ts';
import { crashRoll, spinOut } from './spin.ts';

/** (c) The slipstream bonus, or nothing with the reason when S was declared in vain (SC-SLIP-3 Proposed). */
function slipstreamBonus(turn: Turn, start: RaceState, carId: string, play: PlayableMove, declared: Record<string, number>): number {
  if (!play.move.slipstream) return 0;
  const verdict = slipstream(turn.circuit, start, carId, declared);
  if ('reason' in verdict) {
    emit(turn, { type: 'SlipstreamIgnored', car: carId, reason: verdict.reason });
    return 0;
  }
  emit(turn, { type: 'SlipstreamTaken', car: carId, behind: verdict.behind, bonus: verdict.bonus });
  return verdict.bonus;
}

const movedThisTurn = (turn: Turn, car: string): boolean => turn.events.some((event) => event.type === 'CarMoved' && event.car === car);

/** (d)+(e) The movement and the placement among the squares it can end on (SC-NOTATION-10). */
function chooseLeg(turn: Turn, car: CarState, play: PlayableMove, movement: Movement, occupant: (s: SquareIndex) => string | undefined): Leg {
  if (movement.rearEnd !== null) return movement.rearEnd.leg;
  if (movement.pits) return movement.ends[0]!;
  return place({
    circuit: turn.circuit,
    ends: movement.ends,
    preferences: play.move.placement,
    occupant,
    hasMoved: (other) => movedThisTurn(turn, other),
    slowRestart: car.standstill === 'spin' || car.standstill === 'rearEnd',
  });
}

export function driveCar(turn: Turn, start: RaceState, carId: string, play: PlayableMove, declared: Record<string, number>): void {
  const { circuit } = turn;
  const aff = carOf(turn, carId).reliability;
  const speed = speedRolls(turn, carId, play, aff);
  if (speed === null) return;
  const braking = brake(turn, carId, play, aff);
  if (!braking.moves) return;
  const bonus = slipstreamBonus(turn, start, carId, play, declared);

  const car = carOf(turn, carId);
  const origin = originOf(turn, car);
  if (origin === undefined) return;
  const query = movementQuery(circuit, turn.state.laps, car, origin, play.move, speed, bonus);
  const { toPits, finishAfter } = query;
  if (boxRequested(play.move) && !toPits) {
    const reason = speed > PIT_SPEED_LIMIT ? `${speed} mph is above the pit limit of ${PIT_SPEED_LIMIT}` : 'the race ends at this line';
    emit(turn, { type: 'BoxIgnored', car: carId, reason });
  }
  const occupied = occupancy(turn.state);
  const occupant = (square: SquareIndex) => {
    const other = occupied.get(square);
    return other === carId ? undefined : other;
  };
  const movement = findMovement({ ...query, occupant });
  const leg = chooseLeg(turn, car, play, movement, occupant);
  const curves = curvesInPlay({ circuit, car, track: turn.state.weather.track, start: origin, leg, plan: movement.plan, speed, finishAfter });

  const paid = new Map<string, number>();
  let stop: { cause: SpinCause | 'crashed' | 'offRoad'; curve: CurveInPlay } | null = null;
  for (const curve of curves) {
    const outcome = settleCurve(turn, carId, curve);
    paid.set(curve.curve, (paid.get(curve.curve) ?? 0) + outcome.units);
    if (outcome.stop !== null) {
      stop = { cause: outcome.stop, curve };
      break;
    }
  }

  const path = stop === null ? leg.path : leg.path.slice(0, leg.path.indexOf(stop.curve.spinSquare) + 1);
  const final = path[path.length - 1] ?? origin;
  const intoPits = movement.pits && stop === null;
  emit(turn, {
    type: 'CarMoved',
    car: carId,
    declared: play.move.speed,
    speed,
    bonus,
    path: path.map((index) => squareAt(circuit, index).id),
    to: intoPits ? { at: 'pits' } : { at: 'track', square: final },
    curve: stop === null && !intoPits ? progressAt(circuit, final, curves, paid) : null,
  });
  const lapEnded = crossLines(turn, carId, origin, path, intoPits);

  if (stop !== null) {
    if (stop.cause === 'crashed' || stop.cause === 'offRoad') {
      emit(turn, { type: 'CarEliminated', car: carId, reason: stop.cause, rule: stop.cause === 'crashed' ? 'SC-CURVE-15' : 'SC-CURVE-14' });
    } else {
      spinOut(turn, carId, stop.cause, stop.curve.spinSquare, speed);
    }
  } else if (movement.rearEnd !== null) {
    emit(turn, { type: 'RearEnded', car: carId, hit: movement.rearEnd.hit, square: squareAt(circuit, final).id });
    crashRoll(turn, carId, speed);
  } else if (braking.spin !== null && carOf(turn, carId).status === 'racing' && !intoPits) {
    spinOut(turn, carId, braking.spin, curves.find((c) => c.spinSquare !== origin)?.spinSquare ?? final, speed);
  }
  if (intoPits && lapEnded !== null) pitStop(turn, carId, play.move, lapEnded);
}
