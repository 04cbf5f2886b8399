/**
 * A race stream on DynamoDB: one item per commit (the events one command produced), written
 * with one conditional PutItem. Each commit also carries the state its events leave (its
 * snapshot), so loading a race is one read of the newest item, whatever the race's length.
 * Events and states are checked against their zod schemas on the way in and on the way out; a
 * stored event of an older version is first brought to the current shape by `upcast`. Events are
 * never rewritten; a snapshot, derived from them, may be (`rewriteSnapshot`, for tools/refold).
 */
import { ConditionalCheckFailedException, type DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type * as z from 'zod';
import { type Item, num, queryAll, readNumber, readString, str } from './attributes.ts';
import { ConcurrencyError, MissingCommitError, StoreValidationError } from './errors.ts';
import { pack, unpack } from './packed.ts';
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
  /** Every commit's snapshot as stored, the JSON text unread (absent on an item without one): what tools/refold compares. */
  readSnapshots(raceId: string): Promise<{ commit: number; state: string | undefined }[]>;
  /**
   * Replaces the snapshot of an existing commit, its events untouched (a conditional UpdateItem on
   * the item existing: it never creates a commit). Throws `StoreValidationError` for a state its
   * schema refuses and `MissingCommitError` for a commit that was never written.
   */
  rewriteSnapshot(raceId: string, commit: number, state: S): Promise<void>;
}

/** The attribute of a commit holding its stream's kind. */
const KIND = 'kind';

/** Races whose newest head a store remembers; the oldest remembered is forgotten first. */
const HEADS_KEPT = 100;

export interface EventStoreOptions<E, S> {
  client: DynamoDBClient;
  table: string;
  /** Validates the events of a stream of no known kind (written before kinds were kept). */
  eventSchema: z.ZodType<E>;
  /**
   * A stream's kind (a race's ruleset) from the state its commits leave, kept on every commit, and
   * the schema of each kind's events: a stream's events are validated with its own kind's schema
   * alone, never with another's that happens to accept them.
   */
  kinds?: {
    of(state: S): string | undefined;
    schema(kind: string): z.ZodType<E> | undefined;
    /** Resolves once the schema of `kind` (of every kind without one) can be built, where kinds load on demand. */
    ready?(kind?: string): Promise<void>;
  };
  snapshotSchema: z.ZodType<S>;
  /**
   * Brings a stored event of an older version to the current shape before it is validated, given
   * its commit's kind (undefined for a commit written before kinds were kept); events in the
   * current shape come back unchanged. Only what is read goes through it: new events are current.
   */
  upcast?: (event: unknown, kind: string | undefined) => unknown;
  now?: () => Date;
}

export function createEventStore<E, S>({
  client,
  table,
  eventSchema,
  snapshotSchema,
  kinds,
  upcast,
  now = () => new Date(),
}: EventStoreOptions<E, S>): EventStore<E, S> {
  const schemaOf = (kind: string | undefined): z.ZodType<E> => (kind === undefined ? undefined : kinds?.schema(kind)) ?? eventSchema;

  const validate = <T>(schema: z.ZodType<T>, value: unknown, raceId: string, commit: number, what: string): T => {
    const result = schema.safeParse(value);
    if (!result.success) throw new StoreValidationError(raceId, commit, what, result.error.issues[0]);
    return result.data;
  };

  const validateEvents = (value: unknown, kind: string | undefined, raceId: string, commit: number, stored = false): E[] => {
    if (!Array.isArray(value)) throw new StoreValidationError(raceId, commit, 'events', undefined);
    const schema = schemaOf(kind);
    return value.map((event, index) => validate(schema, stored && upcast ? upcast(event, kind) : event, raceId, commit, `event ${index}`));
  };

  const parseJson = (item: Item, attribute: string, raceId: string, commit: number): unknown => {
    try {
      const text = unpack(item[attribute]);
      if (text === undefined) throw new Error(`commit ${commit} of race ${raceId} has no "${attribute}"`);
      return JSON.parse(text);
    } catch (error) {
      throw new StoreValidationError(raceId, commit, attribute, undefined, { cause: error });
    }
  };

  const toCommit = (raceId: string, item: Item): Commit<E> => {
    const commit = readNumber(item, SORT_KEY);
    return { commit, at: readString(item, 'at'), events: validateEvents(parseJson(item, 'events', raceId, commit), item[KIND]?.S, raceId, commit, true) };
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
        ProjectionExpression: '#pk, #sk, #at, #events, #kind',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#at': 'at', '#events': 'events', '#kind': KIND },
        ExpressionAttributeValues: { ':pk': str(keys.commits(raceId)), ':after': num(afterCommit) },
        ConsistentRead: true,
      },
      limit,
    );
    // A commit of no known kind is read with every kind's schema.
    await Promise.all([...new Set(items.map((item) => item[KIND]?.S))].map((kind) => kinds?.ready?.(kind)));
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
    const state = validate(snapshotSchema, parseJson(item, 'state', raceId, commit), raceId, commit, 'state');
    // Whatever the caller does with the race next (decide, view, check) needs its kind.
    const kind = kinds?.of(state);
    if (kind !== undefined) await kinds?.ready?.(kind);
    return remember(raceId, { commit, at: readString(item, 'at'), state });
  };

  return {
    async append(raceId, commit, events, state) {
      if (!Number.isInteger(commit) || commit < 1) throw new Error(`race ${raceId}: commit numbers start at 1, got ${commit}`);
      if (events.length === 0) throw new Error(`race ${raceId}: commit ${commit} has no events`);
      const validState = validate(snapshotSchema, state, raceId, commit, 'state');
      const kind = kinds?.of(validState);
      if (kind !== undefined) await kinds?.ready?.(kind);
      const valid = validateEvents(events, kind, raceId, commit);
      const at = now().toISOString();
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: {
              [PARTITION_KEY]: str(keys.commits(raceId)),
              [SORT_KEY]: num(commit),
              at: str(at),
              events: pack(JSON.stringify(valid)),
              state: pack(JSON.stringify(validState)),
              ...(kind === undefined ? {} : { [KIND]: str(kind) }),
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

    async readSnapshots(raceId) {
      const items = await queryAll(client, {
        TableName: table,
        KeyConditionExpression: '#pk = :pk',
        ProjectionExpression: '#pk, #sk, #state',
        ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#sk': SORT_KEY, '#state': 'state' },
        ExpressionAttributeValues: { ':pk': str(keys.commits(raceId)) },
        ConsistentRead: true,
      });
      return items.map((item) => ({ commit: readNumber(item, SORT_KEY), state: unpack(item.state) }));
    },

    async rewriteSnapshot(raceId, commit, state) {
      const validState = validate(snapshotSchema, state, raceId, commit, 'state');
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: { [PARTITION_KEY]: str(keys.commits(raceId)), [SORT_KEY]: num(commit) },
            UpdateExpression: 'SET #state = :state',
            ConditionExpression: 'attribute_exists(#pk)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#state': 'state' },
            ExpressionAttributeValues: { ':state': pack(JSON.stringify(validState)) },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new MissingCommitError(raceId, commit);
        throw error;
      }
      const known = heads.get(raceId);
      if (known?.commit === commit) heads.set(raceId, { ...known, state: validState });
    },
  };
}
