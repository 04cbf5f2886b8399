/**
 * The order notation (HX-NOTE-1, HX-NOTE-2, grammar and letters Proposed under HX-NOTE-4), in the
 * source's Cyrillic (`М3П2У3`) or in ASCII (`M3R2A3`), case-insensitive, each letter read on its
 * own so that one order may mix the two scripts:
 *
 *   order := "M0" | "M1" A n | "M2" B n | "M3" side r [(A | B) n] | "M4" side k [(A | B) n] | "M5" side
 *   side  := L | R           r := 1 | 2           n, k := 1..99, no leading zero
 *
 * A declaration is an order, then, for a player who sounds his horn (HX-DECL-2 Proposed), a space
 * and `K` (клаксон, Cyrillic `К` or Latin `K`) with the number of the car he honks at:
 * `М4Л3У1 К2`. Spaces around the text are allowed, none inside the order.
 *
 * Every refusal names the column (1-based) where the text goes wrong: field `text[<column>]`.
 */
import { invalid } from '../errors.ts';
import type { Order } from './order.ts';

export type Script = 'cyrillic' | 'latin';

type Letter = 'manoeuvre' | 'left' | 'right' | 'accelerate' | 'brake' | 'horn';

/** HX-NOTE-4 Proposed: the letters each meaning accepts (upper case; the text is read in upper case). */
const LETTERS: Record<Letter, readonly string[]> = {
  manoeuvre: ['M', 'М'],
  left: ['L', 'Л'],
  right: ['R', 'П'],
  accelerate: ['A', 'Y', 'У', 'А'],
  brake: ['B', 'T', 'Т', 'В'],
  horn: ['K', 'К'],
};

/** How each script prints a letter: the source's letters, and this file's ASCII ones. */
const PRINTED: Record<Script, Record<Letter, string>> = {
  cyrillic: { manoeuvre: 'М', left: 'Л', right: 'П', accelerate: 'У', brake: 'Т', horn: 'К' },
  latin: { manoeuvre: 'M', left: 'L', right: 'R', accelerate: 'A', brake: 'B', horn: 'K' },
};

const MAX_AMOUNT = 99;

/** A declaration's text as data: the order, and the car honked at. */
export interface DeclarationText {
  order: Order;
  horn?: string;
}

class Reader {
  private at: number;
  private readonly end: number;

  constructor(private readonly text: string) {
    this.at = text.length - text.trimStart().length;
    this.end = text.trimEnd().length;
  }

  get done(): boolean {
    return this.at >= this.end;
  }

  /** The meaning of the next character among `letters`, consumed; undefined (nothing consumed) when it has none of them. */
  letter(...letters: Letter[]): Letter | undefined {
    const char = this.text[this.at]?.toUpperCase();
    const found = letters.find((letter) => char !== undefined && LETTERS[letter].includes(char));
    if (found !== undefined && !this.done) this.at += 1;
    return found;
  }

  /** One of `letters`, or a refusal saying what was expected. */
  expect(what: string, ...letters: Letter[]): Letter {
    const found = this.letter(...letters);
    if (found === undefined) this.refuse(`expected ${what}`);
    return found;
  }

  /** Where the next character is, from 0. */
  get position(): number {
    return this.at;
  }

  /** The manoeuvre's number, 0 to 5. */
  manoeuvre(): number {
    const digit = this.text[this.at];
    if (this.done || digit === undefined || !/[0-5]/.test(digit)) this.refuse('expected the manoeuvre number, 0 to 5');
    this.at += 1;
    return Number(digit);
  }

  /** A whole number from 1 to 99 with no leading zero. */
  amount(what: string): number {
    const start = this.at;
    let digits = '';
    while (!this.done && /[0-9]/.test(this.text[this.at]!)) digits += this.text[this.at++];
    if (digits === '') this.refuse(`expected ${what}`);
    const value = Number(digits);
    if (digits.startsWith('0') || value > MAX_AMOUNT) this.refuse(`expected ${what}: a whole number from 1 to ${MAX_AMOUNT}`, start, digits);
    return value;
  }

