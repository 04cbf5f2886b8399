/**
 * A submission is decided on the race as its process last saw it (functions/api/app.ts). Two API
 * processes on one table, as two Lambda instances: what one of them commits, the other may not
 * have seen, and every submission it decides must still come out as if it had.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app.ts';
import { wire } from '../../functions/wiring.ts';
import { toy } from '../race/toy-ruleset.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
let other: ReturnType<typeof createApp>;

const callOther = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await other.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
};

beforeAll(async () => {
  api = await startApi('speed-master-remembered');
  const backend = wire({
    client: api.dynamo.client,
    table: api.dynamo.table,
    rulesets: { [toy.id]: toy },
    mailer: { send: async () => 'sent' },
    clock: api.now,
  });
  other = createApp({ ...backend, config: api.deps.config });
});
afterAll(() => api.close());

const submissions = async (raceId: string) => (await api.events(raceId)).filter((event) => event.type === 'MoveSubmitted');

describe('a submission decided on the state its process saw last', () => {
  it('after a turn played elsewhere: a move for the played turn is too late, a move for the next turn counts', async () => {
    const { tokens } = await api.racingRace('played');
    expect(await callOther('POST', '/races/played/moves', { speed: 3, turn: 1 }, bearer(tokens['1']!))).toMatchObject({ status: 200, body: { turn: 1 } });
    expect((await api.call('POST', '/races/played/resolve', undefined, organiser)).body.race).toMatchObject({ turn: 2 });

    const late = await callOther('POST', '/races/played/moves', { speed: 4, turn: 1 }, bearer(tokens['2']!));
    expect(late).toMatchObject({ status: 409, body: { errors: [{ field: 'turn' }] } });
    // Without a turn, the move is for the turn open now.
    expect(await callOther('POST', '/races/played/moves', { speed: 4 }, bearer(tokens['2']!))).toMatchObject({
      status: 200,
      body: { turn: 2, waitingFor: ['1'] },
    });
    expect(await callOther('POST', '/races/played/moves', { speed: 2, turn: 2 }, bearer(tokens['1']!))).toMatchObject({
      status: 200,
      body: { waitingFor: [] },
    });
    expect((await api.deps.index.getRace('played'))?.nextDeadline).toBe(api.now().toISOString());

    await api.resolver().resolveDue();
    expect((await submissions('played')).map((event) => 'turn' in event && [event.car, event.turn])).toEqual([
      ['1', 1],
      ['1', 2],
      ['2', 2],
    ]);
  });

  it('after a car left elsewhere: the last car still racing completes the turn, the car gone is refused', async () => {
    const { tokens } = await api.racingRace('left');
    expect((await callOther('GET', '/races/left')).body.race).toMatchObject({ turn: 1 });
    expect((await api.call('POST', '/races/left/eliminate', { car: '1', reason: 'unsporting conduct' }, organiser)).status).toBe(200);

    expect(await callOther('POST', '/races/left/moves', { speed: 3, turn: 1 }, bearer(tokens['2']!))).toMatchObject({ status: 200, body: { waitingFor: [] } });
    expect((await api.deps.index.getRace('left'))?.nextDeadline).toBe(api.now().toISOString());
    const gone = await callOther('POST', '/races/left/moves', { speed: 5, turn: 1 }, bearer(tokens['1']!));
    expect(gone.status).toBe(409);

    await api.resolver().resolveDue();
    expect((await submissions('left')).map((event) => 'car' in event && event.car)).toEqual(['2']);
  });
});
