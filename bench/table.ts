/**
 * The one table `npm run bench` prints: each figure with what was measured, its target and a
 * verdict. A figure that could not be measured says why instead of showing a number.
 */

export interface Figure {
  name: string;
  /** What was measured, with its unit; `n/a (<reason>)` when it could not be. */
  measured: string;
  /** The target as text, e.g. `≤ 1 ms`; `—` for a figure printed for information. */
  target: string;
  verdict: 'ok' | 'over' | 'n/a' | 'info';
}

/** A figure with a numeric target: `ok` when `value` is at most `limit`. */
export const against = (name: string, value: number, limit: number, measured: string, target: string): Figure => ({
  name,
  measured,
  target,
  verdict: Number.isNaN(value) ? 'n/a' : value <= limit ? 'ok' : 'over',
});

export const info = (name: string, measured: string): Figure => ({ name, measured, target: '—', verdict: 'info' });

export const unavailable = (name: string, target: string, reason: string): Figure => ({ name, measured: `n/a (${reason})`, target, verdict: 'n/a' });

export const ms = (value: number): string => `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms`;

export const ratio = (value: number): string => `${value.toFixed(2)}×`;

export function printTable(figures: readonly Figure[]): void {
  const rows = [['figure', 'measured', 'target', 'verdict'], ...figures.map((f) => [f.name, f.measured, f.target, f.verdict])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
}
