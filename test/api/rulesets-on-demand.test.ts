/**
 * The API function's games load when a request first names one (functions/race/rulesets-on-demand.ts), as
 * functions/lambdas/api.ts wires them: a race of each game is created and joined through the
 * resolver function and read through the API function, and a fresh process (a cold start) reading
 * one race builds that race's game alone.
 */
import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidingRulesets } from '../../domain/deciding-rulesets.ts';
import { rulesetLoaders } from '../../domain/ruleset-loaders.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { createApp } from '../../functions/api/app.ts';
import type { Mailer } from '../../functions/notifier/mailer.ts';
import { type RulesetsOnDemand, rulesetsOnDemand } from '../../functions/race/rulesets-on-demand.ts';
import { decidesNothing, wireStorage } from '../../functions/race/storage.ts';
import { wire } from '../../functions/wiring.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';

const ORGANISER = 'organiser-on-demand';
const organiser = { authorization: `Bearer ${ORGANISER}` };
/** A shipped circuit of each game. */
const CIRCUITS: Record<string, string> = {
  'aics-3.06': 'test-oval',
  classic: 'test-oval',
  'hex-rally': 'test-loop',
  vektorace: 'default',
  lamborghini: 'circuit-a',
};

/** A race id of letters, digits and `_` for each game. */
const raceOf = (rulesetId: string) => `on_demand_${rulesetId.replace(/\W/g, '')}`;

let dynamo: LocalDynamo;
const mailer: Mailer = { send: async () => 'sent' };

/** The resolver function, which serves every command (`RESOLVER_ROUTES`), on the same table with every game. */
const resolverFunction = (): Hono =>
  createApp({
    ...wire({ client: dynamo.client, table: dynamo.table, rulesets, mailer }),
    config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') },
  });

/** One process of the API function: its storage on games loaded on demand, and its app. */
const process = (): { games: RulesetsOnDemand; app: Hono } => {
  const games = rulesetsOnDemand(rulesetLoaders);
  const storage = wireStorage({ client: dynamo.client, table: dynamo.table, ...games, decider: decidesNothing });
  const app = createApp({
    ...storage,
    config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') },
  });
  return { games, app };
};

const call = async (app: Hono, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

beforeAll(async () => {
  dynamo = await startDynalite('speed-master-on-demand');
});
afterAll(() => dynamo.close());

describe('the games of the API function, loaded on demand', () => {
  it('has the games of the registry, in its order, the first the default', () => {
    expect(Object.keys(rulesetLoaders)).toEqual(Object.keys(decidingRulesets));
    expect(process().games.defaultRulesetId).toBe(Object.keys(decidingRulesets)[0]);
  });

  it.each(Object.keys(decidingRulesets))('loads %s as the registry has it', async (rulesetId) => {
    const games = rulesetsOnDemand(rulesetLoaders);
    await games.ready(rulesetId);
    expect(Object.keys(games.rulesets)).toEqual([rulesetId]);
    const loaded = games.rulesets[rulesetId];
    const known = decidingRulesets[rulesetId];
    expect(loaded?.id).toBe(rulesetId);
    expect(loaded?.circuitIds).toEqual(known?.circuitIds);
    expect(Object.keys(loaded?.kinds ?? {})).toEqual(Object.keys(known?.kinds ?? {}));
  });

  it('keeps the registry order whatever order the games load in, and loads nothing for an unknown game', async () => {
    const games = rulesetsOnDemand(rulesetLoaders);
    const [first, second, third] = Object.keys(decidingRulesets).reverse();
    for (const id of [first, 'chess', second, third]) await games.ready(id);
    expect(Object.keys(games.rulesets)).toEqual(Object.keys(decidingRulesets).filter((id) => [first, second, third].includes(id)));
    await games.ready();
    expect(Object.keys(games.rulesets)).toEqual(Object.keys(decidingRulesets));
  });

  it('tries a game again after its loading failed', async () => {
    let attempts = 0;
    const games = rulesetsOnDemand({
      flaky: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('the module could not be read');
        return decidingRulesets[Object.keys(decidingRulesets)[0] ?? ''] as never;
      },
    });
    await expect(games.ready('flaky')).rejects.toThrow('could not be read');
    await games.ready('flaky');
    expect(Object.keys(games.rulesets)).toEqual(['flaky']);
  });

  it('reads a race of every game, created and joined through the resolver function, and a cold start reading one race builds its game alone', async () => {
    const first = process();
    const resolver = resolverFunction();
    for (const [rulesetId, circuitId] of Object.entries(CIRCUITS)) {
      const id = raceOf(rulesetId);
      const created = await call(resolver, 'POST', '/races', { id, title: `${rulesetId} GP`, circuitId, rulesetId }, organiser);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const joined = await call(resolver, 'POST', `/races/${id}/entries`, { name: 'Ada', email: `ada-${rulesetId}@example.org` });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      const seen = await call(first.app, 'GET', `/races/${id}`, undefined, { authorization: `Bearer ${joined.body.token}` });
      expect(seen.body.race.you).toMatchObject({ car: joined.body.car });
    }
    expect(Object.keys(first.games.rulesets)).toEqual(Object.keys(decidingRulesets));

    const cold = process();
    expect(Object.keys(cold.games.rulesets)).toEqual([]);
    const read = await call(cold.app, 'GET', `/races/${raceOf('hex-rally')}`);
    expect(read.status).toBe(200);
    expect(read.body.race).toMatchObject({ rulesetId: 'hex-rally', circuitId: 'test-loop' });
    const history = await call(cold.app, 'GET', `/races/${raceOf('hex-rally')}/events`);
    expect(history.status).toBe(200);
    expect(Object.keys(cold.games.rulesets)).toEqual(['hex-rally']);

    // The API function decides no command: a race's creation is the resolver function's.
    const refused = await call(cold.app, 'POST', '/races', { id: 'on_demand_chess', title: 'Chess', circuitId: 'board', rulesetId: 'chess' }, organiser);
    expect(refused.status).toBe(404);
    expect((await call(cold.app, 'GET', '/races/on_demand_chess')).status).toBe(404);
    expect(Object.keys(cold.games.rulesets)).toEqual(['hex-rally']);
  });
});
