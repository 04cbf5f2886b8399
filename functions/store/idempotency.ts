/**
 * The first answer to each request sent with an `Idempotency-Key`, so that a client retrying a
 * request whose answer it lost gets that answer instead of a second effect. One item per key:
 * claimed while the request runs (a crashed request's claim expires, so its retry runs again),
 * then holding the answer, sealed by the caller, until DynamoDB's time to live removes it.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { num, str } from './attributes.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

/** The table's time-to-live attribute (epoch seconds), set on AWS by infra/stack.ts. */
export const EXPIRES_AT = 'expiresAt';

export type Begun =
  /** The caller runs the request and then calls `finish` or `abandon`; `intent` is what a crashed first attempt recorded. */
  | { kind: 'new'; intent?: string }
  /** Answered before: the sealed answer. */
  | { kind: 'done'; answer: string }
  /** Another request with the key is running, until `until`. */
  | { kind: 'busy'; until: string }
  /** The key was used for another request. */
  | { kind: 'mismatch' };

export interface Idempotency {
  /** Claims `id` for the request with `fingerprint` until `until`, or says why not; the item goes at `expiresAt` (epoch seconds). */
  begin(id: string, fingerprint: string, now: string, until: string, expiresAt: number): Promise<Begun>;
  /** Records what the running request means to do, for its retry should it crash. */
  intend(id: string, intent: string): Promise<void>;
  /** Keeps the answer, sealed, until `expiresAt` (epoch seconds). */
  finish(id: string, answer: string, expiresAt: number): Promise<void>;
  /** Lets a retry run the request again: its answer is not one to repeat (a server error). */
  abandon(id: string): Promise<void>;
}

const CLAIMED = 'claimed';
const DONE = 'done';

export function createIdempotency({ client, table }: { client: DynamoDBClient; table: string }): Idempotency {
  const key = (id: string) => ({ [PARTITION_KEY]: str(keys.idempotency(id)), [SORT_KEY]: num(0) });

  return {
    async begin(id, fingerprint, now, until, expiresAt) {
      try {
        const { Attributes: old } = await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(id),
            UpdateExpression: 'SET #state = :claimed, #fingerprint = :fingerprint, #until = :until, #expires = :expires',
            // A claim whose request died is taken over by its retry; an answer never is.
            ConditionExpression: 'attribute_not_exists(#pk) OR (#state = :claimed AND #until < :now AND #fingerprint = :fingerprint)',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#state': 'state', '#until': 'until', '#fingerprint': 'fingerprint', '#expires': EXPIRES_AT },
            ExpressionAttributeValues: {
              ':claimed': str(CLAIMED),
              ':now': str(now),
              ':fingerprint': str(fingerprint),
              ':until': str(until),
              ':expires': num(expiresAt),
            },
            ReturnValues: 'ALL_OLD',
          }),
        );
        const intent = old?.intent?.S;
        return intent === undefined ? { kind: 'new' } : { kind: 'new', intent };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      const { Item: item } = await client.send(new GetItemCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
      if (item?.fingerprint?.S !== fingerprint) return { kind: 'mismatch' };
      if (item.state?.S === DONE && item.answer?.S !== undefined) return { kind: 'done', answer: item.answer.S };
      return { kind: 'busy', until: item.until?.S ?? now };
    },

    async intend(id, intent) {
      await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #intent = :intent',
          ExpressionAttributeNames: { '#intent': 'intent' },
          ExpressionAttributeValues: { ':intent': str(intent) },
        }),
      );
    },

    async finish(id, answer, expiresAt) {
      await client.send(
        new UpdateItemCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #state = :done, #answer = :answer, #expires = :expires REMOVE #until',
          ExpressionAttributeNames: { '#state': 'state', '#answer': 'answer', '#expires': EXPIRES_AT, '#until': 'until' },
          ExpressionAttributeValues: { ':done': str(DONE), ':answer': str(answer), ':expires': num(expiresAt) },
        }),
      );
    },

    async abandon(id) {
      await client
        .send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(id),
            UpdateExpression: 'SET #until = :past',
            ConditionExpression: '#state = :claimed',
            ExpressionAttributeNames: { '#state': 'state', '#until': 'until' },
            ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':past': str('') },
          }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof ConditionalCheckFailedException)) throw error;
        });
    },
  };
}
