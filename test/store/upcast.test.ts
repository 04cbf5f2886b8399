/**
 * Versions and upcasters at the store boundary (contract 1): a stored event of an older version is
 * read in today's shape, its stored bytes untouched; one of a version the code does not know is
 * refused naming its commit, never skipped.
 */
import { randomUUID } from 'node:crypto';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { AnyRefereedRuleset } from '../../domain/race/any-ruleset.ts';
import type { AnyRuleset, RaceEvent, RaceState } from '../../domain/race/index.ts';
import { createRace } from '../../domain/race/index.ts';
import { gameUpcaster, raceUpcaster, stampGameEvents } from '../../domain/race/upcast.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { decidesNothing, wireStorage } from '../../functions/race/storage.ts';
import { createBallots } from '../../functions/store/ballots.ts';
import { StoreValidationError } from '../../functions/store/errors.ts';
import { createEventStore } from '../../functions/store/eventStore.ts';
import { unpack } from '../../functions/store/packed.ts';
import { keys } from '../../functions/store/table.ts';
import { readFixture } from '../golden/fixtures.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { added, CounterEvent, CounterState, evolve, initial } from './counter.ts';

const clock = new Date('2025-03-01T12:00:00.000Z');
let dynamo: LocalDynamo;

beforeAll(async () => {
  dynamo = await startDynalite();
});
afterAll(() => dynamo.close());

const newRace = () => `race-${randomUUID()}`;

const putRaw = (pk: string, sk: number, attributes: Record<string, string>) =>
  dynamo.client.send(
    new PutItemCommand({
      TableName: dynamo.table,
      Item: { pk: { S: pk }, sk: { N: String(sk) }, ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, { S: v }])) },
    }),
  );

const storedEvents = async (raceId: string, commit: number): Promise<string | undefined> =>
  unpack(
    (await dynamo.client.send(new GetItemCommand({ TableName: dynamo.table, Key: { pk: { S: keys.commits(raceId) }, sk: { N: String(commit) } } }))).Item
      ?.events,
  );

describe('the store upcasts a toy event', () => {
  // Version 2 of `Added` says `points` for version 1's `amount`, and carries its `v`.
  const AddedV2 = z.object({ type: z.literal('Added'), v: z.literal(2), by: z.string(), points: z.number().int() });
  const CounterEventV2 = z.discriminatedUnion('type', [AddedV2, z.object({ type: z.literal('Noted'), text: z.string() })]);
  type CounterEventV2 = z.infer<typeof CounterEventV2>;
  const upcast = (event: unknown): unknown => {
    const e = event as { type?: unknown; v?: unknown; by?: unknown; amount?: unknown };
    return e.type === 'Added' && e.v === undefined ? { type: 'Added', v: 2, by: e.by, points: e.amount } : event;
  };
  const v1 = () => createEventStore({ ...dynamo, eventSchema: CounterEvent, snapshotSchema: CounterState, now: () => clock });
  const v2 = () =>
    createEventStore<CounterEventV2, CounterState>({ ...dynamo, eventSchema: CounterEventV2, snapshotSchema: CounterState, upcast, now: () => clock });

  it('reads an event stored at version 1 as version 2, and leaves its stored bytes as they were', async () => {
    const raceId = newRace();
    await v1().append(raceId, 1, [added('ann', 2), { type: 'Noted', text: 'hello' }], evolve(initial, added('ann', 2)));
    const bytes = await storedEvents(raceId, 1);

    const [commit] = await v2().readCommits(raceId);
    expect(commit?.events).toEqual([
      { type: 'Added', v: 2, by: 'ann', points: 2 },
      { type: 'Noted', text: 'hello' },
    ]);
    expect(await storedEvents(raceId, 1)).toBe(bytes);
    // The code of version 1 reads it still: nothing was rewritten.
    expect((await v1().readCommits(raceId))[0]?.events[0]).toEqual(added('ann', 2));
  });

  it('writes version 2 as it is, and reads it back without upcasting', async () => {
    const raceId = newRace();
    await v2().append(raceId, 1, [{ type: 'Added', v: 2, by: 'bob', points: 3 }], { total: 3, by: ['bob'] });
    expect((await v2().readCommits(raceId))[0]?.events).toEqual([{ type: 'Added', v: 2, by: 'bob', points: 3 }]);
  });

  it('refuses a stored event of a version it does not know, naming race, commit and event', async () => {
    const raceId = newRace();
    await v2().append(raceId, 1, [{ type: 'Added', v: 2, by: 'bob', points: 3 }], { total: 3, by: ['bob'] });
    await putRaw(keys.commits(raceId), 2, { at: clock.toISOString(), events: JSON.stringify([{ type: 'Added', v: 3, by: 'cy', score: 1 }]) });

    const error = await v2()
      .readCommits(raceId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreValidationError);
    expect(error).toMatchObject({ raceId, commit: 2, what: 'event 0' });
    expect((error as Error).message).toMatch(new RegExp(`^race ${raceId}, commit 2, event 0 at v: `));
  });
});

