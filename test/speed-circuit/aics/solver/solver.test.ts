import { describe, expect, it } from 'vitest';
import type { Dice } from '../../../../domain/dice.ts';
import { DomainError } from '../../../../domain/errors.ts';
import { poleLapWear } from '../../../../domain/speed-circuit/aics/car.ts';
import { drivePoleLap } from '../../../../domain/speed-circuit/aics/qualifying/pole-lap.ts';
import { bestLap, bestLapOf, parseCar, printCar } from '../../../../domain/speed-circuit/aics/solver/index.ts';
import { getCircuit, shippedCircuits } from '../../../../domain/speed-circuit/circuit/index.ts';

const noDice: Dice = {
  roll: (request) => {
    throw new Error(`a best lap rolls no die, yet ${request.purpose} was asked`);
  },
  shuffle: (request) => {
    throw new Error(`a best lap shuffles nothing, yet ${request.purpose} was asked`);
  },
};

describe('the best lap without dice', () => {
  it.each(Object.keys(shippedCircuits()))(
    '[SC-QUAL-10] %s states its Best Lap and its car; the solver finds it, and the pole-lap engine drives its program to it with one lap’s wear',
    (id) => {
      const circuit = getCircuit(id);
      const stated = circuit.bestLap!;
      const build = parseCar(stated.car);
      const lap = bestLap(circuit, build);
      expect({ turns: lap.turns, squares: lap.squares }).toEqual({ turns: stated.turns, squares: stated.squares });
      const driven = drivePoleLap(circuit, 'best', { build, startLane: lap.startLane as 'A', lap: lap.lap }, noDice);
      expect(driven.result).toEqual({ valid: true, turns: lap.turns, squares: lap.squares });
      expect(driven.turns.reduce((sum, turn) => sum + turn.wear, 0)).toBe(poleLapWear(build) - lap.wearLeft);
    },
    60_000,
  );

  it('[SC-QUAL-10] a car with more wear and less Top Speed laps test-oval its own way, and the answer is kept per circuit and car', () => {
    const circuit = getCircuit('test-oval');
    const first = bestLapOf(circuit, '60SS 60ACC 40DEC 180TOP 5W');
    expect(first.car).toBe('60ss 60acc 40dec 180top 5w');
    expect(first.lap.every((move) => move.speed <= 180)).toBe(true);
    expect(bestLapOf(circuit, first.car).lap).toBe(first.lap);
  });
});

describe('a car written as the rulebook writes it', () => {
  it('[SC-QUAL-11] reads "40ss 60acc 60dec 200top 4w" as 0 + 2 + 2 + 3 + 0 points and prints it back', () => {
    const build = parseCar('40ss 60acc 60dec 200top 4w');
    expect(build).toEqual({ startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 });
    expect(printCar(build)).toBe('40ss 60acc 60dec 200top 4w');
  });

  it('[SC-CAR-4] a Start Speed of 80 is the row that makes 7 points: the 3-point cell with 20acc 20dec 160top 7w, the 2-point one with 40acc', () => {
    expect(parseCar('80ss 20acc 20dec 160top 7w').startSpeed).toBe(3);
    expect(parseCar('80ss 40acc 20dec 160top 7w').startSpeed).toBe(2);
  });

  it('[SC-CAR-5] refuses a value off the Performance Chart and a build that does not spend 7 points', () => {
    const fieldOf = (text: string) => {
      try {
        parseCar(text);
      } catch (error) {
        return error instanceof DomainError ? error.field : 'not a DomainError';
      }
      return 'accepted';
    };
    expect(fieldOf('40ss 70acc 60dec 200top 4w')).toBe('car');
    expect(fieldOf('40ss 60acc 60dec 200top')).toBe('car');
    expect(fieldOf('60ss 60acc 60dec 200top 4w')).toBe('build');
  });
});
