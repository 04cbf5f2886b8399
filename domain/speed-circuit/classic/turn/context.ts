/**
 * One classic turn in progress. As in the AICS turn, every change goes through `emit`, which
 * records the event and folds it, so the final state is the fold of the events by construction.
 */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import { type ClassicEvent, evolve } from '../events.ts';
import type { ClassicCarState, ClassicRaceState } from '../state.ts';

export interface Turn {
  readonly circuit: Circuit;
  readonly dice: Dice;
  readonly events: ClassicEvent[];
  readonly number: number;
  state: ClassicRaceState;
}

export function startTurn(circuit: Circuit, state: ClassicRaceState, dice: Dice): Turn {
  return { circuit, dice, events: [], number: state.turn + 1, state };
}

export function emit(turn: Turn, event: ClassicEvent): void {
  turn.events.push(event);
  turn.state = evolve(turn.state, event);
}

export function carOf(turn: Turn, id: string): ClassicCarState {
  const car = turn.state.cars[id];
  if (car === undefined) throw new Error(`no car ${id} in the race`);
  return car;
}

/** Wear paid, and why; nothing is emitted for a penalty of no wear. */
export function payWear(
  turn: Turn,
  car: string,
  W: number,
  reason: Extract<ClassicEvent, { type: 'WearPaid' }>['reason'],
  curve: string | null,
  units: number,
): void {
  if (W > 0) emit(turn, { type: 'WearPaid', car, W, reason, curve, units });
}
