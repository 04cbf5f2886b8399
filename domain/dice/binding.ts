/**
 * The binding of a turn's dice to its locked moves: no one, not even the referee, can know the
 * outcomes of a turn before every move is in, because the moves are part of every roll message.
 */
import { createHash } from 'node:crypto';

/** JSON with object keys sorted (by UTF-16 code units, as `Array.prototype.sort`) and no spaces. */
export const canonicalJson = (value: unknown): string => JSON.stringify(sortKeys(value));

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
};

export const sha256Hex = (text: string | Uint8Array): string => createHash('sha256').update(text).digest('hex');

/** SHA-256, in lower-case hex, of the canonical JSON of the turn's locked moves. */
export const movesBinding = (lockedMoves: unknown): string => sha256Hex(canonicalJson(lockedMoves));
