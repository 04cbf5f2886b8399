import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';
import { parseMove, printMove } from '../../../../domain/speed-circuit/aics/notation.ts';
import { refusal } from '../../../support/refusal.ts';

/** Each bad text, the column of the offending token, and what the message must say. */
const REFUSALS: [string, string, number, RegExp][] = [
  ['empty text', '', 1, /expected a speed .* found the end of the text/],
  ['speed not a multiple of 20', '150 CB * I', 1, /multiple of 20 .* found "150"/],
  ['speed above 400 mph', '420', 1, /from 0 to 400, found "420"/],
  ['speed missing', 'CB 1W * I', 1, /expected a speed .* found "CB"/],
  ['unknown token after the speed', '140 XY * I', 5, /expected a lane \(CA\.\.CH\), a trajectory \(T1\.\.T9\), BOX or "\*" after the speed, found "XY"/],
  ['unknown token after a preference', '140 CB XY', 8, /expected a payment \(0W\.\.4W, D\), ",", "\/", "\*" or the end of the move, found "XY"/],
  ['lane letter beyond H', '140 CI', 5, /found "CI"/],
  ['more than 3 movement preferences', '140 T2, T1, CC, CD', 17, /at most 3 movement preferences .* found "CD"/],
  ['more than 4 placement preferences', '140 CB * 18C, S, I, NOSLIP, S', 29, /at most 4 preferences .* found "S"/],
  ['"*" twice', '140 CB * I * S', 12, /separates movement from placement once .* found "\*"/],
  ['"*" right after "*"', '140 CB * * I', 10, /expected a placement preference .* after "\*", found "\*"/],
  ['dangling comma in the movement', '140 T2, T1, * I', 13, /after ",", found "\*"/],
  ['dangling comma at the end', '140 CB * I,', 12, /after ",", found the end of the text/],
  ['"/" with no first curve', '160 / T1', 5, /found "\/"/],
  ['bad square name: lane letter', '140 CB * 18Z', 10, /expected a square name.* found "18Z"/],
  ['bad square name: row 0', '140 * 0A', 7, /found "0A"/],
  ['bad square name: index 0', '140 * 76 D0', 7, /found "76 D0"/],
  ['bad wear amount', '140 CB 5W * I', 8, /expected a wear amount from 0W to 4W, found "5W"/],
  ['brake wear on a curve', '140 CB 1WF', 8, /brake wear \(WF\) pays only for a deceleration/],
  ['wear written twice', '140 CB 1W 2W', 11, /written once, found "2W"/],
  ['slipstream declared twice', '140S S', 6, /slipstream is already given/],
  ['W and WF both', '60 W WF', 6, /the wear that pays a deceleration first is already given/],
  ['custom W besides W after the speed', '60 W CB * W', 11, /already given/],
  ['a second exact square', '140 * 18C, I, 19D', 15, /one exact square .* already has "18C", found "19D"/],
  ['BOX with a payment', '100 BOX D', 9, /expected ",", "\/", "\*" or the end of the move, found "D"/],
];

describe('refusals', () => {
  it.each(REFUSALS)('[SC-NOTATION-14] %s: text[column] names the token and what was expected', (_name, text, column, message) => {
    const error = refusal(() => parseMove(text));
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe(`text[${column}]`);
    expect(error.message).toMatch(message);
  });
});

/** Texts made of the notation's own words, right and wrong, to reach every branch of the parser. */
const WORDS = [
  '140',
  '150',
  '160S',
  '100+S',
  'S',
  '+S',
  'W',
  'WF',
  'BC',
  'CB',
  'ca',
  'T2',
  't9',
  'T0',
  '1W',
  '5W',
  '1WF',
  'D',
  'BOX',
  ',',
  '*',
  '/',
  'I',
  'S:7',
  'S:',
  'NOSLIP',
  '18C',
  '76',
  'D1',
  '16 B3',
  '0A',
  'XY',
  '',
  '  ',
];
const wordSoup = fc.array(fc.constantFrom(...WORDS), { maxLength: 14 }).map((words) => words.join(' '));

describe('any text', () => {
  it('[SC-NOTATION-14] parsing any string either gives a move or throws a DomainError with a text[column] field', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), wordSoup), (text) => {
        try {
          parseMove(text);
        } catch (error) {
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).field).toMatch(/^text\[\d+\]$/);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('[SC-NOTATION-14] a text that parses prints to a canonical text that parses to the same move', () => {
    fc.assert(
      fc.property(wordSoup, (text) => {
        let move: ReturnType<typeof parseMove>;
        try {
          move = parseMove(text);
        } catch {
          return;
        }
        const canonical = printMove(move);
        expect(parseMove(canonical)).toStrictEqual(move);
        expect(printMove(parseMove(canonical))).toBe(canonical);
      }),
      { numRuns: 3000 },
    );
  });
});