/** AICS at a toy version 2: `TurnStarted` says `number` for version 1's `turn`, and every game event carries `v: 2`. */
const aics = rulesets['aics-3.06'] as AnyRefereedRuleset;
const TurnStartedV2 = z.object({ type: z.literal('TurnStarted'), v: z.literal(2), number: z.number().int().min(1) });
const aicsV2: AnyRuleset = {
  ...aics,
  eventVersion: 2,
  eventSchema: z.union([TurnStartedV2, aics.eventSchema as z.ZodType<unknown>]),
  upcast: (event) => {
    const { turn, ...rest } = event as { type: string; turn?: number };
    return rest.type === 'TurnStarted' ? { ...rest, v: 2, number: turn } : { ...(event as object), v: 2 };
  },
  // AICS copies some events into its state: at version 2 it reads them without their `v`.
  evolve: (state, { v: _v, ...event }) =>
    aics.evolve(state, event.type === 'TurnStarted' && 'number' in event ? { type: 'TurnStarted', turn: event.number } : event),
};
const rulesetsV2 = { ...rulesets, [aics.id]: aicsV2 };

/** A recorded AICS race written to the store as the code of today writes it, one commit per command. */
async function storeGoldenRace(raceId: string): Promise<{ commits: number; state: RaceState }> {
  const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets, clock: () => clock });
  const race = createRace(rulesets);
  const golden = readFixture('aics-test-oval-deserted');
  let state = race.initialState;
  for (const [i, { events }] of golden.commits.entries()) {
    state = events.reduce(race.evolve, state);
    await store.append(raceId, i + 1, events, state);
  }
  return { commits: golden.commits.length, state };
}

const gameEvents = (events: RaceEvent[]): unknown[] => events.flatMap((event) => ('events' in event ? event.events : []));

describe('a race read by a game at a newer version of its events', () => {
  it('gets every game event upcast to version 2 inside the race events, and folds to the same race', async () => {
    const raceId = newRace();
    const { commits, state } = await storeGoldenRace(raceId);
    const before = await storedEvents(raceId, commits - 1);

    const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets: rulesetsV2 });
    const read = (await store.readCommits(raceId)).flatMap((commit) => commit.events);
    const games = gameEvents(read);
    expect(games.length).toBeGreaterThan(10);
    expect(games.every((event) => (event as { v?: number }).v === 2)).toBe(true);
    expect(games.filter((event) => (event as { type: string }).type === 'TurnStarted')).toEqual([
      { type: 'TurnStarted', v: 2, number: 1 },
      { type: 'TurnStarted', v: 2, number: 2 },
      { type: 'TurnStarted', v: 2, number: 3 },
    ]);
    // The race events keep their own version, and the fold of today's shapes is the race as it was.
    expect(read.every((event) => event.v === 1)).toBe(true);
    expect(read.reduce(createRace(rulesetsV2).evolve, createRace(rulesetsV2).initialState)).toEqual(state);
    expect(await storedEvents(raceId, commits - 1)).toBe(before);
  });

  it('refuses a stored game event of a version newer than the game reads, naming the commit', async () => {
    const raceId = newRace();
    const { commits } = await storeGoldenRace(raceId);
    const turn = {
      type: 'TurnResolved',
      v: 1,
      at: clock.toISOString(),
      turn: 4,
      moves: {},
      binding: '0'.repeat(64),
      rolls: [],
      nextDeadline: clock.toISOString(),
    };
    await putRaw(keys.commits(raceId), commits + 1, {
      at: clock.toISOString(),
      kind: aics.id,
      events: JSON.stringify([{ ...turn, events: [{ type: 'TurnStarted', v: 3, turn: 4 }] }]),
    });

    for (const [read, current] of [
      [rulesets, 1],
      [rulesetsV2, 2],
    ] as const) {
      const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets: read });
      const error = await store.readCommits(raceId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreValidationError);
      expect((error as Error).message).toBe(
        `race ${raceId}, commit ${commits + 1}, event 0 at events.0.v: game event version 3 is newer than the aics-3.06 rules read (version ${current})`,
      );
    }
  });

  it('refuses an old game event that no upcaster brings to the current version', async () => {
    const raceId = newRace();
    await storeGoldenRace(raceId);
    const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets: { ...rulesets, [aics.id]: { ...aicsV2, upcast: undefined } } });
    await expect(store.readCommits(raceId)).rejects.toThrow(
      /commit 7, event 0 at events\.0\.v: game event version 1 of the aics-3\.06 rules has no upcaster to version 2$/,
    );
  });

  it('stamps the version on the new game events of a game past version 1, and reads them back as written', async () => {
    expect(stampGameEvents(aics, [{ type: 'TurnStarted', turn: 1 }])).toEqual([{ type: 'TurnStarted', turn: 1 }]);
    expect(
      stampGameEvents(aicsV2, [
        { type: 'TurnStarted', turn: 1 },
        { type: 'TurnStarted', v: 2, number: 2 },
      ]),
    ).toEqual([
      { type: 'TurnStarted', turn: 1, v: 2 },
      { type: 'TurnStarted', v: 2, number: 2 },
    ]);

    const raceId = newRace();
    const { store } = wireStorage({ ...dynamo, decider: decidesNothing, rulesets: rulesetsV2, clock: () => clock });
    const race = createRace(rulesetsV2);
    const golden = readFixture('aics-test-oval-deserted');
    // The recorded race up to its grid, decided again by the game at version 2.
    let state = race.initialState;
    for (const [i, { events }] of golden.commits.slice(0, 6).entries()) {
      state = events.reduce(race.evolve, state);
      await store.append(raceId, i + 1, events, state);
    }
    const grid = golden.commits[6]!;
    const seed = (golden.commits.at(-1)!.events.at(-1) as { seed: string }).seed;
    const decided = race.decide(state, grid.command, { now: grid.at, circuit: aics.shippedCircuits()['test-oval'], seed });
    expect(gameEvents(decided).every((event) => (event as { v?: number }).v === 2)).toBe(true);
    await store.append(raceId, 7, decided, decided.reduce(race.evolve, state));
    expect((await store.readCommits(raceId, 6))[0]?.events).toEqual(decided);
  });
});

