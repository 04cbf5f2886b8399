/**
 * Races that go on from one another, through the HTTP API: a race created with `follows` names a
 * finished race of its game and starts from what it handed on; a championship of such races
 * takes them in the order they follow one another. Played with the going-on toy game.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { begun, type CardsState, going } from '../flow/going-on.ts';
import { type Api, organiser, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-follows', { [going.id]: going });
});
afterAll(() => api.close());

const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const race = (id: string, extra: Record<string, unknown> = {}) => ({ id, title: id, circuitId: 'table', rulesetId: going.id, finishSquare: 1, ...extra });

const enter = async (id: string) => {
  for (const name of ['Ada', 'Bruno']) await ok('POST', `/races/${id}/entries`, { name, email: `${name.toLowerCase()}@example.org` });
  await ok('POST', `/races/${id}/close-registration`, undefined, organiser);
};

describe('races that go on from one another, over HTTP', () => {
  it('creates a race that follows a finished race, which hands on what it left; the next race begins from it', async () => {
    await ok('POST', '/races', race('f1'), organiser);
    await enter('f1');
    const early = await api.call('POST', '/races', race('f2', { follows: 'f1' }), organiser);
    expect(early).toMatchObject({ status: 409, body: { errors: [{ field: 'follows' }] } });
    await ok('POST', '/races/f1/resolve', { step: 'play-1' }, organiser);
    const finished = (await api.deps.store.head('f1'))!.state;
    expect(finished.phase).toBe('finished');
    await ok('POST', '/races', race('f2', { follows: 'f1' }), organiser);
    const squares = (finished.game as CardsState).cars;
    const carried = Object.fromEntries(Object.values(finished.entries).map((entry) => [`${entry.name}/${entry.car}`, squares[entry.car]!.square]));
    expect((await api.events('f2'))[0]).toMatchObject({ type: 'RaceCreated', follows: 'f1', carried });
    await enter('f2');
    expect(begun.at(-1)).toEqual(carried);
  });

  it('refuses to follow a race that is not there, naming the field', async () => {
    expect(await api.call('POST', '/races', race('f3', { follows: 'nowhere' }), organiser)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'follows' }] },
    });
  });

  it('takes a championship of such races only in the order they follow one another, the first following none', async () => {
    const refused = await api.call('POST', '/championships', { id: 'backwards', title: 'Backwards', races: ['f2', 'f1'] }, organiser);
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ field: 'races[0]' }] } });
    await ok('POST', '/championships', { id: 'onwards', title: 'Onwards', races: ['f1', 'f2'] }, organiser);
  });
});
