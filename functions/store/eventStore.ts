/**
 * A race stream on DynamoDB: one item per commit (the events one command produced), written
 * with one conditional PutItem, plus snapshots so loading a race reads one snapshot and the
 * commits after it. Events and snapshots are checked against their zod schemas on the way in
 * and on the way out.
 */
import { ConditionalCheckFailedException, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type * as z from 'zod';
import { num, queryAll, readNumber, readString, str, type Item } from './attributes.ts';
import { ConcurrencyError, StoreValidationError } from './errors.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

export interface Commit<E> {
  /** 1, 2, … with no gaps. */
  commit: number;
  /** ISO time the commit was written. */
  at: string;
  events: E[];
}

export interface Snapshot<S> {
  /** The commit whose state this is. */
  commit: number;
  at: string;
  state: S;
}

export interface Latest<E, S> {
  snapshot: Snapshot<S> | undefined;
  /** The commits after the snapshot, in order. */
  commits: Commit<E>[];
  /** The newest commit number (0 for an empty stream). */
  commit: number;
}

export interface EventStore<E, S> {
  /** Writes commit number `commit`; throws `ConcurrencyError` if that number is taken. */
  append(raceId: string, commit: number, events: E[]): Promise<Commit<E>>;
  readCommits(raceId: string, afterCommit?: number, limit?: number): Promise<Commit<E>[]>;
  saveSnapshot(raceId: string, commit: number, state: S): Promise<void>;
  loadLatest(raceId: string): Promise<Latest<E, S>>;
}

export interface EventStoreOptions<E, S> {
  client: DynamoDBClient;
  table: string;
  eventSchema: z.ZodType<E>;
  snapshotSchema: z.ZodType<S>;
  now?: () => Date;
}

export function createEventStore<E, S>({
  client,
  table,
  eventSchema,
  snapshotSchema,
  now = () => new Date(),
}: EventStoreOptions<E, S>): EventStore<E, S> {
  const validate = <T>(schema: z.ZodType<T>, value: unknown, raceId: string, commit: number, what: string): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new StoreValidationError(raceId, commit, what, result.error.issues[0]);
    return result.data;
  };

  const validateEvents = (value: unknown, raceId: string, commit: number): E[] => {
    if (!Array.isArray(value)) throw new StoreValidationError(raceId, commit, 'events', undefined);
    return value.map((event, index) => validate(eventSchema, event, raceId, commit, `event ${index}`));
  };

  const parseJson = (item: Item, attribute: string, raceId: string, commit: number): unknown => {
    try {
      return JSON.parse(readString(item, attribute));
    } catch (error) {
      throw new StoreValidationError(raceId, commit, attribute, undefined, { cause: error });
    }
  };

  const toCommit = (raceId: string, item: Item): Commit<E> => {
    const commit = readNumber(item, SORT_KEY);
    return { commit, at: readString(item, 'at'), events: validateEvents(parseJson(item, 'events', raceId, commit), raceId, commit) };
  };

  // Strongly consistent reads: a command decides on the newest commit rather than losing a
  // round to a stale read.
  const readAfter = async (raceId: string, afterCommit: number, limit?: number): Promise<Commit<E>[]> => {
    const items = await queryAll(
      client,
      {
        TableName: table,
        KeyConditionExpression: '#pk = :pk AND #sk > :after',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY },
        ExpressionAttributeValues: { ':pk': str(keys.commits(raceId)), ':after': num(afterCommit) },
        ConsistentRead: true,
      },
      limit,
    );
    return items.map((item) => toCommit(raceId, item));
  };

  const latestSnapshot = async (raceId: string): Promise<Snapshot<S> | undefined> => {
    const [item] = await queryAll(
      client,
      {
        TableName: table,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        ExpressionAttributeValues: { ':pk': str(keys.snapshots(raceId)) },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      1,
    );
    if (!item) return undefined;
    const commit = readNumber(item, SORT_KEY);
    const state = validate(snapshotSchema, parseJson(item, 'state', raceId, commit), raceId, commit, 'snapshot');
    return { commit, at: readString(item, 'at'), state };
  };

  return {
    async append(raceId, commit, events) {
      if (!Number.isInteger(commit) || commit < 1) throw new Error(`race ${raceId}: commit numbers start at 1, got ${commit}`);
      if (events.length === 0) throw new Error(`race ${raceId}: commit ${commit} has no events`);
      const valid = validateEvents(events, raceId, commit);
      const at = now().toISOString();
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: {
              [PARTITION_KEY]: str(keys.commits(raceId)),
              [SORT_KEY]: num(commit),
              at: str(at),
              events: str(JSON.stringify(valid)),
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new ConcurrencyError(raceId, commit);
        throw error;
      }
      return { commit, at, events: valid };
    },

    readCommits: (raceId, afterCommit = 0, limit) => readAfter(raceId, afterCommit, limit),

    async saveSnapshot(raceId, commit, state) {
      const valid = validate(snapshotSchema, state, raceId, commit, 'snapshot');
      // Unconditional: the state of commit N is a fold of commits 1..N, so any writer writes the same.
      await client.send(
        new PutItemCommand({
          TableName: table,
          Item: {
            [PARTITION_KEY]: str(keys.snapshots(raceId)),
            [SORT_KEY]: num(commit),
            at: str(now().toISOString()),
            state: str(JSON.stringify(valid)),
          },
        }),
      );
    },

    async loadLatest(raceId) {
      const snapshot = await latestSnapshot(raceId);
      const commits = await readAfter(raceId, snapshot?.commit ?? 0);
      return { snapshot, commits, commit: commits.at(-1)?.commit ?? snapshot?.commit ?? 0 };
    },
  };
}
