/**
 * The finish line (HX-GAP-7 Proposed): its hexes stand on the far side of it. A car crosses it
 * forward by stepping onto one of them from a hex that is not, toward the line's direction or
 * within 60° of it; it crosses it backward by stepping off one of them the other way. Laps are
 * counted as forward crossings less backward ones, so a car that backs over the line and drives
 * on gains nothing.
 */
import { type Direction, type Hex, hexKey, turnBetween } from '../hex.ts';
import type { Track } from './types.ts';

/** Whether `direction` is within 60° of `toward`. */
export const isForward = (toward: Direction, direction: Direction): boolean => [0, 1, 5].includes(turnBetween(toward, direction));

/** +1 for a step that crosses the line forward, −1 backward, 0 for any other step. */
export const crossing = (track: Pick<Track, 'line' | 'lineDirection'>, from: Hex, to: Hex, direction: Direction): number => {
  const fromLine = track.line.has(hexKey(from));
  const toLine = track.line.has(hexKey(to));
  const forward = isForward(track.lineDirection, direction);
  if (!fromLine && toLine && forward) return 1;
  if (fromLine && !toLine && !forward) return -1;
  return 0;
};
