/**
 * A race stream on DynamoDB: one item per commit (the events one command produced), written
 * with one conditional PutItem. Each commit also carries the state its events leave (its
 * snapshot), so loading a race is one read of the newest item, whatever the race's length.
 * Events and states are checked against their zod schemas on the way in and on the way out.
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

/** The newest commit of a stream and the race state it left. */
export interface Head<S> {
  commit: number;
  at: string;
  state: S;
}

export interface EventStore<E, S> {
  /** Writes commit number `commit` with its events and the state they leave; throws `ConcurrencyError` if that number is taken. */
  append(raceId: string, commit: number, events: E[], state: S): Promise<Commit<E>>;
  readCommits(raceId: string, afterCommit?: number, limit?: number): Promise<Commit<E>[]>;
  /** The newest commit and its state, in one read however long the race; undefined for an empty stream. */
  head(raceId: string): Promise<Head<S> | undefined>;
  /**
   * The newest head this store has read or written for the race, without reading: another
   * process may have committed since. For callers that check it against something newer.
   */
  remembered(raceId: string): Head<S> | undefined;
}

/** Races whose newest head a store remembers; the oldest remembered is forgotten first. */
const HEADS_KEPT = 100;

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
        // The events only: each commit's state is for `head`.
        ProjectionExpression: '#pk, #sk, #at, #events',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#at': 'at', '#events': 'events' },
        ExpressionAttributeValues: { ':pk': str(keys.commits(raceId)), ':after': num(afterCommit) },
        ConsistentRead: true,
      },
      limit,
    );
    return items.map((item) => toCommit(raceId, item));
  };

  const heads = new Map<string, Head<S>>();
  const remember = (raceId: string, newest: Head<S>): Head<S> => {
    if ((heads.get(raceId)?.commit ?? 0) > newest.commit) return newest;
    heads.delete(raceId);
    heads.set(raceId, newest);
    if (heads.size > HEADS_KEPT) heads.delete(heads.keys().next().value as string);
    return newest;
  };

  const head = async (raceId: string): Promise<Head<S> | undefined> => {
    const [item] = await queryAll(
      client,
      {
        TableName: table,
        KeyConditionExpression: '#pk = :pk',
        // The state only: the events are for `readCommits`.
        ProjectionExpression: '#pk, #sk, #at, #state',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#at': 'at', '#state': 'state' },
        ExpressionAttributeValues: { ':pk': str(keys.commits(raceId)) },
        ScanIndexForward: false,
        ConsistentRead: true,
      },
      1,
    );
    if (!item) return undefined;
    const commit = readNumber(item, SORT_KEY);
    return remember(raceId, { commit, at: readString(item, 'at'), state: validate(snapshotSchema, parseJson(item, 'state', raceId, commit), raceId, commit, 'state') });
  };

  return {
    async append(raceId, commit, events, state) {
      if (!Number.isInteger(commit) || commit < 1) throw new Error(`race ${raceId}: commit numbers start at 1, got ${commit}`);
      if (events.length === 0) throw new Error(`race ${raceId}: commit ${commit} has no events`);
      const valid = validateEvents(events, raceId, commit);
      const validState = validate(snapshotSchema, state, raceId, commit, 'state');
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
              state: str(JSON.stringify(validState)),
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new ConcurrencyError(raceId, commit);
        throw error;
      }
      remember(raceId, { commit, at, state: validState });
      return { commit, at, events: valid };
    },

    readCommits: (raceId, afterCommit = 0, limit) => readAfter(raceId, afterCommit, limit),

    head,

    remembered: (raceId) => heads.get(raceId),
  };
}
