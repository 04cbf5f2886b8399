/**
 * The AICS move text and the structured `Move` (SC-NOTATION-7..14, grammar Proposed under
 * SC-NOTATION-14, custom preferences Proposed under SC-CUSTOM-2). Tokens are separated by spaces,
 * keywords are case-insensitive; `,`, `*` and `/` may be written attached.
 *
 *   move       := speed {S | +S | W | WF | BC} [curve ["/" curve]] ["*" placement]
 *   speed      := a multiple of 20 mph, 0..400; S or +S may be attached: 140S, 140+S (SC-SLIP-3)
 *   W | WF     := which wear pays a deceleration beyond Dec first; WF is the default (SC-DEC-9)
 *   BC         := take the brake check wherever the deceleration table offers it instead of wear
 *   curve      := pref ("," pref){0,2}                      (SC-NOTATION-9)
 *   pref       := (C<lane A..H> | T<1..9>) [<0..4>W] [D] | BOX [DRY | WET]
 *                 nW is the wear written (informational, SC-AUTO-5); D rolls the curve die (SC-CURVE-6);
 *                 DRY or WET names the tyres the pit stop fits, the track's when absent (SC-RAIN-9)
 *   placement  := ppref ("," ppref){0,3}
 *   ppref      := square | I | S | S:<car> | NOSLIP | D | W
 *   square     := row [" "] lane [index]: 18C, 16A, 76 D1   (SC-NOTATION-5, SC-NOTATION-6)
 *
 * Decisions the grammar leaves open:
 * - An exact square may be written anywhere in the placement; it becomes the first preference
 *   (SC-NOTATION-12). One exact square per move (SC-NOTATION-11 field 9).
 * - At most one custom preference (S:<car>, NOSLIP, D, W) among the placement (SC-CUSTOM-1).
 *   Custom D rolls the die on every lane or trajectory preference that writes no payment; custom W
 *   is braking.first = 'W'. Both print in their canonical places (after the preference, after
 *   the speed), so the placement list holds only where the car ends.
 * - `nWF` after a curve preference is refused: brake wear pays only for deceleration (SC-DEC-11).
 *
 * The canonical text prints S attached to the speed, then W, BC, the curves, and the placement
 * with the exact square first; square names print as `18C`, `16A`, `76 D1`.
 */
import { invalid } from '../../errors.ts';
import { type Move, type MovementPreference, type PlacementPreference, Tyres } from './schemas.ts';

const MAX_SPEED = 400;
export const MAX_CURVE_PREFERENCES = 3;
const MAX_PLACEMENT_PREFERENCES = 4;
const MAX_CURVE_WEAR = 4;
const MAX_ROW = 999;

const SPEED = /^(\d+)(\+?S)?$/;
const LANE = /^C[A-H]$/;
const TRAJECTORY = /^T[1-9]$/;
const WEAR = /^(\d+)W$/;
const BRAKE_WEAR = /^\d+WF$/;
const SQUARE = /^(\d+)([A-H])([1-9])?$/;
const CAR = /^S:([A-Za-z0-9_.-]{1,40})$/i;
const CUSTOM = /^(S:[A-Za-z0-9_.-]{1,40}|NOSLIP|D|W)$/i;
const SEPARATORS = [',', '*', '/'];

const PREFERENCE = 'a lane (CA..CH), a trajectory (T1..T9)';
const PLACEMENT = 'a placement preference (a square such as 18C or 76 D1, I, S, S:<car>, NOSLIP, D or W)';

/** What the declarations after the speed decide; each may be given once. */
const SLIPSTREAM = 'the slipstream';
const FIRST_WEAR = 'the wear that pays a deceleration first';
const BRAKE_CHECK = 'the brake check';

/** A lane or a trajectory: the movement preferences that pay for a curve. */
export type CurvePreference = Exclude<MovementPreference, { kind: 'box' }>;

interface Token {
  text: string;
  /** The token in upper case, for case-insensitive keywords. */
  word: string;
  column: number;
}

