/**
 * A classic race through the backend of functions/wiring.ts, on an in-process DynamoDB: the HTTP
 * API, the store, the resolver with the non-human player, the emails, the picture and the export
 * that the auditor replays. Nothing in the backend names the classic rules. The emails go without
 * the turn pictures (a notifier without circuits): drawing PNGs is the notifier's own business,
 * tested there, and too slow to repeat for every turn here.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../../domain/rulesets.ts';
import { ClassicPurpose } from '../../../domain/speed-circuit/classic/purposes.ts';
import { createApp } from '../../../functions/api/app.ts';
import type { Rendered } from '../../../functions/notifier/document.ts';
import { createNotifier } from '../../../functions/notifier/notifier.ts';
import { createResolver } from '../../../functions/race/resolver.ts';
import { wire } from '../../../functions/wiring.ts';
import { auditRace } from '../../../tools/audit/audit.ts';
import { type LocalDynamo, startDynalite } from '../../support/dynalite.ts';
import { BALANCED } from './support.ts';

const ORGANISER = 'classic-organiser-token';
const organiser = { authorization: `Bearer ${ORGANISER}` };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let dynamo: LocalDynamo;
let app: ReturnType<typeof createApp>;
const mails: { to: string; email: Rendered }[] = [];

beforeAll(async () => {
  dynamo = await startDynalite('speed-master-classic');
  let counter = 0;
  const backend = wire({
    client: dynamo.client,
    table: dynamo.table,
    rulesets,
    mailer: { send: async () => 'unused' },
    clock: () => new Date('2025-05-01T12:00:00.000Z'),
    random: () => createHash('sha256').update(`classic ${++counter}`).digest('hex'),
  });
  const notifier = createNotifier({ mailer: { send: async (to, email) => `m${mails.push({ to, email })}` }, records: backend.records, rulesets });
  const resolver = createResolver({ ...backend, notifier });
  app = createApp({ ...backend, resolver, config: { organiserTokenHash: createHash('sha256').update(ORGANISER).digest('hex') } });
});
afterAll(() => dynamo.close());

const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return { type: response.headers.get('content-type') ?? '', text, json: () => JSON.parse(text) };
};

describe('a classic race through the API, the resolver and the emails', () => {
  it('runs from creation to results with the classic words, picture and points, and its export audits', async () => {
    await call(
      'POST',
      '/races',
      { id: 'classic1', title: 'Classic GP', circuitId: 'test-oval', rulesetId: 'classic', laps: 1, maxConsecutiveMissedMoves: 20 },
      organiser,
    );
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno'])
      tokens.push((await call('POST', '/races/classic1/entries', { name, email: `${name.toLowerCase()}@example.org` })).json().token);
    await call('POST', '/races/classic1/close-registration', undefined, organiser);
    await call('POST', '/races/classic1/qualifying', { build: BALANCED }, bearer(tokens[0]!));
    await call('POST', '/races/classic1/qualifying', { build: { ...BALANCED, startSpeed: 2, wear: 0 } }, bearer(tokens[1]!));
    expect((await call('POST', '/races/classic1/resolve', undefined, organiser)).json().race).toMatchObject({ phase: 'setup', grid: ['2', '1'] });
    for (const token of tokens) await call('POST', '/races/classic1/setup', {}, bearer(token));
    await call('POST', '/races/classic1/resolve', undefined, organiser);
    // Ada writes her speeds in the move text; Bruno's car is driven by the non-human player.
    for (let turn = 1; (await call('GET', '/races/classic1')).json().race.phase === 'racing' && turn < 40; turn++) {
      if (turn <= 2) await call('POST', '/races/classic1/moves', { text: turn === 1 ? '60' : '100' }, bearer(tokens[0]!));
      await call('POST', '/races/classic1/resolve', undefined, organiser);
    }

    const { race } = (await call('GET', '/races/classic1')).json();
    expect(race).toMatchObject({ rulesetId: 'classic', phase: 'finished' });
    expect(race.classification).toEqual(race.game.results.map((result: { car: string }) => result.car));

    const picture = await call('GET', '/races/classic1/circuit.svg');
    expect(picture.type).toBe('image/svg+xml');
    expect(picture.text).not.toContain('class="weather"');

    const exported = (await call('GET', '/races/classic1/export')).json();
    expect(auditRace(exported, rulesets)).toMatchObject({ ok: true });
    // Validated with the classic schemas alone: the empty setup is stored as sent, not as an AICS setup.
    const started = exported.commits.flatMap((k: { events: { type: string }[] }) => k.events).find((e: { type: string }) => e.type === 'RaceStarted');
    expect(started.setups).toEqual({ '1': {}, '2': {} });
    const purposes = exported.commits.flatMap((k: { events: { rolls?: { purpose: string }[] }[] }) =>
      k.events.flatMap((e) => e.rolls ?? []).map((r) => r.purpose),
    );
    expect(purposes.length).toBeGreaterThan(0);
    for (const purpose of purposes) expect(ClassicPurpose.options).toContain(purpose);

    const subjects = mails.filter((m) => m.to === 'ada@example.org').map((m) => m.email.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Classic GP: starting grid', 'Classic GP: turn 1 resolved']));
    const turn1 = mails.find((m) => m.to === 'ada@example.org' && m.email.subject === 'Classic GP: turn 1 resolved')!.email.text;
    expect(turn1).toMatch(/Lap\s+Wear now\s+Wear left\s+Acc\/Top\/Dec\s+Damage\s+Race/);
    expect(turn1).toContain('60 mph, 3 squares to');
    const points = Object.fromEntries(race.game.results.map((result: { car: string; points: number }) => [result.car, result.points]));
    const finish = mails.find((m) => m.to === 'bruno@example.org' && m.email.subject === 'Classic GP: final classification')!.email.text;
    // SCC-SERIES-3, 2 cars: the winner 4 points, the second 2.
    expect(Object.values(points).sort()).toEqual([2, 4]);
    expect(finish).toMatch(new RegExp(`1\\s+${race.classification[0]}\\s+\\S+\\s+4`));
  });

  /** A 1-lap race of Ada and Bruno left to the non-human player; its points by driver's name. */
  const raceOfGnus = async (id: string, circuitId: string): Promise<Record<string, number>> => {
    await call('POST', '/races', { id, title: `Classic ${circuitId}`, circuitId, rulesetId: 'classic', laps: 1, maxConsecutiveMissedMoves: 100 }, organiser);
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno'])
      tokens.push((await call('POST', `/races/${id}/entries`, { name, email: `${name.toLowerCase()}@example.org` })).json().token);
    await call('POST', `/races/${id}/close-registration`, undefined, organiser);
    for (const token of tokens) await call('POST', `/races/${id}/qualifying`, { build: BALANCED }, bearer(token));
    for (let step = 0; (await call('GET', `/races/${id}`)).json().race.phase !== 'finished' && step < 80; step++)
      await call('POST', `/races/${id}/resolve`, undefined, organiser);
    const { race } = (await call('GET', `/races/${id}`)).json();
    expect(race.phase).toBe('finished');
    const names: Record<string, string> = Object.fromEntries(race.entries.map((entry: { car: string; name: string }) => [entry.car, entry.name]));
    return Object.fromEntries(race.game.results.map((result: { car: string; points: number }) => [names[result.car], result.points]));
  };

  it('[SCC-SERIES-1] [SCC-SERIES-4] a championship adds up each player’s points over races on different tracks', async () => {
    const monza = await raceOfGnus('classic2', 'monza');
    const oval = (await call('GET', '/races/classic1')).json().race;
    const ovalNames: Record<string, string> = Object.fromEntries(oval.entries.map((entry: { car: string; name: string }) => [entry.car, entry.name]));
    const ovalPoints: Record<string, number> = Object.fromEntries(oval.game.results.map((r: { car: string; points: number }) => [ovalNames[r.car], r.points]));

    const created = await call(
      'POST',
      '/championships',
      { id: 'autumn', title: 'Autumn circuit', races: ['classic1', 'classic2', 'classic3'] },
      organiser,
    ).catch((e: Error) => e);
    expect(String(created)).toContain('races[2]');
    await raceOfGnus('classic3', 'monaco');
    await call('POST', '/championships', { id: 'autumn', title: 'Autumn circuit', races: ['classic1', 'classic2'] }, organiser);

    const { championship } = (await call('GET', '/championships/autumn')).json();
    expect(championship.races).toEqual([
      { raceId: 'classic1', title: 'Classic GP', circuitId: 'test-oval', phase: 'finished' },
      { raceId: 'classic2', title: 'Classic monza', circuitId: 'monza', phase: 'finished' },
    ]);
    const total = (name: string) => (ovalPoints[name] ?? 0) + (monza[name] ?? 0);
    const expected = ['Ada', 'Bruno']
      .map((player) => ({ player, points: total(player), byRace: { classic1: ovalPoints[player], classic2: monza[player] } }))
      .sort((a, b) => b.points - a.points);
    expect(championship.standings.map(({ position: _position, ...rest }: { position: number }) => rest)).toEqual(expected);
    expect(championship.standings[0].position).toBe(1);
    expect(championship.standings[1].position).toBe(expected[0]!.points === expected[1]!.points ? 1 : 2);
  });

  it('[SCC-SERIES-1] refuses a championship with two races on one track, a race twice, or no such race, naming the race', async () => {
    await raceOfGnus('classic4', 'monza');
    const refusal = async (races: string[]) => {
      const response = await app.request('/championships', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...organiser },
        body: JSON.stringify({ id: 'bad', title: 'Bad', races }),
      });
      return { status: response.status, body: (await response.json()) as { errors: { field: string }[] } };
    };
    expect(await refusal(['classic2', 'classic4'])).toMatchObject({ status: 400, body: { errors: [{ field: 'races[1].circuitId' }] } });
    expect(await refusal(['classic2', 'classic2'])).toMatchObject({ status: 400, body: { errors: [{ field: 'races' }] } });
    expect(await refusal(['classic2', 'nowhere'])).toMatchObject({ status: 404, body: { errors: [{ field: 'races[1]' }] } });
    expect((await app.request('/championships/bad')).status).toBe(404);
  });
});
