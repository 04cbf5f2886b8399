/**
 * Printed square names (SC-NOTATION-5, SC-NOTATION-6): `12B` on a straight, `16 B2` in a curve
 * lane that holds several squares of its group, `16 A` in a lane that holds one.
 */

export interface SquarePlace {
  row: number;
  lane: string;
  k: number;
  n: number;
  inCurve: boolean;
}

export function squareName({ row, lane, k, n, inCurve }: SquarePlace): string {
  if (!inCurve) return `${row}${lane}`;
  return n > 1 ? `${row} ${lane}${k}` : `${row} ${lane}`;
}

/** Every spelling a player may reasonably write for a square: `16 A`, `16A`, `16 A1`, `16A1`; `12B`, `12 B`. */
export function squareAliases(place: SquarePlace): string[] {
  const { row, lane, k, n } = place;
  const spellings = [`${row} ${lane}${k}`, `${row}${lane}${k}`];
  if (n === 1) spellings.push(`${row} ${lane}`, `${row}${lane}`);
  const printed = squareName(place);
  return [printed, ...spellings.filter((s) => s !== printed)];
}