/** Reads tokens in order and words every refusal the same way: field `text[<column>]`. */
class Reader {
  private readonly tokens: Token[];
  private readonly endColumn: number;
  private at = 0;

  constructor(text: string) {
    this.tokens = [...text.matchAll(/[,*/]|[^\s,*/]+/g)].map((m) => ({
      text: m[0],
      word: m[0].toUpperCase(),
      column: m.index + 1,
    }));
    this.endColumn = text.length + 1;
  }

  peek(): Token | undefined {
    return this.tokens[this.at];
  }

  /** Consumes the next token when its word is `word`. */
  take(word: string): boolean {
    if (this.peek()?.word !== word) return false;
    this.at += 1;
    return true;
  }

  /** The next token, which the caller has checked exists. */
  next(): Token {
    const token = this.tokens[this.at];
    if (token === undefined) return this.expected('more of the move');
    this.at += 1;
    return token;
  }

  expected(what: string, token = this.peek()): never {
    return this.refuse(`expected ${what}`, token);
  }

  /** Refuses at `token` (the end of the text when absent), quoting what was written there. */
  refuse(message: string, token: Token | undefined, written = token?.text): never {
    const found = written === undefined ? 'the end of the text' : `"${written}"`;
    throw invalid(`text[${token?.column ?? this.endColumn}]`, `${message}, found ${found}`);
  }
}

class MoveParser {
  private readonly move: Move = {
    speed: 0,
    slipstream: false,
    braking: { first: 'WF', brakeCheck: false },
    curve1: [],
    curve2: [],
    placement: [],
  };
  private readonly reader: Reader;
  private readonly given = new Set<string>();
  private custom: Token | undefined;
  private square: string | undefined;

  constructor(text: string) {
    this.reader = new Reader(text);
  }

  parse(): Move {
    this.readSpeed();
    this.readDeclarations();
    this.readMovement();
    const placed = this.reader.take('*');
    if (placed) this.readPlacement();
    this.readEnd(placed);
    return this.move;
  }

  private readSpeed(): void {
    const token = this.reader.peek();
    const match = token === undefined ? null : SPEED.exec(token.word);
    if (token === undefined || match === null) this.reader.expected('a speed in mph (a multiple of 20) first');
    const speed = Number(match[1]);
    if (speed % 20 !== 0 || speed > MAX_SPEED) this.reader.expected(`a speed that is a multiple of 20 mph from 0 to ${MAX_SPEED}`);
    this.reader.next();
    this.move.speed = speed;
    if (match[2] !== undefined) this.declare(SLIPSTREAM, token);
  }

  /** S, +S, W, WF and BC after the speed, in any order. */
  private readDeclarations(): void {
    for (let token = this.reader.peek(); token !== undefined; token = this.reader.peek()) {
      if (token.word === 'S' || token.word === '+S') this.declare(SLIPSTREAM, token);
      else if (token.word === 'W' || token.word === 'WF') this.declareFirstWear(token.word, token);
      else if (token.word === 'BC') this.declare(BRAKE_CHECK, token);
      else return;
      this.reader.next();
    }
  }

  private declare(what: string, token: Token): void {
    if (this.given.has(what)) this.reader.refuse(`${what} is already given`, token);
    this.given.add(what);
    if (what === SLIPSTREAM) this.move.slipstream = true;
    if (what === BRAKE_CHECK) this.move.braking.brakeCheck = true;
  }

  private declareFirstWear(first: 'W' | 'WF', token: Token): void {
    this.declare(FIRST_WEAR, token);
    this.move.braking.first = first;
  }

  private readMovement(): void {
    const token = this.reader.peek();
    if (token === undefined || token.word === '*') return;
    this.move.curve1 = this.readCurve(`${PREFERENCE}, BOX or "*" after the speed`);
    if (this.reader.take('/')) this.move.curve2 = this.readCurve(`${PREFERENCE} or BOX for the second curve after "/"`);
  }

