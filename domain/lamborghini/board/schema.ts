/**
 * A Lamborghini circuit as written by hand (LB-GAP-5 Proposed; docs/lamborghini-board.md): the
 * loop cut into sections of rows, each row drawn as one character per lane, and the starting grid
 * as squares in qualifying order.
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { PlainText } from '../../text.ts';

export const Section = z.strictObject({
  name: PlainText.trim().min(1).max(60),
  /** How many consecutive rows the section has. */
  rows: z.number().int().min(1).max(200),
  /** One character per lane, lane 1 (the inside, on the left) first: `.` track, `x` off-track, a space for no square. */
  lanes: z.string().min(1).max(9),
});
export type Section = z.infer<typeof Section>;

export const GridSquare = z.strictObject({ row: z.number().int().min(0), lane: z.number().int().min(1) });

export const BoardFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case letters and digits, words joined by "-"' }),
  name: PlainText.trim().min(1).max(80),
  description: PlainText.trim().max(500).optional(),
  /** Full laps to race (LB-FIN-1: 3 on the real board). */
  laps: z.number().int().min(1).max(9),
  /** In the direction of racing, from the first row after the finish line; the last row's next row is row 0. */
  sections: z.array(Section).min(1).max(60),
  /** Grid squares, pole (G1) first (LB-QUAL-2). */
  grid: z.array(GridSquare).min(1).max(9),
});
export type BoardFile = z.infer<typeof BoardFile>;

/** The file's first problem, as a `DomainError` naming its path. */
export const parseBoardFile = (file: unknown): BoardFile => {
  const result = BoardFile.safeParse(file);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? [issue.keys[0]] : [];
  const path = [...issue.path, ...keys].map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
  throw invalid(path, issue.message);
};
