/**
 * A classic race turn: every car declares its speed in secret (SCC-MOVE-5), the speeds are revealed
 * together and the cars move in order (SCC-MOVE-6, SCC-MOVE-2), each to the end of its path
 * (SCC-REACT-1). The race ends with the turn in which a car finishes, or when no car is left
 * (SCC-WIN-1); with the `allCars` option, once no car is left racing (SCC-WIN-2 Proposed). Pure:
 * the same circuit, state, moves and dice give the same events, and the returned state is the
 * fold of those events.
 */
import type { Dice } from '../../../dice.ts';
import { racingCars } from '../../aics/turn/context.ts';
import { moveOrder } from '../../aics/turn/order.ts';
import { withLaneChanges } from '../../circuit/lane-changes.ts';
import type { Circuit } from '../../circuit/types.ts';
import { playTurn } from '../../play-turn.ts';
import { carOf, emit } from '../../turn.ts';
import type { ClassicEvent } from '../events.ts';
import type { Move } from '../notation.ts';
import { finishingOrder, raceResults } from '../results.ts';
import type { ClassicRaceState } from '../state.ts';
import { startTurn, type Turn } from './context.ts';
import { driveCar } from './drive.ts';
import { playableMove } from './moves.ts';

export { checkMove } from '../move-check.ts';

/** The cars still racing in their order on the track: laps, position, then speed and the inside (SCC-MOVE-2 Proposed). */
function runningOrder(circuit: Circuit, state: ClassicRaceState): string[] {
  const racing = racingCars(state);
  return moveOrder(circuit, racing, Object.fromEntries(racing.map((car) => [car.car, car.previousSpeed])));
}

function isOver(turn: Turn): boolean {
  if (racingCars(turn.state).length === 0) return true;
  return turn.state.finish !== 'allCars' && turn.events.some((event) => event.type === 'CarFinished');
}

/** A race that goes on takes its finished cars off the track, as AICS does (SC-WIN-1 Proposed), so they block nobody. */
function removeFinishedCars(turn: Turn): void {
  const removed = Object.values(turn.state.cars).filter((car) => car.status === 'finished' && car.position.at === 'track');
  if (removed.length > 0) emit(turn, { type: 'TurnEnded', turn: turn.number, removed: removed.map((car) => car.car) });
}

function endTurn(turn: Turn): void {
  if (isOver(turn)) emit(turn, { type: 'RaceScored', results: raceResults(turn.state, runningOrder(turn.circuit, turn.state)) });
  else removeFinishedCars(turn);
  const results = turn.state.results;
  const order = results !== null ? results.map((result) => result.car) : [...finishingOrder(turn.state), ...runningOrder(turn.circuit, turn.state)];
  emit(turn, { type: 'RunningOrderSet', order: [...order, ...turn.state.order.filter((car) => !order.includes(car))] });
}

export function resolveTurn(
  circuit: Circuit,
  state: ClassicRaceState,
  moves: Record<string, Move | undefined>,
  dice: Dice,
): { state: ClassicRaceState; events: ClassicEvent[] } {
  // A classic car may change lane at any time, curves included (SCC-MOVE-3).
  const turn = startTurn(withLaneChanges(circuit), state, dice);
  playTurn(turn, moves, {
    playable: (car, sent) => playableMove(turn, carOf(turn, car), sent),
    drive: (start, car, play, declared) => driveCar(turn, start, car, play, declared),
    end: () => endTurn(turn),
  });
  return { state: turn.state, events: turn.events };
}
