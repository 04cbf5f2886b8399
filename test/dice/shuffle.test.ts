import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../domain/dice/binding.ts';
import { shuffleCode } from '../../domain/dice/code.ts';
import { createDice, fisherYates, MAX_SHUFFLE, verifyRoll, verifyShuffle } from '../../domain/dice/derive.ts';
import { inOrder, type Shuffle } from '../../domain/dice.ts';
import { DomainError } from '../../domain/errors.ts';
import { referenceBlock, referenceMessage, referenceShuffle, sha256 } from './reference.ts';

const seed = 'a3'.repeat(32);
const binding = movesBinding({ '1': { card: 3 }, '2': { card: 7 } });
const turn = { seed, raceId: 'lambo1', turn: 4, binding };

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const raceIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const carArb = fc.option(fc.integer({ min: 1, max: 99 }).map(String), { nil: undefined });
const purposeArb = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,39}$/);
const deck = (size: number): string[] => Array.from({ length: size }, (_, i) => `card${i}`);
const isPermutation = (order: number[], size: number): boolean => [...order].sort((a, b) => a - b).every((index, i) => index === i) && order.length === size;

describe('a verifiable shuffle', () => {
  it('gives a permutation of the items, and records it with its purpose, car, size and code', () => {
    fc.assert(
      fc.property(seedArb, carArb, purposeArb, fc.array(fc.string(), { maxLength: 60 }), (seedHex, car, purpose, items) => {
        const dice = createDice({ ...turn, seed: seedHex });
        const given = [...items];
        const { items: shuffled, shuffle } = dice.shuffle({ purpose, car, items });
        expect(isPermutation(shuffle.order, items.length)).toBe(true);
        expect(shuffled).toEqual(shuffle.order.map((index) => items[index]));
        expect(inOrder(items, shuffle)).toEqual(shuffled);
        expect(items).toEqual(given);
        expect(shuffle).toEqual({
          purpose,
          ...(car === undefined ? {} : { car }),
          size: items.length,
          order: shuffle.order,
          code: shuffleCode({ ...turn, purpose, car, n: 1 }),
        });
        expect(dice.shuffles()).toEqual([shuffle]);
        expect(dice.rolls()).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('is the same for the same seed, race, turn, moves, car, purpose and number', () => {
    fc.assert(
      fc.property(seedArb, raceIdArb, fc.nat(300), carArb, purposeArb, fc.integer({ min: 0, max: 80 }), (seedHex, raceId, number, car, purpose, size) => {
        const shuffle = () => createDice({ seed: seedHex, raceId, turn: number, binding }).shuffle({ purpose, car, items: deck(size) });
        expect(shuffle()).toEqual(shuffle());
      }),
      { numRuns: 300 },
    );
  });

  it('follows the recipe of docs/dice.md: draw p is a d(p+1) from the roll message followed by /shuffle/p', () => {
    fc.assert(
      fc.property(seedArb, raceIdArb, fc.nat(300), carArb, purposeArb, fc.integer({ min: 0, max: 300 }), (seedHex, raceId, number, car, purpose, size) => {
        const { shuffle } = createDice({ seed: seedHex, raceId, turn: number, binding }).shuffle({ purpose, car, items: deck(size) });
        const message = referenceMessage(raceId, number, binding, car ?? '', purpose, 1);
        expect(shuffle.order).toEqual(referenceShuffle(seedHex, message, size));
        expect(shuffle.code.slice(-4)).toBe(sha256(`${message}/shuffle`).slice(0, 4).toUpperCase());
      }),
      { numRuns: 300 },
    );
  });

  it('is another order for another purpose, car, number, turn, race, moves or seed', () => {
    // 52! orders: two different inputs giving the same one would be a flaw, not bad luck.
    const items = deck(52);
    fc.assert(
      fc.property(purposeArb, purposeArb, carArb, fc.integer({ min: 1, max: 5 }), (purpose, other, car, times) => {
        fc.pre(purpose !== other);
        const orderOf = (overrides: Partial<typeof turn & { purpose: string; car: string | undefined; nth: number }> = {}): number[] => {
          const { purpose: as = purpose, car: forCar = 'car' in overrides ? undefined : car, nth = 1, ...turnOverrides } = overrides;
          const dice = createDice({ ...turn, ...turnOverrides });
          let order: number[] = [];
          for (let i = 0; i < nth; i++) order = dice.shuffle({ purpose: as, car: forCar, items }).shuffle.order;
          return order;
        };
        const base = orderOf();
        const others = [
          orderOf({ purpose: other }),
          orderOf({ car: car === undefined ? '1' : undefined }),
          orderOf({ nth: times + 1 }),
          orderOf({ turn: turn.turn + times }),
          orderOf({ raceId: `${turn.raceId}x` }),
          orderOf({ binding: movesBinding({ times }) }),
          orderOf({ seed: 'a4'.repeat(32) }),
        ];
        for (const order of others) expect(order).not.toEqual(base);
      }),
      { numRuns: 100 },
    );
  });

  it('numbers the shuffles of each car and purpose apart from its rolls, and shifts no roll', () => {
    const plain = createDice(turn);
    const rolls = [plain.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 }), plain.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 })];
    const mixed = createDice(turn);
    const first = mixed.shuffle({ purpose: 'speedDeck', car: '1', items: deck(10) }).shuffle;
    expect(mixed.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 })).toEqual(rolls[0]);
    const second = mixed.shuffle({ purpose: 'speedDeck', car: '1', items: deck(10) }).shuffle;
    const wide = mixed.shuffle({ purpose: 'speedDeck', items: deck(10) }).shuffle;
    expect(mixed.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 })).toEqual(rolls[1]);
    expect([first, second, wide].map((s) => s.code.split('-')[2])).toEqual(['1.speedDeck.S1', '1.speedDeck.S2', 'R.speedDeck.S1']);
    expect(mixed.shuffles()).toEqual([first, second, wide]);
    expect(mixed.rolls()).toEqual(rolls);
  });

  it('shuffles no item, or one, to itself, and refuses a deck it cannot shuffle', () => {
    const dice = createDice(turn);
    expect(dice.shuffle({ purpose: 'deck', items: [] })).toMatchObject({ items: [], shuffle: { size: 0, order: [] } });
    expect(dice.shuffle({ purpose: 'deck', items: ['ace'] })).toMatchObject({ items: ['ace'], shuffle: { size: 1, order: [0] } });
    expect(() => dice.shuffle({ purpose: 'deck', items: deck(MAX_SHUFFLE + 1) })).toThrow(expect.objectContaining({ field: 'items' }));
    expect(() => dice.shuffle({ purpose: 'the deck', items: [] })).toThrow(expect.objectContaining({ field: 'purpose' }));
    expect(() => dice.shuffle({ purpose: 'deck', car: 'one', items: [] })).toThrow(expect.objectContaining({ field: 'car' }));
    expect(() => dice.shuffle({ purpose: 'Deck', items: [] })).toThrow(DomainError);
    expect(dice.shuffles().map((s) => s.code.split('-')[2])).toEqual(['R.deck.S1', 'R.deck.S2']);
    expect(dice.shuffle({ purpose: 'deck', items: deck(MAX_SHUFFLE) }).shuffle.order).toHaveLength(MAX_SHUFFLE);
  });
});

