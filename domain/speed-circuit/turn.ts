/**
 * A Speed Circuit turn in progress, in either rulebook: the circuit, the dice and the state as
 * folded so far. Every change goes through `emit`, which records the event and folds it with the
 * rulebook's `evolve`, so the final state is the fold of the events by construction.
 */
import type { Dice } from '../dice.ts';
import type { Circuit } from './circuit/types.ts';

export interface Turn<State, Event> {
  readonly circuit: Circuit;
  readonly dice: Dice;
  readonly events: Event[];
  readonly number: number;
  state: State;
  /** The rulebook's fold of one event. */
  evolve(state: State, event: Event): State;
}

export function startTurn<State extends { turn: number }, Event>(
  circuit: Circuit,
  state: State,
  dice: Dice,
  evolve: (state: State, event: Event) => State,
): Turn<State, Event> {
  return { circuit, dice, events: [], number: state.turn + 1, state, evolve };
}

export function emit<State, Event>(turn: Turn<State, Event>, event: NoInfer<Event>): void {
  turn.events.push(event);
  turn.state = turn.evolve(turn.state, event);
}

export function carOf<Car>(turn: { readonly state: { cars: Record<string, Car> } }, id: string): Car {
  const car = turn.state.cars[id];
  if (car === undefined) throw new Error(`no car ${id} in the race`);
  return car;
}
