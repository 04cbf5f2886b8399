import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConcurrencyError, StoreValidationError } from '../../functions/store/errors.ts';
import { createEventStore, type EventStore } from '../../functions/store/eventStore.ts';
import { unpack } from '../../functions/store/packed.ts';
import { keys } from '../../functions/store/table.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { added, CounterEvent, CounterState, countQueries, type CounterEvent as Event, evolve, initial, type CounterState as State } from './counter.ts';

const clock = new Date('2025-03-01T12:00:00.000Z');
let dynamo: LocalDynamo;
let store: EventStore<Event, State>;

beforeAll(async () => {
  dynamo = await startDynalite();
  store = createEventStore({ ...dynamo, eventSchema: CounterEvent, snapshotSchema: CounterState, now: () => clock });
});
afterAll(() => dynamo.close());

const newRace = () => `race-${randomUUID()}`;
/** The state one `added(by)` leaves. */
const one = (by: string): State => evolve(initial, added(by));

const putRaw = (pk: string, sk: number, attributes: Record<string, string>) =>
  dynamo.client.send(
    new PutItemCommand({
      TableName: dynamo.table,
      Item: { pk: { S: pk }, sk: { N: String(sk) }, ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, { S: v }])) },
    }),
  );

describe('event store', () => {
  it('reads back each commit with its events, number and time', async () => {
    const raceId = newRace();
    await store.append(raceId, 1, [added('ann', 2), { type: 'Noted', text: 'first' }], { total: 2, by: ['ann'] });
    await store.append(raceId, 2, [added('bob', 3)], { total: 5, by: ['ann', 'bob'] });

    expect(await store.readCommits(raceId)).toEqual([
      { commit: 1, at: clock.toISOString(), events: [added('ann', 2), { type: 'Noted', text: 'first' }] },
      { commit: 2, at: clock.toISOString(), events: [added('bob', 3)] },
    ]);
    expect((await store.readCommits(raceId, 1)).map((c) => c.commit)).toEqual([2]);
    expect(await store.head(raceId)).toEqual({ commit: 2, at: clock.toISOString(), state: { total: 5, by: ['ann', 'bob'] } });
  });

  it('keeps a commit’s events and snapshot deflated, far smaller than their JSON, and still reads commits written as plain JSON and gzipped', async () => {
    const raceId = newRace();
    const many = Array.from({ length: 40 }, (_, i) => added(`player-${i % 4}`, i + 1));
    const state = { total: 820, by: many.map((_, i) => `player-${i % 4}`) };
    await store.append(raceId, 1, many, state);
    const { Item: item } = await dynamo.client.send(
      new GetItemCommand({ TableName: dynamo.table, Key: { pk: { S: keys.commits(raceId) }, sk: { N: '1' } }, ConsistentRead: true }),
    );
    expect(item?.events?.S).toBeUndefined();
    expect(item?.events?.B?.byteLength).toBeLessThan(JSON.stringify(many).length / 3);
    expect(unpack(item?.state)).toBe(JSON.stringify(state));
    await putRaw(keys.commits(raceId), 2, {
      at: clock.toISOString(),
      events: JSON.stringify([added('ann')]),
      state: JSON.stringify({ total: 821, by: ['ann'] }),
    });
    await dynamo.client.send(
      new PutItemCommand({
        TableName: dynamo.table,
        Item: {
          pk: { S: keys.commits(raceId) },
          sk: { N: '3' },
          at: { S: clock.toISOString() },
          events: { B: gzipSync(JSON.stringify([added('bob'), added('ann')])) },
          state: { B: gzipSync(JSON.stringify({ total: 823, by: ['ann', 'bob', 'ann'] })) },
        },
      }),
    );
    expect((await store.readCommits(raceId)).map((commit) => commit.events.length)).toEqual([40, 1, 2]);
    expect(await store.head(raceId)).toMatchObject({ commit: 3, state: { total: 823, by: ['ann', 'bob', 'ann'] } });
  });

  it('starts an unknown race empty', async () => {
    expect(await store.head(newRace())).toBeUndefined();
    expect(await store.readCommits(newRace())).toEqual([]);
  });

  it('refuses to write an event its schema rejects, naming race, commit, event and issue', async () => {
    const raceId = newRace();
    const bad = { type: 'Added', by: 'ann', amount: 1.5 } as unknown as Event;
    const error = await store.append(raceId, 1, [added('ann'), bad], one('ann')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(StoreValidationError);
    expect((error as Error).message).toMatch(new RegExp(`^race ${raceId}, commit 1, event 1 at amount: .*int`, 'i'));
    expect(await store.readCommits(raceId)).toEqual([]);
  });

  it('refuses to read a stored event its schema rejects, naming race, commit and issue', async () => {
    const raceId = newRace();
    await store.append(raceId, 1, [added('ann')], one('ann'));
    await putRaw(keys.commits(raceId), 2, { at: clock.toISOString(), events: JSON.stringify([{ type: 'Renamed' }]) });

    await expect(store.readCommits(raceId)).rejects.toThrow(new RegExp(`^race ${raceId}, commit 2, event 0 at type: `));
  });

  it('refuses to read a stored commit that is not JSON', async () => {
    const raceId = newRace();
    await putRaw(keys.commits(raceId), 1, { at: clock.toISOString(), events: '[{"type":' });

    await expect(store.readCommits(raceId)).rejects.toThrow(`race ${raceId}, commit 1, events`);
  });

  it('validates the state on write and on read', async () => {
    const raceId = newRace();
    await expect(store.append(raceId, 1, [added('ann')], { total: 'ten' } as unknown as State)).rejects.toThrow(`race ${raceId}, commit 1, state at total`);
    expect(await store.readCommits(raceId)).toEqual([]);
    await putRaw(keys.commits(raceId), 4, { at: clock.toISOString(), events: JSON.stringify([added('ann')]), state: JSON.stringify({ total: 1 }) });
    await expect(store.head(raceId)).rejects.toThrow(`race ${raceId}, commit 4, state at by`);
  });

  it('raises ConcurrencyError for a commit number already written, and keeps the first', async () => {
    const raceId = newRace();
    await store.append(raceId, 1, [added('ann')], one('ann'));

    const error = await store.append(raceId, 1, [added('bob')], one('bob')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ raceId, commit: 1 });
    expect((await store.readCommits(raceId))[0]?.events).toEqual([added('ann')]);
  });

  it('loads a race with one read of one item, however many commits it has', async () => {
    const raceId = newRace();
    let state = initial;
    for (let commit = 1; commit <= 25; commit++) {
      state = evolve(state, added(`p${commit}`, commit));
      await store.append(raceId, commit, [added(`p${commit}`, commit)], state);
    }

    const reads = countQueries(dynamo.client);
    const head = await store.head(raceId);
    reads.stop();

    expect(head).toEqual({ commit: 25, at: clock.toISOString(), state: { total: 325, by: Array.from({ length: 25 }, (_, i) => `p${i + 1}`) } });
    expect(reads).toMatchObject({ requests: 1, items: 1 });
  });

  it('remembers the newest head it read or wrote, without reading, and never an older one', async () => {
    const raceId = newRace();
    const other = createEventStore({ ...dynamo, eventSchema: CounterEvent, snapshotSchema: CounterState, now: () => clock });
    expect(store.remembered(raceId)).toBeUndefined();

    await store.append(raceId, 1, [added('ann')], one('ann'));
    const reads = countQueries(dynamo.client);
    expect(store.remembered(raceId)).toEqual({ commit: 1, at: clock.toISOString(), state: one('ann') });
    expect(reads.requests).toBe(0);
    reads.stop();

    // Another process moves the race on: this store still remembers commit 1 until it reads.
    const two = evolve(one('ann'), added('bob'));
    await other.append(raceId, 2, [added('bob')], two);
    expect(store.remembered(raceId)?.commit).toBe(1);
    await store.head(raceId);
    expect(store.remembered(raceId)).toEqual({ commit: 2, at: clock.toISOString(), state: two });
    expect(other.remembered(raceId)?.commit).toBe(2);
  });

  it('follows DynamoDB pages past 1 MB, and stops at the limit across pages', async () => {
    const raceId = newRace();
    // Random text: the store gzips what it keeps, and this must stay over 1 MB for 12 commits.
    const padding = randomBytes(112_500).toString('base64');
    for (let commit = 1; commit <= 12; commit++) await store.append(raceId, commit, [{ type: 'Noted', text: `${commit}${padding}` }], initial);

    const reads = countQueries(dynamo.client);
    const commits = await store.readCommits(raceId);
    reads.stop();
    expect(commits.map((c) => c.commit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(reads.requests).toBeGreaterThanOrEqual(2);

    expect((await store.readCommits(raceId, 2, 8)).map((c) => c.commit)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('reads the commits after N, at most limit of them', async () => {
    const raceId = newRace();
    for (let commit = 1; commit <= 30; commit++) await store.append(raceId, commit, [added(`p${commit}`)], one(`p${commit}`));
    const read = async (after: number, limit?: number) => (await store.readCommits(raceId, after, limit)).map((c) => c.commit);

    expect(await read(0)).toHaveLength(30);
    expect(await read(3, 4)).toEqual([4, 5, 6, 7]);
    expect(await read(28, 5)).toEqual([29, 30]);
    expect(await read(30, 1)).toEqual([]);
  });
});
