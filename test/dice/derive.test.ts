import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../domain/dice/binding.ts';
import { createDice, seedHash, verifyRoll } from '../../domain/dice/derive.ts';
import { type Roll, total } from '../../domain/dice.ts';
import { DomainError } from '../../domain/errors.ts';
import { AicsPurpose } from '../../domain/speed-circuit/aics/purposes.ts';
import { referenceFaces, referenceMessage, sha256 } from './reference.ts';

const seed = 'a3'.repeat(32);
const binding = movesBinding({ '1': { speed: 140 }, '2': { speed: 160, lane: 'B' } });
const turn = { seed, raceId: 'imola', turn: 5, binding };

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('hex'));
const raceIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const carArb = fc.option(fc.integer({ min: 1, max: 99 }).map(String), { nil: undefined });
const purposeArb = fc.oneof(fc.constantFrom(...AicsPurpose.options), fc.stringMatching(/^[a-z][A-Za-z0-9]{0,39}$/));

describe('seed', () => {
  it('is published as the SHA-256 of its 32 bytes', () => {
    expect(seedHash(seed)).toBe(sha256(Buffer.from(seed, 'hex')));
  });

  it('refuses a seed that is not 32 bytes of hex', () => {
    expect(() => createDice({ ...turn, seed: 'abc' })).toThrow(DomainError);
  });
});

