/** The public JSON API, as any client calls it; a refusal is thrown with the problem document's words. */
import { pathTo, type Route } from '../../http/routes.ts';

export interface Problem {
  status: number;
  detail: string;
  errors: { field: string; reason: string }[];
}

export class ApiError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

/** A call of a route: its path's parameters (a race's `id`), its query, the caller's token and the body. */
export interface Call {
  parameters?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number | undefined>>;
  token?: string | null;
  body?: unknown;
  /** The request's own key: its retry is answered as it was, never done twice. */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key: 128 random bits in hexadecimal (`crypto.randomUUID` wants a secure context, which a page on a LAN address is not). */
export const freshKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function api<T>(route: Route, options: Call = {}): Promise<T> {
  const response = await fetch(pathTo(route, options.parameters, options.query), {
    method: route.method.toUpperCase(),
    headers: {
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  // A deletion answers 204, with no body.
  const body = response.status === 204 ? undefined : ((await response.json()) as unknown);
  if (!response.ok) throw new ApiError(body as Problem);
  return body as T;
}

/** The words to show for a failed call. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A refusal's reasons, each with the field it names; the problem's detail when it names none. */
export const refusalOf = (failure: unknown): string =>
  failure instanceof ApiError ? failure.problem.errors.map((e) => `${e.field}: ${e.reason}`).join('; ') || failure.problem.detail : reasonOf(failure);