  private readCurve(expected: string): MovementPreference[] {
    const preferences = [this.readPreference(expected)];
    while (this.reader.take(',')) {
      const token = this.reader.peek();
      if (preferences.length === MAX_CURVE_PREFERENCES && token !== undefined) {
        this.reader.refuse(`a curve takes at most ${MAX_CURVE_PREFERENCES} movement preferences (SC-NOTATION-9)`, token);
      }
      preferences.push(this.readPreference(`${PREFERENCE} or BOX after ","`));
    }
    return preferences;
  }

  private readPreference(expected: string): MovementPreference {
    const token = this.reader.peek();
    if (token?.word === 'BOX') {
      this.reader.next();
      const tyres = Tyres.safeParse(this.reader.peek()?.word.toLowerCase());
      if (!tyres.success) return { kind: 'box' };
      this.reader.next();
      return { kind: 'box', tyres: tyres.data };
    }
    if (token === undefined || !(LANE.test(token.word) || TRAJECTORY.test(token.word))) {
      return this.reader.expected(expected);
    }
    this.reader.next();
    const preference: CurvePreference = LANE.test(token.word)
      ? { kind: 'lane', lane: token.word.slice(1), pay: 'wear' }
      : { kind: 'trajectory', trajectory: token.word, pay: 'wear' };
    this.readPayment(preference);
    return preference;
  }

  /** `nW` (wear written) and `D` (roll the curve die), each at most once, in either order. */
  private readPayment(preference: CurvePreference): void {
    for (let token = this.reader.peek(); token !== undefined; token = this.reader.peek()) {
      const wear = WEAR.exec(token.word);
      if (wear !== null) {
        if (preference.wear !== undefined) this.reader.refuse('the wear of one preference is written once', token);
        const amount = Number(wear[1]);
        if (amount > MAX_CURVE_WEAR) this.reader.expected(`a wear amount from 0W to ${MAX_CURVE_WEAR}W`);
        preference.wear = amount;
      } else if (token.word === 'D') {
        if (preference.pay === 'die') this.reader.refuse('the die of one preference is written once', token);
        preference.pay = 'die';
      } else if (BRAKE_WEAR.test(token.word)) {
        this.reader.refuse('brake wear (WF) pays only for a deceleration (SC-DEC-11); a curve is paid with W', token);
      } else {
        return;
      }
      this.reader.next();
    }
  }

  private readPlacement(): void {
    let expected = `${PLACEMENT} after "*"`;
    let count = 0;
    do {
      const token = this.reader.peek();
      if (count === MAX_PLACEMENT_PREFERENCES && token !== undefined) {
        this.reader.refuse(`the placement takes at most ${MAX_PLACEMENT_PREFERENCES} preferences (SC-NOTATION-14)`, token);
      }
      this.readPlacementPreference(expected);
      expected = `${PLACEMENT} after ","`;
      count += 1;
    } while (this.reader.take(','));
  }

  private readPlacementPreference(expected: string): void {
    const token = this.reader.peek();
    if (token === undefined || SEPARATORS.includes(token.word)) this.reader.expected(expected);
    if (/^\d/.test(token.word)) {
      this.readSquare();
      return;
    }
    if (token.word === 'I') this.move.placement.push({ kind: 'inside' });
    else if (token.word === 'S') this.move.placement.push({ kind: 'slipstream' });
    else if (CUSTOM.test(token.text)) this.readCustom(token);
    else this.reader.expected(expected);
    this.reader.next();
  }

  private readCustom(token: Token): void {
    if (this.custom !== undefined) {
      const custom = `the placement may hold one custom preference (S:<car>, NOSLIP, D or W; SC-CUSTOM-1)`;
      this.reader.refuse(`${custom} and already has "${this.custom.text}"`, token);
    }
    this.custom = token;
    const car = CAR.exec(token.text)?.[1];
    if (car !== undefined) this.move.placement.push({ kind: 'slipstream', behind: car });
    else if (token.word === 'NOSLIP') this.move.placement.push({ kind: 'noSlipstream' });
    else if (token.word === 'W') this.declareFirstWear('W', token);
    else this.rollDieWhereUnpaid(token);
  }