describe('dice derivation', () => {
  it('gives the same rolls for the same seed, race, turn and moves', () => {
    const play = () => {
      const dice = createDice(turn);
      dice.roll({ purpose: 'weather', count: 2 });
      dice.roll({ purpose: 'curve', car: '1', count: 1 });
      dice.roll({ purpose: 'curve', car: '1', count: 1 });
      return dice.rolls();
    };
    expect(play()).toEqual(play());
  });

  it('gives different rolls for different moves or a different seed', () => {
    const rolls = (overrides: Partial<typeof turn>) => {
      const dice = createDice({ ...turn, ...overrides });
      return Array.from({ length: 8 }, () => dice.roll({ purpose: 'brakeCheck', car: '2', count: 3 }).dice);
    };
    const base = rolls({});
    expect(rolls({ binding: movesBinding({ '1': { speed: 140 }, '2': { speed: 180, lane: 'B' } }) })).not.toEqual(base);
    expect(rolls({ seed: 'a4'.repeat(32) })).not.toEqual(base);
    expect(rolls({ turn: 6 })).not.toEqual(base);
  });

  it("numbers rolls per car and purpose, so one car's rolls do not shift another's", () => {
    const first = createDice(turn);
    const a1 = first.roll({ purpose: 'curve', car: '1', count: 1 });
    const b1 = first.roll({ purpose: 'curve', car: '2', count: 1 });
    const a2 = first.roll({ purpose: 'curve', car: '1', count: 1 });
    const second = createDice(turn);
    expect(second.roll({ purpose: 'curve', car: '2', count: 1 })).toEqual(b1);
    expect(second.roll({ purpose: 'curve', car: '1', count: 1 })).toEqual(a1);
    expect(second.roll({ purpose: 'curve', car: '1', count: 1 })).toEqual(a2);
    expect([a1, b1, a2].map((r) => r.code.split('-')[2])).toEqual(['1C1', '2C1', '1C2']);
  });

  it('records every roll made, in order', () => {
    const dice = createDice(turn);
    const made = [dice.roll({ purpose: 'weather', count: 2 }), dice.roll({ purpose: 'acceleration', car: '2', count: 3 })];
    expect(dice.rolls()).toEqual(made);
    expect(made[0]).not.toHaveProperty('car');
    expect(made[0]?.code).toMatch(/^imola-5-RW1-[0-9A-F]{4}$/);
  });

  it('follows the recipe of docs/dice.md for any seed, race, turn, car, purpose, count and sides', () => {
    fc.assert(
      fc.property(
        seedArb,
        raceIdArb,
        fc.nat(200),
        carArb,
        purposeArb,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 70_000 }),
        (seedHex, raceId, turnNumber, car, purpose, count, sides) => {
          const roll = createDice({ seed: seedHex, raceId, turn: turnNumber, binding }).roll({ purpose, car, count, sides });
          const message = referenceMessage(raceId, turnNumber, binding, car ?? '', purpose, 1);
          expect(roll.dice).toEqual(referenceFaces(seedHex, message, count, sides));
          expect(roll.dice.every((face) => Number.isInteger(face) && face >= 1 && face <= sides)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('reads past the first HMAC block when a roll needs more than 32 bytes', () => {
    const dice = createDice(turn);
    const roll = dice.roll({ purpose: 'qualifyingDraw', car: '3', count: 40, sides: 1000 });
    const message = referenceMessage('imola', 5, binding, '3', 'qualifyingDraw', 1);
    expect(roll.dice).toHaveLength(40);
    expect(roll.dice).toEqual(referenceFaces(seed, message, 40, 1000));
  });

  it('shows every face of a d6 equally often over 60,000 dice (chi-square, 5 degrees of freedom)', () => {
    const dice = createDice(turn);
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 10_000; i++) {
      for (const face of dice.roll({ purpose: 'curve', car: String(i % 12), count: 6 }).dice) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = 10_000;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 20.52 is the 99.9th percentile of chi-square with 5 degrees of freedom.
    expect(chiSquare).toBeLessThan(20.52);
  });

  it('rolls for any purpose a game names, numbering each apart', () => {
    const dice = createDice(turn);
    const codes = [
      dice.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 }),
      dice.roll({ purpose: 'speedDeck', car: '1', count: 1, sides: 12 }),
      dice.roll({ purpose: 'curve', car: '1', count: 1 }),
    ].map((roll) => roll.code.split('-')[2]);
    expect(codes).toEqual(['1.speedDeck.1', '1.speedDeck.2', '1C1']);
    expect(() => dice.roll({ purpose: 'speed-deck', count: 1 })).toThrow(expect.objectContaining({ field: 'purpose' }));
  });

  it('refuses in one turn two purposes that differ only in case, whose codes would read alike', () => {
    const dice = createDice(turn);
    dice.roll({ purpose: 'speedDeck', count: 1 });
    expect(() => dice.roll({ purpose: 'speeddeck', count: 1 })).toThrow(expect.objectContaining({ field: 'purpose' }));
    expect(() => dice.roll({ purpose: 'topspeed', car: '1', count: 1 })).not.toThrow();
    expect(() => dice.roll({ purpose: 'topSpeed', car: '1', count: 1 })).toThrow(expect.objectContaining({ field: 'purpose' }));
    expect(dice.rolls().map((roll) => roll.purpose)).toEqual(['speedDeck', 'topspeed']);
  });

  it('refuses a roll it cannot make, naming what is wrong', () => {
    const dice = createDice(turn);
    expect(() => dice.roll({ purpose: 'curve', car: '1', count: 0 })).toThrow(expect.objectContaining({ field: 'count' }));
    expect(() => dice.roll({ purpose: 'curve', car: '1', count: 1, sides: 1 })).toThrow(expect.objectContaining({ field: 'sides' }));
    expect(() => dice.roll({ purpose: 'curve', car: 'one', count: 1 })).toThrow(expect.objectContaining({ field: 'car' }));
    expect(dice.roll({ purpose: 'curve', car: '1', count: 1 }).code).toContain('-1C1-');
  });

  it('rolls 3d6 for a brake check as the rulebook counts it: totals 3 to 18', () => {
    const dice = createDice(turn);
    const totals = Array.from({ length: 2000 }, () => total(dice.roll({ purpose: 'brakeCheck', car: '1', count: 3 })));
    expect(Math.min(...totals)).toBe(3);
    expect(Math.max(...totals)).toBe(18);
  });
});

describe('verification', () => {
  const made = (() => {
    const dice = createDice(turn);
    dice.roll({ purpose: 'weather', count: 2 });
    dice.roll({ purpose: 'topSpeed', car: '2', count: 3 });
    dice.roll({ purpose: 'crashAndSpin', car: '1', count: 1 });
    return dice.rolls();
  })();

  it('[SC-DICE-3] confirms every roll of a turn from the revealed seed', () => {
    for (const roll of made) expect(verifyRoll({ ...turn, roll })).toEqual({ valid: true, dice: roll.dice });
  });

  it('[SC-DICE-3] detects a tampered face, code, purpose or car', () => {
    const roll = made[1] as Roll;
    const tampered: Roll[] = [
      { ...roll, dice: roll.dice.map((face, i) => (i === 0 ? (face % 6) + 1 : face)) },
      { ...roll, code: roll.code.replace('-2T1-', '-2T2-') },
      { ...roll, purpose: 'acceleration' },
      { ...roll, car: '1' },
    ];
    for (const bad of tampered) expect(verifyRoll({ ...turn, roll: bad }).valid).toBe(false);
    expect(verifyRoll({ ...turn, roll: tampered[0] as Roll }).dice).toEqual(roll.dice);
  });

  it('[SC-DICE-3] refuses a roll checked against other moves, another seed or another turn', () => {
    const roll = made[1] as Roll;
    expect(verifyRoll({ ...turn, binding: movesBinding({}), roll }).valid).toBe(false);
    expect(verifyRoll({ ...turn, seed: 'a4'.repeat(32), roll }).valid).toBe(false);
    expect(verifyRoll({ ...turn, turn: 4, roll }).valid).toBe(false);
  });
});
