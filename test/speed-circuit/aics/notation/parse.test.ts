import { describe, expect, it } from 'vitest';
import { parseMove, printMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { Move, type MoveInput } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { refusal } from '../../../support/refusal.ts';

/** The structured move with the schema's defaults filled in. */
const move = (input: MoveInput): Move => Move.parse(input);

describe('move text to structured move', () => {
  it('[SC-NOTATION-3] S after the speed takes the slipstream, S in the placement places the car in slipstream', () => {
    const parsed = parseMove('140S * S');
    expect(parsed.slipstream).toBe(true);
    expect(parsed.placement).toEqual([{ kind: 'slipstream' }]);
  });

  it('[SC-NOTATION-7] 140 CB 1W * I = 140 mph, lane B, 1 wear written, placed on the inside', () => {
    expect(parseMove('140 CB 1W * I')).toStrictEqual(move({ speed: 140, curve1: [{ kind: 'lane', lane: 'B', wear: 1 }], placement: [{ kind: 'inside' }] }));
  });

  it('[SC-NOTATION-7] a move on a straight needs only its speed: 160 advances with no movement preference', () => {
    expect(parseMove('160')).toStrictEqual(move({ speed: 160 }));
  });

  it('[SC-NOTATION-8] placement I is as far inside as possible, S is in slipstream of whichever car is ahead', () => {
    expect(parseMove('140 * I').placement).toEqual([{ kind: 'inside' }]);
    expect(parseMove('140 * S').placement).toStrictEqual([{ kind: 'slipstream' }]);
  });

  it('[SC-NOTATION-9] three movement and three placement preferences are kept in the order given', () => {
    const parsed = parseMove('120 CC, CB, CA * S, I, NOSLIP');
    expect(parsed.curve1.map((p) => (p.kind === 'lane' ? p.lane : p.kind))).toEqual(['C', 'B', 'A']);
    expect(parsed.placement.map((p) => p.kind)).toEqual(['slipstream', 'inside', 'noSlipstream']);
  });

  it('[SC-NOTATION-10] S:<car> is a placement only: it cannot stand for a movement and never changes the movement', () => {
    const refused = refusal(() => parseMove('140 S:7 * I'));
    expect(refused).toMatchObject({ field: 'text[5]', message: expect.stringContaining('found "S:7"') });
    const towardsCar = parseMove('140 CB * S:7');
    expect(towardsCar.placement).toEqual([{ kind: 'slipstream', behind: '7' }]);
    expect(towardsCar.curve1).toEqual(parseMove('140 CB * I').curve1);
  });

  it('[SC-NOTATION-11] every field of the move form has its place in the text', () => {
    expect(parseMove('160S CB, CC / T1 * 22B, S, I')).toStrictEqual(
      move({
        speed: 160,
        slipstream: true,
        curve1: [
          { kind: 'lane', lane: 'B' },
          { kind: 'lane', lane: 'C' },
        ],
        curve2: [{ kind: 'trajectory', trajectory: 'T1' }],
        placement: [{ kind: 'square', square: '22B' }, { kind: 'slipstream' }, { kind: 'inside' }],
      }),
    );
  });

  it('[SC-NOTATION-12] the exact square is the first placement preference wherever it is written', () => {
    const parsed = parseMove('140 T2 * S, I, 18C');
    expect(parsed.placement).toEqual([{ kind: 'square', square: '18C' }, { kind: 'slipstream' }, { kind: 'inside' }]);
    expect(printMove(parsed)).toBe('140 T2 * 18C, S, I');
  });

  it('[SC-NOTATION-6] curve squares are written with a space and an index: 76 D1, 16 B3', () => {
    expect(parseMove('120 * 76 D1').placement).toEqual([{ kind: 'square', square: '76 D1' }]);
    expect(parseMove('120 * 16 b3, i').placement).toEqual([{ kind: 'square', square: '16 B3' }, { kind: 'inside' }]);
    expect(parseMove('120 * 16B3').placement).toEqual([{ kind: 'square', square: '16 B3' }]);
  });

  it('[SC-NOTATION-13] 140 T2, T1, CC * 18C, S, I: T2, then T1, then lane C; 18C, then slipstream, then inside', () => {
    expect(parseMove('140 T2, T1, CC * 18C, S, I')).toStrictEqual(
      move({
        speed: 140,
        curve1: [
          { kind: 'trajectory', trajectory: 'T2' },
          { kind: 'trajectory', trajectory: 'T1' },
          { kind: 'lane', lane: 'C' },
        ],
        placement: [{ kind: 'square', square: '18C' }, { kind: 'slipstream' }, { kind: 'inside' }],
      }),
    );
  });

  it('[SC-NOTATION-14] keywords are case-insensitive and ",", "*", "/" may be attached', () => {
    expect(parseMove('140 t2,t1,cc*18c,s,i')).toStrictEqual(parseMove('140 T2, T1, CC * 18C, S, I'));
    expect(parseMove('160 cb,cc/t1*i')).toStrictEqual(parseMove('160 CB, CC / T1 * I'));
  });

  it('[SC-NOTATION-14] a second curve takes its own preferences after "/"', () => {
    const parsed = parseMove('160 CB, CC / T1 * I');
    expect(parsed.curve1).toEqual([
      { kind: 'lane', lane: 'B', pay: 'wear' },
      { kind: 'lane', lane: 'C', pay: 'wear' },
    ]);
    expect(parsed.curve2).toEqual([{ kind: 'trajectory', trajectory: 'T1', pay: 'wear' }]);
  });

  it('[SC-SLIP-3] the slipstream is declared with S after the speed: 140S, 140+S, 140 S', () => {
    for (const text of ['140S', '140+S', '140 S', '140 +S', '140s']) {
      expect(parseMove(text)).toStrictEqual(move({ speed: 140, slipstream: true }));
    }
    expect(printMove(parseMove('140+S'))).toBe('140S');
  });

  it('[SC-PIT-5] BOX asks for the pits as a movement preference', () => {
    expect(parseMove('100 BOX').curve1).toEqual([{ kind: 'box' }]);
    expect(parseMove('100 CB, box * I').curve1).toEqual([{ kind: 'lane', lane: 'B', pay: 'wear' }, { kind: 'box' }]);
  });

  it('[SC-CURVE-6] D after a lane or trajectory rolls the curve die instead of paying wear', () => {
    expect(parseMove('140 CB D * I').curve1).toStrictEqual([{ kind: 'lane', lane: 'B', pay: 'die' }]);
  });

  it('[SC-CURVE-13] 1W D writes the 40 mph option "1 wear and 1 die"', () => {
    expect(parseMove('140 T1 1W D').curve1).toStrictEqual([{ kind: 'trajectory', trajectory: 'T1', pay: 'die', wear: 1 }]);
  });

  it('[SC-DEC-9] a deceleration beyond Dec is paid with brake wear first unless W is written', () => {
    expect(parseMove('60').braking).toEqual({ first: 'WF', brakeCheck: false });
    expect(parseMove('60 WF').braking).toEqual({ first: 'WF', brakeCheck: false });
    expect(parseMove('60 W').braking).toEqual({ first: 'W', brakeCheck: false });
  });

  it('[SC-DEC-2] BC after the speed takes the brake-check option of the deceleration table', () => {
    expect(parseMove('40 BC').braking).toEqual({ first: 'WF', brakeCheck: true });
    expect(printMove(parseMove('40 bc w'))).toBe('40 W BC');
  });

  it('[SC-AUTO-5] a payment not written parses to pay wear with no wear amount', () => {
    const [preference] = parseMove('140 CB * I').curve1;
    expect(preference).toStrictEqual({ kind: 'lane', lane: 'B', pay: 'wear' });
    expect(preference !== undefined && 'wear' in preference).toBe(false);
  });
});

describe('custom preferences', () => {
  it('[SC-CUSTOM-1] one custom preference may sit among the placement preferences', () => {
    expect(parseMove('140 CB * S:3, I').placement).toEqual([{ kind: 'slipstream', behind: '3' }, { kind: 'inside' }]);
  });

  it('[SC-CUSTOM-1] a second custom preference is refused at its column', () => {
    expect(refusal(() => parseMove('140 CB * S:3, NOSLIP'))).toMatchObject({
      kind: 'invalid',
      field: 'text[15]',
      message: expect.stringMatching(/one custom preference.*already has "S:3", found "NOSLIP"/),
    });
    expect(refusal(() => parseMove('140 CB * D, W')).field).toBe('text[13]');
  });

  it('[SC-CUSTOM-2] S:<car> places the car in slipstream of that car', () => {
    expect(parseMove('140 * S:12').placement).toEqual([{ kind: 'slipstream', behind: '12' }]);
  });

  it('[SC-CUSTOM-2] NOSLIP avoids giving the slipstream to a car that has already moved', () => {
    expect(parseMove('140 * NOSLIP, I').placement).toEqual([{ kind: 'noSlipstream' }, { kind: 'inside' }]);
  });

  it('[SC-CUSTOM-2] D rolls the die for every lane or trajectory that writes no payment', () => {
    const parsed = parseMove('140 T2, CC 1W / T1 * D');
    expect(parsed.curve1).toStrictEqual([
      { kind: 'trajectory', trajectory: 'T2', pay: 'die' },
      { kind: 'lane', lane: 'C', pay: 'wear', wear: 1 },
    ]);
    expect(parsed.curve2).toStrictEqual([{ kind: 'trajectory', trajectory: 'T1', pay: 'die' }]);
    expect(parsed.placement).toEqual([]);
    expect(printMove(parsed)).toBe('140 T2 D, CC 1W / T1 D');
  });

  it('[SC-CUSTOM-2] D with no lane or trajectory to apply to is refused', () => {
    expect(refusal(() => parseMove('140 * D'))).toMatchObject({
      field: 'text[7]',
      message: expect.stringContaining('curve die'),
    });
  });

  it('[SC-CUSTOM-2] W pays deceleration penalties with normal wear before brake wear', () => {
    const parsed = parseMove('40 CB * I, W');
    expect(parsed.braking).toEqual({ first: 'W', brakeCheck: false });
    expect(parsed.placement).toEqual([{ kind: 'inside' }]);
    expect(printMove(parsed)).toBe('40 W CB * I');
  });

  it('[SC-CUSTOM-2] text outside the closed list is refused so the player can correct it before the deadline', () => {
    expect(refusal(() => parseMove('140 CB * I, BEHIND-ROSSI'))).toMatchObject({
      field: 'text[13]',
      message: expect.stringContaining('found "BEHIND-ROSSI"'),
    });
  });
});
