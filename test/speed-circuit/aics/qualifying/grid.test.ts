import { describe, expect, it } from 'vitest';
import { DEFAULT_BUILD } from '../../../../domain/speed-circuit/aics/qualifying/index.ts';
import type { PoleLapResult } from '../../../../domain/speed-circuit/aics/qualifying/lap.ts';
import { rank } from '../../../../domain/speed-circuit/aics/qualifying/ranking.ts';
import { parsePoleLap } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { aics } from '../../../../domain/speed-circuit/aics/ruleset.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { scriptedDice, seededDice } from '../../../support/dice.ts';
import { OVAL_LAP, POLE_CAR, program } from './laps.ts';

const valid = (turns: number, squares: number): PoleLapResult => ({ valid: true, turns, squares });
const voided: PoleLapResult = { valid: false, reason: 'broken', message: 'failed topSpeed roll before the final straight' };
const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}` }));
const lap = (text: string) => ({ build: POLE_CAR, lap: parsePoleLap(text) });

describe('ranking', () => {
  it('[SC-QUAL-6] fewest turns first, then most squares beyond the line, then 3d6 rolled again among those still level', () => {
    const dice = scriptedDice(3, 3, 4, 6, 5, 1, 4, 3, 3, 5, 4, 1, 2, 2, 2, 6, 6, 6);
    const ranking = rank(
      [
        { car: '1', result: valid(6, 2) },
        { car: '2', result: valid(6, 7) },
        { car: '3', result: valid(5, 1) },
        { car: '4', result: valid(6, 7) },
        { car: '5', result: valid(6, 2) },
      ],
      dice,
    );
    // 2 and 4 (6 + 7): 10 against 12. 1 and 5 (6 + 2): 10 and 10, then 6 against 18.
    expect(ranking.map((entry) => entry.car)).toEqual(['3', '4', '2', '5', '1']);
    expect(ranking.find((entry) => entry.car === '1')!.rolls.map((roll) => roll.dice)).toEqual([
      [4, 3, 3],
      [2, 2, 2],
    ]);
    expect(ranking[0]).toEqual({ car: '3', position: 1, lap: 'valid', turns: 5, squares: 1, rolls: [] });
    expect(dice.rolls.every((roll) => roll.purpose === 'qualifyingTieBreak')).toBe(true);
  });

  it('[SC-QUAL-8] several invalid laps all go after the valid ones, in an order drawn by lot', () => {
    const dice = scriptedDice(300, 900, 500);
    const ranking = rank(
      [
        { car: '1', result: valid(6, 2) },
        { car: '2', result: voided },
        { car: '3', result: { valid: false, reason: 'spun', message: 'Curve table 5 in curve 84' } },
        { car: '4', result: { valid: false, reason: 'programEnded', message: 'the program ends after 3 turns, before the line' } },
      ],
      dice,
    );
    expect(ranking.map((entry) => [entry.car, entry.lap])).toEqual([
      ['1', 'valid'],
      ['3', 'invalid'],
      ['4', 'invalid'],
      ['2', 'invalid'],
    ]);
    expect(dice.rolls.map((roll) => [roll.purpose, roll.sides])).toEqual([
      ['qualifyingDraw', 1000],
      ['qualifyingDraw', 1000],
      ['qualifyingDraw', 1000],
    ]);
  });
});

describe('the grid', () => {
  const circuit = getCircuit('test-oval');
  // Car 1 laps in 6 + 2, car 4 in 6 + 1; car 3's program ends early; car 2 sent nothing.
  const qualifying = { '1': lap(OVAL_LAP), '2': undefined, '3': lap(program('120;120;120')), '4': lap(program('120;120;120;120;120;160')) };
  const qualified = () => {
    const dice = scriptedDice(17, 640, 3, 4);
    const result = aics.qualify({ circuit, laps: 6, maxStarters: 24, entrants: entrants(4), qualifying, dice });
    return { ...result, dice };
  };

  it('[SC-QUAL-2] a missing lap is drawn by lot with the invalid ones for the last rows', () => {
    const { events } = qualified();
    const ranked = events.find((event) => event.type === 'QualifyingRanked')!;
    expect(ranked.ranking.map((entry) => [entry.car, entry.lap])).toEqual([
      ['1', 'valid'],
      ['4', 'valid'],
      ['3', 'invalid'],
      ['2', 'missing'],
    ]);
    expect(events.filter((event) => event.type === 'PoleLapDriven').map((event) => event.car)).toEqual(['1', '3', '4']);
  });

  it('[SC-QUAL-13] position 1 takes grid square 1, and so on; a car without a build gets the default one', () => {
    const { state, events } = qualified();
    const grid = events.find((event) => event.type === 'GridSet')!;
    expect(grid.grid.map((place) => [place.car, place.squareId])).toEqual([
      ['1', '28A'],
      ['4', '28C'],
      ['3', '27A'],
      ['2', '27C'],
    ]);
    expect(aics.classification(state)).toEqual(['1', '4', '3', '2']);
    expect(state.cars['4']!.position).toEqual({ at: 'track', square: circuit.grid[1] });
    expect(state.cars['2']!.build).toEqual(DEFAULT_BUILD);
  });

  it('[SC-QUAL-12] [SC-PBEM-9] only the first 24 take the start on a 24-car circuit', () => {
    const { state, events } = aics.qualify({ circuit, laps: 6, maxStarters: 24, entrants: entrants(26), qualifying: {}, dice: seededDice(3) });
    const grid = events.find((event) => event.type === 'GridSet')!;
    expect(grid.grid).toHaveLength(24);
    expect(grid.nonStarters).toHaveLength(2);
    expect(Object.keys(state.cars)).toHaveLength(24);
    expect(aics.classification(state)).toEqual(grid.grid.map((place) => place.car));
    grid.nonStarters.forEach((car) => {
      expect(state.cars[car]).toBeUndefined();
    });
  });

  it('[SC-QUAL-12] [SC-PBEM-9] 26 take the start on a 26-car circuit such as monza', () => {
    const { events } = aics.qualify({ circuit: getCircuit('monza'), laps: 6, maxStarters: 26, entrants: entrants(27), qualifying: {}, dice: seededDice(5) });
    const grid = events.find((event) => event.type === 'GridSet')!;
    expect([grid.grid.length, grid.nonStarters.length]).toEqual([26, 1]);
  });

  it('[SC-RAIN-1] [SC-RAIN-3] the 2d6 weather roll comes right after the grid, before any setup', () => {
    const { state, events, dice } = qualified();
    expect(events.slice(-2).map((event) => event.type)).toEqual(['GridSet', 'StartingWeatherRolled']);
    expect(dice.rolls.at(-1)).toMatchObject({ purpose: 'weather', dice: [3, 4] });
    expect(state.weather).toEqual({ tendency: 'dry', marker: 7, track: 'dry' });
    expect(state.turn).toBe(0);
  });
});
