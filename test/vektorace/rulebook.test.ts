/** The rulebook's framing rules: which text is followed, what stands in for its pictures and its FAQ, and custom cars. */
import { describe, expect, it } from 'vitest';
import { closeUp, inSlipstream, overtakeCost } from '../../domain/vektorace/attacks.ts';
import { refill } from '../../domain/vektorace/pits.ts';
import { previewMove } from '../../domain/vektorace/preview.ts';
import { STARTING_POINTS, validSplit } from '../../domain/vektorace/start.ts';
import { declarationCost } from '../../domain/vektorace/vectors.ts';
import { at, car, DEFAULT, raceOn } from './support.ts';

describe('the rulebook itself (VK-GAME-2, VK-GAP-1, VK-FAQ-1, VK-GAP-14, VK-GAP-15)', () => {
  it('[VK-GAME-2] the updated online rulebook’s numbers: 8 points at the start, 8 at a standard pit stop, 2 fewer per gear above 2nd (4th gear: 4)', () => {
    expect(STARTING_POINTS).toBe(8);
    expect([validSplit(5, 3), validSplit(5, 4)]).toEqual([true, false]);
    expect([refill(2, 'inside'), refill(4, 'inside')]).toEqual([8, 4]);
  });

  it('[VK-GAP-1] [VK-SLIP-3] the slipstream pictures as geometry: blue behind red, in 4th, nose 1½ and 2½ units back is inside and closes up; 3 units back it stays', () => {
    const red = { position: at(20, 10), heading: 0 as const, gear: 4 };
    const blue = (x: number) => ({ position: at(x, 10), heading: 0 as const, gear: 4 });
    // Red's rear side is at x = 19.5, the area reaches back to 17.5; blue's nose is half a unit ahead of its centre.
    expect([inSlipstream(red, blue(18.5), false), inSlipstream(red, blue(17.5), false), inSlipstream(red, blue(16.5), false)]).toEqual([
      'near',
      'far',
      undefined,
    ]);
    expect(closeUp(red)).toEqual(at(19, 10));
  });

  it('[VK-FAQ-1] [VK-GAP-14] the FAQ holds no ruling, so the Proposed readings stand: the BOOST overtake costs nothing beyond the BOOST, the overtake under acceleration one Nitro point', () => {
    expect([overtakeCost(6), overtakeCost(5)]).toEqual([
      { gomma: 0, nitro: 0 },
      { gomma: 0, nitro: 1 },
    ]);
    // VK-GOMMA-2 and VK-NITRO-2 as the text gives them, with no FAQ to change them: 5th to 1st costs 3 Gomma, 2nd to 5th 2 Nitro.
    expect([declarationCost(5, 1), declarationCost(2, 5)]).toEqual([
      { gomma: 3, nitro: 0 },
      { gomma: 0, nitro: 2 },
    ]);
  });

  it('[VK-GAP-15] custom cars are cosmetic: two cars in the same place have the same moves whatever their number', () => {
    const one = previewMove(DEFAULT, raceOn({ 1: car(10, 15, 0, 4), 9: car(30, 20, 4, 3) }), '1');
    const seven = previewMove(DEFAULT, raceOn({ 7: car(10, 15, 0, 4), 9: car(30, 20, 4, 3) }), '7');
    expect({ ...seven, car: '1' }).toEqual(one);
  });
});
