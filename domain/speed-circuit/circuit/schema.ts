/**
 * The circuit file format (docs/circuits.md): what a circuit designer writes by hand.
 * Only the shape is checked here; `compileCircuit` checks everything that needs the whole lap
 * (square names, lane counts, trajectories, grid) and names the offending square.
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { PlainText } from '../../text.ts';

const LaneLetter = z.string().regex(/^[A-Z]$/, 'a lane is one capital letter');

const Speed = z.number().int().positive('a printed speed is positive').multipleOf(20, 'a printed speed is a multiple of 20 mph');

/** A square inside one curve group, named without the group number: `B2`, or `A` for a one-square lane. */
const CurveSquareRef = z.string().regex(/^[A-Z]\d*$/, 'a curve square is written lane letter + index, e.g. B2');

/** A square of the lap written as printed: `12B`, `16 B2`, `16 A`. */
const SquareName = z.string().regex(/^\d+ ?[A-Z]\d*$/, 'a square is written row + lane (+ index), e.g. 12B or 16 B2');

/** Pairs of adjacent lanes, each written with its two letters: `["AB", "BC"]` (checked by the compiler, which knows the lanes). */
const LanePairs = z.array(z.string());

export const StraightSection = z.strictObject({
  /** Number of rows of the straight. */
  straight: z.number().int().positive().max(200),
});

export const CurveSection = z.strictObject({
  turn: z.enum(['left', 'right']),
  /** Degrees the track turns through this group; used only for drawing. */
  angle: z.number().positive().max(270),
  /** Per lane letter, the printed speeds of its squares in the direction of travel. */
  lanes: z.record(LaneLetter, z.array(Speed).min(1).max(20)),
  /** T1 innermost and slowest, T2, … (SC-NOTATION-4): the squares of each arrow in order. */
  trajectories: z.record(z.string().regex(/^T[1-9]$/, 'a trajectory is named T1, T2, …'), z.array(CurveSquareRef).min(2)).optional(),
  /** Pairs of side-by-side squares in adjacent lanes where a lane change is allowed (SC-CURVE-2). */
  aligned: z.array(z.tuple([CurveSquareRef, CurveSquareRef])).optional(),
  /** Pairs of adjacent lanes a car may change between inside this curve, where the game allows it (SCC-MOVE-3); the circuit's otherwise. */
  diagonals: LanePairs.optional(),
});

export const Section = z.union([StraightSection, CurveSection]);

/** Grid rule: from `fromRow` (default: the last row of the lap) backwards, one car per listed lane per row. */
export const GridRule = z.strictObject({
  fromRow: z.number().int().positive().optional(),
  lanes: z.array(LaneLetter).min(1),
});

export const CircuitFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, 'an id is lower-case letters, digits and dashes'),
  name: PlainText.min(1),
  description: z.string().optional(),
  lanes: z.number().int().min(2).max(6),
  maxStarters: z.literal([24, 26]),
  /** The lap from the start/finish line: row 1 is the first row of the first section. */
  sections: z.array(Section).min(1).max(500),
  /** Grid squares in grid order (pole first, SC-QUAL-13), or a rule that generates them. */
  grid: z.union([z.array(SquareName).min(1), GridRule]),
  /** Squares a car leaves the pits from, in order of preference (SC-PIT-5). */
  pitExit: z.array(SquareName).min(1),
  /** Row whose crossing by the leader triggers the weather roll (SC-RAIN-7). */
  cloudRow: z.number().int().positive(),
  /** Pairs of adjacent lanes a car may change between inside every curve that lists none of its own (SCC-MOVE-3). */
  diagonals: LanePairs.optional(),
  bestLap: z
    .strictObject({
      turns: z.number().int().positive(),
      squares: z.number().int().nonnegative(),
      car: z.string().min(1),
    })
    .optional(),
});

export type CircuitFile = z.infer<typeof CircuitFile>;
export type StraightSection = z.infer<typeof StraightSection>;
export type CurveSection = z.infer<typeof CurveSection>;
export type Section = z.infer<typeof Section>;
export type GridRule = z.infer<typeof GridRule>;

/** Parses a circuit file, turning the first schema problem into a `DomainError` naming its path. */
export function parseCircuitFile(file: unknown): CircuitFile {
  const result = CircuitFile.safeParse(file);
  if (result.success) return result.data;
  const issue = mostSpecific(result.error.issues);
  throw invalid(formatPath(issue.path), issue.message);
}

type Issue = z.core.$ZodIssue;

/**
 * Zod reports a failed union or record key generically. A section is a union of straight and
 * curve: report the branch the author meant (the one with fewest complaints); for a bad record
 * key report why the key is wrong.
 */
function mostSpecific(issues: readonly Issue[]): Issue {
  const first = issues[0]!;
  const inner =
    first.code === 'invalid_union' && first.errors.length > 0
      ? first.errors.reduce((best, candidate) => (candidate.length < best.length ? candidate : best))
      : first.code === 'invalid_key'
        ? first.issues
        : [];
  if (inner.length === 0) return first;
  const issue = mostSpecific(inner);
  return { ...issue, path: [...first.path, ...issue.path] };
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'file';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');
}