describe('uniformity of the shuffle', () => {
  it('turns the 4 · 3 · 2 ways its draws can fall into the 24 orders of 4 cards, each once: fair draws, fair shuffle', () => {
    const orders = new Set<string>();
    for (let a = 0; a <= 3; a++)
      for (let b = 0; b <= 2; b++)
        for (let c = 0; c <= 1; c++) {
          const picks: Record<number, number> = { 3: a, 2: b, 1: c };
          orders.add(fisherYates(4, (place) => picks[place] ?? -1).join(''));
        }
    expect(orders.size).toBe(24);
    expect(() => fisherYates(4, (place) => place + 1)).toThrow(DomainError);
  });

  it('deals each of the 24 orders of 4 cards equally often over 2,400 seeds (chi-square, 23 degrees of freedom)', () => {
    // Fixed seeds, so the test gives the same verdict every run.
    const counts = new Map<string, number>();
    for (let s = 0; s < 2400; s++) {
      const dice = createDice({ ...turn, seed: sha256(`uniformity ${s}`) });
      for (let n = 0; n < 10; n++) {
        const key = dice.shuffle({ purpose: 'deck', items: deck(4) }).shuffle.order.join('');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    expect(counts.size).toBe(24);
    const expected = 24_000 / 24;
    const chiSquare = [...counts.values()].reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 49.73 is the 99.9th percentile of chi-square with 23 degrees of freedom.
    expect(chiSquare).toBeLessThan(49.73);
  });

  it("skips the byte values above the last full multiple of a draw's sides, as a roll does", () => {
    // A draw for place 2 is a d3: bytes 0–254 pick, 255 is skipped (255 = 3 · 85).
    const dice = createDice(turn);
    const skipping = Array.from({ length: 4000 }, (_, n) => n + 1).find((n) => {
      const message = `${referenceMessage(turn.raceId, turn.turn, binding, '', 'deck', n)}/shuffle/2`;
      return referenceBlock(seed, message, 0)[0] === 255;
    });
    expect(skipping).toBeDefined();
    let shuffle: Shuffle | undefined;
    for (let n = 1; n <= (skipping ?? 0); n++) shuffle = dice.shuffle({ purpose: 'deck', items: deck(3) }).shuffle;
    expect(shuffle?.order).toEqual(referenceShuffle(seed, referenceMessage(turn.raceId, turn.turn, binding, '', 'deck', skipping ?? 0), 3));
  });
});

describe('verifying a shuffle', () => {
  const made = (() => {
    const dice = createDice(turn);
    dice.shuffle({ purpose: 'speedDeck', items: deck(30) });
    dice.shuffle({ purpose: 'driverCards', car: '2', items: deck(10) });
    dice.roll({ purpose: 'speedDeck', count: 1 });
    return { shuffles: dice.shuffles(), rolls: dice.rolls() };
  })();

  it('confirms every shuffle of a turn from the revealed seed', () => {
    for (const shuffle of made.shuffles) expect(verifyShuffle({ ...turn, shuffle })).toEqual({ valid: true, order: shuffle.order });
  });

  it('detects a changed index, a swap, a shorter order, another purpose, car, number or size', () => {
    const shuffle = made.shuffles[1] as Shuffle;
    const swapped = [...shuffle.order];
    [swapped[0], swapped[1]] = [swapped[1] as number, swapped[0] as number];
    const tampered: Shuffle[] = [
      { ...shuffle, order: shuffle.order.map((index, place) => (place === 3 ? (index + 1) % shuffle.size : index)) },
      { ...shuffle, order: swapped },
      { ...shuffle, order: shuffle.order.slice(1) },
      { ...shuffle, purpose: 'speedDeck' },
      { ...shuffle, car: '1' },
      { ...shuffle, code: shuffle.code.replace('.S1-', '.S2-') },
      { ...shuffle, size: shuffle.size + 1 },
    ];
    for (const bad of tampered) expect(verifyShuffle({ ...turn, shuffle: bad }).valid).toBe(false);
    expect(verifyShuffle({ ...turn, shuffle: tampered[0] as Shuffle }).order).toEqual(shuffle.order);
  });

  it('refuses a shuffle checked against other moves, another seed or another turn', () => {
    const shuffle = made.shuffles[0] as Shuffle;
    expect(verifyShuffle({ ...turn, binding: movesBinding({}), shuffle }).valid).toBe(false);
    expect(verifyShuffle({ ...turn, seed: 'a4'.repeat(32), shuffle }).valid).toBe(false);
    expect(verifyShuffle({ ...turn, turn: 5, shuffle }).valid).toBe(false);
  });

  it("tells a roll's code from a shuffle's, and refuses a size it would not shuffle", () => {
    const [shuffle] = made.shuffles as [Shuffle];
    const [roll] = made.rolls;
    if (!roll) throw new Error('no roll');
    expect(() => verifyShuffle({ ...turn, shuffle: { ...shuffle, code: roll.code } })).toThrow(/code of a roll, not of a shuffle/);
    expect(() => verifyRoll({ ...turn, roll: { ...roll, code: shuffle.code } })).toThrow(/code of a shuffle, not of a roll/);
    expect(() => verifyShuffle({ ...turn, shuffle: { ...shuffle, size: 10 ** 9 } })).toThrow(expect.objectContaining({ field: 'size' }));
  });
});
