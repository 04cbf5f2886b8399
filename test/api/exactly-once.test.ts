/**
 * Steps, registrations and retried requests played exactly once through double clicks, lost
 * answers and crashes at the worst moments (issue: exactly once under crashes).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/index.ts';
import { LEASE_MS } from '../../functions/api/idempotency.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-once');
});
afterAll(() => world.close());

const HOLD_HOURS = (LEASE_MS + 1000) / 3_600_000;
const turnsOf = async (raceId: string) =>
  (await world.events(raceId)).filter((e): e is Extract<RaceEvent, { type: 'TurnResolved' }> => e.type === 'TurnResolved').map((e) => e.turn);
const key = (name: string) => ({ 'idempotency-key': `key-${name}-0123456789` });
class Crash extends Error {}

describe('one command plays one step', () => {
  it('a double click on resolve plays the turn once and answers both clicks with it', async () => {
    await world.racingRace('double');
    const answers = await Promise.all([
      world.call('POST', '/races/double/resolve', undefined, organiser),
      world.call('POST', '/races/double/resolve', undefined, organiser),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.race.turn)).toEqual([2, 2]);
    expect(await turnsOf('double')).toEqual([1]);
  });

  it('a resolve naming its turn plays it once; sent again it answers the race, and a turn not open is refused', async () => {
    await world.racingRace('named');
    expect((await world.call('POST', '/races/named/resolve', { turn: 1 }, organiser)).status).toBe(200);
    const again = await world.call('POST', '/races/named/resolve', { step: 'turn-1' }, organiser);
    expect(again.status).toBe(200);
    expect(again.body.race.turn).toBe(2);
    const ahead = await world.call('POST', '/races/named/resolve', { turn: 3 }, organiser);
    expect(ahead.status).toBe(409);
    expect(ahead.body.errors).toEqual([{ field: 'turn', reason: 'not the open step' }]);
    expect((await world.call('POST', '/races/named/resolve', { step: 'lap-2' }, organiser)).body.errors[0].field).toBe('step');
    expect(await turnsOf('named')).toEqual([1]);
  });

  it('a retried resolve with the same Idempotency-Key gets the first answer and plays nothing', async () => {
    await world.racingRace('retried');
    const first = await world.call('POST', '/races/retried/resolve', undefined, { ...organiser, ...key('retried') });
    const retry = await world.call('POST', '/races/retried/resolve', undefined, { ...organiser, ...key('retried') });
    expect(retry.status).toBe(first.status);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await turnsOf('retried')).toEqual([1]);
  });

  it('the retry of a resolve that died before its answer was kept plays nothing more: the step it meant is played', async () => {
    await world.racingRace('resumed');
    const dying = world.callWith({ idempotency: world.dyingBeforeTheAnswer() });
    expect((await dying('POST', '/races/resumed/resolve', undefined, { ...organiser, ...key('resumed') })).status).toBe(500);
    expect(await turnsOf('resumed')).toEqual([1]);

    const early = await world.call('POST', '/races/resumed/resolve', undefined, { ...organiser, ...key('resumed') });
    expect(early.status).toBe(409);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    world.advance(HOLD_HOURS);
    const retry = await world.call('POST', '/races/resumed/resolve', undefined, { ...organiser, ...key('resumed') });
    expect(retry.status).toBe(200);
    expect(retry.body.race.turn).toBe(2);
    expect(await turnsOf('resumed')).toEqual([1]);
  });

  it('an Idempotency-Key used again for another request is refused with 422', async () => {
    await world.racingRace('reused');
    expect((await world.call('POST', '/races/reused/deadline', { deadline: '2026-01-01T00:00:00Z' }, { ...organiser, ...key('reused') })).status).toBe(200);
    const other = await world.call('POST', '/races/reused/deadline', { deadline: '2026-02-01T00:00:00Z' }, { ...organiser, ...key('reused') });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ field: 'idempotency-key', reason: 'used for another request' }]);
    expect((await world.call('POST', '/races/reused/deadline', {}, { ...organiser, 'idempotency-key': 'short' })).body.errors[0].field).toBe('idempotency-key');
  });
});

describe('a closed ballot without its commit is due', () => {
  it('a crash between closing the ballot and writing the turn leaves the race due: the next run plays it with the moves the ballot holds', async () => {
    const { tokens } = await world.racingRace('frozen');
    expect((await world.call('POST', '/races/frozen/moves', { speed: 3 }, bearer(tokens['1'] ?? ''))).status).toBe(200);
    const dying = world.callWith({
      store: {
        ...world.deps.store,
        append: async () => {
          throw new Crash('killed');
        },
      },
    });
    expect((await dying('POST', '/races/frozen/resolve', undefined, organiser)).status).toBe(500);
    expect((await world.call('POST', '/races/frozen/moves', { speed: 4 }, bearer(tokens['2'] ?? ''))).status).toBe(409);
    expect(await world.deps.index.owing()).toContain('frozen');

    const { resolutions } = await world.resolver().resolveDue();
    expect(resolutions.find((r) => r.raceId === 'frozen')?.events.map((e) => e.type)).toEqual(['MoveSubmitted', 'TurnResolved']);
    const [turn] = (await world.events('frozen')).filter((e) => e.type === 'TurnResolved');
    expect(turn).toMatchObject({ turn: 1, moves: { '1': { speed: 3 }, '2': null } });
    expect(await world.deps.index.owing()).not.toContain('frozen');
  });
});

describe('registration is recoverable', () => {
  const register = (raceId: string, who: string, headers: Record<string, string> = {}) =>
    world.call('POST', `/races/${raceId}/entries`, { name: who, email: `${who.toLowerCase()}@example.org` }, headers);
  const openRace = (raceId: string) => world.call('POST', '/races', { id: raceId, title: `Race ${raceId}`, circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
  const tokensMailedTo = (to: string) => world.mails.filter((m) => m.to === to).map((m) => /\b[0-9a-f]{64}\b/.exec(m.email.text)?.[0]);

  it('a registration retried with its Idempotency-Key gets the first answer, token and all', async () => {
    await openRace('entries1');
    const first = await register('entries1', 'Ada', key('ada'));
    const retry = await register('entries1', 'Ada', key('ada'));
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect((await world.events('entries1')).filter((e) => e.type === 'EntryRegistered')).toHaveLength(1);
  });

  it('a registration whose process died after its commit is answered again by its retry, with a token that works and one email', async () => {
    await openRace('entries2');
    const dying = world.callWith({ idempotency: world.dyingBeforeTheAnswer() });
    expect((await dying('POST', '/races/entries2/entries', { name: 'Bea', email: 'bea@example.org' }, key('bea'))).status).toBe(500);
    world.advance(HOLD_HOURS);
    const retry = await register('entries2', 'Bea', key('bea'));
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ car: '1', emailed: true });
    expect(tokensMailedTo('bea@example.org')).toEqual([retry.body.token]);
    expect((await world.call('GET', '/races/entries2/moves/mine', undefined, bearer(retry.body.token))).status).toBe(200);
    // Without the key, the same address is a second registration, refused.
    expect((await register('entries2', 'Bea')).status).toBe(409);
  });

  it('a player who lost his token gets a new one by email only; a stranger asking can neither get it nor lock him out', async () => {
    await openRace('entries3');
    const { body: cleo } = await register('entries3', 'Cleo');
    const ask = (email: string) => world.call('POST', '/races/entries3/entries/token', { email });
    const stranger = await ask('nobody@example.org');
    const asked = await ask('CLEO@example.org');
    expect([stranger.status, asked.status]).toEqual([202, 202]);
    expect(stranger.body).toEqual(asked.body);
    expect(JSON.stringify(asked.body)).not.toMatch(/[0-9a-f]{64}/);
    const [first, issued] = tokensMailedTo('cleo@example.org');
    expect(first).toBe(cleo.token);
    expect(issued).toMatch(/^[0-9a-f]{64}$/);

    // Asked again at once: nothing sent, and every token the player holds still works.
    await ask('cleo@example.org');
    expect(tokensMailedTo('cleo@example.org')).toHaveLength(2);
    for (const token of [cleo.token, issued]) expect((await world.call('GET', '/races/entries3/moves/mine', undefined, bearer(token ?? ''))).status).toBe(200);
    // Asked over and over later: the newest token, in his mailbox, always works.
    for (let attempt = 0; attempt < 5; attempt++) {
      world.advance(1);
      await ask('cleo@example.org');
    }
    const newest = tokensMailedTo('cleo@example.org').at(-1);
    expect(tokensMailedTo('cleo@example.org')).toHaveLength(7);
    expect((await world.call('GET', '/races/entries3/moves/mine', undefined, bearer(newest ?? ''))).status).toBe(200);
    const history = JSON.stringify((await world.call('GET', '/races/entries3/events', undefined, organiser)).body);
    expect(history).not.toContain(newest);
    expect(history).not.toContain('tokenHash');
  });

  it('a race creation that died between its seed and its commit is finished by the retry', async () => {
    const dying = world.callWith({
      store: {
        ...world.deps.store,
        append: async () => {
          throw new Crash('killed');
        },
      },
    });
    const body = { id: 'created', title: 'Race created', circuitId: 'oval', rulesetId: 'toy-1' };
    expect((await dying('POST', '/races', body, organiser)).status).toBe(500);
    const retry = await world.call('POST', '/races', body, organiser);
    expect(retry.status).toBe(201);
    expect((await world.call('POST', '/races', body, organiser)).status).toBe(409);
    expect((await world.events('created')).map((e) => e.type)).toEqual(['RaceCreated']);
  });

  it('a race creation that died after its commit is answered again by its retry with the same Idempotency-Key', async () => {
    const body = { id: 'created2', title: 'Race created2', circuitId: 'oval', rulesetId: 'toy-1' };
    const dying = world.callWith({ idempotency: world.dyingBeforeTheAnswer() });
    expect((await dying('POST', '/races', body, { ...organiser, ...key('created2') })).status).toBe(500);
    world.advance(HOLD_HOURS);
    const retry = await world.call('POST', '/races', body, { ...organiser, ...key('created2') });
    expect(retry.status).toBe(201);
    expect(retry.body.race.raceId).toBe('created2');
    expect((await world.call('GET', '/races')).body.races.map((r: { raceId: string }) => r.raceId)).toContain('created2');
    expect((await world.call('POST', '/races', { ...body, title: 'Another race' }, { ...organiser, ...key('another') })).status).toBe(409);
    expect((await world.events('created2')).map((e) => e.type)).toEqual(['RaceCreated']);
  });
});
