import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';
import { parsePoleLap } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { aics } from '../../../../domain/speed-circuit/aics/ruleset.ts';
import type { CarBuild } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { Setup, type SetupInput } from '../../../../domain/speed-circuit/aics/setup.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { scriptedDice } from '../../../support/dice.ts';
import { OVAL_LAP, POLE_CAR } from './laps.ts';

const circuit = getCircuit('test-oval');
/** 40 SS, 60 Acc, 40 Dec, 180 Top, 6 W per lap: the SC-SOFT-2 example's 6 W with no Start Speed bonus. */
const SIX_WEAR: CarBuild = { startSpeed: 0, acc: 2, dec: 1, topSpeed: 2, wear: 2 };

/** Two cars lap in 6 + 2 and 6 + 1 (no dice); then the weather roll. */
function grid(weather: [number, number], builds: [CarBuild, CarBuild] = [POLE_CAR, POLE_CAR]) {
  return aics.qualify({
    circuit,
    laps: 6,
    maxStarters: 24,
    entrants: [
      { car: '1', name: 'Ada' },
      { car: '2', name: 'Bea' },
    ],
    qualifying: {
      '1': { build: builds[0], lap: parsePoleLap(OVAL_LAP) },
      '2': { build: builds[1], lap: parsePoleLap(OVAL_LAP.replace(/180$/, '160')) },
    },
    dice: scriptedDice(...weather),
  }).state;
}

const setups = (input: Record<string, SetupInput>) => Object.fromEntries(Object.entries(input).map(([car, setup]) => [car, Setup.parse(setup)]));

describe('pre-race setup', () => {
  it('[SC-QUAL-11] the worked example: 40ss 60acc 60dec 200top 4w becomes 40ss 60acc 60dec 180top 5w', () => {
    const { state } = aics.start(circuit, grid([3, 4]), setups({ '1': { movePoint: { from: 'topSpeed', to: 'wear' } } }));
    const car = state.cars['1']!;
    expect(car.sheet).toEqual({ startSpeed: 40, acc: 60, dec: 60, topSpeed: 180, wearPerLap: 5 });
    // 5 W × 6 laps, no W bonus at 40 Start Speed, 2 WF (SC-CAR-4).
    expect([car.wear, car.brakeWear]).toEqual([30, 2]);
  });

  it('[SC-CAR-9] the race car is the pole-lap car after the moved point; without a setup it is the pole-lap car', () => {
    const { state, events } = aics.start(circuit, grid([3, 4]), setups({ '1': { movePoint: { from: 'dec', to: 'acc' } } }));
    expect(state.cars['1']!.build).toEqual({ ...POLE_CAR, dec: 1, acc: 3 });
    expect(state.cars['2']!.build).toEqual(POLE_CAR);
    expect(events.map((event) => [event.type, 'car' in event ? event.car : null])).toEqual([
      ['CarPrepared', '1'],
      ['CarPrepared', '2'],
    ]);
  });

  it('[SC-SOFT-1] [SC-SOFT-2] soft tyres, chosen after the grid and the weather, add one lap of W: 6 × 6 + 6 = 42', () => {
    const { state } = aics.start(circuit, grid([3, 4], [SIX_WEAR, POLE_CAR]), setups({ '1': { softTyres: true } }));
    expect(state.cars['1']).toMatchObject({ wear: 42, softTyres: true, tyres: 'dry' });
  });

  it('[SC-GAME-5] without a choice a car gets the tyres of the track; a choice is honoured', () => {
    const wet = grid([1, 2]);
    expect(wet.weather).toEqual({ tendency: 'wet', marker: 3, track: 'wet' });
    const { state } = aics.start(circuit, wet, setups({ '2': { tyres: 'dry' } }));
    expect([state.cars['1']!.tyres, state.cars['2']!.tyres]).toEqual(['wet', 'dry']);
  });

  it('[SC-GAME-5] the race starts from the grid: every car on its grid square, from standstill, ready for turn 1', () => {
    const { state } = aics.start(circuit, grid([3, 4]), {});
    expect(state.turn).toBe(0);
    expect(aics.carsToMove(state)).toEqual(['1', '2']);
    expect(Object.values(state.cars).map((car) => [car.position, car.standstill, car.lap, car.reliability])).toEqual([
      [{ at: 'track', square: circuit.grid[0] }, 'start', 0, 16],
      [{ at: 'track', square: circuit.grid[1] }, 'start', 0, 16],
    ]);
  });

  it('[SC-QUAL-11] a point cannot come from a category that has none, and a car off the grid has no setup', () => {
    const state = grid([3, 4]);
    const refusal = (car: string, setup: SetupInput) => {
      try {
        aics.checkSetup(circuit, state, car, Setup.parse(setup));
      } catch (error) {
        return error instanceof DomainError ? [error.kind, error.field] : error;
      }
      return null;
    };
    expect(refusal('1', { movePoint: { from: 'wear', to: 'acc' } })).toEqual(['invalid', 'setup.movePoint']);
    expect(refusal('9', {})).toEqual(['notFound', 'car']);
    expect(refusal('1', { movePoint: { from: 'topSpeed', to: 'wear' }, softTyres: true, tyres: 'wet' })).toBeNull();
  });
});
