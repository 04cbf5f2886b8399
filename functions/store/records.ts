/**
 * Keyed items beside the race streams: uploaded circuits, player tokens (stored only as their
 * SHA-256, contract 4) and idempotency markers such as "email sent for this race, turn and
 * player".
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type AttributeValue,
  BatchGetItemCommand,
  BatchWriteItemCommand,
  ConditionalCheckFailedException,
  type DynamoDBClient,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { type Attributes, marshal, num, readString, str, unmarshal } from './attributes.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

export const TokenHolder = z.object({ raceId: z.string().min(1), car: z.string().min(1) });
export type TokenHolder = z.infer<typeof TokenHolder>;

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export type Claim = 'taken' | 'done' | 'busy';

const CLAIMED = 'claimed';

/** What a marker read with `markers` says: done, held by a claimer until `until`, or nothing yet. */
export type Marker = { state: 'done' } | { state: 'claimed'; until: string } | { state: 'none' };

/** BatchGetItem's limit of keys per call. */
const BATCH_GET_KEYS = 100;
/** BatchWriteItem's limit of items per call. */
export const BATCH_WRITE_ITEMS = 25;
/** Tries of the items DynamoDB left unprocessed (throttled), each after twice the wait of the one before. */
const UNPROCESSED_TRIES = 8;
const UNPROCESSED_FIRST_WAIT_MS = 20;

/** A claimed thing done, with the attributes its marker keeps. */
export interface Done {
  pk: string;
  sk: number;
  attributes: Attributes;
}

export interface Records {
  /** Writes the item only if its key is free; returns whether it was written. */
  putIfAbsent(pk: string, sk: number, attributes: Attributes): Promise<boolean>;
  get(pk: string, sk: number): Promise<Attributes | undefined>;
  /**
   * Takes the marker `pk`/`sk` of something to do once (an email) until `until`: `taken` when the
   * caller may do it now, `done` when it was done, `busy` while another caller holds it. A claim
   * left by a caller that died is taken over once its time has passed.
   */
  claim(pk: string, sk: number, now: string, until: string): Promise<Claim>;
  /** Gives a claim back at once: the claimer failed and knows it. */
  release(pk: string, sk: number): Promise<void>;
  /** Holds a claim longer, from `until` to `later`, if it is still the caller's (still claimed until `until`); whether it is. */
  extend(pk: string, sk: number, until: string, later: string): Promise<boolean>;
  /** Records the claimed thing as done, with `attributes`. */
  complete(pk: string, sk: number, attributes: Attributes): Promise<void>;
  /** `complete` for each of `done`, written together (one BatchWriteItem per `BATCH_WRITE_ITEMS`). */
  completeAll(done: Done[]): Promise<void>;
  /** The markers of `keys`, in their order, read together (one BatchGetItem per hundred, strongly consistent). */
  markers(keys: { pk: string; sk: number }[]): Promise<Marker[]>;
  /** Stores a circuit file under a new id; returns false if the id is taken. */
  saveCircuit(circuitId: string, file: unknown): Promise<boolean>;
  loadCircuit(circuitId: string): Promise<unknown>;
  saveToken(token: string, holder: TokenHolder): Promise<void>;
  findToken(token: string): Promise<TokenHolder | undefined>;
}

