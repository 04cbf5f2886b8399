/** What the auditor reports: the first place where the export is not what the rules and the seed give. */
export interface Divergence {
  commit: number;
  turn?: number;
  /** Index of the event within its commit. */
  event: number;
  /** Where in that event, e.g. `rolls[2].dice`; empty for the whole event. */
  path: string;
  what: string;
  /** What the replay or the seed gives. */
  expected: unknown;
  /** What the export holds. */
  found: unknown;
}

/** What a check found wrong inside one event; the audit adds where that event is. */
export type Finding = Pick<Divergence, 'path' | 'what' | 'expected' | 'found'>;

export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));
