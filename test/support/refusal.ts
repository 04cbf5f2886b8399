import { DomainError } from '../../domain/errors.ts';

/** The DomainError `act` throws; fails the test when it throws nothing or something else. */
export function refusal(act: () => unknown): DomainError {
  try {
    act();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, but nothing was refused');
}
