import { describe, expect, it } from 'vitest';
import { gnuMove } from '../../../domain/speed-circuit/classic/gnu.ts';
import { resolveTurn } from '../../../domain/speed-circuit/classic/turn/index.ts';
import { withinLap } from '../../../domain/speed-circuit/classic/turn/moves.ts';
import { seededDice } from '../../support/dice.ts';
import { classicRace, moveOf, ofType, oval } from './support.ts';

describe('the non-human player of a classic race', () => {
  it('drives a car whose player sent no move with the AICS GNU, within the rules and the wear of the lap', () => {
    const state = classicRace([
      { car: '1', at: '20B', speed: 100 },
      { car: '2', at: '25B', speed: 100 },
    ]);
    const { events } = resolveTurn(oval(), state, { '2': moveOf({ speed: 100 }) }, seededDice(1));
    expect(ofType(events, 'MoveDefaulted')).toMatchObject([{ car: '1', reason: 'missing' }]);
    // The GNU never forces a speed nor tests its luck.
    expect([...ofType(events, 'CheckRolled'), ...ofType(events, 'CurveDieRolled')]).toEqual([]);
  });

  it('brakes within Dec when the GNU would spend wear the car has not got this lap (SCC-LAPS Proposed)', () => {
    // 160 mph, Dec 40: braking to 80 is 40 mph beyond Dec, 2 units.
    const car = (wearSpent: number) => classicRace([{ car: '1', at: '20B', speed: 160, with: { wearSpent } }]).cars['1']!;
    expect(withinLap(car(0), 3, moveOf({ speed: 80 })).move.speed).toBe(80);
    // Lap 1's 5 units spent, 10 left in the race: the lap cannot pay, the car brakes to 120.
    expect(withinLap(car(5), 3, moveOf({ speed: 80 }))).toMatchObject({ move: { speed: 120 }, speed: { speed: 120, rolls: [], beyondDec: 0 } });
  });

  it('[SCC-MOVE-3] in a curve where the car may still change lane, writes its own lane in field 6 and the curve ahead in field 7', () => {
    const state = classicRace([{ car: '1', at: '12 C2', speed: 120 }]);
    const move = gnuMove(oval(), state, '1', seededDice(1));
    expect(move.curve1).toEqual([{ kind: 'lane', lane: 'C', pay: 'wear' }]);
    expect(move.curve2).toHaveLength(1);
  });
});
