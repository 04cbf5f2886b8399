import { describe, expect, it } from 'vitest';
import { reporters } from '../../../../domain/reports.ts';
import { parseMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { previewMove } from '../../../../domain/speed-circuit/aics/preview.ts';
import { aics } from '../../../../domain/speed-circuit/aics/ruleset.ts';
import { oval, raceOn } from '../../../support/race.ts';

const circuit = oval();
const state = raceOn(circuit, [{ car: '1', at: '1B', speed: 140 }]);
const words = (text?: string) => reporters[aics.id]!.preview!(previewMove(circuit, state, '1', text === undefined ? undefined : parseMove(text)));

describe('the AICS move preview in words', () => {
  it('[SC-CURVE-4] gives a column per lane or trajectory of the coming curve, each route a move to choose, and one cell for the speeds that stop short of it', () => {
    const { heading, projection, choices } = words();
    expect(heading).toBe('Your move for turn 1');
    expect(projection).toBeNull();
    expect(choices.caption).toBe('Speeds car 1 may declare for turn 1, from 1B');
    expect(choices.headers).toEqual(['Speed', 'Rolls and braking', 'Curve 4 CA', 'Curve 4 CB', 'Curve 4 CC', 'Curve 4 T1', 'Curve 4 T2']);
    expect(choices.rows[0]).toEqual({
      header: '20 mph',
      cells: [
        { text: '3d6 brake check, passes on 15 or less; 80 mph beyond Dec: 2 WF, then a spin' },
        { choice: '20', label: '20: spins at 2A, 2 WF, brake check, crash and spin', text: 'spins at 2A · 2 WF, brake check, crash and spin', span: 5 },
      ],
    });
    expect(choices.rows.find((row) => row.header === '60 mph')?.cells[1]).toEqual({ choice: '60 CA', label: '60 CA: 4 A1, 2 WF', text: '4 A1 · 2 WF' });
  });

  it('[SC-NOTATION-10] projects the move typed with its path, the squares placement may pick, its price and what the turn report would say', () => {
    expect(words('140 CA').projection).toMatchObject({
      title: 'Projected move: 140 CA',
      path: 'From 1B: 2A → 3A → 4 A1 → 4 A2 → 5B → 6A → 7A. Ends on 7A.',
      warnings: [],
      notes: ['The movement can end on 7A, 7B, 7C: the placement picks one.', 'Pays 2 W. Dice: 1d6 curve die.'],
      clauses: ['140 mph, 7 squares to 7A through curve 4 lane A', 'paid 2 wear in curve 4'],
    });
  });

  it('[SC-CURVE-14] warns before sending that a move leaves the road, and says so instead of ending on a square', () => {
    const fast = raceOn(circuit, [{ car: '1', at: '1B', speed: 160 }]);
    expect(reporters[aics.id]!.preview!(previewMove(circuit, fast, '1', parseMove('160 CA'))).projection).toMatchObject({
      path: expect.stringMatching(/\. Leaves the road\.$/),
      warnings: ['Even if every roll goes your way, this move ends your race: the car leaves the road (SC-CURVE-14).'],
    });
  });

  it('says why a move typed cannot be played', () => {
    expect(words('300').projection).toMatchObject({
      title: 'This move cannot be played',
      error: expect.stringMatching(/: the non-human player would drive your car instead\.$/),
    });
  });

  it('[SC-GNU-1] says before sending that a move naming no lane for the curve it reaches would be driven by the non-human player', () => {
    expect(words('140 * I').projection).toMatchObject({
      title: 'This move is incomplete: 140 * I',
      warnings: ['The move names no lane or trajectory for curve 4, which it can reach: the non-human player would drive your car instead (SC-GNU-1).'],
      notes: [
        'The projection is the non-human player’s move.',
        'The movement can end on 6A, 6B, 6C: the placement picks one.',
        'Pays 2 W. Dice: 1d20 non-human player choice.',
      ],
      clauses: expect.arrayContaining([
        expect.stringMatching(/^the move gave no lane or trajectory for curve 4, which it could reach: the non-human player drove at \d+ mph \(SC-GNU-1\)$/),
      ]),
    });
  });
});
