import { expect } from 'vitest';
import { DomainError } from '../../../../domain/errors.ts';

/** Runs `act`, expects it to refuse with a DomainError, and returns that error for closer checks. */
export function refusal(act: () => unknown): DomainError {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a DomainError, but nothing was thrown');
}
