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
import type { Attempt, Idempotency } from '../store/idempotency.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{8,255}$/, { message: 'expected 8 to 255 printable ASCII characters, a random UUID say' });

/**
 * How long a request's claim on its key holds unless renewed: its holder renews it while the
 * request runs, so a claim that runs out is a dead request's, and its retry takes it over and runs.
 */
export const LEASE_MS = 4_000;
/** The holder renews its lease once a quarter of it has gone by its clock, looking twice as often: one slow renewal does not lose it. */
const RENEW_AFTER_MS = LEASE_MS / 4;
/** How long a first answer is kept for retries. */
const KEPT_S = 24 * 60 * 60;

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

const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS).toISOString();

/** `holder`'s claim on `id`, taken at `takenAt`: `renewIfDue` is what the holder's timer does while the request runs. */
export function lease(store: Idempotency, id: string, holder: string, clock: () => Date, takenAt: Date) {
  let renewedAt = takenAt.getTime();
  let held = true;
  let renewing = false;
  return {
    async renewIfDue(): Promise<void> {
      const now = clock();
      if (!held || renewing || now.getTime() - renewedAt < RENEW_AFTER_MS) return;
      renewing = true;
      // A renewal that fails is tried again at the next look, while the lease still runs.
      held = await store.renew(id, holder, leaseFrom(now)).catch(() => true);
      if (held) renewedAt = now.getTime();
      renewing = false;
    },
  };
}

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
    const holder = randomBytes(8).toString('hex');
    const begun = await store.begin(id, digest('body', await c.req.text()).toString('hex'), holder, now.toISOString(), leaseFrom(now), expiresAt);
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
    c.set('attempt', {
      takenOver: begun.takenOver,
      ...(begun.intent === undefined ? {} : { intent: begun.intent }),
      intend: (intent) => store.intend(id, intent),
    });
    const held = lease(store, id, holder, clock, now);
    const renewing = setInterval(() => void held.renewIfDue(), RENEW_AFTER_MS / 2);
    try {
      await next();
    } finally {
      clearInterval(renewing);
    }
    if (!repeatable(c.res.status)) return store.abandon(id, holder);
    const answer = { status: c.res.status, contentType: c.res.headers.get('content-type'), body: await c.res.clone().text() };
    await store.finish(id, holder, seal(secret, answer), expiresAt);
  };
}
