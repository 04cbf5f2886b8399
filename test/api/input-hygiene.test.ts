/**
 * What a player writes for the others to read is one line of visible text, and a JSON body comes
 * labelled as JSON. Refusals name the field and append nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, organiser, startApi } from './world.ts';

const CONTROLS = {
  NUL: '\u0000',
  BEL: '\u0007',
  TAB: '\t',
  LF: '\n',
  CR: '\r',
  ESC: '\u001b',
  DEL: '\u007f',
  'C1 NEL': '\u0085',
  'C1 CSI': '\u009b',
  'LINE SEPARATOR': '\u2028',
};
const BIDI = {
  LRE: '\u202a',
  RLE: '\u202b',
  PDF: '\u202c',
  LRO: '\u202d',
  RLO: '\u202e',
  LRI: '\u2066',
  RLI: '\u2067',
  FSI: '\u2068',
  PDI: '\u2069',
  LRM: '\u200e',
  RLM: '\u200f',
  ALM: '\u061c',
};
const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const controls = Object.entries(CONTROLS).map(([name, char]) => ({
  name,
  char,
  reason: `contains ${codePoint(char)}, a control character or line break: expected one line of visible text`,
}));
const bidi = Object.entries(BIDI).map(([name, char]) => ({
  name,
  char,
  reason: `contains ${codePoint(char)}, a bidirectional formatting character, which can make text read in another order than it is written`,
}));
const forbidden = [...controls, ...bidi];

let api: Api;
let commits = 0;
beforeAll(async () => {
  api = await startApi('speed-master-hygiene');
  await api.call('POST', '/races', { id: 'clean', title: 'Clean GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
  await api.call('POST', '/races/clean/entries', { name: 'Ada', email: 'ada@example.org' });
  commits = (await api.deps.store.readCommits('clean')).length;
});
afterAll(() => api.close());

const appendedNothing = async () => expect(await api.deps.store.readCommits('clean')).toHaveLength(commits);

describe('free text others read', () => {
  it.each(forbidden)('refuses a race title holding $name with 400 naming title', async ({ char, reason }) => {
    const answer = await api.call('POST', '/races', { id: 'dirty', title: `Autumn${char} GP`, circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(answer.body.errors).toEqual([{ field: 'title', reason }]);
    expect((await api.call('GET', '/races/dirty')).status).toBe(404);
  });

  it.each(forbidden)("refuses a driver's name holding $name with 400 naming name", async ({ char, reason }) => {
    const answer = await api.call('POST', '/races/clean/entries', { name: `Ros${char}si`, email: 'rossi@example.org' });
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(answer.body.errors).toEqual([{ field: 'name', reason }]);
    await appendedNothing();
  });

  it('refuses a line break at the end of a name rather than trimming it away, and still trims spaces', async () => {
    const trailing = await api.call('POST', '/races/clean/entries', { name: 'Rossi\n', email: 'rossi@example.org' });
    expect(trailing.status).toBe(400);
    expect(trailing.body.errors.map((e: { field: string }) => e.field)).toEqual(['name']);
    await appendedNothing();
    const spaced = await api.call('POST', '/races', { id: 'spaced', title: '  Spaced GP ', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    expect(spaced).toMatchObject({ status: 201, body: { race: { title: 'Spaced GP' } } });
  });

  it('takes names in any script, with accents, right-to-left letters and emoji', async () => {
    const names = ['Mika Häkkinen', 'محمد بن سليمان', 'דוד', 'Ayrton 🏁', '佐藤 琢磨'];
    for (const [index, name] of names.entries()) {
      const answer = await api.call('POST', '/races/clean/entries', { name, email: `driver${index}@example.org` });
      expect(answer).toMatchObject({ status: 201, body: { race: { entries: expect.arrayContaining([expect.objectContaining({ name })]) } } });
    }
    commits = (await api.deps.store.readCommits('clean')).length;
  });

  it.each([controls.find((c) => c.name === 'LF')!, bidi.find((c) => c.name === 'RLO')!])(
    'refuses an elimination reason holding $name with 400 naming reason',
    async ({ char, reason }) => {
      const answer = await api.call('POST', '/races/clean/eliminate', { car: '1', reason: `unsporting${char}conduct` }, organiser);
      expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
      expect(answer.body.errors).toEqual([{ field: 'reason', reason }]);
      await appendedNothing();
    },
  );

  it("refuses a championship's title holding a bidirectional override", async () => {
    const answer = await api.call('POST', '/championships', { id: 'season', title: 'Season \u202e2025', races: ['clean'] }, organiser);
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ field: 'title', reason: bidi.find((c) => c.name === 'RLO')!.reason }] } });
  });
});

describe('the content type of a JSON body', () => {
  // As bytes, since a string body gets text/plain from Request itself.
  const register = (headers: Record<string, string>, body: string) =>
    api.app.request('/races/clean/entries', { method: 'POST', headers, body: new TextEncoder().encode(body) });
  const json = JSON.stringify({ name: 'Bruno', email: 'bruno@example.org' });

  it.each([
    ['text/plain', { 'content-type': 'text/plain' }, json, 'expected application/json'],
    ['form-encoded', { 'content-type': 'application/x-www-form-urlencoded' }, 'name=Bruno&email=bruno%40example.org', 'expected application/json'],
    ['none', {}, json, 'missing: expected application/json'],
    ['application/json in Latin-1', { 'content-type': 'application/json; charset=iso-8859-1' }, json, 'expected charset=utf-8 or none'],
  ])('refuses a body sent as %s with 415 naming content-type', async (_, headers, body, reason) => {
    const response = await register(headers, body);
    expect([response.status, response.headers.get('content-type')]).toEqual([415, 'application/problem+json']);
    expect(await response.json()).toMatchObject({
      type: 'urn:speed-master:problem:unsupported-media-type',
      title: 'Unsupported media type',
      status: 415,
      errors: [{ field: 'content-type', reason }],
    });
    await appendedNothing();
  });

  it('refuses a body without a content type on a route of the organiser too, once he is known', async () => {
    const response = await api.app.request('/races/clean/deadline', {
      method: 'POST',
      headers: organiser,
      body: new TextEncoder().encode(JSON.stringify({ deadline: '2030-01-01T00:00:00Z' })),
    });
    expect((await response.json()) as unknown).toMatchObject({ errors: [{ field: 'content-type', reason: 'missing: expected application/json' }] });
    expect(response.status).toBe(415);
    await appendedNothing();
  });

  it.each([
    ['application/json; charset=utf-8', 'Carla'],
    ['Application/JSON;charset="UTF-8"', 'Dario'],
    ['application/merge-patch+json', 'Elena'],
  ])('takes a body sent as %s', async (type, name) => {
    const response = await register({ 'content-type': type }, JSON.stringify({ name, email: `${name}@example.org` }));
    expect(response.status).toBe(201);
    commits = (await api.deps.store.readCommits('clean')).length;
  });

  it('is in the OpenAPI document, for the routes that take a body only', async () => {
    const { paths } = (await api.call('GET', '/openapi.json')).body;
    expect(Object.keys(paths['/races/{id}/entries'].post.responses)).toContain('415');
    expect(Object.keys(paths['/races/{id}/close-registration'].post.responses)).not.toContain('415');
  });

  it('needs no content type on a route that takes no body', async () => {
    const closed = await api.app.request('/races/clean/close-registration', { method: 'POST', headers: organiser });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as { race: { phase: string } }).race.phase).toBe('qualifying');
  });
});
