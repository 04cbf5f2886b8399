/**
 * League channels in local mode (issue 30 point 4): a channel's address may be the chats' stand-in
 * on loopback, which the mailbox's server serves, and no other loopback address; the scheduler's
 * step, through the in-process fan-out as on AWS, and the organiser's steps each reach it once, and
 * the stand-in's page shows them, newest first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type LocalStack, startLocal } from '../../functions/local/stack.ts';
import type { ChannelPost } from '../../functions/local/webhookStandIn.ts';
import { toy } from '../race/toy-ruleset.ts';
import { eventually } from '../support/waits.ts';

let dataDir: string;
let stack: LocalStack;

const call = async (method: string, path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${stack.urls.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};
const posts = async (): Promise<ChannelPost[]> => (await fetch(`${stack.urls.channels}.json`)).json() as Promise<ChannelPost[]>;
const titles = async () => (await posts()).map((post) => (post.body as { embeds: { title: string }[] }).embeds[0]?.title);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'speed-master-channels-'));
  stack = await startLocal({ rulesets: { [toy.id]: toy }, dataDir, port: 0, resolveEveryMs: 50, log: () => {} });
});
afterAll(async () => {
  await stack?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

it('tells the stand-in each step once, and shows it newest first', async () => {
  const organiser = stack.organiserToken;
  expect(stack.urls.channels.startsWith(stack.urls.mailbox.replace(/\/$/, ''))).toBe(true);
  expect((await call('POST', '/races', { id: 'local1', title: 'Local GP', circuitId: 'oval', rulesetId: toy.id }, organiser)).status).toBe(201);
  const elsewhere = await call(
    'POST',
    '/channels',
    { target: { kind: 'discord', url: 'http://127.0.0.1:1/webhooks/discord/x' }, races: ['local1'] },
    organiser,
  );
  expect(elsewhere.status).toBe(400);
  const bound = await call(
    'POST',
    '/channels',
    { target: { kind: 'discord', url: `${stack.urls.webhooks}/discord/local-league` }, races: ['local1'] },
    organiser,
  );
  expect(bound.status).toBe(201);
  const tokens: string[] = [];
  for (const name of ['Anna', 'Bill'])
    tokens.push(String((await call('POST', '/races/local1/entries', { name, email: `${name.toLowerCase()}@example.org`, language: 'en' })).body.token));
  await call('POST', '/races/local1/close-registration', undefined, organiser);
  // Every car sent in: the scheduler plays the grid, through the fan-out's queues.
  for (const token of tokens) await call('POST', '/races/local1/qualifying', { turns: 9 }, token);
  await eventually('the grid told', titles, (told) => told.includes('Local GP: qualifying played'));
  for (let step = 0; step < 12; step++) {
    const { body } = await call('POST', '/races/local1/resolve', undefined, organiser);
    if (body.race?.phase === 'finished') break;
  }
  await eventually('the finish told', titles, (told) => told.includes('Local GP: final classification'));
  const told = await titles();
  expect(new Set(told).size).toBe(told.length);
  const events = (await call('GET', '/races/local1/events')).body.commits.flatMap((commit: { events: { type: string }[] }) => commit.events);
  const owed = events.filter((event: { type: string }) => ['GridPublished', 'RaceStarted', 'TurnResolved', 'StepPlayed', 'RaceFinished'].includes(event.type));
  expect(told).toHaveLength(owed.length);
  const page = await (await fetch(stack.urls.channels)).text();
  expect(page.indexOf('Local GP: final classification')).toBeLessThan(page.indexOf('Local GP: qualifying played'));
  for (const token of [...tokens, organiser, 'local-league', '@example.org']) expect(page + JSON.stringify(await posts())).not.toContain(token);
}, 60_000);
