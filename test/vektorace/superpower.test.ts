import { describe, expect, it } from 'vitest';
import { boostOvertakes } from '../../domain/vektorace/attacks.ts';
import { evolve, initialState } from '../../domain/vektorace/evolve.ts';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { options, ruleRefusal } from '../../domain/vektorace/legality.ts';
import { parseMove, printMove } from '../../domain/vektorace/notation.ts';
import { measure, previewMove } from '../../domain/vektorace/preview.ts';
import type { CarState } from '../../domain/vektorace/state.ts';
import {
  allPowers,
  cancels,
  choose,
  choosingOrder,
  convert,
  declarationCostWithG,
  payWithC,
  SuperPower,
  shiftAtStart,
  swapAtLap,
  use,
} from '../../domain/vektorace/superpower.ts';
import { declarable } from '../../domain/vektorace/turn.ts';
import { around, at, car, DEFAULT, raceOn } from './support.ts';

const holding = (power: SuperPower, more: Partial<CarState> = {}) => ({ power: { power, used: false }, ...more });
const legal = (list: ReturnType<typeof options>) => list.filter((o) => o.verdict.kind === 'legal');

describe('the Super Power tokens (VK-SP-1..4)', () => {
  it('[VK-SP-1] [VK-GAP-14] there are eight tokens, labelled A to H, all in the reserve before the start', () => {
    expect(SuperPower.options).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(allPowers()).toEqual({ held: {}, reserve: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] });
  });

  it('[VK-SP-2] the last car chooses first, up to the first; a token chosen leaves the reserve, and the rest stays as the reserve', () => {
    expect(choosingOrder(['3', '1', '4', '2'])).toEqual(['2', '4', '1', '3']);
    const powers = choose(choose(allPowers(), '2', 'G'), '4', 'B');
    expect(powers.held).toEqual({ 2: { power: 'G', used: false }, 4: { power: 'B', used: false } });
    expect(powers.reserve).toEqual(['A', 'C', 'D', 'E', 'F', 'H']);
    expect(() => choose(powers, '1', 'G')).toThrow(/not in the reserve/);
    expect(() => choose(powers, '2', 'A')).toThrow(/already holds/);
  });

  it('[VK-SP-3] a token used is turned over and cannot be used a second time', () => {
    const used = use(choose(allPowers(), '1', 'H'), '1', 'H');
    expect(used.held['1']).toEqual({ power: 'H', used: true });
    expect(() => use(used, '1', 'H')).toThrow(/no unused token H/);
  });

  it('[VK-SP-4] at a lap’s end the car discards its token, used or not, takes one from the reserve, and only then its old one joins the reserve face up', () => {
    const before = use(choose(choose(allPowers(), '1', 'A'), '2', 'B'), '1', 'A');
    const after = swapAtLap(before, '1', 'C');
    expect(after.held['1']).toEqual({ power: 'C', used: false });
    expect(after.reserve).toEqual(['D', 'E', 'F', 'G', 'H', 'A']);
    expect(() => swapAtLap(before, '1', 'A')).toThrow(/not in the reserve/);
    // The next car to cross the line may take the discarded token, face up.
    expect(swapAtLap(after, '2', 'A').held['2']).toEqual({ power: 'A', used: false });
  });

  it('[VK-SP-2] [VK-SP-3] [VK-SP-4] the race’s events keep the tokens and the reserve', () => {
    let state = evolve(evolve(initialState(3), { type: 'CarPlaced', car: '1', position: toStored(at(17.5, 8)), heading: 0 }), {
      type: 'CarPlaced',
      car: '2',
      position: toStored(at(15.5, 8)),
      heading: 0,
    });
    state = evolve(state, { type: 'SuperPowerChosen', car: '2', power: 'E' });
    state = evolve(state, { type: 'SuperPowerChosen', car: '1', power: 'F' });
    expect([state.cars['1']!.power, state.reserve]).toEqual([{ power: 'F', used: false }, ['A', 'B', 'C', 'D', 'G', 'H']]);
    state = evolve(state, { type: 'SuperPowerUsed', car: '1', power: 'F' });
    expect(state.cars['1']!.power).toEqual({ power: 'F', used: true });
    state = evolve(state, { type: 'SuperPowerSwapped', car: '1', power: 'A' });
    expect([state.cars['1']!.power, state.reserve]).toEqual([{ power: 'A', used: false }, ['B', 'C', 'D', 'G', 'H', 'F']]);
  });
});