  /** Spaces between the order and the horn. */
  spaces(): boolean {
    const start = this.at;
    while (!this.done && /\s/.test(this.text[this.at]!)) this.at += 1;
    return this.at > start;
  }

  refuse(message: string, at = this.at, written = this.done ? undefined : this.text[at]): never {
    const found = written === undefined ? 'the end of the text' : `"${written}"`;
    throw invalid(`text[${at + 1}]`, `${message}, found ${found}`);
  }
}

const SIDE = 'a side: Л or L (left), П or R (right)';

const side = (reader: Reader): 'left' | 'right' => (reader.expect(SIDE, 'left', 'right') === 'left' ? 'left' : 'right');

/** The optional speed change of a lane change or a turn. */
const change = (reader: Reader): { accelerate?: number } | { brake?: number } => {
  const letter = reader.letter('accelerate', 'brake');
  if (letter === undefined) return {};
  const by = reader.amount(letter === 'accelerate' ? 'by how much to accelerate' : 'by how much to brake');
  return letter === 'accelerate' ? { accelerate: by } : { brake: by };
};

const readOrder = (reader: Reader): Order => {
  reader.expect('an order: М (or M) and the manoeuvre number, such as М3П2У3 or M3R2A3', 'manoeuvre');
  switch (reader.manoeuvre()) {
    case 0:
      return { manoeuvre: 0 };
    case 1:
      reader.expect('У (or A): manoeuvre 1 accelerates', 'accelerate');
      return { manoeuvre: 1, accelerate: reader.amount('by how much to accelerate') };
    case 2:
      reader.expect('Т (or B): manoeuvre 2 brakes', 'brake');
      return { manoeuvre: 2, brake: reader.amount('by how much to brake') };
    case 3: {
      const toward = side(reader);
      const column = reader.position;
      const rows = reader.amount('how many rows to move over');
      if (rows > 2) reader.refuse('expected 1 or 2 rows: a lane change moves over at most 2', column, String(rows));
      return { manoeuvre: 3, side: toward, rows: rows as 1 | 2, ...change(reader) };
    }
    case 4: {
      const toward = side(reader);
      return { manoeuvre: 4, side: toward, rows: reader.amount('how many rows to the side the turn ends'), ...change(reader) };
    }
    default:
      return { manoeuvre: 5, side: side(reader) };
  }
};

export const parseDeclaration = (text: string): DeclarationText => {
  const reader = new Reader(text);
  const order = readOrder(reader);
  if (reader.done) return { order };
  if (!reader.spaces()) reader.refuse('expected the end of the order, or a space and К (or K) with the car honked at');
  reader.expect('К (or K) and the number of the car honked at', 'horn');
  const horn = String(reader.amount('the number of the car honked at'));
  if (!reader.done) reader.refuse('expected the end of the declaration');
  return { order, horn };
};

export const printOrder = (order: Order, script: Script = 'cyrillic'): string => {
  const letter = PRINTED[script];
  const head = `${letter.manoeuvre}${order.manoeuvre}`;
  if (order.manoeuvre === 0) return head;
  if (order.manoeuvre === 1) return `${head}${letter.accelerate}${order.accelerate}`;
  if (order.manoeuvre === 2) return `${head}${letter.brake}${order.brake}`;
  const side = letter[order.side];
  if (order.manoeuvre === 5) return `${head}${side}`;
  const by = order.accelerate !== undefined ? `${letter.accelerate}${order.accelerate}` : order.brake !== undefined ? `${letter.brake}${order.brake}` : '';
  return `${head}${side}${order.rows}${by}`;
};

export const printDeclaration = ({ order, horn }: DeclarationText, script: Script = 'cyrillic'): string =>
  horn === undefined ? printOrder(order, script) : `${printOrder(order, script)} ${PRINTED[script].horn}${horn}`;
