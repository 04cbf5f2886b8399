/**
 * The lines through a curve a move may name (SC-NOTATION-9): its lanes, then its trajectories, and
 * whether a movement really went through one of them rather than a lane the cars in its way forced
 * it into (SC-COLL-1). Both rulebooks' previews and choices offer the same lines.
 */
import type { Move } from './aics/schemas.ts';
import type { Movement } from './aics/turn/path.ts';
import type { Circuit, Curve } from './circuit/types.ts';
import type { Line } from './move-preview.ts';

/** Every lane, then every trajectory, of a curve (SC-NOTATION-9). */
export function linesOf(circuit: Circuit, curve: Curve): Line[] {
  const lanes = [...new Set(curve.squares.map((index) => circuit.squares[index]!.lane))].sort();
  return [
    ...lanes.map((lane): Line => ({ kind: 'lane', lane, pay: 'wear' })),
    ...curve.trajectories.map((t): Line => ({ kind: 'trajectory', trajectory: t.name, pay: 'wear' })),
  ];
}

/** A line as the move text writes it: `CB`, `T1`. */
export const lineName = (line: Line): string => (line.kind === 'lane' ? `C${line.lane}` : line.trajectory);

/** Whether the movement's plan really goes through `line` in that curve. */
export function takes(movement: Movement | null, curve: string, line: Line): boolean {
  const choice = movement?.plan[curve];
  if (choice === undefined) return false;
  return line.kind === 'lane'
    ? choice.kind === 'lane' && choice.lane === line.lane
    : choice.kind === 'trajectory' && choice.trajectory.name === line.trajectory;
}

/** The move with `line` as the one line `field` names for its curve; a BOX written there stays (SC-PIT-5 Proposed). */
export const withLine = (move: Move, field: 'curve1' | 'curve2', line: Line): Move => ({
  ...move,
  [field]: [line, ...move[field].filter((preference) => preference.kind === 'box')],
});