  /** Custom D (SC-CUSTOM-2): roll the die instead of paying wear wherever no payment is written. */
  private rollDieWhereUnpaid(token: Token): void {
    const unpaid = [...this.move.curve1, ...this.move.curve2].filter((p): p is CurvePreference => p.kind !== 'box' && p.pay === 'wear' && p.wear === undefined);
    if (unpaid.length === 0) {
      const meaning = 'custom D rolls the curve die for the lanes and trajectories that write no payment';
      this.reader.refuse(`${meaning}; this move has none`, token);
    }
    for (const preference of unpaid) preference.pay = 'die';
  }

  /** `18C`, `16A`, or a curve square in two tokens like `76 D1`; it becomes the first preference (SC-NOTATION-12). */
  private readSquare(): void {
    const token = this.reader.next();
    let name = token.word;
    let written = token.text;
    const lane = this.reader.peek();
    if (/^\d+$/.test(token.word) && lane !== undefined && !SEPARATORS.includes(lane.word)) {
      this.reader.next();
      name += lane.word;
      written += ` ${lane.text}`;
    }
    const match = SQUARE.exec(name);
    const row = Number(match?.[1]);
    if (match === null || row < 1 || row > MAX_ROW) {
      const parts = `a row or curve number 1..${MAX_ROW}, a lane A..H and, in a curve lane of several squares, its index 1..9`;
      this.reader.refuse(`expected a square name: ${parts} (18C, 76 D1)`, token, written);
    }
    if (this.square !== undefined) {
      this.reader.refuse(`a move names one exact square (SC-NOTATION-11) and already has "${this.square}"`, token, written);
    }
    this.square = written;
    const [, , letter, index] = match;
    const square = index === undefined ? `${row}${letter}` : `${row} ${letter}${index}`;
    this.move.placement.unshift({ kind: 'square', square });
  }

  private readEnd(placed: boolean): void {
    const token = this.reader.peek();
    if (token === undefined) return;
    if (!placed) {
      const last = this.move.curve2.at(-1) ?? this.move.curve1.at(-1);
      const payment = last?.kind === 'box' ? '' : 'a payment (0W..4W, D), ';
      const secondCurve = this.move.curve2.length === 0 ? '"/", ' : '';
      this.reader.expected(`${payment}",", ${secondCurve}"*" or the end of the move`);
    }
    if (token.word === '*') this.reader.refuse('"*" separates movement from placement once (SC-NOTATION-7)', token);
    this.reader.expected('"," or the end of the move');
  }
}

/** Parses a move text; throws `DomainError` with field `text[<column>]` at the first token it cannot accept. */
export function parseMove(text: string): Move {
  return new MoveParser(text).parse();
}

/** The canonical text of a move: `parseMove(printMove(move))` gives the move back. */
export function printMove(move: Move): string {
  const parts = [`${move.speed}${move.slipstream ? 'S' : ''}`];
  if (move.braking.first === 'W') parts.push('W');
  if (move.braking.brakeCheck) parts.push('BC');
  if (move.curve1.length > 0) parts.push(printCurve(move.curve1));
  if (move.curve2.length > 0) parts.push('/', printCurve(move.curve2));
  if (move.placement.length > 0) parts.push('*', move.placement.map(printPlacement).join(', '));
  return parts.join(' ');
}

const printCurve = (preferences: MovementPreference[]): string => preferences.map(printPreference).join(', ');

function printPreference(preference: MovementPreference): string {
  if (preference.kind === 'box') return preference.tyres === undefined ? 'BOX' : `BOX ${preference.tyres.toUpperCase()}`;
  const name = preference.kind === 'lane' ? `C${preference.lane}` : preference.trajectory;
  const wear = preference.wear === undefined ? [] : [`${preference.wear}W`];
  const die = preference.pay === 'die' ? ['D'] : [];
  return [name, ...wear, ...die].join(' ');
}

function printPlacement(preference: PlacementPreference): string {
  switch (preference.kind) {
    case 'square':
      return preference.square;
    case 'inside':
      return 'I';
    case 'slipstream':
      return preference.behind === undefined ? 'S' : `S:${preference.behind}`;
    case 'noSlipstream':
      return 'NOSLIP';
  }
}
