import { DomainError } from '../../../../domain/errors.ts';

/** The DomainError `parse` throws; fails the test when it throws nothing or something else. */
export function refusal(parse: () => unknown): DomainError {
  try {
    parse();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError, but the input was accepted');
}