describe('the race upcaster', () => {
  it('chains the race upcasters of a type version by version, then the game upcaster inside', () => {
    const upcast = raceUpcaster(aicsV2, {
      CarWithdrawn: { 1: (e) => ({ ...e, v: 2, note: 'v2' }), 2: (e) => ({ ...e, v: 3, note: `${e.note}+v3` }) },
    });
    expect(upcast({ type: 'CarWithdrawn', v: 1, car: '1', events: [{ type: 'CarRetired', car: '1' }] })).toEqual({
      type: 'CarWithdrawn',
      v: 3,
      car: '1',
      note: 'v2+v3',
      events: [{ type: 'CarRetired', car: '1', v: 2 }],
    });
  });

  it('gives back the same object for an event in the current shape, and leaves other types alone', () => {
    const current = { type: 'TurnResolved', v: 1, events: [{ type: 'TurnStarted', turn: 1 }] };
    expect(raceUpcaster(aics)(current)).toBe(current);
    const submission = { type: 'MoveSubmitted', v: 1, car: '1', turn: 1, move: {} };
    expect(raceUpcaster(aicsV2)(submission)).toBe(submission);
    expect(gameUpcaster(aicsV2)({ type: 'TurnStarted', v: 2, number: 1 })).toEqual({ type: 'TurnStarted', v: 2, number: 1 });
  });
});

describe('the ballots upcast a toy submission', () => {
  const MoveV1 = z.object({ type: z.literal('MoveSubmitted'), car: z.string(), turn: z.number().int(), move: z.string() });
  // Version 2 carries the move's text in an object.
  const MoveV2 = z.object({ type: z.literal('MoveSubmitted'), v: z.literal(2), car: z.string(), turn: z.number().int(), move: z.object({ text: z.string() }) });
  const upcast = (event: unknown): unknown => {
    const e = event as { v?: unknown; move?: unknown };
    return e.v === undefined ? { ...e, v: 2, move: { text: e.move } } : event;
  };

  it('reads a submission stored at version 1 as version 2, and refuses one of a newer version naming the step', async () => {
    const raceId = newRace();
    const step = { phase: 'racing', turn: 3 };
    await createBallots({ ...dynamo, eventSchema: MoveV1 }).submit(raceId, step, '1', { type: 'MoveSubmitted', car: '1', turn: 3, move: '140' });
    const v2 = createBallots({ ...dynamo, eventSchema: MoveV2, upcast });
    expect((await v2.read(raceId, step)).submissions).toEqual({
      '1': [{ revision: 1, event: { type: 'MoveSubmitted', v: 2, car: '1', turn: 3, move: { text: '140' } } }],
    });

    const v3 = createBallots({ ...dynamo, eventSchema: z.object({ type: z.literal('MoveSubmitted'), v: z.literal(3), car: z.string() }) });
    await v3.submit(raceId, step, '2', { type: 'MoveSubmitted', v: 3, car: '2' });
    await expect(v2.read(raceId, step)).rejects.toThrow(`race ${raceId}, commit 3, racing submission at v: `);
  });
});
