/**
 * The backend of functions/wiring.ts on a real in-process DynamoDB (dynalite), played with the toy
 * ruleset through the HTTP API, with a clock the test moves and a mailer that keeps what it was
 * asked to send (the SES boundary). API, resolver and audit tests share it.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import type { RaceEvent } from '../../domain/race/index.ts';
import type { RaceReporter } from '../../domain/race/report.ts';
import { type ApiDeps, createApp } from '../../functions/api/app.ts';
import { openApi } from '../../functions/api/openapi.ts';
import { inProcessFanout } from '../../functions/fanout/inProcess.ts';
import type { Rendered } from '../../functions/notifier/document.ts';
import type { Mailer } from '../../functions/notifier/mailer.ts';
import type { ReplyAddresses } from '../../functions/notifier/reply-address.ts';
import { createResolver, type ResolverDeps } from '../../functions/race/resolver.ts';
import type { Idempotency } from '../../functions/store/idempotency.ts';
import { type WiringOptions, wire } from '../../functions/wiring.ts';
import { toy } from '../race/toy-ruleset.ts';
import { startDynalite } from '../support/dynalite.ts';
import { conforming, openApiChecker } from '../support/openapi-check.ts';

export const ORGANISER = 'organiser-secret-token';
export const organiser = { authorization: `Bearer ${ORGANISER}` };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const HOUR = 3_600_000;

/** The API on an in-process DynamoDB, on the toy rules unless `rulesets` says otherwise; the shipped games' words unless `reporters` gives others. */
/** `replies`: the reply addresses the step emails carry (functions/inbound); `emails`: the emails' links and what draws their pictures, and where the league channels post. */
export async function startApi(
  table = 'speed-master-api',
  rulesets: Record<string, AnyRuleset> = { [toy.id]: toy },
  reporters?: Record<string, RaceReporter>,
  replies?: ReplyAddresses,
  emails: Pick<WiringOptions, 'baseUrl' | 'rasterise' | 'channels'> = {},
) {
  const dynamo = await startDynalite(table);
  let time = Date.parse('2025-03-01T12:00:00.000Z');
  let counter = 0;
  const mails: { to: string; email: Rendered }[] = [];
  let mailerDown = false;
  const mailer: Mailer = {
    send: async (to, email) => {
      if (mailerDown) throw new Error('SES throttled');
      mails.push({ to, email });
      return `m${mails.length}`;
    },
  };
  const backend = wire({
    client: dynamo.client,
    table: dynamo.table,
    rulesets,
    ...(reporters ? { reporters } : {}),
    ...(replies ? { replies } : {}),
    ...emails,
    mailer,
    clock: () => new Date(time),
    random: () => createHash('sha256').update(`random ${++counter}`).digest('hex'),
  });
  const deps = { ...backend, config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') } };
  // Every answer is checked against the API's own OpenAPI document.
  const check = openApiChecker(openApi(rulesets, backend.assists));
  const appOf = (parts: ApiDeps) => conforming(createApp(parts), check);
  const app: Hono = appOf(deps);
  const caller =
    (on: Hono) =>
    async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await on.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      const type = response.headers.get('content-type') ?? '';
      return {
        status: response.status,
        type,
        headers: response.headers,
        // A calendar or a picture is its text.
        body: (text ? (type.includes('json') ? JSON.parse(text) : text) : null) as any,
      };
    };
  const call = caller(app);
  const expectOk = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const answer = await call(method, path, body, headers);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };

  return {
    app,
    deps,
    backend,
    mailer,
    dynamo,
    mails,
    call,
    now: () => new Date(time),
    /** Makes every email fail, as SES refusing or timing out, until called with false. */
    mailerDown: (down: boolean) => {
      mailerDown = down;
    },
    advance: (hours: number) => {
      time += Math.round(hours * HOUR);
    },
    /** The idempotency store of a process that dies right after its request did its work, before keeping the answer. */
    dyingBeforeTheAnswer: (): Idempotency => ({
      ...backend.idempotency,
      finish: async () => {
        throw new Error('killed before keeping the answer');
      },
    }),
    /** `call` on an app of the same backend with some of its parts replaced (a store that crashes, say); its resolver too. */
    callWith: (parts: Partial<ApiDeps & ResolverDeps>) => {
      const resolver = createResolver({ ...backend, ...parts });
      return caller(appOf({ ...deps, ...parts, resolver }));
    },
    /** A resolver on the same backend, with some of its parts replaced (a failing store or notifier). */
    resolver: (parts: Partial<ResolverDeps> = {}) => {
      const resolver = createResolver({ ...backend, ...parts });
      // A scheduled run goes through the in-process fan-out, as in local mode.
      return { ...resolver, resolveDue: inProcessFanout(resolver).resolveDue };
    },
    /**
     * A toy race titled "Race <id>" whose two players (car 1 in Italian, car 2 in English) are at
     * turn 1 with its deadline 48 hours on, the grid and the start played by the organiser.
     */
    async racingRace(raceId: string, rulesetId = toy.id) {
      await expectOk('POST', '/races', { id: raceId, title: `Race ${raceId}`, circuitId: 'oval', rulesetId }, organiser);
      const tokens: Record<string, string> = {};
      for (const [car, language] of [
        ['1', 'it'],
        ['2', 'en'],
      ] as const)
        tokens[car] = (await expectOk('POST', `/races/${raceId}/entries`, { name: `Driver ${car}`, email: `driver${car}@example.org`, language })).token;
      await expectOk('POST', `/races/${raceId}/close-registration`, undefined, organiser);
      await expectOk('POST', `/races/${raceId}/qualifying`, { turns: 9 }, bearer(tokens['1']!));
      await expectOk('POST', `/races/${raceId}/qualifying`, { turns: 8 }, bearer(tokens['2']!));
      await expectOk('POST', `/races/${raceId}/resolve`, undefined, organiser);
      await expectOk('POST', `/races/${raceId}/setup`, { tyres: 'soft' }, bearer(tokens['1']!));
      await expectOk('POST', `/races/${raceId}/setup`, { tyres: 'hard' }, bearer(tokens['2']!));
      const { race } = await expectOk('POST', `/races/${raceId}/resolve`, undefined, organiser);
      return { race, tokens };
    },
    async events(raceId: string): Promise<RaceEvent[]> {
      return (await backend.store.readCommits(raceId)).flatMap((commit) => commit.events);
    },
    close: () => dynamo.close(),
  };
}

export type Api = Awaited<ReturnType<typeof startApi>>;
