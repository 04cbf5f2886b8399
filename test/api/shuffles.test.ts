import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRace } from '../../tools/audit/audit.ts';
import { toyWithDeck } from '../race/toy-ruleset.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

const rulesets = { [toyWithDeck.id]: toyWithDeck };
let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-shuffles', rulesets);
});
afterAll(() => api.close());

type Loose = Record<string, any>;
const stepEvents = async (raceId: string): Promise<Loose[]> =>
  (await api.call('GET', `/races/${raceId}/events`)).body.commits
    .flatMap((k: Loose) => k.events)
    .filter((e: Loose) => e.type === 'GridPublished' || e.type === 'TurnResolved');

describe('shuffles through the API', () => {
  it('shows what a shuffle was for before the finish, and its order and proof only once the seed is out', async () => {
    await api.call(
      'POST',
      '/races',
      { id: 'deck1', title: 'Deck GP', circuitId: 'oval', rulesetId: toyWithDeck.id, laps: 1, maxConsecutiveMissedMoves: 50 },
      organiser,
    );
    const tokens: string[] = [];
    for (const name of ['Ada', 'Bruno', 'Carla'])
      tokens.push((await api.call('POST', '/races/deck1/entries', { name, email: `${name}@example.org` })).body.token);
    await api.call('POST', '/races/deck1/close-registration', undefined, organiser);
    await api.call('POST', '/races/deck1/qualifying', { turns: 9 }, bearer(tokens[0]!));
    api.advance(24);
    await api.call('POST', '/races/deck1/resolve', undefined, organiser);

    // Bruno and Carla sent no pole lap: their places were drawn by a shuffle of the two of them.
    const [grid] = await stepEvents('deck1');
    expect(grid?.shuffles).toEqual([{ purpose: 'gridDraw', size: 2, code: expect.stringMatching(/^deck1-0-R\.gridDraw\.S1-[0-9A-F]{4}$/) }]);
    const code: string = grid?.shuffles[0].code;
    const before = await api.call('GET', `/dice/${code}`);
    expect(before).toMatchObject({
      status: 200,
      body: { kind: 'shuffle', code, purpose: 'gridDraw', size: 2, raceId: 'deck1', turn: 0, n: 1, order: null, seed: null, verification: null },
    });
    expect(before.body.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const exportedEarly = (await api.call('GET', '/races/deck1/export')).body;
    expect(JSON.stringify(exportedEarly)).not.toContain('"order"');
    const asAda = (await api.call('GET', '/races/deck1/events', undefined, bearer(tokens[0]!))).body;
    expect(JSON.stringify(asAda)).not.toContain('"order"');

    api.advance(48);
    await api.call('POST', '/races/deck1/resolve', undefined, organiser);
    for (let turn = 1; (await api.call('GET', '/races/deck1')).body.race.phase === 'racing' && turn < 30; turn++) {
      await api.call('POST', '/races/deck1/moves', { speed: 4, turn }, bearer(tokens[0]!));
      api.advance(48);
      await api.call('POST', '/races/deck1/resolve', undefined, organiser);
    }
    expect((await api.call('GET', '/races/deck1')).body.race.phase).toBe('finished');

    // Typed in lower case, the purpose too.
    const after = await api.call('GET', `/dice/${code.toLowerCase()}`);
    expect(after).toMatchObject({ status: 200, body: { kind: 'shuffle', code, purpose: 'gridDraw', size: 2, seed: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(after.body.verification).toEqual({ valid: true, order: after.body.order });
    const exported = (await api.call('GET', '/races/deck1/export')).body;
    const shuffles = exported.commits.flatMap((k: Loose) => k.events).flatMap((e: Loose) => e.shuffles ?? []);
    expect(shuffles.length).toBeGreaterThan(1);
    for (const shuffle of shuffles) {
      const checked = await api.call('GET', `/dice/${shuffle.code}`);
      expect(checked.body).toMatchObject({ kind: 'shuffle', code: shuffle.code, order: shuffle.order, verification: { valid: true } });
    }
    expect(auditRace(exported, rulesets)).toMatchObject({ ok: true, shuffles: shuffles.length });
  });

  it('answers 404 for a shuffle no step made, and a roll code as a roll', async () => {
    expect((await api.call('GET', '/dice/deck1-0-R.gridDraw.S2-ABCD')).status).toBe(404);
    expect((await api.call('GET', '/dice/deck1-0-R.speedDeck.S1-ABCD')).body).toMatchObject({ status: 404, detail: expect.stringContaining('no shuffle') });
    expect((await api.call('GET', '/dice/deck1-1-1.speedDeck.1-ABCD')).body).toMatchObject({ status: 404, detail: expect.stringContaining('no roll') });
  });
});
