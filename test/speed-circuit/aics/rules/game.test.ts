import { describe, expect, it } from 'vitest';
import type { CarSpec } from '../../../support/race.ts';
import { ofType, oval, play, raceOn } from '../../../support/race.ts';

const circuit = oval();

describe('a full grid', () => {
  it('[SC-GAME-1] a turn with 26 cars moves every car once, from the leader back, the inside lane first within a row', () => {
    // Rows 20 to 28, three lanes, less 20C: 26 cars at 60 mph.
    const squares = [20, 21, 22, 23, 24, 25, 26, 27, 28].flatMap((row) => ['A', 'B', 'C'].map((lane) => `${row}${lane}`)).filter((id) => id !== '20C');
    const cars: CarSpec[] = squares.map((at, i) => ({ car: String(i + 1), at, speed: 60 }));
    const state = raceOn(circuit, cars);
    const moves = Object.fromEntries(cars.map(({ car }) => [car, { speed: 60 }]));
    const { events, state: after } = play(state, moves);
    const moved = ofType(events, 'CarMoved').map((event) => event.car);
    const rowOf = (spec: CarSpec) => Number.parseInt(spec.at, 10);
    const byPosition = [...cars].sort((a, b) => rowOf(b) - rowOf(a) || a.at.localeCompare(b.at)).map(({ car }) => car);
    expect(byPosition.slice(0, 6)).toEqual(['24', '25', '26', '21', '22', '23']);
    expect(moved).toEqual(byPosition);
    expect(ofType(events, 'MoveOrderSet')[0]!.order.map((entry) => entry.car)).toEqual(byPosition);
    expect(ofType(events, 'MoveDefaulted')).toEqual([]);
    expect(ofType(events, 'RearEnded')).toEqual([]);
    expect(ofType(events, 'CarMoved').every((event) => event.path.length === 3)).toBe(true);
    expect(Object.values(after.cars).every((car) => car.status === 'racing' && car.previousSpeed === 60)).toBe(true);
  });
});
