/**
 * Exact numbers of the form a + b√2 with integer a and b (VK-GAP-2: every point the rules make
 * has coordinates (i + j√2)/4). Coordinates are kept in quarter units, so a coordinate (i + j√2)/4
 * is the surd i + j√2 and sums and products stay integer surds.
 *
 * The parts are bigint, not safe integers: the disc test compares a squared cross product with
 * ρ² times a squared length, degree 4 in the coordinates, and its sign test squares that again.
 * With quarter coordinates up to a few hundred that is beyond 2^53, and a number that silently
 * rounds would make two machines disagree on a borderline case, which is what this module exists
 * to prevent. Stored data (circuits, events) keeps the parts as safe integers (`Quarter`).
 */
import * as z from 'zod';

export interface Surd {
  readonly a: bigint;
  readonly b: bigint;
}

/** A coordinate as stored: (i + j√2)/4, safe integers. */
export const Quarter = z.strictObject({ i: z.number().int().safe(), j: z.number().int().safe() });
export type Quarter = z.infer<typeof Quarter>;

export const surd = (a: bigint | number, b: bigint | number = 0n): Surd => ({ a: BigInt(a), b: BigInt(b) });
export const ZERO = surd(0);
export const SQRT2 = surd(0, 1);

export const add = (x: Surd, y: Surd): Surd => ({ a: x.a + y.a, b: x.b + y.b });
export const sub = (x: Surd, y: Surd): Surd => ({ a: x.a - y.a, b: x.b - y.b });
export const neg = (x: Surd): Surd => ({ a: -x.a, b: -x.b });
export const mul = (x: Surd, y: Surd): Surd => ({ a: x.a * y.a + 2n * x.b * y.b, b: x.a * y.b + x.b * y.a });
export const scale = (x: Surd, k: bigint): Surd => ({ a: x.a * k, b: x.b * k });

const signOf = (n: bigint): -1 | 0 | 1 => (n > 0n ? 1 : n < 0n ? -1 : 0);

/** The sign of a + b√2, without rounding: when the parts disagree, a² against 2b² decides (never equal, √2 being irrational). */
export const sign = (x: Surd): -1 | 0 | 1 => {
  const sa = signOf(x.a);
  const sb = signOf(x.b);
  if (sb === 0 || sa === sb) return sa === 0 ? sb : sa;
  if (sa === 0) return sb;
  return x.a * x.a > 2n * x.b * x.b ? sa : sb;
};

export const compare = (x: Surd, y: Surd): -1 | 0 | 1 => sign(sub(x, y));
export const equals = (x: Surd, y: Surd): boolean => x.a === y.a && x.b === y.b;
export const min = (x: Surd, y: Surd): Surd => (compare(x, y) <= 0 ? x : y);
export const max = (x: Surd, y: Surd): Surd => (compare(x, y) >= 0 ? x : y);

/** x / k when it is a surd, undefined when the division leaves a fraction. */
export const divide = (x: Surd, k: bigint): Surd | undefined => (x.a % k === 0n && x.b % k === 0n ? { a: x.a / k, b: x.b / k } : undefined);

/** For pictures and reports only: never for a rule. */
export const toNumber = (x: Surd): number => Number(x.a) + Number(x.b) * Math.SQRT2;

export const fromQuarter = (q: Quarter): Surd => surd(q.i, q.j);

/** The stored form; throws when a part is beyond the safe integers, which no table the rules allow reaches. */
export const toQuarter = (x: Surd): Quarter => {
  const i = Number(x.a);
  const j = Number(x.b);
  if (!Number.isSafeInteger(i) || !Number.isSafeInteger(j)) throw new RangeError(`coordinate ${x.a} + ${x.b}√2 is beyond the stored range`);
  return { i, j };
};

/** A length or coordinate given in units as a multiple of ¼ (circuit data), in quarter units; undefined for any other number. */
export const fromUnits = (units: number): Surd | undefined => {
  const quarters = units * 4;
  return Number.isSafeInteger(quarters) ? surd(quarters) : undefined;
};

/** How a surd in quarter units reads: `17.5`, `3+1.5√2`. */
export const formatUnits = (x: Surd): string => {
  const part = (n: bigint) => String(Number(n) / 4);
  if (x.b === 0n) return part(x.a);
  const root = `${x.b === 4n ? '' : x.b === -4n ? '-' : part(x.b)}√2`;
  if (x.a === 0n) return root;
  return `${part(x.a)}${x.b > 0n ? '+' : ''}${root}`;
};
