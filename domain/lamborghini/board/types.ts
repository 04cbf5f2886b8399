/** A compiled Lamborghini circuit (LB-GAP-5 Proposed): the squares the rules move on. */

export interface Square {
  /** 0 to `rows − 1`, in the direction of racing; row 0 is the first after the finish line. */
  row: number;
  /** 1 is the inside lane, on the left. */
  lane: number;
  /** An off-track square (LB-INC-1): entered only as the square an incident direction fixes. */
  offTrack: boolean;
  /** The name of the section of the board the square lies in. */
  section: string;
}

/** The three ways a step goes, all one row ahead (LB-MOVE-2 Proposed: never sideways, never back). */
export type Heading = 'forward' | 'forwardLeft' | 'forwardRight';
export const HEADINGS: readonly Heading[] = ['forward', 'forwardLeft', 'forwardRight'];

export interface Board {
  id: string;
  name: string;
  description?: string;
  laps: number;
  rows: number;
  /** By `squareKey`. */
  squares: ReadonlyMap<string, Square>;
  /** Pole first. */
  grid: readonly Square[];
  sections: readonly { name: string; from: number; to: number }[];
}
