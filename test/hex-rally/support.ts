/** What the hex-rally tests share: the default car and its rules, and orders by their text. */
import type { CarStats } from '../../domain/hex-rally/car.ts';
import type { Declaring } from '../../domain/hex-rally/legality.ts';
import { parseDeclaration } from '../../domain/hex-rally/notation.ts';
import type { Order } from '../../domain/hex-rally/order.ts';
import { HexRallyCreate, type HumanRules } from '../../domain/hex-rally/settings.ts';

/** HX-GAP-6 Proposed: maximum speed 10, acceleration 3, maximum braking 5, durability 3. */
export const DEFAULT_CAR: CarStats = HexRallyCreate.parse({}).car;
export const DEFAULT_HUMANS: HumanRules = HexRallyCreate.parse({}).humans;

export const order = (text: string): Order => parseDeclaration(text).order;

/** An orc in the default car at `speed`, with no increase, unless told. */
export const declaring = (speed: number, more: Partial<Declaring> = {}): Declaring => ({
  stats: DEFAULT_CAR,
  humans: DEFAULT_HUMANS,
  driver: 'orc',
  speed,
  increase: 0,
  ...more,
});

import { freshDurability } from '../../domain/hex-rally/car.ts';
import { type Direction, type Hex, hexKey } from '../../domain/hex-rally/hex.ts';
import type { CarState, HexRallyState } from '../../domain/hex-rally/state.ts';
import { compileCircuit, type Track } from '../../domain/hex-rally/track/index.ts';
import type { Choices } from '../../domain/race/choices.ts';

export interface CarSpec {
  car: string;
  hex: Hex;
  facing?: Direction;
  speed?: number;
  with?: Partial<CarState>;
}

/** A race on `track` with the cars as told, everything else as at the start: orcs, no penalty, no coupon unless told. */
export const stateOn = (track: Track, cars: CarSpec[], more: Partial<HexRallyState> = {}): HexRallyState => ({
  lapsToFinish: 1,
  stats: DEFAULT_CAR,
  humans: DEFAULT_HUMANS,
  coupons: { reroll: 0, extraDie: 0 },
  turn: 0,
  finishers: [],
  retired: [],
  ...more,
  cars: Object.fromEntries(
    cars.map((spec) => [
      spec.car,
      {
        driver: 'orc',
        hex: spec.hex,
        facing: spec.facing ?? 1,
        speed: spec.speed ?? 0,
        durability: freshDurability(DEFAULT_CAR),
        increase: 0,
        failures: 0,
        penalties: { collision: false, honked: false },
        coupons: more.coupons ?? { reroll: 0, extraDie: 0 },
        laps: 0,
        toGo: track.toGo.get(hexKey(spec.hex)) ?? 0,
        status: 'racing',
        ...spec.with,
      } satisfies CarState,
    ]),
  ),
});

/**
 * A track drawn from its hexes: `marks` by `hexKey` ('.', '=', '1'–'9'), heading east unless
 * told; every other hex is a wall. The map's text is made here, so a test names hexes, not columns.
 */
export const trackOf = (marks: Map<string, string>, more: Record<string, unknown> = {}): Track => {
  const hexes = [...marks.keys()].map((key) => key.split(',').map(Number) as [number, number]);
  const top = Math.min(...hexes.map(([, r]) => r));
  const left = Math.min(...hexes.map(([q, r]) => 2 * q + r));
  // Row r − top, column 2q + r − shift, where (column + row) must be even.
  const shift = left - ((((left + top) % 2) + 2) % 2);
  const rows: string[][] = [];
  for (const [q, r] of hexes) {
    const row = rows[r - top] ?? [];
    row[2 * q + r - shift] = marks.get(`${q},${r}`)!;
    rows[r - top] = row;
  }
  const text = Array.from(rows, (row) => Array.from(row ?? [], (char) => char ?? ' ').join(''));
  const track = compileCircuit({ id: 'drawn', name: 'Drawn', kind: 'stage', rows: text, grid: { facing: 1 }, finish: { direction: 1 }, ...more });
  // The map's rows start at `top`: the hexes are named as drawn, so move them back.
  return relabel(track, top, (shift - top) / 2);
};

/** The same track with every hex moved by (dq, dr). */
const relabel = (track: Track, dr: number, dq: number): Track => {
  const move = (hex: Hex): Hex => ({ q: hex.q + dq, r: hex.r + dr });
  const key = (k: string) => {
    const [q, r] = k.split(',').map(Number) as [number, number];
    return hexKey(move({ q, r }));
  };
  return {
    ...track,
    cells: new Map([...track.cells].map(([k, cell]) => [key(k), { ...cell, hex: move(cell.hex) }])),
    line: new Set([...track.line].map(key)),
    grid: track.grid.map((slot) => ({ ...slot, hex: move(slot.hex) })),
    toGo: new Map([...track.toGo].map(([k, steps]) => [key(k), steps])),
  };
};

/** Every hex of the parallelogram q in [q0, q1], r in [r0, r1], as track, but `walls`; the grid slot and the line as told. */
export const openTrack = (
  { q0, q1, r0, r1 }: { q0: number; q1: number; r0: number; r1: number },
  { slot, line, walls = [] }: { slot: Hex; line: Hex[]; walls?: Hex[] },
): Track => {
  const marks = new Map<string, string>();
  for (let q = q0; q <= q1; q++) for (let r = r0; r <= r1; r++) marks.set(`${q},${r}`, '.');
  for (const wall of walls) marks.delete(hexKey(wall));
  for (const hex of line) marks.set(hexKey(hex), '=');
  marks.set(hexKey(slot), '1');
  return trackOf(marks);
};

/** English words of the choices that must not appear in an Italian seat's. */
export const ENGLISH_WORDS =
  /\b(the|and|roll|difficulty|speed|left|right|turn|horn|rows?|lane|brake|accelerate|change|driver|human|orc|coupon|extra|die|failed|success|none|car|hex(es)?|wall|cannot|needed|keep)\b/i;

/** Every word a page shows of choices: the questions, their options, the summary and the warnings. */
export const wordsOf = (answer: Choices): string[] =>
  [
    ...answer.questions.flatMap((q) => [q.label, q.help ?? '', ...q.options.flatMap((o) => [o.label, o.detail ?? '', o.disabled ?? ''])]),
    ...answer.summary,
    ...answer.warnings,
  ].filter(Boolean);
