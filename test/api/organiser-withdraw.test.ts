/**
 * The organiser withdraws any car (POST /races/{id}/withdraw with his token and the car in the
 * body), as its player may withdraw his own: at the player's word, say, when he cannot do it
 * himself. A player's withdrawal stays his own car's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-organiser-withdraw');
});
afterAll(() => api.close());

describe('the organiser withdraws a car', () => {
  it('withdraws the car he names mid-race, recorded as a withdrawal, and the player is refused after it', async () => {
    const { tokens } = await api.racingRace('ow1');
    const answer = await api.call('POST', '/races/ow1/withdraw', { car: '2' }, organiser);
    expect(answer.status).toBe(200);
    expect(answer.body.race.phase).toBe('racing');
    expect(answer.body.race.entries.map(({ car, status }: { car: string; status: string }) => [car, status])).toEqual([
      ['1', 'in'],
      ['2', 'out'],
    ]);
    const events = await api.events('ow1');
    expect(events.filter((event) => event.type === 'CarWithdrawn').map((event) => 'car' in event && event.car)).toEqual(['2']);
    expect((await api.call('POST', '/races/ow1/withdraw', undefined, bearer(tokens['2']!))).status).toBe(409);
  });

  it('withdraws a car during registration', async () => {
    await api.call('POST', '/races', { id: 'ow2', title: 'Race ow2', circuitId: 'oval' }, organiser);
    for (const n of ['1', '2', '3']) await api.call('POST', '/races/ow2/entries', { name: `Driver ${n}`, email: `d${n}@example.org` });
    const answer = await api.call('POST', '/races/ow2/withdraw', { car: '3' }, organiser);
    expect(answer.status).toBe(200);
    expect(answer.body.race.entries.find(({ car }: { car: string }) => car === '3').status).toBe('out');
  });

  it("brings back a car withdrawn during registration, whose player's token works again; never mid-race", async () => {
    await api.call('POST', '/races', { id: 'ow5', title: 'Race ow5', circuitId: 'oval' }, organiser);
    const tokens: string[] = [];
    for (const n of ['1', '2']) tokens.push((await api.call('POST', '/races/ow5/entries', { name: `Driver ${n}`, email: `d${n}@example.org` })).body.token);
    expect((await api.call('POST', '/races/ow5/withdraw', undefined, bearer(tokens[1]!))).status).toBe(200);
    expect((await api.call('POST', '/races/ow5/reinstate', { car: '2' }, bearer('not-the-organiser'))).status).toBe(403);
    const back = await api.call('POST', '/races/ow5/reinstate', { car: '2' }, organiser);
    expect(back.status).toBe(200);
    expect(back.body.race.entries.map(({ car, status }: { car: string; status: string }) => [car, status])).toEqual([
      ['1', 'in'],
      ['2', 'in'],
    ]);
    const events = await api.events('ow5');
    expect(events.filter((event) => event.type === 'CarReinstated').map((event) => 'car' in event && event.car)).toEqual(['2']);
    expect((await api.call('GET', '/races/ow5', undefined, bearer(tokens[1]!))).body.race.actions).toContain('withdraw');
    expect([...(await api.call('POST', '/races/ow5/reinstate', {}, organiser)).body.errors.map(({ field }: { field: string }) => field)]).toEqual(['car']);

    const { race } = await api.racingRace('ow6');
    expect(race.phase).toBe('racing');
    expect((await api.call('POST', '/races/ow6/withdraw', { car: '2' }, organiser)).status).toBe(200);
    const refused = await api.call('POST', '/races/ow6/reinstate', { car: '2' }, organiser);
    expect([refused.status, refused.body.errors.map(({ field }: { field: string }) => field)]).toEqual([409, ['phase']]);
  });

  it('refuses a body without a car, an unknown car, and a car already out, naming `car`', async () => {
    const { race } = await api.racingRace('ow3');
    expect(race.phase).not.toBe('finished');
    const fieldsOf = async (body: unknown) => {
      const answer = await api.call('POST', '/races/ow3/withdraw', body, organiser);
      return [answer.status, answer.body.errors.map(({ field }: { field: string }) => field)];
    };
    expect(await fieldsOf({})).toEqual([400, ['car']]);
    expect(await fieldsOf({ car: '7' })).toEqual([404, ['car']]);
    expect((await api.call('POST', '/races/ow3/eliminate', { car: '1', reason: 'unsporting conduct' }, organiser)).status).toBe(200);
    expect(await fieldsOf({ car: '1' })).toEqual([409, ['car']]);
  });

  it('leaves a player withdrawing his own car only, whatever car his body names', async () => {
    const { tokens } = await api.racingRace('ow4');
    const answer = await api.call('POST', '/races/ow4/withdraw', { car: '2' }, bearer(tokens['1']!));
    expect(answer.status).toBe(200);
    expect(answer.body.race.entries.map(({ car, status }: { car: string; status: string }) => [car, status])).toEqual([
      ['1', 'out'],
      ['2', 'in'],
    ]);
  });
});
