/**
 * One classic car's turn: the d6 checks and the braking, the slipstream, the movement with its
 * curves and collisions, the placement, the line. Movement, curve limits, collisions and placement
 * are the AICS code (aics/turn); what differs is judged here: slipstream never into a curve
 * (SCC-SLIP-2), the classic curve table, spins and collisions without damage (SCC-SPIN, SCC-COLL-3).
 */

import { occupancy, squareAt } from '../../aics/turn/context.ts';
import { progressAt } from '../../aics/turn/curve-penalties.ts';
import { type CurveInPlay, curvesInPlay } from '../../aics/turn/curves-in-play.ts';
import { findMovement, type Leg, type Movement, movementQuery } from '../../aics/turn/path.ts';
import { place } from '../../aics/turn/placement.ts';
import { slipstream } from '../../aics/turn/slipstream.ts';
import type { SquareIndex } from '../../circuit/types.ts';
import { carOf, emit } from '../../turn.ts';
import type { ClassicRaceState } from '../state.ts';
import type { Turn } from './context.ts';
import { type CurveStop, settleCurve } from './curve-penalties.ts';
import { crossingsTo, crossLines } from './finish.ts';
import type { PlayableMove } from './moves.ts';
import { brake, speedChecks } from './speed-and-braking.ts';

interface Driven {
  movement: Movement;
  leg: Leg;
  bonus: number;
}

/**
 * The slipstream, judged on the positions at the start of the turn and the declared speeds as in
 * AICS (SCC-SLIP-1, -3, -5, -6), refused when its squares would take the car into a curve square
 * (SCC-SLIP-2); once taken it is used, collision or not (SCC-SLIP-8).
 */
function withSlipstream(
  turn: Turn,
  start: ClassicRaceState,
  carId: string,
  play: PlayableMove,
  declared: Record<string, number>,
  drive: (bonus: number) => Omit<Driven, 'bonus'>,
): Driven {
  if (!play.move.slipstream) return { ...drive(0), bonus: 0 };
  const verdict = slipstream(turn.circuit, start, carId, declared);
  if ('reason' in verdict) {
    emit(turn, { type: 'SlipstreamIgnored', car: carId, reason: verdict.reason });
    return { ...drive(0), bonus: 0 };
  }
  const taken = drive(verdict.bonus);
  const intoCurve = taken.leg.path
    .slice(play.move.speed / 20)
    .map((index) => squareAt(turn.circuit, index))
    .find((square) => square.speed !== undefined);
  if (intoCurve !== undefined) {
    emit(turn, { type: 'SlipstreamIgnored', car: carId, reason: `the slipstream would take the car into curve square ${intoCurve.id}` });
    return { ...drive(0), bonus: 0 };
  }
  emit(turn, { type: 'SlipstreamTaken', car: carId, behind: verdict.behind, bonus: verdict.bonus });
  return { ...taken, bonus: verdict.bonus };
}

export function driveCar(turn: Turn, start: ClassicRaceState, carId: string, play: PlayableMove, declared: Record<string, number>): void {
  const { circuit } = turn;
  if (!speedChecks(turn, carId, play)) return;
  const braking = brake(turn, carId, play);
  if (!braking.moves) return;

  const car = carOf(turn, carId);
  if (car.position.at !== 'track') return;
  const origin = car.position.square;
  const speed = play.move.speed;
  const occupied = occupancy(turn.state);
  const occupant = (square: SquareIndex) => {
    const other = occupied.get(square);
    return other === carId ? undefined : other;
  };
  const finishAfter = turn.state.laps - car.lap + 1;
  const drive = (bonus: number) => {
    // Classic has no pits, so no move asks for them.
    const movement = findMovement({ ...movementQuery(circuit, turn.state.laps, car, origin, play.move, speed, bonus), occupant });
    // Nothing places a slow car for the others in classic (SC-SLOW-1 has no classic counterpart).
    const leg =
      movement.rearEnd?.leg ??
      place({
        circuit,
        ends: movement.ends,
        preferences: play.move.placement,
        occupant,
        hasMoved: (other) => turn.events.some((e) => e.type === 'CarMoved' && e.car === other),
        slowRestart: false,
      });
    return { movement, leg };
  };
  const { movement, leg, bonus } = withSlipstream(turn, start, carId, play, declared, drive);
  // Classic has no weather: the track is dry and so are the tyres.
  const curves = curvesInPlay({ circuit, car: { curve: car.curve, tyres: 'dry' }, track: 'dry', start: origin, leg, plan: movement.plan, speed, finishAfter });

  const paid = new Map<string, number>();
  let stop: { at: CurveInPlay; how: CurveStop } | null = null;
  for (const curve of curves) {
    const outcome = settleCurve(turn, carId, curve, crossingsTo(circuit, origin, leg.path, curve.lastStep));
    paid.set(curve.curve, (paid.get(curve.curve) ?? 0) + outcome.units);
    if (outcome.stop !== null) {
      stop = { at: curve, how: outcome.stop };
      break;
    }
  }

  const path = stop === null ? leg.path : leg.path.slice(0, leg.path.indexOf(stop.at.spinSquare) + 1);
  const final = path[path.length - 1] ?? origin;
  emit(turn, {
    type: 'CarMoved',
    car: carId,
    declared: speed,
    speed,
    bonus,
    path: path.map((index) => squareAt(circuit, index).id),
    to: { at: 'track', square: final },
    curve: stop === null ? progressAt(circuit, final, curves, paid) : null,
  });
  crossLines(turn, carId, origin, path);

  const spinAt = (cause: Extract<CurveStop, { spin: unknown }>['spin'], square: SquareIndex) =>
    emit(turn, { type: 'CarSpun', car: carId, cause, square: squareAt(circuit, square).id, to: { at: 'track', square } });
  if (stop !== null) {
    if ('crash' in stop.how) emit(turn, { type: 'CarEliminated', car: carId, reason: 'crashed', rule: stop.how.crash });
    else spinAt(stop.how.spin, stop.at.spinSquare);
  } else if (movement.rearEnd !== null) {
    emit(turn, { type: 'RearEnded', car: carId, hit: movement.rearEnd.hit, square: squareAt(circuit, final).id });
  } else if (braking.spin !== null && carOf(turn, carId).status === 'racing') {
    // At the end of the movement, on its final square or the first square of a curve it entered (SCC-DEC-2 Proposed, SCC-SPIN-1).
    spinAt(braking.spin, curves.find((curve) => curve.spinSquare !== origin)?.spinSquare ?? final);
  }
}
