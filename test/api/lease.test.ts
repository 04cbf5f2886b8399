/**
 * A request's claim on its Idempotency-Key is a short lease its holder renews while it runs: the
 * retry of a request whose process died is answered within 5 s of the crash, and a request still
 * running keeps its key however long it runs. Time is the test's clock, moved by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MS, lease } from '../../functions/api/idempotency.ts';
import { type Api, organiser, startApi } from './world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-lease');
});
afterAll(() => world.close());

/** The bound: a retried command is answered within 5 s of the crash. */
const ANSWERED_WITHIN_MS = 5_000;
const SECOND = 1 / 3600;
const key = (name: string) => ({ 'idempotency-key': `lease-${name}-0123456789` });

describe('the lease on an Idempotency-Key', () => {
  it('lets the retry of a registration whose process died take the key over within 5 s of the crash, with the same car and token', async () => {
    await world.call('POST', '/races', { id: 'lease1', title: 'Lease GP', circuitId: 'oval', rulesetId: 'toy-1' }, organiser);
    const body = { name: 'Ada', email: 'ada@example.org' };
    const dying = world.callWith({ idempotency: world.dyingBeforeTheAnswer() });
    expect((await dying('POST', '/races/lease1/entries', body, key('ada'))).status).toBe(500);
    const crashedAt = world.now().getTime();

    const held = await world.call('POST', '/races/lease1/entries', body, key('ada'));
    expect(held).toMatchObject({ status: 409, body: { errors: [{ field: 'idempotency-key', reason: 'in progress' }] } });
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter * 1000).toBeLessThanOrEqual(ANSWERED_WITHIN_MS);

    world.advance(retryAfter * SECOND);
    const retry = await world.call('POST', '/races/lease1/entries', body, key('ada'));
    expect(world.now().getTime() - crashedAt).toBeLessThanOrEqual(ANSWERED_WITHIN_MS);
    expect(retry).toMatchObject({ status: 201, body: { car: '1' } });
    expect((await world.events('lease1')).filter((e) => e.type === 'EntryRegistered')).toHaveLength(1);
  });

  it('is renewed by its holder while its request runs, and runs out at most LEASE_MS after the holder stops renewing', async () => {
    const store = world.deps.idempotency;
    const begin = (holder: string) => {
      const now = world.now();
      return store.begin('lease-unit', 'fingerprint', holder, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString(), 0);
    };
    const takenAt = world.now();
    expect(await begin('first')).toEqual({ kind: 'new', takenOver: false });
    const first = lease(store, 'lease-unit', 'first', world.now, takenAt);
    // The request runs for 20 s by the clock, its holder's timer looking every half second.
    for (let elapsed = 0; elapsed < 20_000; elapsed += 500) {
      world.advance(0.5 * SECOND);
      await first.renewIfDue();
      expect((await begin('retry')).kind, `${elapsed + 500} ms into the request`).toBe('busy');
    }
    // The holder's process dies: nobody renews. A retry is turned away until the lease runs out, then takes the key over.
    const crashedAt = world.now().getTime();
    let answeredAt: number | undefined;
    for (let waited = 0; answeredAt === undefined && waited <= LEASE_MS + 1000; waited += 100) {
      if ((await begin('retry')).kind === 'new') answeredAt = world.now().getTime();
      else world.advance(0.1 * SECOND);
    }
    expect(answeredAt).toBeDefined();
    expect((answeredAt ?? Infinity) - crashedAt).toBeLessThanOrEqual(Math.min(LEASE_MS, ANSWERED_WITHIN_MS));
    // The first holder, should it come back, no longer holds the key: it renews nothing and keeps no answer.
    expect(await store.renew('lease-unit', 'first', new Date(world.now().getTime() + LEASE_MS).toISOString())).toBe(false);
    await store.finish('lease-unit', 'first', 'its answer', 0);
    expect(await begin('third')).toMatchObject({ kind: 'busy' });
  });
});
