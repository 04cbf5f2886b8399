/**
 * tools/refold against dynalite: a race whose snapshots an older fold computed, or that were
 * corrupted, is refolded to the fold of its events with today's code; its events stay byte for
 * byte; a dry run changes nothing; a second refold finds nothing to change.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { DynamoDBClient, ListTablesCommand, QueryCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyRuleset, createRace, type RaceState } from '../../domain/race/index.ts';
import { RaceState as RaceStateSchema } from '../../domain/race/state.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { decidesNothing, wireStorage } from '../../functions/race/storage.ts';
import { MissingCommitError } from '../../functions/store/errors.ts';
import { unpack } from '../../functions/store/packed.ts';
import { keys } from '../../functions/store/table.ts';
import { runRefold } from '../../tools/refold/cli.ts';
import { refold } from '../../tools/refold/refold.ts';
import { readFixture } from '../golden/fixtures.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';

let dynamo: LocalDynamo;
beforeAll(async () => {
  dynamo = await startDynalite();
});
afterAll(() => dynamo.close());

const aics = rulesets['aics-3.06'] as AnyRuleset;
/** An older AICS fold, with a bug the fix corrects: it forgot the wear a car paid. */
const olderRulesets = {
  ...rulesets,
  [aics.id]: { ...aics, evolve: (state: unknown, event: { type: string }) => (event.type === 'WearPaid' ? state : aics.evolve(state, event)) },
};
const today = createRace(rulesets);

/** The recorded race written by the older code: its events as today's, its snapshots the older fold. */
async function storeRace(raceId: string): Promise<{ states: RaceState[] }> {
  const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets: olderRulesets });
  const older = createRace(olderRulesets);
  let state = older.initialState;
  for (const [i, { events }] of readFixture('aics-test-oval-deserted').commits.entries()) {
    state = events.reduce(older.evolve, state);
    await store.append(raceId, i + 1, events, state);
  }
  let folded = today.initialState;
  const states = readFixture('aics-test-oval-deserted').commits.map(({ events }) => (folded = events.reduce(today.evolve, folded)));
  return { states };
}

/** Every item of the race as stored: number, events and snapshot text. */
const items = async (raceId: string) =>
  (
    await dynamo.client.send(
      new QueryCommand({
        TableName: dynamo.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: keys.commits(raceId) } },
        ConsistentRead: true,
      }),
    )
  ).Items?.map((item) => ({ commit: Number(item.sk?.N), events: unpack(item.events), state: unpack(item.state), at: item.at?.S, kind: item.kind?.S })) ?? [];

const io = () => {
  const lines = { out: [] as string[], err: [] as string[] };
  return { lines, io: { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) } };
};

