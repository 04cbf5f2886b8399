/** One classic turn in progress (domain/speed-circuit/turn.ts), folded by the classic `evolve`. */
import type { Dice } from '../../../dice.ts';
import type { Circuit } from '../../circuit/types.ts';
import { emit, type Turn as SpeedTurn, startTurn as start } from '../../turn.ts';
import { type ClassicEvent, evolve } from '../events.ts';
import type { ClassicRaceState } from '../state.ts';

export type Turn = SpeedTurn<ClassicRaceState, ClassicEvent>;

export function startTurn(circuit: Circuit, state: ClassicRaceState, dice: Dice): Turn {
  return start(circuit, state, dice, evolve);
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
