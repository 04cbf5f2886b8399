/**
 * The compiled circuit: the graph of squares every Speed Circuit ruleset moves cars on.
 * Produced by `compileCircuit` from the circuit file format (docs/circuits.md); never built by hand.
 *
 * Vocabulary (SC-NOTATION-1..6): a lap is a sequence of numbered rows. A straight row holds one
 * square per lane; a curve group (one number) holds, per lane, one or more staggered curve squares
 * each printed with a speed. Lanes are lettered from the inside of the next curve (A = inside),
 * so the letter of a physical lane may change from one straight to the next.
 */

/** Dense index of a square in `Circuit.squares`. */
export type SquareIndex = number;

export interface Square {
  index: SquareIndex;
  /** Printed name: `12B` on a straight, `16 B2` in a curve lane with several squares, `16 A` otherwise. */
  id: string;
  /** Row or curve-group number, 1..rowsPerLap; row 1 is the first row after the start/finish line. */
  row: number;
  /** Lane letter, A = inside of the next curve (SC-NOTATION-2). */
  lane: string;
  /** 0 for lane A, 1 for B, … */
  laneIndex: number;
  /** Physical lane, 0 = leftmost in the direction of travel; stable along the whole lap (for drawing). */
  physicalLane: number;
  /** 1-based index of this square inside its lane of a curve group; 1 on straights. */
  k: number;
  /** Number of squares of this lane in this curve group; 1 on straights. */
  n: number;
  /** Printed curve speed in mph; absent on straight squares (SC-CURVE-1). */
  speed?: number;
  /** Curve id (the group's number as text, e.g. "16") when this is a curve square. */
  curve?: string;
  /**
   * Position along the lap for move order (SC-MOVE-3, Proposed): row + (k − 0.5) / n.
   * Equal values are "level". Compare laps first.
   */
  progress: number;
  /** Forward squares reachable in one step by ordinary movement (straight ahead, diagonal, aligned squares). */
  next: SquareIndex[];
  /**
   * Lane changes inside curves the circuit prints (its lane pairs, `diagonals`): steps only on the
   * board of a game that lets cars change lane in curves (classic, SCC-MOVE-3, `withLaneChanges`),
   * never ordinary ones (SC-CURVE-2).
   */
  diagonals: SquareIndex[];
  /** True when the step from this square to any of `next` crosses the start/finish line (this is a last-row square). */
  beforeLine: boolean;
}

export interface Trajectory {
  /** T1 innermost and slowest, T2, … (SC-NOTATION-4). */
  name: string;
  curve: string;
  /** Squares of the arrow in the direction of travel; consecutive squares are one step apart. */
  squares: SquareIndex[];
}

export interface Curve {
  id: string;
  /** Row (group) number of the curve. */
  row: number;
  /** Direction the track turns, which fixes the inside. */
  turn: 'left' | 'right';
  squares: SquareIndex[];
  /** First square of each lane, by lane letter (SC-SPIN-1 placement). */
  firstSquareByLane: Record<string, SquareIndex>;
  trajectories: Trajectory[];
}

/**
 * The pits are not track squares: a stopped car is "in the pits" (any number at once, SC-PIT-4)
 * and rejoins on the first free exit square (SC-PIT-5, Proposed).
 */
export interface PitLane {
  /** Track squares a car leaves the pits from, in order of preference. */
  exit: SquareIndex[];
}

export interface Geometry {
  /** Centre of each square and its heading (radians), for the SVG renderer; indexed like `squares`. */
  centres: { x: number; y: number; heading: number }[];
  /** Outline of each square as a polygon. */
  outlines: { x: number; y: number }[][];
  width: number;
  height: number;
}

export interface Circuit {
  id: string;
  name: string;
  lanes: number;
  rowsPerLap: number;
  squares: Square[];
  byId: ReadonlyMap<string, SquareIndex>;
  curves: Curve[];
  /** Grid squares in grid order: index 0 is pole position (SC-QUAL-13). */
  grid: SquareIndex[];
  pit: PitLane;
  /** Row whose crossing by the leader triggers the weather roll (SC-RAIN-7): crossing into this row. */
  cloudRow: number;
  /** Best Lap as stated by the circuit (SC-QUAL-10), if known. */
  bestLap?: { turns: number; squares: number; car: string };
  maxStarters: 24 | 26;
  geometry: Geometry;
  /** The squares' `next` hold their `diagonals` too: the board of a game that lets cars change lane in curves (`withLaneChanges`). */
  laneChanges?: true;
}
