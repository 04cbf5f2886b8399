/**
 * What a player writes for the others to read is one line of visible text. Refusals name the
 * field and append nothing.
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
const controls = Object.entries(CONTROLS).map(([name, char]) => ({ name, char, reason: `contains ${codePoint(char)}, a control character or line break: expected one line of visible text` }));
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

  it.each([controls.find((c) => c.name === 'LF')!, bidi.find((c) => c.name === 'RLO')!])('refuses an elimination reason holding $name with 400 naming reason', async ({ char, reason }) => {
    const answer = await api.call('POST', '/races/clean/eliminate', { car: '1', reason: `unsporting${char}conduct` }, organiser);
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(answer.body.errors).toEqual([{ field: 'reason', reason }]);
    await appendedNothing();
  });

  it("refuses a championship's title holding a bidirectional override", async () => {
    const answer = await api.call('POST', '/championships', { id: 'season', title: 'Season \u202e2025', races: ['clean'] }, organiser);
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ field: 'title', reason: bidi.find((c) => c.name === 'RLO')!.reason }] } });
  });
});
