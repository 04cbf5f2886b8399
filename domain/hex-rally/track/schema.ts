/**
 * A hex-rally track as written by hand (HX-GAP-7 Proposed; docs/hex-tracks.md): a map of hexes
 * drawn as text, one string per row of hexes, the start grid and the finish line marked in it.
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';
import { PlainText } from '../../text.ts';
import { Direction } from '../hex.ts';

export const TrackFile = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'expected lower-case letters and digits, words joined by "-"' }),
  name: PlainText.trim().min(1).max(80),
  description: PlainText.trim().max(500).optional(),
  /** A circuit is driven for the race's laps; a stage is driven once, from its start to its finish. */
  kind: z.enum(['circuit', 'stage']),
  /** The map, one string per row of hexes, top row first (docs/hex-tracks.md). */
  rows: z.array(z.string().max(400)).min(1).max(200),
  /** The grid's slots are marked 1–9 in the map, pole first; every car starts facing `facing` at speed 0. */
  grid: z.strictObject({ facing: Direction }),
  /** The line's hexes are marked `=` in the map; a car crosses it driving toward `direction` (or within 60° of it). */
  finish: z.strictObject({ direction: Direction }),
});
export type TrackFile = z.infer<typeof TrackFile>;

/** The file's first problem, as a `DomainError` naming its path. */
export const parseTrackFile = (file: unknown): TrackFile => {
  const result = TrackFile.safeParse(file);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? [issue.keys[0]] : [];
  const path = [...issue.path, ...keys].map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`)).join('');
  throw invalid(path, issue.message);
};
