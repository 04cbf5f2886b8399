/**
 * A Vektorace circuit as written by hand (VK-GAP-9, VK-GAP-10, VK-GAP-11 Proposed;
 * docs/vektorace-circuits.md): the table, the curve tokens with their gates and inside lines,
 * the pit wall and pit area, the finish line and where the pole car may stand. Lengths are in
 * units (the width of a car's base) and are multiples of ¼, so that every point of the rules has
 * exact coordinates (i + j√2)/4 (VK-GAP-2).
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { PlainText } from '../../text.ts';

const Units = z.number().refine((n) => Number.isSafeInteger(n * 4), { message: 'expected a multiple of ¼ (0.25)' });
const Length = Units.refine((n) => n > 0, { message: 'expected a length greater than 0' });
const Place = z.strictObject({ x: Units, y: Units });
/** One of the 8 headings of VK-GAP-2, in degrees anticlockwise from the x axis. */
const Degrees = z.union([0, 45, 90, 135, 180, 225, 270, 315].map((d) => z.literal(d)) as [z.ZodLiteral<0>, ...z.ZodLiteral<number>[]], {
  message: 'expected a heading: 0, 45, 90, 135, 180, 225, 270 or 315 (degrees anticlockwise from the x axis)',
});
const Box = z.strictObject({ from: Place, to: Place });

export const CurveFile = z.strictObject({
  /** The number printed on the token: the order in which curves are taken (VK-SETUP-2). */
  number: z.number().int().min(1).max(8),
  centre: Place,
  radius: Length,
  /** L: the car keeps the token on its left; R: on its right (VK-GAP-9 item 1). */
  kerb: z.enum(['L', 'R']),
  /** The direction of travel at the apex (t_k). */
  travel: Degrees,
  /** The gate's length; absent, it runs to the table edge. */
  gate: Length.optional(),
  /** The inside line's length (VK-LIMIT-6 A). */
  inside: Length,
});
export type CurveFile = z.infer<typeof CurveFile>;

export const CircuitFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case letters and digits, words joined by "-"' }),
  name: PlainText.trim().min(1).max(80),
  description: PlainText.trim().max(500).optional(),
  /** The play area, from (0, 0) to (width, height). */
  table: z.strictObject({ width: Length, height: Length }),
  /** The race's laps unless the organiser chooses otherwise (VK-GAP-11: 3). */
  laps: z.number().int().min(1).max(20).default(3),
  /** VK-COMP-1: 8 tokens at most, numbered 1 to K. */
  curves: z.array(CurveFile).min(1).max(8),
  /** Two opposite corners of the pit wall, a rectangle and an obstacle. */
  pitWall: Box,
  /** Two opposite corners of the pit area, beside the wall along its whole length; its sides across the race direction are the entry and exit lines. */
  pitArea: Box,
  /** The finish line: a segment square to the race direction, across the track and the pit lane. */
  finish: z.strictObject({ from: Place, to: Place, direction: Degrees }),
  /** VK-START-3: the segment on which the pole car's centre may stand, facing the race direction. */
  pole: z.strictObject({ from: Place, to: Place }),
});
export type CircuitFile = z.infer<typeof CircuitFile>;

const pathOf = (path: readonly PropertyKey[]): string =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');

/** The file's first problem, as a `DomainError` naming its path. */
export const parseCircuitFile = (file: unknown): CircuitFile => {
  const result = CircuitFile.safeParse(file);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [];
  throw invalid(pathOf([...issue.path, ...keys]), issue.message);
};
