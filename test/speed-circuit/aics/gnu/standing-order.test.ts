import { describe, expect, it } from 'vitest';
import { gnuMove } from '../../../../domain/speed-circuit/aics/gnu/index.ts';
import { StandingOrder } from '../../../../domain/speed-circuit/aics/standing-order.ts';
import { scriptedDice } from '../../../support/dice.ts';
import { ofType, oval, play, raceOn } from '../../../support/race.ts';

const circuit = oval();
/** "Hold speed, pay wear, inside, slipstream when possible." */
const HOLD = StandingOrder.parse({ speed: 'hold', pay: 'wear', slipstream: true, placement: [{ kind: 'inside' }] });

describe('a standing order', () => {
  it('is hold, safe or a speed, with how to pay, slipstream and placement; no exact square, at most one custom placement', () => {
    expect(StandingOrder.parse({ speed: 'safe' })).toEqual({ speed: 'safe', pay: 'wear', slipstream: false, placement: [] });
    expect(StandingOrder.safeParse({ speed: 130 }).success).toBe(false);
    expect(StandingOrder.safeParse({ speed: 'hold', placement: [{ kind: 'square', square: '18C' }] }).success).toBe(false);
    expect(StandingOrder.safeParse({ speed: 'hold', placement: [{ kind: 'noSlipstream' }, { kind: 'slipstream', behind: '7' }] }).success).toBe(false);
  });

  it('[SC-GNU-1] "hold speed, inside, slipstream when possible": 140 mph again, placed inside, S declared right behind a car', () => {
    const alone = raceOn(circuit, [{ car: '1', at: '17A', speed: 140 }]);
    expect(gnuMove(circuit, alone, '1', scriptedDice(), HOLD)).toMatchObject({ speed: 140, slipstream: false, placement: [{ kind: 'inside' }] });
    const behind = raceOn(circuit, [
      { car: '1', at: '17A', speed: 140 },
      { car: '2', at: '18A', speed: 160 },
    ]);
    const move = gnuMove(circuit, behind, '1', scriptedDice(), HOLD);
    expect(move).toMatchObject({ speed: 140, slipstream: true });
    expect(ofType(play(behind, { '1': move, '2': { speed: 160 } }).events, 'SlipstreamTaken')).toMatchObject([{ car: '1', behind: '2', bonus: 1 }]);
  });

  it('[SC-START-1] holding from standstill is the Start Speed: 60 mph for the SC-CAR-6 car after a spin', () => {
    const spun = raceOn(circuit, [{ car: '1', at: '17A', with: { standstill: 'spin', previousSpeed: 0 } }]);
    expect(gnuMove(circuit, spun, '1', scriptedDice(), HOLD).speed).toBe(60);
  });

  it('[SC-ACC-2] is not played when it would force a roll: held 180 above a Top Speed damaged to 160 gives the GNU’s own move, with no roll', () => {
    const damaged = raceOn(circuit, [{ car: '1', at: '17A', speed: 180, with: { sheet: { startSpeed: 60, acc: 60, dec: 40, topSpeed: 160, wearPerLap: 5 } } }]);
    const move = gnuMove(circuit, damaged, '1', scriptedDice(1), HOLD);
    expect(move.speed).toBeLessThanOrEqual(160);
    expect(move.placement).toEqual([]);
    expect(ofType(play(damaged, { '1': move }).events, 'ReliabilityRolled')).toEqual([]);
  });

  it('[SC-ACC-1] a written speed the car cannot declare (200 from 100 mph with Acc 60) gives the GNU’s own move', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    const order = StandingOrder.parse({ speed: 200 });
    expect(gnuMove(circuit, state, '1', scriptedDice(1), order)).toEqual(gnuMove(circuit, state, '1', scriptedDice(1)));
  });

  it('[SC-GNU-4] "as fast as safe without dice" is the GNU’s speed and line, with the order’s placement', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 100 }]);
    const order = StandingOrder.parse({ speed: 'safe', placement: [{ kind: 'slipstream' }] });
    const own = gnuMove(circuit, state, '1', scriptedDice(1));
    expect(gnuMove(circuit, state, '1', scriptedDice(1), order)).toEqual({ ...own, placement: [{ kind: 'slipstream' }] });
  });

  it('[SC-AUTO-3] "hold speed, roll the die": 160 mph through the 140 mph lanes C of curves 10 and 12 is paid with two curve dice, not 2 wear', () => {
    const state = raceOn(circuit, [{ car: '1', at: '7C', speed: 160 }]);
    const move = gnuMove(circuit, state, '1', scriptedDice(), StandingOrder.parse({ speed: 'hold', pay: 'die' }));
    expect(move.speed).toBe(160);
    expect(move.curve1.every((preference) => preference.kind === 'box' || preference.pay === 'die')).toBe(true);
    const { events } = play(state, { '1': move }, 2, 3);
    expect(ofType(events, 'CurveDieRolled')).toMatchObject([
      { car: '1', curve: '10', result: 'clear' },
      { car: '1', curve: '12', result: 'clear' },
    ]);
    expect(ofType(events, 'WearPaid')).toEqual([]);
  });
});