describe('refold', () => {
  it('rewrites the snapshots an older fold computed, and only those, leaving every event as it was', async () => {
    const raceId = `race-${randomUUID()}`;
    const { states } = await storeRace(raceId);
    const before = await items(raceId);
    // The older fold parts from today's from the first wear paid on.
    const differing = states.flatMap((state, i) =>
      isDeepStrictEqual(JSON.parse(JSON.stringify(RaceStateSchema.parse(state))), JSON.parse(before[i]?.state ?? '')) ? [] : [i + 1],
    );
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.length).toBeLessThan(states.length);

    const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets });
    const dry = await refold({ store, raceId, initial: today.initialState, evolve: today.evolve, snapshotSchema: RaceStateSchema, dryRun: true });
    expect(dry).toEqual({ commits: states.length, changed: differing });
    expect(await items(raceId)).toEqual(before);

    const done = await refold({ store, raceId, initial: today.initialState, evolve: today.evolve, snapshotSchema: RaceStateSchema });
    expect(done).toEqual({ commits: states.length, changed: differing });
    const after = await items(raceId);
    expect(after.map(({ commit, events, at, kind }) => ({ commit, events, at, kind }))).toEqual(
      before.map(({ commit, events, at, kind }) => ({ commit, events, at, kind })),
    );
    expect(after.map((item) => JSON.parse(item.state ?? 'null'))).toEqual(states.map((state) => RaceStateSchema.parse(state)));
    expect((await wireStorage({ ...dynamo, decider: decidesNothing, rulesets }).store.head(raceId))?.state).toEqual(states.at(-1));

    expect(await refold({ store, raceId, initial: today.initialState, evolve: today.evolve, snapshotSchema: RaceStateSchema })).toEqual({
      commits: states.length,
      changed: [],
    });
  });

  it('repairs corrupted snapshots from the command line, and a dry run reports without changing', async () => {
    const raceId = `race-${randomUUID()}`;
    const { states } = await storeRace(raceId);
    await refold({
      store: wireStorage({ ...dynamo, decider: decidesNothing, rulesets }).store,
      raceId,
      initial: today.initialState,
      evolve: today.evolve,
      snapshotSchema: RaceStateSchema,
    });
    // Commit 2's snapshot is not JSON, commit 5's is another commit's state.
    const corrupt = (commit: number, text: string) =>
      dynamo.client.send(
        new UpdateItemCommand({
          TableName: dynamo.table,
          Key: { pk: { S: keys.commits(raceId) }, sk: { N: String(commit) } },
          UpdateExpression: 'SET #state = :state',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':state': { S: text } },
        }),
      );
    await corrupt(2, '{"phase":');
    await corrupt(5, JSON.stringify(states[0]));
    const before = await items(raceId);
    const args = [raceId, '--table', dynamo.table, '--endpoint', dynamo.endpoint];

    const dry = io();
    expect(await runRefold([...args, '--dry-run'], rulesets, dry.io)).toBe(0);
    expect(dry.lines.out).toEqual([`race ${raceId}: ${states.length} commits refolded, 2 snapshots would change (commits 2, 5)`]);
    expect(await items(raceId)).toEqual(before);

    const run = io();
    expect(await runRefold(args, rulesets, run.io)).toBe(0);
    expect(run.lines.out).toEqual([`race ${raceId}: ${states.length} commits refolded, 2 snapshots changed (commits 2, 5)`]);
    const after = await items(raceId);
    expect(after.map((item) => item.events)).toEqual(before.map((item) => item.events));
    expect(JSON.parse(after[1]?.state ?? '')).toEqual(RaceStateSchema.parse(states[1]));
    expect(JSON.parse(after[4]?.state ?? '')).toEqual(RaceStateSchema.parse(states[4]));

    const again = io();
    expect(await runRefold(args, rulesets, again.io)).toBe(0);
    expect(again.lines.out).toEqual([`race ${raceId}: ${states.length} commits refolded, 0 snapshots changed`]);
  });

  it('never creates a commit when rewriting a snapshot', async () => {
    const raceId = `race-${randomUUID()}`;
    const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets });
    await expect(store.rewriteSnapshot(raceId, 1, today.initialState)).rejects.toBeInstanceOf(MissingCommitError);
    expect(await items(raceId)).toEqual([]);
  });

  it('answers an unknown race, a wrong command line and a store it cannot read', async () => {
    const unknown = io();
    expect(await runRefold(['no-such-race', '--table', dynamo.table, '--endpoint', dynamo.endpoint], rulesets, unknown.io)).toBe(1);
    expect(unknown.lines.err).toEqual([`race no-such-race: no commits in table ${dynamo.table}`]);

    for (const args of [[], ['a', 'b'], ['r', '--table'], ['r', '--frobnicate'], ['r', '--endpoint', 'not a url']]) {
      const wrong = io();
      expect(await runRefold(args, rulesets, wrong.io)).toBe(2);
      expect(wrong.lines.err[0]).toMatch(/^usage: npm run refold -- <raceId>/);
    }

    // Without an endpoint, the local store of `npm start` under DATA_DIR: here one with no table yet.
    const dataDir = await mkdtemp(join(tmpdir(), 'refold-'));
    try {
      const local = io();
      expect(await runRefold(['r1'], rulesets, local.io, { DATA_DIR: dataDir })).toBe(1);
      expect(local.lines.err).toEqual([`race r1: no table speed-master under ${dataDir}`]);

      // While `npm start` holds it, the store is left alone.
      const held = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0 });
      await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
      const client = new DynamoDBClient({
        endpoint: `http://127.0.0.1:${(held.address() as AddressInfo).port}`,
        region: 'local',
        credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
      });
      await client.send(new ListTablesCommand({}));
      const busy = io();
      expect(await runRefold(['r1'], rulesets, busy.io, { DATA_DIR: dataDir })).toBe(1);
      expect(busy.lines.err).toEqual([`race r1: the store under ${dataDir} is in use: stop \`npm start\` first`]);
      client.destroy();
      await new Promise<void>((resolve, reject) => held.close((error) => (error ? reject(error) : resolve())));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
