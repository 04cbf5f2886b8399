/**
 * Rolls and codes made before purposes were opened to any game and before shuffles: they are in
 * the emails and the logs of races already played, so they must never change.
 */
import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../domain/dice/binding.ts';
import { createDice, verifyRoll } from '../../domain/dice/derive.ts';
import type { RollRequest } from '../../domain/dice.ts';

const seed = 'a3'.repeat(32);
const binding = movesBinding({ '1': { speed: 140 }, '2': { speed: 160, lane: 'B' } });
const turn = { seed, raceId: 'imola', turn: 5, binding };

const PINNED: [RollRequest, number[], string][] = [
  [{ purpose: 'acceleration', car: '1', count: 3 }, [6, 5, 2], 'imola-5-1A1-9C7A'],
  [{ purpose: 'topSpeed', car: '2', count: 3 }, [2, 1, 3], 'imola-5-2T1-10DE'],
  [{ purpose: 'startSpeed', car: '10', count: 3 }, [5, 1, 5], 'imola-5-10S1-A582'],
  [{ purpose: 'brakeCheck', car: '2', count: 3 }, [5, 4, 5], 'imola-5-2B1-6984'],
  [{ purpose: 'brakeCheck', car: '2', count: 3 }, [3, 4, 1], 'imola-5-2B2-4A0A'],
  [{ purpose: 'curve', car: '1', count: 1 }, [6], 'imola-5-1C1-4ED2'],
  [{ purpose: 'crashAndSpin', car: '1', count: 1 }, [4], 'imola-5-1X1-3A73'],
  [{ purpose: 'weather', count: 2 }, [1, 1], 'imola-5-RW1-925A'],
  [{ purpose: 'qualifyingTieBreak', car: '3', count: 3 }, [4, 5, 2], 'imola-5-3Q1-F7CC'],
  [{ purpose: 'qualifyingDraw', car: '4', count: 1, sides: 1000 }, [750], 'imola-5-4D1-A396'],
  [{ purpose: 'gnu', car: '3', count: 1, sides: 20 }, [18], 'imola-5-3G1-059A'],
  [
    { purpose: 'qualifyingDraw', car: '4', count: 40, sides: 70_000 },
    [
      41898, 40294, 15905, 57331, 45695, 56113, 39672, 60758, 42377, 25204, 34815, 32209, 9668, 2643, 21560, 56496, 44541, 24457, 56587, 44842, 5275, 37554,
      14825, 68852, 64578, 43447, 65492, 6926, 7485, 18000, 28227, 35736, 237, 13880, 43882, 54202, 7878, 34218, 31369, 33744,
    ],
    'imola-5-4D2-60E5',
  ],
];

describe('rolls made before any game could name its purposes', () => {
  it('keep their faces and their codes, for every purpose of the first games', () => {
    expect(binding).toBe('09ce20fcf70ea387ede125ab3e78e10c9cd14796ab7f4efe172129e1067bcf22');
    const dice = createDice(turn);
    for (const [request, faces, code] of PINNED) expect(dice.roll(request)).toMatchObject({ purpose: request.purpose, dice: faces, code });
    expect(dice.rolls().map((roll) => roll.code)).toEqual(PINNED.map(([, , code]) => code));
  });

  it('still verify from the seed', () => {
    for (const [request, faces, code] of PINNED) {
      const roll = { purpose: request.purpose, ...(request.car === undefined ? {} : { car: request.car }), dice: faces, sides: request.sides ?? 6, code };
      expect(verifyRoll({ ...turn, roll })).toEqual({ valid: true, dice: faces });
    }
  });

  it('are not shifted by shuffles, even of their own purpose, or by rolls of other purposes made between them', () => {
    const dice = createDice(turn);
    for (const [index, [request, faces, code]] of PINNED.entries()) {
      dice.roll({ purpose: `other${index}`, car: request.car, count: 2 });
      dice.shuffle({ purpose: request.purpose, car: request.car, items: [1, 2, 3, 4, 5] });
      expect(dice.roll(request)).toMatchObject({ dice: faces, code });
    }
  });
});
