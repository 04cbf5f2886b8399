import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalid } from '../../domain/errors.ts';
import { handleCommand } from '../../functions/store/commandHandler.ts';
import { createEventStore, type EventStore } from '../../functions/store/eventStore.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { added, CounterEvent, CounterState, countQueries, type CounterEvent as Event, evolve, initial, type CounterState as State } from './counter.ts';

let dynamo: LocalDynamo;
let store: EventStore<Event, State>;

beforeAll(async () => {
  dynamo = await startDynalite();
  store = createEventStore({ ...dynamo, eventSchema: CounterEvent, snapshotSchema: CounterState });
});
afterAll(() => dynamo.close());

const newRace = () => `race-${randomUUID()}`;

/** Each command records, as its amount, how many commands it saw before it plus one: lost updates show. */
const add = (raceId: string, by: string) => handleCommand({ store, raceId, initial, evolve, decide: (state) => [added(by, state.by.length + 1)] });

describe('handleCommand', () => {
  it('appends the decided events at the next commit and returns the new state', async () => {
    const raceId = newRace();
    await add(raceId, 'ann');
    const result = await add(raceId, 'bob');

    expect(result).toEqual({ events: [added('bob', 2)], commit: 2, state: { total: 3, by: ['ann', 'bob'] }, conflicts: 0 });
  });

  it('writes nothing when the decision is empty, and lets a refusal through', async () => {
    const raceId = newRace();
    await add(raceId, 'ann');

    const nothing = await handleCommand({ store, raceId, initial, evolve, decide: () => [] });
    expect(nothing).toMatchObject({ events: [], commit: 1 });
    const refusal = handleCommand({
      store,
      raceId,
      initial,
      evolve,
      decide: () => {
        throw invalid('amount', 'too late');
      },
    });
    await expect(refusal).rejects.toThrow('too late');
    expect((await store.head(raceId))?.commit).toBe(1);
  });

  it('lands 20 concurrent commands on one race as commits 1..20, none lost or overwritten', async () => {
    const raceId = newRace();
    const players = Array.from({ length: 20 }, (_, i) => `p${i + 1}`);

    const results = await Promise.all(players.map((by) => add(raceId, by)));

    const commits = await store.readCommits(raceId);
    expect(commits.map((c) => c.commit)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(commits.flatMap((c) => c.events.map((e) => (e.type === 'Added' ? e.by : ''))).sort()).toEqual([...players].sort());
    // Each decision saw every earlier commit: the k-th commit decided on a total of k - 1.
    expect(commits.map((c) => (c.events[0]?.type === 'Added' ? c.events[0].amount : 0))).toEqual(commits.map((c) => c.commit));
    expect(results.map((r) => r.commit).sort((a, b) => a - b)).toEqual(commits.map((c) => c.commit));
    const conflicts = results.reduce((sum, r) => sum + r.conflicts, 0);
    expect(conflicts).toBeGreaterThan(0);
  });

  it('keeps the cost of a command the same as the race grows: one read of the newest commit and its state', async () => {
    const raceId = newRace();
    for (let i = 1; i <= 45; i++) await add(raceId, `p${i}`);

    const reads = countQueries(dynamo.client);
    const result = await add(raceId, 'last');
    reads.stop();

    expect(result.commit).toBe(46);
    expect(result.state.total).toBe(Array.from({ length: 46 }, (_, i) => i + 1).reduce((a, b) => a + b, 0));
    expect(await store.head(raceId)).toMatchObject({ commit: 46, state: result.state });
    expect(reads).toMatchObject({ requests: 1, items: 1 });
  });
});
