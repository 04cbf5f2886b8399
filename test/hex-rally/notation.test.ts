import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDeclaration, printDeclaration, printOrder, type Script } from '../../domain/hex-rally/notation.ts';
import { Order, orderedSpeed } from '../../domain/hex-rally/order.ts';
import { refusal } from '../support/refusal.ts';

const parse = (text: string) => parseDeclaration(text).order;
const refused = (text: string) => {
  const error = refusal(() => parseDeclaration(text));
  return { field: error.field, message: error.message };
};

describe('the order notation', () => {
  it('[HX-NOTE-1] reads every example of the source as its gloss says, the code winning where the gloss is wrong', () => {
    expect(parse('М0')).toEqual({ manoeuvre: 0 });
    expect(parse('М1У5')).toEqual({ manoeuvre: 1, accelerate: 5 });
    // Glossed "brake by 5": the code says 3.
    expect(parse('М2Т3')).toEqual({ manoeuvre: 2, brake: 3 });
    expect(parse('М3П1')).toEqual({ manoeuvre: 3, side: 'right', rows: 1 });
    expect(parse('М3П2У3')).toEqual({ manoeuvre: 3, side: 'right', rows: 2, accelerate: 3 });
    expect(parse('М3Л1Т1')).toEqual({ manoeuvre: 3, side: 'left', rows: 1, brake: 1 });
    expect(parse('М4П2')).toEqual({ manoeuvre: 4, side: 'right', rows: 2 });
    expect(parse('М4Л2У1')).toEqual({ manoeuvre: 4, side: 'left', rows: 2, accelerate: 1 });
    expect(parse('М4П3Т1')).toEqual({ manoeuvre: 4, side: 'right', rows: 3, brake: 1 });
    // Glossed "we turn right": Л is left.
    expect(parse('М5Л')).toEqual({ manoeuvre: 5, side: 'left' });
  });

  it('[HX-NOTE-1] reads the ASCII form of the same examples alike', () => {
    const pairs = [
      ['М0', 'M0'],
      ['М1У5', 'M1A5'],
      ['М2Т3', 'M2B3'],
      ['М3П1', 'M3R1'],
      ['М3П2У3', 'M3R2A3'],
      ['М3Л1Т1', 'M3L1B1'],
      ['М4П2', 'M4R2'],
      ['М4Л2У1', 'M4L2A1'],
      ['М4П3Т1', 'M4R3B1'],
      ['М5Л', 'M5L'],
    ];
    for (const [cyrillic, latin] of pairs) expect(parse(latin!)).toEqual(parse(cyrillic!));
  });

  it('[HX-NOTE-2] М is the manoeuvre, П right, Л left, У accelerate, Т brake (M, R, L, A, B), in either case', () => {
    expect(parse('м4л3у1')).toEqual({ manoeuvre: 4, side: 'left', rows: 3, accelerate: 1 });
    expect(parse('m4r3b1')).toEqual({ manoeuvre: 4, side: 'right', rows: 3, brake: 1 });
    expect(['М', 'П', 'Л', 'У', 'Т'].map((c) => c.codePointAt(0)!.toString(16))).toEqual(['41c', '41f', '41b', '423', '422']);
  });

  it('[HX-NOTE-3] an order encodes the new speed: M0 v, M1An v+n, M2Bn v−n, M3 v±n, M4 v−1±n, M5 0', () => {
    const v = 6;
    expect(['M0', 'M1A2', 'M2B4', 'M3L1', 'M3L1A2', 'M3L1B2', 'M4L2', 'M4L2A1', 'M4R3B1', 'M5R'].map((text) => orderedSpeed(parse(text), v))).toEqual([
      6, 8, 2, 6, 8, 4, 5, 6, 4, 0,
    ]);
  });

  it('[HX-NOTE-4] reads each letter on its own, so an order may mix scripts, with Latin Y and T and Cyrillic А and В as look-alikes', () => {
    expect(parse('M3П2A3')).toEqual(parse('М3П2У3'));
    expect(parse('M1Y2')).toEqual({ manoeuvre: 1, accelerate: 2 });
    expect(parse('M2T2')).toEqual({ manoeuvre: 2, brake: 2 });
    expect(parse('М1А2')).toEqual({ manoeuvre: 1, accelerate: 2 });
    expect(parse('М4П1В1')).toEqual({ manoeuvre: 4, side: 'right', rows: 1, brake: 1 });
  });

  it('[HX-NOTE-4] refuses, naming the column, a letter outside its slot, an unknown letter, a missing number, a third row', () => {
    expect(refused('М3В1')).toEqual({ field: 'text[3]', message: 'expected a side: Л or L (left), П or R (right), found "В"' });
    expect(refused('М3Р1')).toMatchObject({ field: 'text[3]' });
    expect(refused('P3R1')).toMatchObject({ field: 'text[1]' });
    expect(refused('М1У')).toEqual({ field: 'text[4]', message: 'expected by how much to accelerate, found the end of the text' });
    expect(refused('М3П3')).toEqual({ field: 'text[4]', message: 'expected 1 or 2 rows: a lane change moves over at most 2, found "3"' });
    expect(refused('М6')).toMatchObject({ field: 'text[2]', message: expect.stringContaining('0 to 5') });
    expect(refused('М1У0')).toMatchObject({ field: 'text[4]', message: expect.stringContaining('from 1 to 99') });
    expect(refused('М1У3Т1')).toMatchObject({ field: 'text[5]' });
    expect(refused('М3П1У1Т1')).toMatchObject({ field: 'text[7]' });
    expect(refused('')).toMatchObject({ field: 'text[1]', message: expect.stringContaining('found the end of the text') });
    expect(refused('  М 3')).toMatchObject({ field: 'text[4]' });
  });

  it('[HX-NOTE-4] prints the order back in either script, the text it read', () => {
    const cyrillic = ['М0', 'М1У5', 'М2Т3', 'М3П1', 'М3П2У3', 'М3Л1Т1', 'М4П2', 'М4Л2У1', 'М4П3Т1', 'М5Л', 'М4Л12Т3'];
    for (const text of cyrillic) expect(printOrder(parse(text))).toBe(text);
    const latin = ['M0', 'M1A5', 'M2B3', 'M3R1', 'M3R2A3', 'M3L1B1', 'M4R2', 'M4L2A1', 'M4R3B1', 'M5L'];
    for (const text of latin) expect(printOrder(parse(text), 'latin')).toBe(text);
  });

  it('[HX-NOTE-4] parses whatever it prints, in either script, into the same order', () => {
    const amount = fc.integer({ min: 1, max: 99 });
    const side = fc.constantFrom('left' as const, 'right' as const);
    const change = fc.oneof(
      fc.constant({}),
      amount.map((accelerate) => ({ accelerate })),
      amount.map((brake) => ({ brake })),
    );
    const order = fc.oneof(
      fc.constant({ manoeuvre: 0 as const }),
      amount.map((accelerate) => ({ manoeuvre: 1 as const, accelerate })),
      amount.map((brake) => ({ manoeuvre: 2 as const, brake })),
      fc.tuple(side, fc.constantFrom(1 as const, 2 as const), change).map(([s, rows, c]) => ({ manoeuvre: 3 as const, side: s, rows, ...c })),
      fc.tuple(side, amount, change).map(([s, rows, c]) => ({ manoeuvre: 4 as const, side: s, rows, ...c })),
      side.map((s) => ({ manoeuvre: 5 as const, side: s })),
    );
    fc.assert(
      fc.property(order, fc.constantFrom<Script>('cyrillic', 'latin'), (o, script) => {
        expect(Order.parse(o)).toEqual(o);
        expect(parse(printOrder(o, script))).toEqual(o);
      }),
    );
  });

  it('[HX-DECL-2] writes the horn after the order: a space and К (or K) with the car honked at', () => {
    expect(parseDeclaration(' М4Л3У1 К2 ')).toEqual({ order: { manoeuvre: 4, side: 'left', rows: 3, accelerate: 1 }, horn: '2' });
    expect(parseDeclaration('M0 k3')).toEqual({ order: { manoeuvre: 0 }, horn: '3' });
    expect(printDeclaration({ order: { manoeuvre: 0 }, horn: '3' }, 'latin')).toBe('M0 K3');
    expect(printDeclaration(parseDeclaration('М2Т1 К12'))).toBe('М2Т1 К12');
    expect(refused('М0 К')).toMatchObject({ field: 'text[5]' });
    expect(refused('М0 Х2')).toMatchObject({ field: 'text[4]' });
    expect(refused('М0 К2 К3')).toMatchObject({ field: 'text[6]' });
  });
});
