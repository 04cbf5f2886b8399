import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('a race through the HTTP API', () => {
  const tokens: Record<string, string> = {};

  it('creates a race (organiser only) and lists it', async () => {
    expect((await api.call('POST', '/races', { title: 'Oval GP', circuitId: 'oval', rulesetId: 'toy-1' })).status).toBe(401);
    expect((await api.call('POST', '/races', { title: 'Oval GP', circuitId: 'oval', rulesetId: 'toy-1' }, bearer('nope'))).status).toBe(403);
    const created = await api.call('POST', '/races', { id: 'oval1', title: 'Oval GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 }, organiser);
    expect(created.status).toBe(201);
    expect(created.body.race).toMatchObject({
      raceId: 'oval1',
      phase: 'registration',
      laps: 1,
      turnWindow: 'PT48H',
      actions: ['closeRegistration', 'eliminate'],
    });
    expect((await api.call('GET', '/races')).body.races).toEqual([{ raceId: 'oval1', status: 'registration', title: 'Oval GP', circuit: 'oval' }]);
    expect((await api.call('POST', '/races', { id: 'oval1', title: 'Again', circuitId: 'oval', rulesetId: 'toy-1' }, organiser)).status).toBe(409);
  });

  it("tells the organiser's token from any other, for his page's sign-in, and does nothing else", async () => {
    expect((await api.call('GET', '/organiser/token', undefined, organiser)).body).toEqual({ role: 'organiser' });
    const other = await api.call('GET', '/organiser/token', undefined, bearer('nope'));
    expect(other.status).toBe(403);
    expect(other.body.errors[0].field).toBe('authorization');
    expect((await api.call('GET', '/organiser/token')).status).toBe(401);
    expect((await api.call('GET', '/races')).body.races).toHaveLength(1);
  });

  it('[SC-PBEM-1] registers players, returns each secret token once and emails it', async () => {
    for (const name of ['Ada', 'Bruno']) {
      const entry = await api.call('POST', '/races/oval1/entries', { name, email: `${name.toLowerCase()}@example.org`, language: 'it' });
      expect(entry.status).toBe(201);
      tokens[entry.body.car] = entry.body.token;
    }
    expect(Object.keys(tokens)).toEqual(['1', '2']);
    expect(api.mails.map((m) => m.to)).toEqual(['ada@example.org', 'bruno@example.org']);
    const view = await api.call('GET', '/races/oval1');
    expect(JSON.stringify(view.body)).not.toContain('example.org');
    expect(JSON.stringify(view.body)).not.toContain(tokens['1']);
    const dup = await api.call('POST', '/races/oval1/entries', { name: 'Ada2', email: 'ADA@example.org' });
    expect(dup).toMatchObject({ status: 409, body: { errors: [{ field: 'email' }] } });
  });

  it('keeps a pole lap private until the grid and refuses a bad one naming the field', async () => {
    expect((await api.call('POST', '/races/oval1/qualifying', { turns: 3 }, bearer(tokens['1']!))).status).toBe(409);
    expect((await api.call('POST', '/races/oval1/close-registration', undefined, organiser)).body.race.phase).toBe('qualifying');
    const bad = await api.call('POST', '/races/oval1/qualifying', { turns: 'fast' }, bearer(tokens['1']!));
    expect(bad).toMatchObject({ status: 400, body: { status: 400, errors: [{ field: 'turns' }] } });
    expect(bad.type).toBe('application/problem+json');
    const ok = await api.call('POST', '/races/oval1/qualifying', { turns: 9 }, bearer(tokens['1']!));
    // A receipt: the lap as understood, its revision, and who has sent in so far; the view shows it as pending.
    expect(ok.body).toEqual({
      car: '1',
      phase: 'qualifying',
      turn: 0,
      step: 'qualifying',
      revision: 1,
      qualifying: { turns: 9 },
      sent: ['1'],
      waitingFor: ['2'],
      warnings: [],
    });
    expect((await api.call('GET', '/races/oval1', undefined, bearer(tokens['1']!))).body.race.you.pending).toEqual({ turns: 9 });
    const others = await api.call('GET', '/races/oval1', undefined, bearer(tokens['2']!));
    expect(JSON.stringify(others.body)).not.toContain('"turns":9');
    const history = await api.call('GET', '/races/oval1/events?after=0');
    expect(JSON.stringify(history.body)).not.toContain('"turns":9');
  });

  it('[SC-PBEM-4] the organiser plays a step when he decides, before its deadline, while the scheduler waits for it', async () => {
    expect((await api.call('GET', '/races/oval1')).body.race.deadline).toBe('2025-03-02T12:00:00.000Z');
    api.advance(2);
    expect((await api.resolver().resolveDue()).resolutions.filter((r) => r.raceId === 'oval1')).toEqual([]);
    expect((await api.call('POST', '/races/oval1/resolve', undefined, bearer(tokens['1']!))).status).toBe(403);

    const grid = await api.call('POST', '/races/oval1/resolve', undefined, organiser);
    expect(grid.body.race).toMatchObject({ phase: 'setup', grid: ['1', '2'], deadline: '2025-03-03T14:00:00.000Z' });
    expect(await api.call('POST', '/races/oval1/setup', { tyres: 'soft' }, bearer(tokens['2']!))).toMatchObject({ status: 200 });
    api.advance(1);
    const start = await api.call('POST', '/races/oval1/resolve', undefined, organiser);
    expect(start.body.race).toMatchObject({ phase: 'racing', turn: 1, deadline: '2025-03-03T15:00:00.000Z' });
  });

  it('answers 409 when the race has no step to play', async () => {
    await api.call('POST', '/races', { id: 'open1', title: 'Open GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    expect(await api.call('POST', '/races/open1/resolve', undefined, organiser)).toMatchObject({ status: 409, body: { errors: [{ field: 'phase' }] } });
  });

  it('[SC-PBEM-5] accepts moves as JSON or text, replaces an earlier one, and shows each player only their own', async () => {
    const wrongTurn = await api.call('POST', '/races/oval1/moves', { speed: 3, turn: 2 }, bearer(tokens['1']!));
    expect(wrongTurn).toMatchObject({ status: 409, body: { errors: [{ field: 'turn' }] } });
    const tooFast = await api.call('POST', '/races/oval1/moves', { speed: 12 }, bearer(tokens['1']!));
    expect(tooFast).toMatchObject({ status: 400, body: { errors: [{ field: 'speed' }] } });
    const badText = await api.call('POST', '/races/oval1/moves', { text: 'zoom' }, bearer(tokens['1']!));
    expect(badText).toMatchObject({ status: 400, body: { errors: [{ field: 'text[0]' }] } });
    await api.call('POST', '/races/oval1/moves', { speed: 2, turn: 1 }, bearer(tokens['1']!));
    await api.call('POST', '/races/oval1/moves', { text: '5' }, bearer(tokens['1']!));
    expect((await api.call('GET', '/races/oval1/moves/mine', undefined, bearer(tokens['1']!))).body).toEqual({
      car: '1',
      turn: 1,
      move: { speed: 5 },
      text: '5',
      revision: 2,
    });
    expect((await api.call('GET', '/races/oval1/moves/mine', undefined, bearer(tokens['2']!))).body.move).toBeNull();
    expect((await api.call('GET', '/races/oval1/moves/mine')).status).toBe(401);
    // The race waits for car 2 only; car 1 is shown as sent, and may still replace its move.
    const { race } = (await api.call('GET', '/races/oval1', undefined, bearer(tokens['1']!))).body;
    expect(race.waitingFor).toEqual(['2']);
    expect(race.entries.find((entry: { car: string }) => entry.car === '1')).toMatchObject({ sent: true });
    expect(race.actions).toContain('submitMove');
  });

  it('[SC-PBEM-5] accepts a late move until the organiser updates, and refuses it for that turn from then on', async () => {
    api.advance(60);
    expect((await api.call('POST', '/races/oval1/moves', { speed: 4 }, bearer(tokens['2']!))).status).toBe(200);
    const turn1 = await api.call('POST', '/races/oval1/resolve', undefined, organiser);
    expect(turn1.body.race).toMatchObject({ turn: 2, deadline: '2025-03-06T03:00:00.000Z' });
    const late = await api.call('POST', '/races/oval1/moves', { speed: 3, turn: 1 }, bearer(tokens['1']!));
    expect(late).toMatchObject({ status: 409, body: { errors: [{ field: 'turn' }] } });
  });

  it('resolves turns to the finish, then reveals the seed and verifies every roll', async () => {
    for (let turn = 1; turn <= 6; turn++) {
      const view = (await api.call('GET', '/races/oval1')).body.race;
      if (view.phase === 'finished') break;
      if (turn > 1) api.advance(48);
      expect((await api.call('POST', '/races/oval1/resolve', undefined, organiser)).status).toBe(200);
    }
    const exported = (await api.call('GET', '/races/oval1/export')).body;
    expect(exported.seed).toMatch(/^[0-9a-f]{64}$/);
    const rolls = exported.commits.flatMap((k: any) => k.events).flatMap((e: any) => e.rolls ?? []);
    expect(rolls.length).toBeGreaterThan(0);
    for (const roll of rolls) {
      const checked = await api.call('GET', `/dice/${roll.code}`);
      expect(checked.body).toMatchObject({ code: roll.code, dice: roll.dice, verification: { valid: true } });
    }
    expect(JSON.stringify(exported)).not.toContain('example.org');
    expect((await api.call('GET', '/dice/oval1-99-1G1-ABCD')).status).toBe(404);
    expect((await api.call('GET', '/dice/not-a-code')).status).toBe(400);
  });

  it('keeps the seed out of every answer before the finish', async () => {
    const created = await api.call('POST', '/races', { id: 'secret1', title: 'S', circuitId: 'oval', rulesetId: 'toy-1', seed: 'ab'.repeat(32) }, organiser);
    expect(created.status).toBe(201);
    for (const path of ['/races/secret1', '/races/secret1/export', '/races/secret1/events']) {
      expect(JSON.stringify((await api.call('GET', path, undefined, organiser)).body)).not.toContain('ab'.repeat(32));
    }
  });

  it('validates uploaded circuits with the ruleset and lists circuits', async () => {
    const bad = await api.call('POST', '/circuits', { id: 'loop', rulesetId: 'toy-1', file: { id: 'loop', length: 0 } }, organiser);
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'length' }] } });
    expect((await api.call('POST', '/circuits', { id: 'loop', rulesetId: 'toy-1', file: { id: 'loop', length: 4 } }, organiser)).status).toBe(201);
    expect((await api.call('POST', '/races', { id: 'loop1', title: 'Loop', circuitId: 'loop', rulesetId: 'toy-1' }, organiser)).status).toBe(201);
    expect((await api.call('GET', '/circuits')).body).toEqual({ shipped: { 'toy-1': ['oval'] } });
  });

  it('answers problem+json for unknown routes, oversized bodies and bad JSON', async () => {
    expect(await api.call('GET', '/nowhere')).toMatchObject({ status: 404, type: 'application/problem+json' });
    expect((await api.call('POST', '/races', '{', organiser)).body.errors).toEqual([{ field: 'body', reason: 'not valid JSON' }]);
    expect((await api.call('POST', '/races', 'x'.repeat(70_000), organiser)).status).toBe(413);
  });

  it('holds a body sent without its length (chunked) to the same limit, and reads one within it', async () => {
    const chunked = (text: string) =>
      api.app.request('/races', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...organiser },
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    const large = await chunked(JSON.stringify({ title: 'x'.repeat(70_000) }));
    expect([large.status, ((await large.json()) as { errors: unknown }).errors]).toEqual([413, [{ field: 'body', reason: 'larger than 65536 bytes' }]]);
    const small = await chunked(JSON.stringify({ id: 'chunked', title: 'Chunked GP', circuitId: 'oval', rulesetId: 'toy-1' }));
    expect(small.status).toBe(201);
  });

  it('describes itself in OpenAPI', async () => {
    const doc = (await api.call('GET', '/openapi.json')).body;
    expect(doc.paths['/races'].post.requestBody.content['application/json'].schema.properties.title).toBeDefined();
  });
});
