/**
 * Keyed items beside the race streams: uploaded circuits, player tokens (stored only as their
 * SHA-256, contract 4) and idempotency markers such as "email sent for this race, turn and
 * player".
 */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException, GetItemCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { marshal, num, readString, str, unmarshal, type Attributes } from './attributes.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

export const TokenHolder = z.object({ raceId: z.string().min(1), car: z.string().min(1) });
export type TokenHolder = z.infer<typeof TokenHolder>;

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface Records {
  /** Writes the item only if its key is free; returns whether it was written. */
  putIfAbsent(pk: string, sk: number, attributes: Attributes): Promise<boolean>;
  get(pk: string, sk: number): Promise<Attributes | undefined>;
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

  const getItem = async (pk: string, sk: number) =>
    (await client.send(new GetItemCommand({ TableName: table, Key: key(pk, sk), ConsistentRead: true }))).Item;

  return {
    putIfAbsent,

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
