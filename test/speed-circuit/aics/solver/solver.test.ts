import { describe, expect, it } from 'vitest';
import { drivePoleLap } from '../../../../domain/speed-circuit/aics/qualifying/pole-lap.ts';
import type { CarBuild } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { bestLap } from '../../../../domain/speed-circuit/aics/solver/index.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import type { Dice } from '../../../../domain/dice.ts';

/** The SC-QUAL-3 example car: 40 Start Speed, 60 Acc, 60 Dec, 200 Top Speed, 4 wear per lap. */
const POLE_CAR: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

const noDice: Dice = {
  roll: (request) => {
    throw new Error(`a best lap rolls no die, yet ${request.purpose} was asked`);
  },
};

describe('the best lap without dice', () => {
  it.each(['test-oval', 'monza', 'monaco'])('[SC-QUAL-10] %s: the circuit states the best lap of the SC-QUAL-3 car, and the pole-lap engine drives its program to it', (id) => {
    const circuit = getCircuit(id);
    const lap = bestLap(circuit, POLE_CAR);
    expect({ turns: lap.turns, squares: lap.squares }).toEqual({ turns: circuit.bestLap!.turns, squares: circuit.bestLap!.squares });
    const driven = drivePoleLap(circuit, 'best', { build: POLE_CAR, startLane: lap.startLane as 'A', lap: lap.lap }, noDice);
    expect(driven.result).toEqual({ valid: true, turns: lap.turns, squares: lap.squares });
    expect(driven.turns.reduce((sum, turn) => sum + turn.wear, 0)).toBe(4 - lap.wearLeft);
  }, 60_000);
});
