/**
 * What must hold after every turn of any race, whatever the players do.
 */
import { expect } from 'vitest';
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import { evolve } from '../../domain/speed-circuit/aics/evolve.ts';
import type { RaceState } from '../../domain/speed-circuit/aics/state.ts';
import type { Circuit } from '../../domain/speed-circuit/circuit/types.ts';

/** A step the car may take: an ordinary step or the next square of an arrow (SC-MOVE-5, SC-MOVE-6, SC-CURVE-7). */
function forward(circuit: Circuit, from: number, to: number): boolean {
  if (circuit.squares[from]!.next.includes(to)) return true;
  return circuit.curves.some((curve) => curve.trajectories.some((t) => t.squares.indexOf(to) > 0 && t.squares[t.squares.indexOf(to) - 1] === from));
}

/** The crossings that end lap 2, 3 or 4 count as the soft-tyre stop; starting lap 5 without it eliminates (SC-SOFT-3). */
const SOFT_STOP_DEADLINE_LAP = 5;

export function checkTurn(circuit: Circuit, before: RaceState, after: RaceState, events: readonly AicsEvent[]): void {
  expect(events.reduce(evolve, before), 'the state is the fold of the turn’s events').toEqual(after);
  const taken = new Map<number, string>();
  for (const car of Object.values(after.cars)) {
    const was = before.cars[car.car]!;
    const pitted = events.some((event) => event.type === 'PitStopMade' && event.car === car.car);
    expect(car.wear).toBeGreaterThanOrEqual(0);
    expect(car.brakeWear).toBeGreaterThanOrEqual(0);
    expect(car.wear, 'wear is never given back (SC-SOFT-4)').toBeLessThanOrEqual(was.wear);
    expect(car.brakeWear).toBeLessThanOrEqual(was.brakeWear);
    expect(car.reliability).toBeGreaterThanOrEqual(6);
    expect(car.reliability).toBeLessThanOrEqual(pitted ? Math.min(16, was.reliability + 1) : was.reliability);
    expect(car.lap).toBeGreaterThanOrEqual(was.lap);
    if (car.status !== 'racing') expect(car.position, `${car.car} is ${car.status} and off the track`).toEqual({ at: 'off' });
    if (car.status === 'racing' && car.softTyres && !car.softStopMade) expect(car.lap).toBeLessThan(SOFT_STOP_DEADLINE_LAP);
    if (car.position.at !== 'track') continue;
    expect(taken.get(car.position.square), `two cars on ${circuit.squares[car.position.square]!.id}`).toBeUndefined();
    taken.set(car.position.square, car.car);
  }
  for (const moved of events.filter((event) => event.type === 'CarMoved')) {
    const start = before.cars[moved.car]!.position;
    const squares = moved.path.map((id) => circuit.byId.get(id)!);
    const from = start.at === 'track' ? [start.square, ...squares] : squares;
    for (let i = 1; i < from.length; i++) expect(forward(circuit, from[i - 1]!, from[i]!), `${moved.car} stepped back or sideways`).toBe(true);
  }
  for (const event of events) {
    if ('roll' in event) for (const face of event.roll.dice) expect(face >= 1 && face <= event.roll.sides, `${event.type} rolled ${face}`).toBe(true);
  }
}

/** Once classified, every car has finished or is out; the finishers hold places 1..n, and only the first six score (SC-WIN-1..3). */
export function checkClassification(state: RaceState): void {
  const cars = Object.values(state.cars);
  expect(cars.every((car) => car.status !== 'racing')).toBe(true);
  const finished = cars.filter((car) => car.status === 'finished').map((car) => car.car);
  expect(state.classification!.map((entry) => entry.car).sort()).toEqual(finished.sort());
  expect(state.classification!.map((entry) => entry.place)).toEqual(state.classification!.map((_, i) => i + 1));
  expect(state.classification!.slice(6).every((entry) => entry.points === 0)).toBe(true);
}
