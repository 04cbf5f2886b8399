/**
 * What every route does with HTTP itself: check a request's ids, read a
 * JSON body, read the bearer token, and answer a problem or a picture.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Handler, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod';
import { CircuitId, RaceId } from '../../domain/race/ids.ts';
import { HttpProblem, type Problem } from '../http/problem.ts';
import { type Route, routerPath } from '../http/routes.ts';

/** `application/json` or a `+json` type such as `application/merge-patch+json`. */
const JSON_TYPE = /^application\/(?:[\w.!#$&^-]+\+)?json$/i;

/**
 * A body is read as JSON only when its sender says it is: a form or text/plain body is what a
 * browser sends across origins without asking first, and a body of another type is another
 * client's mistake to be told of. JSON is UTF-8 (RFC 8259), the only charset it may name.
 */
const requireJson = (c: Context): void => {
  const header = c.req.header('content-type');
  const [type = '', ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  const charset = parameters
    .find((parameter) => /^charset=/i.test(parameter))
    ?.slice('charset='.length)
    .replace(/^"(.*)"$/, '$1');
  if (header === undefined || !JSON_TYPE.test(type))
    throw new HttpProblem(415, 'the body must be JSON sent as application/json', [
      { field: 'content-type', reason: header === undefined ? 'missing: expected application/json' : 'expected application/json' },
    ]);
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8')
    throw new HttpProblem(415, 'JSON is sent in UTF-8', [{ field: 'content-type', reason: 'expected charset=utf-8 or none' }]);
};

export const readJson = async (c: Context): Promise<unknown> => {
  requireJson(c);
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem(400, 'the body must be JSON', [{ field: 'body', reason: 'not valid JSON' }]);
  }
};

/** The JSON body, or undefined for a route whose body is optional and was left empty. */
export const readOptionalJson = async (c: Context): Promise<unknown> => ((await c.req.text()).trim() === '' ? undefined : readJson(c));

export const bearer = (c: Context): string | undefined => {
  const header = c.req.header('authorization');
  if (header === undefined) return undefined;
  const match = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header);
  if (!match?.[1]) throw new HttpProblem(401, 'expected "Authorization: Bearer <token>"', [{ field: 'authorization', reason: 'malformed' }]);
  return match[1];
};

/**
 * `value` as an id of kind `id`, before it goes anywhere near the store: one that nothing of the
 * kind could have names nothing there, and is refused as not found, naming `field`.
 */
export const idOf = (value: string, id: z.ZodType<string>, field: string, what: string): string => {
  const parsed = id.safeParse(value);
  if (!parsed.success) throw new HttpProblem(404, `no ${what} has such an id: ${parsed.error.issues[0]?.message}`, [{ field, reason: `no such ${what}` }]);
  return parsed.data;
};

export const raceIdOf = (c: Context): string => idOf(c.req.param('id') ?? '', RaceId, 'raceId', 'race');
export const circuitIdOf = (value: string): string => idOf(value, CircuitId, 'circuitId', 'circuit');

export const problemResponse = (c: Context, body: Problem, headers: Record<string, string> = {}) =>
  c.json(body, body.status as ContentfulStatusCode, { ...headers, 'content-type': 'application/problem+json' });

/** API Gateway's id of the request on Lambda, which its own logs carry too; a fresh one elsewhere. */
export const requestIdOf = (c: Context): string => {
  const id: unknown = (c.env as { requestContext?: { requestId?: unknown } } | undefined)?.requestContext?.requestId;
  return typeof id === 'string' && id !== '' ? id : randomUUID();
};

export const svg = (c: Context, picture: string) => c.body(picture, 200, { 'content-type': 'image/svg+xml' });

/** Mounts a route of the routes' tables (functions/http/routes.ts), at its method and path. */
export const on = (app: Hono, route: Route, ...handlers: Handler[]) => {
  app.on([route.method.toUpperCase()], [routerPath(route)], ...handlers);
};
