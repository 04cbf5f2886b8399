/**
 * What the events both rulebooks share do to a race, folded alike by the AICS and the classic
 * `evolve` (classic reads these events with the AICS schemas): the turn begun, the missed moves
 * counted, a failed start, a move, a spin, a rear-end, a lap, a finish, the finished cars taken off
 * the track, a car out of the race.
 */
import type { AicsEvent } from './aics/events.ts';
import type { CarState, Position } from './aics/state.ts';

const SHARED_TYPES = [
  'TurnStarted',
  'MoveOrderSet',
  'StartFailed',
  'CarMoved',
  'CarSpun',
  'RearEnded',
  'LineCrossed',
  'CarFinished',
  'TurnEnded',
  'CarEliminated',
] as const;
const SHARED: ReadonlySet<string> = new Set(SHARED_TYPES);

export type SharedEvent = Extract<AicsEvent, { type: (typeof SHARED_TYPES)[number] }>;

/** Whether `event` is one both rulebooks fold alike, by `evolveShared`. */
export const isShared = (event: { type: string }): event is SharedEvent => SHARED.has(event.type);

/** What those events read and change of a race. */
interface SharedRace {
  turn: number;
  finishers: string[];
  cars: Record<
    string,
    Pick<CarState, 'position' | 'previousSpeed' | 'standstill' | 'stalledTurns' | 'curve' | 'lap' | 'status' | 'finish' | 'elimination' | 'missedMoves'>
  >;
}

export const OFF: Position = { at: 'off' };

/** `state` with car `id` changed; the same state for an unknown car. Every Speed Circuit game keeps its cars this way. */
export function updateCar<S extends { cars: Record<string, object> }>(state: S, id: string, change: (car: S['cars'][string]) => Partial<S['cars'][string]>): S {
  const current = state.cars[id] as S['cars'][string] | undefined;
  if (current === undefined) return state;
  return { ...state, cars: { ...state.cars, [id]: { ...current, ...change(current) } } };
}

type SharedCar = SharedRace['cars'][string];

/** `updateCar` for any race that keeps the shared cars: what these events change is written once for both rulebooks' cars. */
function withCar<S extends SharedRace>(state: S, id: string, change: (car: SharedCar) => Partial<SharedCar>): S {
  const current = state.cars[id];
  if (current === undefined) return state;
  return { ...state, cars: { ...state.cars, [id]: { ...current, ...change(current) } } };
}

/** Total: an event about an unknown car leaves the state as it is. */
export function evolveShared<S extends SharedRace>(state: S, event: SharedEvent): S {
  switch (event.type) {
    case 'TurnStarted':
      return { ...state, turn: event.turn };
    case 'MoveOrderSet': {
      // One copy of the cars for the whole order, not one per car.
      const cars = { ...state.cars };
      for (const entry of event.order) {
        const current = cars[entry.car];
        if (current !== undefined) cars[entry.car] = { ...current, missedMoves: entry.missedMoves };
      }
      return { ...state, cars };
    }
    case 'StartFailed':
      return withCar(state, event.car, () => ({ stalledTurns: event.stalledTurns }));
    case 'CarMoved':
      return withCar(state, event.car, () => ({
        position: event.to,
        previousSpeed: event.speed,
        standstill: event.speed === 0 ? 'stopped' : null,
        stalledTurns: 0,
        curve: event.curve,
      }));
    case 'CarSpun':
      return withCar(state, event.car, () => ({ position: event.to, standstill: 'spin', curve: null }));
    case 'RearEnded':
      return withCar(state, event.car, () => ({ standstill: 'rearEnd', curve: null }));
    case 'LineCrossed':
      return withCar(state, event.car, () => ({ lap: event.lap }));
    case 'CarFinished':
      return withCar({ ...state, finishers: state.finishers.includes(event.car) ? state.finishers : [...state.finishers, event.car] }, event.car, () => ({
        status: 'finished',
        finish: { turn: event.turn, beyond: event.beyond, laneIndex: event.laneIndex },
      }));
    case 'CarEliminated':
      return withCar(state, event.car, () => ({
        status: 'eliminated',
        elimination: { reason: event.reason, turn: state.turn },
        position: OFF,
        curve: null,
      }));
    case 'TurnEnded':
      return event.removed.reduce((next, id) => withCar(next, id, () => ({ position: OFF, curve: null })), state);
  }
}
