/**
 * The API on a real in-process DynamoDB (dynalite), played with the toy ruleset, with a clock the
 * test moves and a mailer that keeps what it was asked to send (the SES boundary).
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { createApp } from '../../functions/api/app.ts';
import { createApiDeps } from '../../functions/api/wiring.ts';
import type { Rendered } from '../../functions/notifier/document.ts';
import { startDynalite } from '../support/dynalite.ts';
import { toy } from '../race/toy-ruleset.ts';

export const ORGANISER = 'organiser-secret-token';
export const organiser = { authorization: `Bearer ${ORGANISER}` };

export async function startApi(table = 'speed-master-api') {
  const dynamo = await startDynalite(table);
  let time = Date.parse('2025-03-01T12:00:00.000Z');
  let counter = 0;
  const mails: { to: string; email: Rendered }[] = [];
  const deps = createApiDeps({
    client: dynamo.client,
    table: dynamo.table,
    rulesets: { [toy.id]: toy },
    mailer: {
      send: async (to, email) => {
        mails.push({ to, email });
        return `m${mails.length}`;
      },
    },
    config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') },
    clock: () => new Date(time),
    random: () => createHash('sha256').update(`random ${++counter}`).digest('hex'),
  });
  const app: Hono = createApp(deps);
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: (text ? JSON.parse(text) : null) as any };
  };
  return {
    app,
    deps,
    mails,
    call,
    advance: (hours: number) => {
      time += hours * 3_600_000;
    },
    close: () => dynamo.close(),
  };
}

export type Api = Awaited<ReturnType<typeof startApi>>;
