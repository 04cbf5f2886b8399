import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMove, printMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { Move, type MovementPreference, type PlacementPreference } from '../../../../domain/speed-circuit/aics/schemas.ts';

const lane = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H');
const pay = fc.constantFrom('wear' as const, 'die' as const);
const wear = fc.integer({ min: 0, max: 4 });

const movementPreference: fc.Arbitrary<MovementPreference> = fc.oneof(
  fc.record({ kind: fc.constant('lane' as const), lane, pay, wear }, { requiredKeys: ['kind', 'lane', 'pay'], noNullPrototype: true }),
  fc.record(
    { kind: fc.constant('trajectory' as const), trajectory: fc.integer({ min: 1, max: 9 }).map((n) => `T${n}`), pay, wear },
    { requiredKeys: ['kind', 'trajectory', 'pay'], noNullPrototype: true },
  ),
  fc.record({ kind: fc.constant('box' as const), tyres: fc.constantFrom('dry' as const, 'wet' as const) }, { requiredKeys: ['kind'], noNullPrototype: true }),
);
const curve = fc.array(movementPreference, { maxLength: 3 });

/** Printed square names as the circuit spells them: `18C`, `16A`, `76 D1`. */
const square = fc.tuple(fc.integer({ min: 1, max: 999 }), lane, fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined })).map(
  ([row, letter, index]): PlacementPreference => ({
    kind: 'square',
    square: index === undefined ? `${row}${letter}` : `${row} ${letter}${index}`,
  }),
);
const car = fc.stringMatching(/^[A-Za-z0-9_.-]{1,40}$/);
const custom: fc.Arbitrary<PlacementPreference> = fc.oneof(
  fc.constant({ kind: 'noSlipstream' as const }),
  car.map((behind) => ({ kind: 'slipstream' as const, behind })),
);
const plain: fc.Arbitrary<PlacementPreference> = fc.constantFrom({ kind: 'inside' as const }, { kind: 'slipstream' as const });

/** At most four preferences, at most one exact square and first, at most one custom one (SC-NOTATION-12, SC-CUSTOM-1). */
const placement = fc
  .record({
    square: fc.option(square, { nil: undefined }),
    custom: fc.option(custom, { nil: undefined }),
    plain: fc.array(plain, { maxLength: 4 }),
    customAt: fc.nat(),
  })
  .map(({ square, custom, plain, customAt }) => {
    const others = [...plain];
    if (custom !== undefined) others.splice(customAt % (others.length + 1), 0, custom);
    return [...(square === undefined ? [] : [square]), ...others].slice(0, 4);
  });

/** Every move the notation can write: a second curve only after a first one. */
const move: fc.Arbitrary<Move> = fc
  .record({
    speed: fc.integer({ min: 0, max: 20 }).map((n) => n * 20),
    slipstream: fc.boolean(),
    braking: fc.record({ first: fc.constantFrom('WF' as const, 'W' as const), brakeCheck: fc.boolean() }, { noNullPrototype: true }),
    curve1: curve,
    curve2: curve,
    placement,
  })
  .map((m) => ({ ...m, curve2: m.curve1.length === 0 ? [] : m.curve2 }));

describe('round trip', () => {
  it('[SC-NOTATION-14] parseMove(printMove(move)) gives back every valid move', () => {
    fc.assert(
      fc.property(move, (m) => {
        expect(Move.parse(m)).toStrictEqual(m);
        expect(parseMove(printMove(m))).toStrictEqual(m);
      }),
      { numRuns: 2000 },
    );
  });

  it('[SC-NOTATION-14] printing is canonical: printing the parsed canonical text gives the same text', () => {
    fc.assert(
      fc.property(move, (m) => {
        const text = printMove(m);
        expect(printMove(parseMove(text))).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('[SC-NOTATION-13] the worked example prints back as written', () => {
    expect(printMove(parseMove('140 T2, T1, CC * 18C, S, I'))).toBe('140 T2, T1, CC * 18C, S, I');
    expect(printMove(parseMove('140 cb 1w * i'))).toBe('140 CB 1W * I');
  });

  it('[SC-RAIN-9] BOX names the tyres the stop fits: BOX, BOX WET and BOX DRY print back as written', () => {
    expect(parseMove('100 BOX').curve1).toEqual([{ kind: 'box' }]);
    expect(parseMove('100 box wet * I').curve1).toEqual([{ kind: 'box', tyres: 'wet' }]);
    expect(parseMove('100 CB, BOX DRY').curve1).toEqual([
      { kind: 'lane', lane: 'B', pay: 'wear' },
      { kind: 'box', tyres: 'dry' },
    ]);
    expect(['100 BOX', '100 BOX WET * I', '100 CB, BOX DRY'].map((text) => printMove(parseMove(text)))).toEqual([
      '100 BOX',
      '100 BOX WET * I',
      '100 CB, BOX DRY',
    ]);
  });
});
