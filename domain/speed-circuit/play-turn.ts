/**
 * The frame of a race turn, the same in both rulebooks (AICS Appendix A, Proposed; SCC-MOVE-5,
 * SCC-MOVE-6): every racing car's move collected, the GNU's where the player's is missing or cannot
 * be played, the move order set by the declared speeds, every car driven in that order, the turn
 * closed. What a rulebook plays differently, it gives as `rules`.
 */
import type { AicsEvent } from './aics/events.ts';
import type { CarState } from './aics/state.ts';
import { racingCars } from './aics/turn/context.ts';
import { moveOrder } from './aics/turn/order.ts';
import { carOf, emit, type Turn } from './turn.ts';

/** The events the frame emits, whose schemas both rulebooks share. */
type FrameEvent = Extract<AicsEvent, { type: 'TurnStarted' | 'MoveDefaulted' | 'MoveOrderSet' }>;
type Defaulted = Omit<Extract<FrameEvent, { type: 'MoveDefaulted' }>, 'type' | 'car' | 'speed'>;

/** What the frame reads of a race: its cars. */
type Racing = { cars: Record<string, Pick<CarState, 'car' | 'status' | 'lap' | 'position' | 'missedMoves'>> };

/** A car's move as the turn plays it: the one sent, or the GNU's and why (SC-GNU-1). */
interface Playable {
  move: { speed: number; slipstream: boolean };
  defaulted: Defaulted | null;
}

export interface TurnRules<State extends Racing, Move, Play> {
  /** The move `car` plays, given the one its player sent. */
  playable(car: string, sent: Move | undefined): Play;
  /** Drives `car`; `start` is the race as it stood before the first car drove. */
  drive(start: State, car: string, play: Play, declared: Record<string, number>): void;
  /** Closes the turn once every car has driven. */
  end(): void;
}

export function playTurn<State extends Racing, Event, Move, Play extends Playable>(
  turn: Turn<State, Event | FrameEvent>,
  moves: Record<string, Move | undefined>,
  rules: TurnRules<State, Move, Play>,
): void {
  const record = (event: FrameEvent) => emit(turn, event);
  record({ type: 'TurnStarted', turn: turn.number });
  const plays = new Map<string, { play: Play; missedMoves: number }>();
  for (const car of racingCars(turn.state)) {
    const sent = moves[car.car];
    const play = rules.playable(car.car, sent);
    if (play.defaulted !== null) record({ type: 'MoveDefaulted', car: car.car, ...play.defaulted, speed: play.move.speed });
    plays.set(car.car, { play, missedMoves: sent === undefined ? car.missedMoves + 1 : 0 });
  }
  const declared = Object.fromEntries([...plays].map(([car, { play }]) => [car, play.move.speed]));
  const order = moveOrder(
    turn.circuit,
    [...plays.keys()].map((car) => carOf(turn, car)),
    declared,
  );
  record({
    type: 'MoveOrderSet',
    order: order.map((car) => {
      const { play, missedMoves } = plays.get(car)!;
      return { car, speed: play.move.speed, slipstream: play.move.slipstream, missedMoves };
    }),
  });
  const start = turn.state;
  for (const car of order) rules.drive(start, car, plays.get(car)!.play, declared);
  rules.end();
}
