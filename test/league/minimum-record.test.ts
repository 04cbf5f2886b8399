/**
 * A race that asks a minimum record to register (issue 29), over the HTTP API on the toy ruleset:
 * the drivers' records come from a race played first, in which Fay sends no setup, so that her
 * on-time share is worked out by hand below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';
import { toyLeague } from '../race/toy-ruleset.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-minimum-record', { [toyLeague.id]: toyLeague });
});
afterAll(() => api.close());

const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

const createRace = (id: string, more: Record<string, unknown> = {}) =>
  api.call('POST', '/races', { id, title: `Race ${id}`, circuitId: 'oval', rulesetId: toyLeague.id, laps: 1, ...more }, organiser);
const entry = (name: string) => ({ name, email: `${name.toLowerCase()}@example.org` });

describe('a minimum record to register', () => {
  beforeAll(async () => {
    // Dan and Fay race the toy's four steps (pole lap, setup, two turns); Fay sends no setup.
    await createRace('m1');
    const tokens = { Dan: (await ok('POST', '/races/m1/entries', entry('Dan'))).token, Fay: (await ok('POST', '/races/m1/entries', entry('Fay'))).token };
    await ok('POST', '/races/m1/close-registration', undefined, organiser);
    for (const [index, token] of [tokens.Dan, tokens.Fay].entries()) await ok('POST', '/races/m1/qualifying', { turns: index + 1 }, bearer(token));
    await ok('POST', '/races/m1/resolve', { step: 'qualifying' }, organiser);
    await ok('POST', '/races/m1/setup', { tyres: 'soft' }, bearer(tokens.Dan));
    await ok('POST', '/races/m1/resolve', { step: 'setup' }, organiser);
    for (const turn of [1, 2]) {
      for (const token of [tokens.Dan, tokens.Fay]) await ok('POST', '/races/m1/moves', { turn, speed: 6 }, bearer(token));
      await ok('POST', '/races/m1/resolve', { turn }, organiser);
    }
    expect((await ok('GET', '/races/m1')).race.phase).toBe('finished');
  }, 60_000);

  it('refuses a driver on time less often than the race asks, naming his name and both shares', async () => {
    // Fay: awaited 4 times, missed 1 → 3/4 = 75%; Dan 4/4 = 100%.
    expect((await ok('GET', '/drivers/Fay')).record.totals).toMatchObject({ finished: 1, awaited: 4, missed: 1, onTime: 0.75 });
    expect((await createRace('m2', { minimumRecord: { onTime: 0.9 } })).status).toBe(201);
    expect((await ok('GET', '/races/m2')).race.minimumRecord).toEqual({ onTime: 0.9 });
    const refused = await api.call('POST', '/races/m2/entries', entry('Fay'));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ field: 'name', reason: "Fay's record: on time in 75% of the steps awaited; this race asks 90%" }]);
    expect((await api.call('POST', '/races/m2/entries', entry('Dan'))).status).toBe(201);
    // A newcomer has no share to fall short of.
    expect((await api.call('POST', '/races/m2/entries', entry('Gus'))).status).toBe(201);
    expect(Object.values((await ok('GET', '/races/m2')).race.entries).map((e) => (e as { name: string }).name)).toEqual(['Dan', 'Gus']);
  });

  it('counts only the races that have finished, so a newcomer is kept out of a race that asks one', async () => {
    // Dan entered m1 (finished) and m2 (open): one finished race.
    expect((await createRace('m3', { minimumRecord: { finished: 2 } })).status).toBe(201);
    const dan = await api.call('POST', '/races/m3/entries', entry('Dan'));
    expect(dan.status).toBe(403);
    expect(dan.body.errors).toEqual([{ field: 'name', reason: "Dan's record: 1 finished race; this race asks 2" }]);
    expect((await createRace('m4', { minimumRecord: { finished: 1 } })).status).toBe(201);
    expect((await api.call('POST', '/races/m4/entries', entry('Dan'))).status).toBe(201);
    expect((await api.call('POST', '/races/m4/entries', entry('Hal'))).status).toBe(403);
  });

  it('holds a substitute to the minimum as a registering driver, unless the organiser waives it, which the handover records', async () => {
    expect((await createRace('m6', { minimumRecord: { onTime: 0.9 } })).status).toBe(201);
    expect((await ok('POST', '/races/m6/entries', entry('Dan'))).car).toBe('1');
    expect((await ok('POST', '/races/m6/entries', entry('Gus'))).car).toBe('2');
    await ok('POST', '/races/m6/close-registration', undefined, organiser);
    const handOver = (body: Record<string, unknown>) => api.call('POST', '/races/m6/hand-over', body, organiser);
    // Fay: on time in 3 of the 4 steps m1 awaited, 75% (as above); the race asks 90%.
    const refused = await handOver({ car: '1', ...entry('Fay') });
    expect(refused.status).toBe(403);
    expect(refused.type).toContain('application/problem+json');
    expect(refused.body.errors).toEqual([{ field: 'name', reason: "Fay's record: on time in 75% of the steps awaited; this race asks 90%" }]);
    // A newcomer has no share to fall short of: he takes Gus's seat as he would register.
    expect((await handOver({ car: '2', ...entry('Hal') })).status).toBe(201);
    // The organiser keeps Dan's seat alive with Fay all the same, and says so.
    expect((await handOver({ car: '1', ...entry('Fay'), waiveMinimumRecord: true })).status).toBe(201);
    const handovers = (await ok('GET', '/races/m6/events')).commits
      .flatMap(({ events }: { events: { type: string }[] }) => events)
      .filter(({ type }: { type: string }) => type === 'SeatHandedOver');
    expect(handovers.map(({ car, name, minimumWaived }: Record<string, unknown>) => ({ car, name, minimumWaived }))).toEqual([
      { car: '2', name: 'Hal', minimumWaived: undefined },
      { car: '1', name: 'Fay', minimumWaived: true },
    ]);
    expect(handovers[0]).not.toHaveProperty('record');
  });

  it('refuses a minimum out of range at the race’s creation, naming the field', async () => {
    const answer = await createRace('m5', { minimumRecord: { onTime: 1.5 } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.map(({ field }: { field: string }) => field)).toEqual(['minimumRecord.onTime']);
  });

  it('leaves a race without a minimum as it was: its RaceCreated has no minimumRecord', async () => {
    const [created] = (await ok('GET', '/races/m1/events')).commits[0].events;
    expect(created.type).toBe('RaceCreated');
    expect(created).not.toHaveProperty('minimumRecord');
  });
});
