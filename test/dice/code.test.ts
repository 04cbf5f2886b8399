import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, movesBinding } from '../../domain/dice/binding.ts';
import { diceCode, parseDiceCode, shuffleCode } from '../../domain/dice/code.ts';
import { DomainError } from '../../domain/errors.ts';
import { AicsPurpose } from '../../domain/speed-circuit/aics/purposes.ts';

const binding = movesBinding({ '1': { speed: 120 } });

const rollIdArb = fc.record(
  {
    raceId: fc.stringMatching(/^[A-Za-z0-9_-]{1,16}$/),
    turn: fc.nat(10_000),
    car: fc.integer({ min: 1, max: 999 }).map(String),
    purpose: fc.constantFrom(...AicsPurpose.options),
    n: fc.integer({ min: 1, max: 500 }),
  },
  { requiredKeys: ['raceId', 'turn', 'purpose', 'n'] },
);

describe('dice code', () => {
  it('[SC-DICE-2] names the race, the turn, the car, the purpose and the roll number', () => {
    const code = diceCode({ raceId: 'monza24', turn: 14, binding, car: '2', purpose: 'brakeCheck', n: 1 });
    expect(code).toMatch(/^monza24-14-2B1-[0-9A-F]{4}$/);
    expect(diceCode({ raceId: 'monza24', turn: 0, binding, purpose: 'weather', n: 1 })).toMatch(/^monza24-0-RW1-[0-9A-F]{4}$/);
  });

  it('[SC-DICE-2] reads back what it was made from, as written and in lower case', () => {
    fc.assert(
      fc.property(rollIdArb, (id) => {
        const code = diceCode({ ...id, binding });
        const { check, ...parsed } = parseDiceCode(code);
        expect(parsed).toEqual({ ...id, kind: 'roll' });
        expect(code.endsWith(`-${check}`)).toBe(true);
        expect(parseDiceCode(id.raceId + code.slice(id.raceId.length).toLowerCase())).toEqual({ ...parsed, check });
      }),
      { numRuns: 1000 },
    );
  });

  it('gives every roll of a turn its own code', () => {
    const codes = AicsPurpose.options.flatMap((purpose) =>
      ['1', '2', '10', undefined].flatMap((car) => [1, 2, 3].map((n) => diceCode({ raceId: 'r-1', turn: 3, binding, purpose, n, car }))),
    );
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('writes out a purpose that has no letter of its own between dots, and reads it back', () => {
    expect(diceCode({ raceId: 'lambo7', turn: 3, binding, car: '2', purpose: 'speedDeck', n: 1 })).toMatch(/^lambo7-3-2\.speedDeck\.1-[0-9A-F]{4}$/);
    expect(diceCode({ raceId: 'lambo7', turn: 3, binding, purpose: 'deck2', n: 12 })).toMatch(/^lambo7-3-R\.deck2\.12-[0-9A-F]{4}$/);
    fc.assert(
      fc.property(rollIdArb, fc.stringMatching(/^[a-z][A-Za-z0-9]{0,39}$/), (id, purpose) => {
        const code = diceCode({ ...id, purpose, binding });
        const { check: _check, ...parsed } = parseDiceCode(code);
        expect(parsed).toEqual({ ...id, purpose, kind: 'roll' });
      }),
      { numRuns: 1000 },
    );
  });

  it('gives one code to one roll: a purpose that has a letter is never written out', () => {
    for (const text of ['monza24-14-2.brakeCheck.1-1553', 'monza24-14-2.BRAKECHECK.1-1553', 'monza24-14-R.weather.1-1553'])
      expect(() => parseDiceCode(text)).toThrow(expect.objectContaining({ field: 'code' }));
  });

  it('refuses a purpose that is not a short identifier', () => {
    for (const purpose of ['', 'Brake', '2fast', 'brake-check', 'brake/check', 'a'.repeat(41), 'café'])
      expect(() => diceCode({ raceId: 'r', turn: 1, binding, purpose, n: 1 })).toThrow(expect.objectContaining({ field: 'purpose' }));
    expect(diceCode({ raceId: 'r', turn: 1, binding, purpose: 'a'.repeat(40), n: 1 })).toContain(`.${'a'.repeat(40)}.`);
  });

  it("gives a shuffle a code of its own, never a roll's, whatever its purpose", () => {
    expect(shuffleCode({ raceId: 'lambo7', turn: 0, binding, purpose: 'speedDeck', n: 1 })).toMatch(/^lambo7-0-R\.speedDeck\.S1-[0-9A-F]{4}$/);
    expect(shuffleCode({ raceId: 'lambo7', turn: 2, binding, car: '3', purpose: 'curve', n: 2 })).toMatch(/^lambo7-2-3\.curve\.S2-[0-9A-F]{4}$/);
    fc.assert(
      fc.property(rollIdArb, fc.oneof(fc.constantFrom(...AicsPurpose.options), fc.stringMatching(/^[a-z][A-Za-z0-9]{0,39}$/)), (id, purpose) => {
        const rolled = diceCode({ ...id, purpose, binding });
        const shuffled = shuffleCode({ ...id, purpose, binding });
        expect(shuffled.toUpperCase()).not.toBe(rolled.toUpperCase());
        const { check, ...parsed } = parseDiceCode(shuffled);
        expect(parsed).toEqual({ ...id, purpose, kind: 'shuffle' });
        // The check is the shuffle message's, not the roll's.
        expect(check).toBe(shuffled.slice(-4));
        expect(parseDiceCode(id.raceId + shuffled.slice(id.raceId.length).toLowerCase())).toMatchObject({ kind: 'shuffle', n: id.n, check });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses text that is not a dice code, naming the code', () => {
    for (const text of [
      '',
      'monza24',
      'monza24-14-2B1',
      'monza24-14-2Z1-1553',
      'monza24-14-2.deck-1-1553',
      'monza24-14-2..1-1553',
      'monza24-14-2.deck1-1553',
      'monza24-14-2BS1-1553',
      'monza24-14-2.deck.S0-1553',
      'monza24-14-2.deck.T1-1553',
      'monza24-14-2B0-1553',
      'monza24-x-2B1-1553',
      'monza 24-14-2B1-1553',
    ]) {
      expect(() => parseDiceCode(text)).toThrow(expect.objectContaining({ field: 'code' }));
      expect(() => parseDiceCode(text)).toThrow(DomainError);
    }
  });
});

describe('moves binding', () => {
  it('does not depend on the order of object keys', () => {
    const shuffle = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(shuffle);
      if (value === null || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value)
          .reverse()
          .map(([k, v]) => [k, shuffle(v)]),
      );
    };
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(movesBinding(shuffle(value))).toBe(movesBinding(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 1000 },
    );
  });

  it('changes with any move', () => {
    expect(movesBinding({ '1': { speed: 120 } })).not.toBe(movesBinding({ '1': { speed: 140 } }));
    expect(canonicalJson({ b: [2, { d: 1, c: 0 }], a: null })).toBe('{"a":null,"b":[2,{"c":0,"d":1}]}');
  });
});
