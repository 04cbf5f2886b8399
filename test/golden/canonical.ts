/**
 * The canonical JSON of a golden race: object keys sorted, no whitespace, `undefined` left out as
 * `JSON.stringify` leaves it out. Two values with the same meaning give the same bytes whatever
 * order the code that built them wrote their keys in, so the fixtures pin what the events say, not
 * how a refactor happens to spread an object. The store writes `JSON.stringify` of the events; the
 * canonical form differs from it only in key order.
 */
import { createHash } from 'node:crypto';

const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : sorted(item)));
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, sorted(record[key])]),
    );
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`not JSON: ${value}`);
  return value;
};

export const canonical = (value: unknown): string => JSON.stringify(sorted(value));

/** Canonical JSON indented, for the few lines of a difference shown on a failure. */
export const canonicalPretty = (value: unknown): string => JSON.stringify(sorted(value), null, 2);

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
