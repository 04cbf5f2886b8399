/**
 * A command or input the rules refuse. `field` names what was wrong (a JSON path such as
 * `move.speed` or a token position such as `text[4]`) so the API can answer a precise 400/409.
 */
export type DomainErrorKind = 'invalid' | 'conflict' | 'forbidden' | 'notFound';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (field: string, message: string): DomainError => new DomainError('invalid', field, message);
export const conflict = (field: string, message: string): DomainError => new DomainError('conflict', field, message);
export const forbidden = (field: string, message: string): DomainError => new DomainError('forbidden', field, message);
