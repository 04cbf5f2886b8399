import { describe, expect, it } from 'vitest';
import { lamborghini } from '../../domain/lamborghini/game.ts';
import { emptyState, fold } from '../../domain/lamborghini/state.ts';
import { seededDice } from '../support/dice.ts';
import { raceOf } from './race-driver.ts';

describe('the Short game raced to the finish', () => {
  it('[LB-FIN-1] [LB-GAME-2] every car crosses the line after 3 laps or is stopped, and the race is over', () => {
    const race = raceOf(4, 1, seededDice(1));
    expect(lamborghini.isFinished(race.state)).toBe(true);
    const cars = Object.values(race.state.race.cars);
    expect(cars.every((car) => car.finished !== undefined || car.stopped)).toBe(true);
    expect(lamborghini.classification(race.state)).toHaveLength(4);
    expect(fold(emptyState(), race.events)).toEqual(race.state);
  });
});
