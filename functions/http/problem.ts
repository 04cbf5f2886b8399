/**
 * Every refusal of the API is an RFC 9457 problem document, with the offending fields named in
 * `errors` so a client can point at the exact input.
 */
import type * as z from 'zod';
import { DomainError, type DomainErrorKind } from '../../domain/errors.ts';

export interface FieldError {
  field: string;
  reason: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors: FieldError[];
  /** On a 5xx: the id the failure was logged under, for the caller to quote. */
  requestId?: string;
}

const titles: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Content too large',
  415: 'Unsupported media type',
  422: 'Unprocessable content',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

const slugs: Record<number, string> = {
  400: 'invalid-input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-media-type',
  422: 'unprocessable',
  429: 'too-many-requests',
  500: 'internal',
  503: 'unavailable',
};

export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    detail: string,
    readonly errors: FieldError[] = [],
    /** Headers the answer carries besides the problem, such as `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpProblem';
  }
}

export const problem = (status: number, detail: string, errors: FieldError[] = []): Problem => ({
  type: `urn:speed-master:problem:${slugs[status] ?? 'error'}`,
  title: titles[status] ?? 'Error',
  status,
  detail,
  errors,
});

/** A zod path as a client writes it: `placement[0].square`. */
export const fieldPath = (path: readonly PropertyKey[], prefix = ''): string =>
  path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), prefix) || 'body';

export const fromZod = (error: z.ZodError, prefix = ''): HttpProblem =>
  new HttpProblem(
    400,
    'the request does not match its schema',
    error.issues.map((issue) => ({ field: fieldPath(issue.path, prefix), reason: issue.message })),
  );

const statusOf: Record<DomainErrorKind, number> = { invalid: 400, conflict: 409, forbidden: 403, notFound: 404 };

export const fromDomain = (error: DomainError): HttpProblem =>
  new HttpProblem(statusOf[error.kind], error.message, [{ field: error.field, reason: error.message }]);

/** Anything thrown, as the problem to answer; unknown errors become a 500 that says nothing of the inside. */
export const toProblem = (error: unknown): Problem => {
  const known = error instanceof DomainError ? fromDomain(error) : error instanceof HttpProblem ? error : undefined;
  return known ? problem(known.status, known.message, known.errors) : problem(500, 'the request could not be completed');
};
