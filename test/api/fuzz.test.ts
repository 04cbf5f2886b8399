import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, ORGANISER, organiser, startApi } from './world.ts';

let api: Api;
let player = '';
beforeAll(async () => {
  api = await startApi('speed-master-fuzz');
  await api.call('POST', '/races', { id: 'fuzz1', title: 'Fuzz GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
  player = (await api.call('POST', '/races/fuzz1/entries', { name: 'Ada', email: 'ada@example.org' })).body.token;
  await api.call('POST', '/races/fuzz1/close-registration', undefined, organiser);
});
afterAll(() => api.close());

const paths = [
  '/races',
  '/races/fuzz1',
  '/races/fuzz1/entries',
  '/races/fuzz1/close-registration',
  '/races/fuzz1/qualifying',
  '/races/fuzz1/setup',
  '/races/fuzz1/moves',
  '/races/fuzz1/moves/mine',
  '/races/fuzz1/moves/preview?move=',
  '/races/fuzz1/events?after=',
  '/races/fuzz1/export',
  '/races/fuzz1/resolve',
  '/races/fuzz1/deadline',
  '/races/fuzz1/eliminate',
  '/races/fuzz1/withdraw',
  '/dice/',
  '/circuits',
  '/circuits/oval.svg',
  '/races/fuzz1/circuit.svg?turn=',
  '/championships',
  '/championships/',
  '/',
  '/races/nope',
];

const jsonish = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.record({ speed: fc.oneof(fc.integer(), fc.string()), turn: fc.oneof(fc.integer(), fc.constant('1')) }).map((v) => JSON.stringify(v)),
  fc.record({ text: fc.string() }).map((v) => JSON.stringify(v)),
  fc.record({ turns: fc.anything() }).map((v) => JSON.stringify(v)),
  fc.record({ deadline: fc.string(), car: fc.string(), reason: fc.string() }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.string(),
  fc.constant(''),
);

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
  path: fc.oneof(
    fc.constantFrom(...paths),
    fc.tuple(fc.constantFrom(...paths), fc.string()).map(([p, s]) => p + encodeURIComponent(s)),
    fc.webPath(),
  ),
  body: jsonish,
  auth: fc.constantFrom<string | undefined>(undefined, 'Bearer nope', 'Basic x', 'Bearer', 'bearer ', `Bearer ${ORGANISER}x`),
  type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
});

const QUALIFYING = { phase: 'qualifying', turn: 0 };
/** The race stream and the ballot of the pole laps, where a player's submission lands. */
const logOf = async () => JSON.stringify({ commits: await api.deps.store.readCommits('fuzz1'), ballot: await api.deps.ballots.read('fuzz1', QUALIFYING) });

describe('the API under random and malformed requests', () => {
  it('never answers 5xx, answers every refusal with problem+json, and appends nothing for refused input', async () => {
    const before = await logOf();
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, body, auth, type }) => {
        const response = await api.app.request(path, {
          method,
          headers: { 'content-type': type, ...(auth === undefined ? {} : { authorization: auth }) },
          ...(method === 'GET' ? {} : { body }),
        });
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(response.headers.get('content-type')).toBe('application/problem+json');
        await response.arrayBuffer();
      }),
      { numRuns: 10_000 },
    );
    expect(await logOf()).toBe(before);
  });

  it("a player's malformed moves and pole laps append nothing either", async () => {
    const before = await api.deps.store.readCommits('fuzz1');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('qualifying', 'moves', 'setup'), jsonish, async (what, body) => {
        const response = await api.app.request(`/races/fuzz1/${what}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${player}` },
        });
        if (response.status === 200) return;
        expect(response.status).toBeLessThan(500);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
      }),
      { numRuns: 500 },
    );
    expect(await api.deps.store.readCommits('fuzz1')).toEqual(before);
    const { submissions } = await api.deps.ballots.read('fuzz1', QUALIFYING);
    expect(
      Object.values(submissions)
        .flat()
        .every(({ event }) => event.type === 'QualifyingSubmitted'),
    ).toBe(true);
  });
});