export function createRecords({ client, table }: { client: DynamoDBClient; table: string }): Records {
  const key = (pk: string, sk: number) => ({ [PARTITION_KEY]: str(pk), [SORT_KEY]: num(sk) });

  const putIfAbsent = async (pk: string, sk: number, attributes: Attributes): Promise<boolean> => {
    try {
      await client.send(
        new PutItemCommand({
          TableName: table,
          Item: { ...marshal(attributes), ...key(pk, sk) },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PARTITION_KEY },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  };

  const doneItem = ({ pk, sk, attributes }: Done): Record<string, AttributeValue> => ({ ...marshal(attributes), state: str('done'), ...key(pk, sk) });

  const getItem = async (pk: string, sk: number) => (await client.send(new GetItemCommand({ TableName: table, Key: key(pk, sk), ConsistentRead: true }))).Item;

  return {
    putIfAbsent,

    async claim(pk, sk, now, until) {
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: { ...key(pk, sk), state: str(CLAIMED), until: str(until) },
            ConditionExpression: 'attribute_not_exists(#pk) OR (#state = :claimed AND #until < :now)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#state': 'state', '#until': 'until' },
            ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':now': str(now) },
          }),
        );
        return 'taken';
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      // Markers written before claims existed have no state: they are done.
      return (await getItem(pk, sk))?.state?.S === CLAIMED ? 'busy' : 'done';
    },

    async release(pk, sk) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(pk, sk),
            UpdateExpression: 'SET #until = :past',
            ConditionExpression: '#state = :claimed',
            ExpressionAttributeNames: { '#state': 'state', '#until': 'until' },
            ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':past': str('') },
          }),
        );
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    },

    async extend(pk, sk, until, later) {
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(pk, sk),
            UpdateExpression: 'SET #until = :later',
            ConditionExpression: '#state = :claimed AND #until = :until',
            ExpressionAttributeNames: { '#state': 'state', '#until': 'until' },
            ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':until': str(until), ':later': str(later) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async complete(pk, sk, attributes) {
      await client.send(new PutItemCommand({ TableName: table, Item: doneItem({ pk, sk, attributes }) }));
    },

    async completeAll(done) {
      for (let i = 0; i < done.length; i += BATCH_WRITE_ITEMS) {
        let requests: { PutRequest: { Item: Record<string, AttributeValue> } }[] = done
          .slice(i, i + BATCH_WRITE_ITEMS)
          .map((one) => ({ PutRequest: { Item: doneItem(one) } }));
        for (let tries = 1; requests.length > 0; tries++) {
          if (tries > UNPROCESSED_TRIES) throw new Error(`DynamoDB left ${requests.length} markers unwritten after ${UNPROCESSED_TRIES} tries`);
          if (tries > 1) await new Promise((resolve) => setTimeout(resolve, UNPROCESSED_FIRST_WAIT_MS * 2 ** (tries - 2)));
          const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
          requests = (UnprocessedItems?.[table] ?? []).flatMap((request) =>
            request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
          );
        }
      }
    },

    async markers(wanted) {
      const found = new Map<string, Record<string, AttributeValue>>();
      const id = (pk: string | undefined, sk: string | undefined) => `${pk}\u0000${sk}`;
      for (let i = 0; i < wanted.length; i += BATCH_GET_KEYS) {
        let batch: Record<string, AttributeValue>[] = wanted.slice(i, i + BATCH_GET_KEYS).map(({ pk, sk }) => key(pk, sk));
        while (batch.length > 0) {
          const answer = await client.send(new BatchGetItemCommand({ RequestItems: { [table]: { Keys: batch, ConsistentRead: true } } }));
          for (const item of answer.Responses?.[table] ?? []) found.set(id(item[PARTITION_KEY]?.S, item[SORT_KEY]?.N), item);
          batch = answer.UnprocessedKeys?.[table]?.Keys ?? [];
        }
      }
      return wanted.map(({ pk, sk }): Marker => {
        const item = found.get(id(pk, String(sk)));
        if (!item) return { state: 'none' };
        // Markers written before claims existed have no state: they are done.
        return item.state?.S === CLAIMED ? { state: 'claimed', until: item.until?.S ?? '' } : { state: 'done' };
      });
    },

    async get(pk, sk) {
      const item = await getItem(pk, sk);
      return item ? unmarshal(item) : undefined;
    },

    saveCircuit: (circuitId, file) => putIfAbsent(keys.circuit(circuitId), 0, { file: JSON.stringify(file) }),

    async loadCircuit(circuitId) {
      const item = await getItem(keys.circuit(circuitId), 0);
      return item ? (JSON.parse(readString(item, 'file')) as unknown) : undefined;
    },

    async saveToken(token, holder) {
      // Tokens are random; a taken hash means a reused token, which must never rebind a car.
      if (!(await putIfAbsent(keys.token(tokenHash(token)), 0, TokenHolder.parse(holder)))) {
        throw new Error('token already in use');
      }
    },

    async findToken(token) {
      const item = await getItem(keys.token(tokenHash(token)), 0);
      return item ? TokenHolder.parse(unmarshal(item)) : undefined;
    },
  };
}

/** Whether two hashes are the same, in a time that does not tell how much of them is. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
