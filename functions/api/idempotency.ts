/**
 * `Idempotency-Key` on the commands (POST, PUT, DELETE): a retry with the same key gets the
 * first answer, marked `Idempotent-Replayed: true`, and runs nothing. The answer is kept sealed
 * with a key derived from the Idempotency-Key, which the server never stores, so a kept answer
 * that holds a secret (a new player's token) stays as secret as the token itself. The key is
 * scoped to the method, the path and the credentials presented: nobody else's key replays.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { HttpProblem, problem } from '../http/problem.ts';
import type { Idempotency } from '../store/idempotency.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,255}$/, { message: 'expected 8 to 255 printable ASCII characters, a random UUID say' });

/** Longer than any request may run (API Gateway gives up at 30 s): past it, a claim's request has died and its retry runs. */
export const REQUEST_HOLD_MS = 60_000;
/** How long a first answer is kept for retries. */
const KEPT_S = 24 * 60 * 60;

/** What a handler may ask of the request's key: what a crashed first attempt meant, and to record what it means. */
export interface Attempt {
  intent?: string;
  intend(intent: string): Promise<void>;
}

declare module 'hono' {
  interface ContextVariableMap {
    attempt: Attempt | undefined;
  }
}

const digest = (...parts: string[]): Buffer => createHash('sha256').update(parts.join('\0')).digest();

const Answer = z.object({ status: z.number().int(), contentType: z.string().nullable(), body: z.string() });
type Answer = z.infer<typeof Answer>;

const seal = (secret: Buffer, answer: Answer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64');
};

const unseal = (secret: Buffer, sealed: string): Answer => {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Answer.parse(JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')));
};

/** Answers that a retry should not get again: a server error, a conflict with the race as it then was, a rate limit. */
const repeatable = (status: number): boolean => status < 500 && status !== 409 && status !== 429;

const refusal = (status: number, detail: string, reason: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(problem(status, detail, [{ field: IDEMPOTENCY_HEADER, reason }])), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

export function idempotent({ store, clock }: { store: Idempotency; clock: () => Date }): MiddlewareHandler {
  return async (c: Context, next) => {
    const header = c.req.header(IDEMPOTENCY_HEADER);
    if (header === undefined || !['POST', 'PUT', 'DELETE'].includes(c.req.method)) return next();
    const parsed = IdempotencyKey.safeParse(header);
    if (!parsed.success)
      throw new HttpProblem(400, 'the Idempotency-Key header is malformed', [
        { field: IDEMPOTENCY_HEADER, reason: parsed.error.issues[0]?.message ?? 'malformed' },
      ]);
    const scope = [c.req.method, c.req.path, digest(c.req.header('authorization') ?? '').toString('hex'), parsed.data];
    const id = digest('id', ...scope).toString('hex');
    const secret = digest('seal', ...scope);
    const now = clock();
    const expiresAt = Math.floor(now.getTime() / 1000) + KEPT_S;
    const begun = await store.begin(
      id,
      digest('body', await c.req.text()).toString('hex'),
      now.toISOString(),
      new Date(now.getTime() + REQUEST_HOLD_MS).toISOString(),
      expiresAt,
    );
    if (begun.kind === 'mismatch') return refusal(422, 'this Idempotency-Key was used for another request', 'used for another request');
    if (begun.kind === 'busy') {
      const seconds = Math.max(1, Math.ceil((Date.parse(begun.until) - now.getTime()) / 1000));
      return refusal(409, 'a request with this Idempotency-Key is still running: retry later', 'in progress', { 'retry-after': String(seconds) });
    }
    if (begun.kind === 'done') {
      const answer = unseal(secret, begun.answer);
      return new Response(answer.body, {
        status: answer.status,
        headers: { ...(answer.contentType ? { 'content-type': answer.contentType } : {}), 'idempotent-replayed': 'true' },
      });
    }
    c.set('attempt', { ...(begun.intent === undefined ? {} : { intent: begun.intent }), intend: (intent) => store.intend(id, intent) });
    await next();
    if (!repeatable(c.res.status)) return store.abandon(id);
    const answer = { status: c.res.status, contentType: c.res.headers.get('content-type'), body: await c.res.clone().text() };
    await store.finish(id, seal(secret, answer), expiresAt);
  };
}
