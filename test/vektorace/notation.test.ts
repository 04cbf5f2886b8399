import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { type Move, parseMove, printMove } from '../../domain/vektorace/notation.ts';
import { refusal } from '../support/refusal.ts';

describe('the move notation', () => {
  const round: [string, Move][] = [
    ['3 F F0 >4', { kind: 'drive', gear: 3, placement: 'front', end: { cell: 0, turn: 0 }, next: 4 }],
    ['4 F B2 FL0 S3 >5', { kind: 'drive', gear: 4, placement: 'front', boost: 2, end: { cell: 1, turn: 0 }, attack: { kind: 'close-up', car: '3' }, next: 5 }],
    ['2 SL L+ A7 >3', { kind: 'drive', gear: 2, placement: 'left', end: { cell: 2, turn: 1 }, attack: { kind: 'side', car: '7' }, next: 3 }],
    ['5 FR FR- K2 >5', { kind: 'drive', gear: 5, placement: 'front-right', end: { cell: -1, turn: -1 }, attack: { kind: 'knock', car: '2' }, next: 5 }],
    [
      '5 F B3 F0 O4L >5',
      { kind: 'drive', gear: 5, placement: 'front', boost: 3, end: { cell: 0, turn: 0 }, attack: { kind: 'overtake', car: '4', place: 'left' }, next: 5 },
    ],
    [
      '4 F B2 F0 O4@1R >4',
      {
        kind: 'drive',
        gear: 4,
        placement: 'front',
        boost: 2,
        end: { cell: 0, turn: 0 },
        attack: { kind: 'beside', car: '4', blocker: '1', side: 'right' },
        next: 4,
      },
    ],
    ['4!2 F R- >2', { kind: 'drive', gear: 4, brakeTo: 2, placement: 'front', end: { cell: -2, turn: -1 }, next: 2 }],
    ['2 F F0 >2 BOX G5N3', { kind: 'drive', gear: 2, placement: 'front', end: { cell: 0, turn: 0 }, next: 2, boxBox: true, refill: { gomma: 5, nitro: 3 } }],
    ['PASS', { kind: 'pass', rotate: 0 }],
    ['PASS +', { kind: 'pass', rotate: 1 }],
    ['YIELD 12', { kind: 'yield', to: '12' }],
    ['1 F B5 PB F0 >2', { kind: 'drive', gear: 1, placement: 'front', boost: 5, power: 'B', end: { cell: 0, turn: 0 }, next: 2 }],
    ['5 F F0 >1G', { kind: 'drive', gear: 5, placement: 'front', end: { cell: 0, turn: 0 }, next: 1, nextWithG: true }],
    // VK-SP-5 D: token D up to 4th, then the emergency stop from 4th to 3rd.
    ['3!3 F F0 >3 PD4', { kind: 'drive', gear: 3, brakeTo: 3, placement: 'front', end: { cell: 0, turn: 0 }, next: 3, shift: 4 }],
  ];
  for (const [text, move] of round)
    it(`[VK-MOVE-4] reads and prints "${text}"`, () => {
      expect(parseMove(text)).toEqual(move);
      expect(printMove(move)).toBe(text);
    });

  it('[VK-MOVE-4] reads lower case and extra spaces', () => {
    expect(printMove(parseMove('  3  fl  b1   fr-  >4 '))).toBe('3 FL B1 FR- >4');
  });

  const refused: [string, string, RegExp][] = [
    ['', 'text[1]', /expected a move/],
    ['6 F F0 >4', 'text[1]', /declared gear, 1 to 5/],
    ['3 X F0 >4', 'text[3]', /where the vector is laid/],
    ['3 F B7 F0 >4', 'text[6]', /BOOST, B1 to B5/],
    ['3 F FX0 >4', 'text[5]', /expected the end/],
    ['3 F F* >4', 'text[6]', /turn at the end/],
    ['3 F F0', 'text[7]', /next gear/],
    ['3 F F0 4', 'text[8]', /next gear/],
    ['3 F F0 >9', 'text[9]', /next gear, 1 to 5/],
    ['3 F F0 S0 >4', 'text[9]', /car number/],
    ['3 F F0 O2X >4', 'text[10]', /F, L or R/],
    ['3 F F0 O2@1 >4', 'text[12]', /L or R/],
    ['3!3 F F0 >3', 'text[3]', /below the gear 3 of the move/],
    // VK-SP-5 D: the stop drops below the gear token D changed to.
    ['4!3 F F0 >3 PD3', 'text[3]', /below the gear 3 of the move/],
    ['3 F F0 >4 junk', 'text[11]', /BOX or the points taken/],
    ['3 F F0 >4 BOX G5N3 more', 'text[20]', /nothing may follow/],
    ['PASS x', 'text[6]', /rotation/],
    ['YIELD', 'text[6]', /car to give way to/],
  ];
  for (const [text, field, message] of refused)
    it(`[VK-MOVE-4] refuses "${text}" at ${field}`, () => {
      const error = refusal(() => parseMove(text));
      expect([error.field, error.message]).toEqual([field, expect.stringMatching(message)]);
    });

  it('[VK-MOVE-4] any text is read as a move or refused with the column where it goes wrong, within the text or just after it', () => {
    const word = fc.constantFrom(
      '3',
      '5!2',
      'F',
      'FL',
      'SR',
      'B2',
      'B9',
      'PA',
      'PC',
      'F0',
      'L+',
      'R-',
      'FX',
      'S3',
      'O4L',
      'O4@1R',
      'K',
      '>4',
      '>1G',
      '>7',
      'BOX',
      'G5N3',
      'PASS',
      'YIELD',
      '+',
      'x',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(fc.constantFrom(' ', '  '), { minLength: 8, maxLength: 8 }), (words, gaps) => {
        const text = words.map((w, i) => `${gaps[i]}${w}`).join('');
        try {
          const move = parseMove(text);
          expect(parseMove(printMove(move))).toEqual(move);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          const column = Number(/^text\[(\d+)\]$/.exec((error as DomainError).field)?.[1]);
          expect(column).toBeGreaterThanOrEqual(1);
          expect(column).toBeLessThanOrEqual(text.trimEnd().length + 1);
        }
      }),
      { seed: 14, numRuns: 600 },
    );
  });
});
