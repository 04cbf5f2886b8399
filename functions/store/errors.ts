import type * as z from 'zod';

/** Someone else wrote this commit number first: reload and decide again, never overwrite. */
export class ConcurrencyError extends Error {
  constructor(
    readonly raceId: string,
    readonly commit: number,
  ) {
    super(`race ${raceId}: commit ${commit} was written by someone else first`);
    this.name = 'ConcurrencyError';
  }
}

/** No commit of that number to rewrite the snapshot of. */
export class MissingCommitError extends Error {
  constructor(
    readonly raceId: string,
    readonly commit: number,
  ) {
    super(`race ${raceId}: no commit ${commit} to rewrite the snapshot of`);
    this.name = 'MissingCommitError';
  }
}

/**
 * An event or snapshot that does not match its schema: refused on write, or found on read (a
 * stored item the code can no longer read needs an upcaster, not a silent skip).
 */
export class StoreValidationError extends Error {
  constructor(
    readonly raceId: string,
    readonly commit: number,
    readonly what: string,
    readonly issue: z.core.$ZodIssue | undefined,
    options?: ErrorOptions,
  ) {
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    super(`race ${raceId}, commit ${commit}, ${what}${where}: ${issue?.message ?? 'not valid JSON of the expected shape'}`, options);
    this.name = 'StoreValidationError';
  }
}
