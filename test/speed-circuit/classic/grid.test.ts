import { describe, expect, it } from 'vitest';
import { aics } from '../../../domain/speed-circuit/aics/ruleset.ts';
import { sheetOf } from '../../../domain/speed-circuit/classic/car.ts';
import { BALANCED_BUILD } from '../../../domain/speed-circuit/classic/grid.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import { wearLeft } from '../../../domain/speed-circuit/classic/state.ts';
import { scriptedDice, seededDice } from '../../support/dice.ts';
import { BALANCED, oval, squareOf } from './support.ts';

const entrants = ['1', '2', '3', '4', '5'].map((car) => ({ car, name: `Driver ${car}` }));

describe('the grid', () => {
  it('[SCC-SETUP-5] the highest Start Speed takes the inside of the front row, then decreasing Start Speed row by row; ties by d6, highest first, rerolled while level (Proposed)', () => {
    const qualifying = {
      '1': { build: BALANCED },
      '2': { build: { ...BALANCED, startSpeed: 2, wear: 0 } },
      '3': { build: BALANCED },
      '4': { build: { ...BALANCED, startSpeed: 0, wear: 2 } },
      '5': undefined,
    };
    // Cars 1 and 3 (Start 60) roll 4 and 4, then 2 and 5.
    const dice = scriptedDice(4, 4, 2, 5);
    const { state, events } = classic.qualify({ circuit: oval(), laps: 3, maxStarters: 24, entrants, qualifying, dice });
    expect(events[0]).toMatchObject({
      type: 'GridOrdered',
      order: [
        { car: '2', startSpeed: 80, rolls: [] },
        { car: '3', startSpeed: 60, rolls: [{ dice: [4] }, { dice: [5] }] },
        { car: '1', startSpeed: 60, rolls: [{ dice: [4] }, { dice: [2] }] },
        { car: '4', startSpeed: 40, rolls: [] },
        { car: '5', startSpeed: null, rolls: [] },
      ],
    });
    expect(classic.classification(state)).toEqual(['2', '3', '1', '4', '5']);
    // Pole on the inside (lane A) of the last row before the line, then lane C, then the row behind.
    expect(['2', '3', '1', '4', '5'].map((car) => squareOf(state, car))).toEqual(['28A', '28C', '27A', '27C', '26A']);
    expect(state.cars['5']!.build).toEqual(BALANCED_BUILD);
  });

  it('[SCC-SETUP-1] the board is any circuit shipped for Speed Circuit, the same as AICS: test oval, Monza, Monaco', () => {
    expect(Object.keys(classic.shippedCircuits())).toEqual(['test-oval', 'monza', 'monaco']);
    expect(classic.shippedCircuits()).toBe(aics.shippedCircuits());
    for (const circuit of Object.values(classic.shippedCircuits())) {
      const { state } = classic.qualify({
        circuit,
        laps: 1,
        maxStarters: 24,
        entrants: entrants.slice(0, 1),
        qualifying: { '1': { build: BALANCED } },
        dice: scriptedDice(),
      });
      expect(state.cars['1']!.position).toEqual({ at: 'track', square: circuit.grid[0] });
    }
  });

  it('[SCC-SETUP-2] [SCC-SETUP-3] the race has the laps chosen, and every car its performance sheet', () => {
    const fast = { ...BALANCED, startSpeed: 0, topSpeed: 2 };
    const { state } = classic.qualify({
      circuit: oval(),
      laps: 3,
      maxStarters: 24,
      entrants: entrants.slice(0, 2),
      qualifying: { '1': { build: BALANCED }, '2': { build: fast } },
      dice: scriptedDice(),
    });
    expect(state.laps).toBe(3);
    expect(state.cars['1']!.sheet).toEqual(sheetOf(BALANCED));
    expect(state.cars['2']!.sheet).toEqual({ startSpeed: 40, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 });
    expect(wearLeft(state.cars['2']!, state.laps)).toBe(15);
  });

  it('only as many cars start as the race and the circuit allow: the slowest are left out', () => {
    const field = Array.from({ length: 25 }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}` }));
    const slowest = { ...BALANCED, startSpeed: 0, wear: 2 };
    const qualifying = Object.fromEntries(field.map(({ car }) => [car, { build: car === '25' ? slowest : { ...BALANCED, startSpeed: 2, wear: 0 } }]));
    const { events, state } = classic.qualify({ circuit: oval(), laps: 1, maxStarters: 24, entrants: field, qualifying, dice: seededDice(3) });
    expect(events[1]).toMatchObject({ type: 'GridSet', nonStarters: ['25'] });
    expect(Object.keys(state.cars)).toHaveLength(24);
  });
});