describe('the eight effects (VK-SP-5)', () => {
  it('[VK-SP-5] A: 3rd gear with BOOST 2 may end on any of 1st gear’s nine ends; the black ones cost a Gomma point besides the BOOST’s Nitro', () => {
    const withA = car(10, 15, 0, 3, holding('A'));
    const boosted = legal(options(around(), withA, 3)).filter((o) => o.choice.placement === 'front' && o.choice.boost === 2);
    const ends = (power?: string) => boosted.filter((o) => o.choice.power === power).map((o) => `${o.choice.end.cell}/${o.choice.end.turn}`);
    expect(ends()).toHaveLength(5);
    expect(ends('A')).toHaveLength(9);
    const black = boosted.find((o) => o.choice.power === 'A' && o.choice.end.cell === 1 && o.choice.end.turn === -1)!;
    expect(black.cost).toEqual({ gomma: 1, nitro: 1 });
    const plain = car(10, 15, 0, 3);
    expect(ruleRefusal(DEFAULT, plain, 3, { placement: 'front', boost: 2, power: 'A', end: { cell: 1, turn: -1 } }, black.cost)).toMatchObject({
      rule: 'VK-SP-3',
    });
  });

  it('[VK-SP-5] B: in 1st gear BOOST 5 is allowed for one Nitro point: from (10, 15) straight ahead to (17, 15), a move of 6, long enough for the BOOST overtake', () => {
    const withB = car(10, 15, 0, 1, holding('B'));
    const five = legal(options(around(), withB, 1)).find((o) => o.choice.boost === 5 && o.choice.placement === 'front')!;
    expect([five.choice.power, five.cost, five.laid.position, five.laid.length]).toEqual(['B', { gomma: 0, nitro: 1 }, at(17, 15), 6]);
    expect(boostOvertakes(five.laid.length)).toBe(true);
    // VK-GAP-5: BOOST 5 goes straight only.
    expect(legal(options(around(), withB, 1)).filter((o) => o.choice.boost === 5 && o.choice.placement === 'front')).toHaveLength(1);
    expect(legal(options(around(), car(10, 15, 0, 1), 1)).some((o) => o.choice.boost !== undefined)).toBe(false);
  });

  it('[VK-SP-5] C: one point short is paid by the token, even with the supply used up; two short is not', () => {
    expect(payWithC({ gomma: 0, nitro: 1 }, { gomma: 3, nitro: 0 })).toEqual({ tokenC: true });
    expect(payWithC({ gomma: 2, nitro: 1 }, { gomma: 1, nitro: 0 })).toBeUndefined();
    const dry = { nitro: 0, gomma: 0 };
    const boosts = (c: CarState) => legal(options(around(), c, 4)).filter((o) => o.choice.boost !== undefined).length;
    expect(boosts(car(10, 15, 0, 4, dry))).toBe(0);
    expect(boosts(car(10, 15, 0, 4, { ...dry, ...holding('C') }))).toBeGreaterThan(0);
  });

  it('[VK-SP-5] D: at the start of the turn the declared gear moves one up for a Nitro point or one down for a Gomma point, never two', () => {
    expect(shiftAtStart(4, 5)).toEqual({ gomma: 0, nitro: 1 });
    expect(shiftAtStart(4, 3)).toEqual({ gomma: 1, nitro: 0 });
    expect(() => shiftAtStart(4, 2)).toThrow(/by one gear only/);
  });

  it('[VK-SP-5] E: the token cancels a knock or a side attack, not an overtake or a close-up', () => {
    expect((['knock', 'side', 'overtake', 'beside', 'close-up'] as const).map(cancels)).toEqual([true, true, false, false, false]);
  });

  it('[VK-SP-5] [VK-GAP-16] F: only with the token does the player see, before declaring, where each gear he may declare would reach', () => {
    const state = raceOn({ 1: car(10, 15, 0, 3, holding('F')), 2: car(16, 15, 0, 3) });
    const end = { position: toStored(at(14, 15)), heading: 0 as const };
    const measured = measure(DEFAULT, state, '1', end, [2, 3, 4]);
    expect(measured.map((m) => m.gear)).toEqual([2, 3, 4]);
    // Car 2 at (16, 15) is in the way straight ahead: 2nd gear ends at (17, 15) on it, so that end is missing.
    expect(measured[0]!.ends.some((e) => JSON.stringify(e.position) === JSON.stringify(toStored(at(17, 15))))).toBe(false);
    expect(measured.every((m) => m.ends.length > 0)).toBe(true);
    expect(() => measure(DEFAULT, raceOn({ 1: car(10, 15, 0, 3) }), '1', end, [3])).toThrow(/no unused token F/);
  });

  it('[VK-SP-5] G: from 5th to 1st for one Gomma point instead of 3, from 2nd to 5th for one Nitro point instead of 2; the free changes keep the token', () => {
    expect(declarationCostWithG(5, 1)).toEqual({ cost: { gomma: 1, nitro: 0 }, tokenG: true });
    expect(declarationCostWithG(2, 5)).toEqual({ cost: { gomma: 0, nitro: 1 }, tokenG: true });
    expect(declarationCostWithG(3, 4)).toEqual({ cost: { gomma: 0, nitro: 0 }, tokenG: false });
    const ending = { used: 5 as const, braked: false, inPits: false, leftPits: false };
    const gears = declarable(car(10, 15, 0, 5, holding('G')), ending, { gomma: 0, nitro: 0 });
    expect(gears.filter((g) => g.gear === 1)).toEqual([
      { gear: 1, cost: { gomma: 3, nitro: 0 } },
      { gear: 1, cost: { gomma: 1, nitro: 0 }, withG: true },
    ]);
    expect(parseMove('5 F F0 >1G')).toMatchObject({ next: 1, nextWithG: true });
  });

  it('[VK-SP-5] H: a Nitro point becomes a Gomma point or the reverse, if the car has one to convert', () => {
    expect(convert({ gomma: 2, nitro: 1 }, 'gomma')).toEqual({ gomma: 3, nitro: 0 });
    expect(convert({ gomma: 2, nitro: 1 }, 'nitro')).toEqual({ gomma: 1, nitro: 2 });
    expect(() => convert({ gomma: 2, nitro: 0 }, 'gomma')).toThrow(/needs a Nitro point/);
  });

  it('[VK-SP-5] the token played with the BOOST is written PA or PB after it, and read back', () => {
    const move = parseMove('1 F B5 PB F0 >2');
    expect(move).toMatchObject({ gear: 1, boost: 5, power: 'B' });
    expect(printMove(move)).toBe('1 F B5 PB F0 >2');
    expect(() => parseMove('3 F B2 PC F0 >3')).toThrow(expect.objectContaining({ field: 'text[9]' }));
    const preview = previewMove(DEFAULT, raceOn({ 1: car(10, 15, 0, 1, holding('B')) }), '1');
    expect(preview.ends.some((e) => e.ways.some((w) => w.move === '1 F B5 PB F0'))).toBe(true);
  });
});
