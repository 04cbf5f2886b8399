import type { Direction, Hex } from '../hex.ts';

/** A hex where a car may stand; every other hex is a wall (HX-GAP-7 Proposed). */
export interface Cell {
  hex: Hex;
  /** Where it is drawn in the file: `rows[row]`, at `column` (1-based). */
  row: number;
  column: number;
}

export interface GridSlot {
  hex: Hex;
  facing: Direction;
}

/** A compiled track: what the rules move cars on. */
export interface Track {
  id: string;
  name: string;
  description?: string;
  kind: 'circuit' | 'stage';
  /** The track's hexes by `hexKey`. */
  cells: ReadonlyMap<string, Cell>;
  /** The finish line's hexes, by `hexKey`. */
  line: ReadonlySet<string>;
  /** The direction of racing across the line. */
  lineDirection: Direction;
  /** Pole first. */
  grid: readonly GridSlot[];
  /**
   * Steps from each hex to the line, crossing it forward, without crossing it backward on the way:
   * how far a car still has to go to its next crossing. Absent for a hex that cannot reach it.
   */
  toGo: ReadonlyMap<string, number>;
}
