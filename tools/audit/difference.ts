/**
 * The first place two JSON values differ, so an auditor is shown one precise fact rather than two
 * whole events to compare by eye.
 */

export type Path = (string | number)[];

export interface Difference {
  path: Path;
  expected: unknown;
  found: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Depth first, keys in sorted order; `undefined` when the values are equal. */
export function firstDifference(expected: unknown, found: unknown, path: Path = []): Difference | undefined {
  if (Array.isArray(expected) && Array.isArray(found)) {
    for (let i = 0; i < Math.max(expected.length, found.length); i++) {
      const difference = firstDifference(expected[i], found[i], [...path, i]);
      if (difference) return difference;
    }
    return undefined;
  }
  if (isObject(expected) && isObject(found)) {
    for (const key of [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort()) {
      const difference = firstDifference(expected[key], found[key], [...path, key]);
      if (difference) return difference;
    }
    return undefined;
  }
  return Object.is(expected, found) ? undefined : { path, expected, found };
}

/** `rolls[0].dice[1]`, as a reader would write it. */
export const formatPath = (path: Path): string => path.map((step, i) => (typeof step === 'number' ? `[${step}]` : i === 0 ? step : `.${step}`)).join('');
