/**
 * The AICS turn engine as the racing choices ask it (../choices/engine.ts), worked out with the
 * move preview's own code (preview.ts): the speeds with their reliability rolls and braking (SC-ACC,
 * SC-DEC-2, SC-START, SC-REL), the ways to pay the braking (SC-DEC-9, SC-AUTO-4, custom W), the
 * slipstream (SC-SLIP), the pits (SC-PIT-5 Proposed), the curves a move must name (SC-GNU-1) and the
 * lines each can take, every projection the move as the resolver plays it on the best faces.
 */
import { conflict, DomainError } from '../../errors.ts';
import { type BrakingOption, distinctWays, type MoveEngine, type SpeedOption, slipstreamOption } from '../choices/engine.ts';
import type { Circuit } from '../circuit/types.ts';
import { linesOf, takes, withLine } from '../lines.ts';
import { bestFaces, needed } from './best-faces.ts';
import type { AicsEvent } from './events.ts';
import { printMove } from './notation.ts';
import { assumedSpeeds, brakingOf, DICE_3D6, movementOf, project } from './preview.ts';
import type { ReliabilityRoll } from './reliability.ts';
import type { Braking, Move } from './schemas.ts';
import { allowedSpeeds, type BeyondDec, type SpeedClass, speedContext } from './speed.ts';
import type { RaceState } from './state.ts';
import { startTurn } from './turn/context.ts';
import { originOf } from './turn/moves.ts';
import { continuingArrow, movementQuery, namesStandingCurve, standingLine, unnamedCurve } from './turn/path.ts';
import { PIT_SPEED_LIMIT } from './turn/pits.ts';
import { slipstream } from './turn/slipstream.ts';

/** Every way the table and the custom W let a braking be paid: WF or W first, wear or the brake check where offered (SC-DEC-2, SC-DEC-9, SC-CUSTOM-2). */
const BRAKINGS: readonly Braking[] = [
  { first: 'WF', brakeCheck: false },
  { first: 'W', brakeCheck: false },
  { first: 'WF', brakeCheck: true },
  { first: 'W', brakeCheck: true },
];

/**
 * `speeds`: the declarations to offer, when they are not those of the car's state (the flying start
 * of a pole lap, SC-QUAL-4 Proposed). Throws `DomainError` when the car is not racing.
 */
export function aicsMoveEngine(circuit: Circuit, state: RaceState, carId: string, speeds?: readonly SpeedClass[]): MoveEngine<AicsEvent> {
  const car = state.cars[carId];
  if (car === undefined) throw new DomainError('notFound', 'car', `no car ${carId} in this race`);
  if (car.status !== 'racing') throw conflict('car', `car ${carId} is ${car.status}`);
  const origin = originOf(startTurn(circuit, state, bestFaces()), car);
  const standing = origin === undefined ? undefined : { circuit, start: origin, trajectory: continuingArrow(circuit, car, origin) };
  const roll = (purpose: ReliabilityRoll) => needed({ purpose, ...DICE_3D6 }, car.reliability);
  const slipstreamAt = (speed: number) => slipstream(circuit, state, carId, { ...assumedSpeeds(state), [carId]: speed });
  const bonusOf = (move: Move): number => {
    const verdict = move.slipstream ? slipstreamAt(move.speed) : null;
    return verdict !== null && 'bonus' in verdict ? verdict.bonus : 0;
  };
  const speedOption = (speed: SpeedClass): SpeedOption[] => {
    const braking = brakingOf(car, speed.beyondDec);
    if (braking === undefined) return [];
    return [{ speed: speed.speed, rolls: [...speed.rolls, ...(braking?.brakeCheck ? ['brakeCheck' as const] : [])].map(roll), braking }];
  };
  return {
    car: carId,
    turn: state.turn + 1,
    from: car.position.at === 'track' ? circuit.squares[car.position.square]!.id : car.position.at,
    previousSpeed: car.standstill === null ? car.previousSpeed : null,
    sheet: car.sheet,
    terms: { brakeWear: true, die: 'curveDie' },
    speeds: (speeds ?? allowedSpeeds(speedContext(car))).flatMap(speedOption),
    brakings(speed) {
      const prices = BRAKINGS.flatMap((braking): BrakingOption[] => {
        const price = brakingOf(car, speed.braking?.beyondDec as BeyondDec, braking);
        return price ? [{ braking, price, rolls: price.brakeCheck ? [roll('brakeCheck')] : [] }] : [];
      });
      return distinctWays(prices);
    },
    slipstream: (speed) => slipstreamOption((declared) => slipstream(circuit, state, carId, declared), assumedSpeeds(state), carId, speed),
    pits(move) {
      if (move.speed > PIT_SPEED_LIMIT || car.lap >= state.laps) return false;
      const boxed = { ...move, curve1: [...move.curve1.slice(0, 2), { kind: 'box' as const }] };
      return movementOf(circuit, state, car, boxed, bonusOf(move))?.movement.pits ?? false;
    },
    unnamed: (move) => (origin === undefined ? null : unnamedCurve(movementQuery(circuit, state.laps, car, origin, move, move.speed, bonusOf(move)))),
    standingLine: standing !== undefined && namesStandingCurve(standing) ? standingLine(standing) : null,
    lines(move, named) {
      const curve = circuit.curves.find((candidate) => candidate.id === named.curve);
      if (curve === undefined) return [];
      const all = linesOf(circuit, curve).map((via) => ({ via, ...project(circuit, state, carId, withLine(move, named.field, via), false) }));
      const taken = all.filter(({ via, movement }) => takes(movement, curve.id, via));
      // Forced out of every lane (SC-COLL-2): each line is still a move, the engine then diverts it.
      return (taken.length > 0 ? taken : all).map(({ via, projection }) => ({ via, projection }));
    },
    project: (move, complete) => project(circuit, state, carId, move, complete).projection,
    print: printMove,
  };
}
