/**
 * A receipt says which send counts: each pole lap, setup and move is told its revision in the
 * step, `…/mine` names the one the step will play, and a car sending too fast is told when to
 * send again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-receipts');
});
afterAll(() => api.close());

const MINUTE_IN_HOURS = 1 / 60;

describe('receipts', () => {
  it('number the pole laps and setups of a car, and …/mine shows each player only the one that counts', async () => {
    await api.call('POST', '/races', { id: 'rev1', title: 'Revisions GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    const tokens: Record<string, string> = {};
    for (const name of ['Ada', 'Bruno']) {
      const { body } = await api.call('POST', '/races/rev1/entries', { name, email: `${name.toLowerCase()}@example.org` });
      tokens[body.car] = body.token;
    }
    const ada = bearer(tokens['1']!);
    const bruno = bearer(tokens['2']!);
    expect((await api.call('GET', '/races/rev1/qualifying/mine', undefined, ada)).body).toEqual({ car: '1', qualifying: null, revision: null });
    await api.call('POST', '/races/rev1/close-registration', undefined, organiser);

    expect((await api.call('POST', '/races/rev1/qualifying', { turns: 9 }, ada)).body).toMatchObject({ revision: 1, qualifying: { turns: 9 } });
    expect((await api.call('POST', '/races/rev1/qualifying', { turns: 7 }, ada)).body).toMatchObject({ revision: 2, qualifying: { turns: 7 } });
    expect((await api.call('GET', '/races/rev1/qualifying/mine', undefined, ada)).body).toEqual({ car: '1', qualifying: { turns: 7 }, revision: 2 });
    expect((await api.call('GET', '/races/rev1/qualifying/mine', undefined, bruno)).body).toEqual({ car: '2', qualifying: null, revision: null });
    expect((await api.call('GET', '/races/rev1/qualifying/mine')).status).toBe(401);
    expect((await api.call('GET', '/races/rev1/qualifying/mine', undefined, organiser)).status).toBe(403);
    expect((await api.call('GET', '/races/rev1/setup/mine', undefined, ada)).body).toEqual({ car: '1', setup: null, revision: null });

    expect((await api.call('POST', '/races/rev1/qualifying', { turns: 8 }, bruno)).body).toMatchObject({ revision: 1, waitingFor: [] });
    const grid = (await api.call('POST', '/races/rev1/resolve', undefined, organiser)).body.race;
    expect(grid.grid).toEqual(['1', '2']);
    expect((await api.call('GET', '/races/rev1/qualifying/mine', undefined, ada)).body).toEqual({ car: '1', qualifying: null, revision: null });

    expect((await api.call('POST', '/races/rev1/setup', { tyres: 'soft' }, bruno)).body).toMatchObject({ phase: 'setup', revision: 1 });
    expect((await api.call('POST', '/races/rev1/setup', { tyres: 'hard' }, bruno)).body).toMatchObject({ revision: 2, setup: { tyres: 'hard' } });
    expect((await api.call('GET', '/races/rev1/setup/mine', undefined, bruno)).body).toEqual({ car: '2', setup: { tyres: 'hard' }, revision: 2 });
    expect((await api.call('GET', '/races/rev1/setup/mine', undefined, ada)).body).toEqual({ car: '1', setup: null, revision: null });
    expect((await api.call('GET', '/races/rev1/moves/mine', undefined, bruno)).body).toEqual({ car: '2', turn: 0, move: null, text: null, revision: null });
  });

  it('of moves sent at once, the one told the highest revision is the one /moves/mine shows and the turn plays; an 11th within the minute waits', async () => {
    const { tokens } = await api.racingRace('rev2');
    const ada = bearer(tokens['1']!);
    const sent = await Promise.all(Array.from({ length: 11 }, (_, i) => api.call('POST', '/races/rev2/moves', { speed: (i % 6) + 1 }, ada)));

    const receipts = sent.filter(({ status }) => status === 200).map(({ body }) => body);
    expect(receipts.map(({ revision }) => revision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const refused = sent.filter(({ status }) => status !== 200);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      status: 429,
      type: 'application/problem+json',
      body: { type: 'urn:speed-master:problem:too-many-requests', title: 'Too many requests', errors: [{ field: 'moves' }] },
    });
    expect(refused[0]!.headers.get('retry-after')).toBe('60');

    const counting = receipts.find(({ revision }) => revision === 10);
    const mine = (await api.call('GET', '/races/rev2/moves/mine', undefined, ada)).body;
    expect(mine).toEqual({ car: '1', turn: 1, move: counting.move, text: String(counting.move.speed), revision: 10 });

    api.advance(MINUTE_IN_HOURS);
    const eleventh = await api.call('POST', '/races/rev2/moves', { text: '6' }, ada);
    expect(eleventh).toMatchObject({ status: 200, body: { revision: 11, move: { speed: 6 } } });
    expect((await api.call('GET', '/races/rev2/moves/mine', undefined, ada)).body).toMatchObject({ move: { speed: 6 }, revision: 11 });
    expect((await api.call('GET', '/races/rev2/moves/mine', undefined, bearer(tokens['2']!))).body).toEqual({
      car: '2',
      turn: 1,
      move: null,
      text: null,
      revision: null,
    });

    await api.call('POST', '/races/rev2/resolve', undefined, organiser);
    const played = (await api.events('rev2')).find((event) => event.type === 'TurnResolved');
    expect(played).toMatchObject({ turn: 1, moves: { '1': { speed: 6 } } });
  });

  it('the turn plays the highest revision of moves sent at once', async () => {
    const { tokens } = await api.racingRace('rev3');
    const ada = bearer(tokens['1']!);
    const receipts = (await Promise.all(Array.from({ length: 6 }, (_, i) => api.call('POST', '/races/rev3/moves', { speed: i + 1 }, ada)))).map(
      ({ body }) => body,
    );
    const counting = receipts.find(({ revision }) => revision === 6);

    expect((await api.call('GET', '/races/rev3/moves/mine', undefined, ada)).body).toMatchObject({ move: counting.move, revision: 6 });
    await api.call('POST', '/races/rev3/resolve', undefined, organiser);
    const played = (await api.events('rev3')).find((event) => event.type === 'TurnResolved');
    expect(played).toMatchObject({ turn: 1, moves: { '1': counting.move } });
  });

  it('are described in OpenAPI, with the …/mine routes and the refusal for sending too fast', async () => {
    const { paths } = (await api.call('GET', '/openapi.json')).body;
    for (const step of ['qualifying', 'setup', 'moves']) {
      const receipt = paths[`/races/{id}/${step}`].post.responses;
      expect(receipt['200'].content['application/json'].schema.properties.revision).toMatchObject({ type: 'integer', minimum: 1 });
      expect(receipt['429'].headers['Retry-After']).toBeDefined();
      expect(paths[`/races/{id}/${step}/mine`].get.responses['200'].content['application/json'].schema.properties.revision).toBeDefined();
    }
  });
});
