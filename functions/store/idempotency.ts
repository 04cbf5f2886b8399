/**
 * The first answer to each request sent with an `Idempotency-Key`, so that a client retrying a
 * request whose answer it lost gets that answer instead of a second effect. One item per key:
 * claimed while the request runs, on a short lease its holder renews (a crashed request's lease
 * runs out, so its retry takes the claim over and runs again), then holding the answer, sealed by
 * the caller, until DynamoDB's time to live removes it.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { num, str } from './attributes.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

/** The table's time-to-live attribute (epoch seconds), set on AWS by infra/stack.ts. */
export const EXPIRES_AT = 'expiresAt';

export type Begun =
  /**
   * The caller runs the request and then calls `finish` or `abandon`; `takenOver` when an attempt
   * before it ran out of lease (it died), and `intent` is what that attempt recorded.
   */
  | { kind: 'new'; takenOver: boolean; intent?: string }
  /** Answered before: the sealed answer. */
  | { kind: 'done'; answer: string }
  /** Another request with the key is running, until `until`. */
  | { kind: 'busy'; until: string }
  /** The key was used for another request. */
  | { kind: 'mismatch' };

/** What a handler may ask of the request's key: whether it takes over from an attempt that died, what that one meant, and to record what it means. */
export interface Attempt {
  takenOver: boolean;
  intent?: string;
  intend(intent: string): Promise<void>;
}

export interface Idempotency {
  /**
   * Claims `id` for the request with `fingerprint`, for `holder` until `until`, or says why not; the
   * item goes at `expiresAt` (epoch seconds).
   */
  begin(id: string, fingerprint: string, holder: string, now: string, until: string, expiresAt: number): Promise<Begun>;
  /** Extends `holder`'s claim to `until`; false when the claim is no longer his (a retry took it over). */
  renew(id: string, holder: string, until: string): Promise<boolean>;
  /** Records what the running request means to do, for its retry should it crash. */
  intend(id: string, intent: string): Promise<void>;
  /** Keeps the answer, sealed, until `expiresAt` (epoch seconds), while the claim is still `holder`'s. */
  finish(id: string, holder: string, answer: string, expiresAt: number): Promise<void>;
  /** Lets a retry run the request again at once: its answer is not one to repeat (a server error). */
  abandon(id: string, holder: string): Promise<void>;
}

const CLAIMED = 'claimed';
const DONE = 'done';

export function createIdempotency({ client, table }: { client: DynamoDBClient; table: string }): Idempotency {
  const key = (id: string) => ({ [PARTITION_KEY]: str(keys.idempotency(id)), [SORT_KEY]: num(0) });
  /** An update made only while the claim is still the holder's: false, and nothing done, when it is not. */
  const held = (update: UpdateItemCommand): Promise<boolean> =>
    client.send(update).then(
      () => true,
      (error: unknown) => {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      },
    );

  return {
    async begin(id, fingerprint, holder, now, until, expiresAt) {
      try {
        const { Attributes: old } = await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: key(id),
            UpdateExpression: 'SET #state = :claimed, #fingerprint = :fingerprint, #holder = :holder, #until = :until, #expires = :expires',
            // A claim whose lease ran out (its request died) is taken over by its retry; an answer never is.
            ConditionExpression: 'attribute_not_exists(#pk) OR (#state = :claimed AND #until <= :now AND #fingerprint = :fingerprint)',
            ExpressionAttributeNames: {
              '#pk': PARTITION_KEY,
              '#state': 'state',
              '#until': 'until',
              '#fingerprint': 'fingerprint',
              '#holder': 'holder',
              '#expires': EXPIRES_AT,
            },
            ExpressionAttributeValues: {
              ':claimed': str(CLAIMED),
              ':now': str(now),
              ':fingerprint': str(fingerprint),
              ':holder': str(holder),
              ':until': str(until),
              ':expires': num(expiresAt),
            },
            ReturnValues: 'ALL_OLD',
          }),
        );
        const intent = old?.intent?.S;
        const takenOver = old !== undefined;
        return intent === undefined ? { kind: 'new', takenOver } : { kind: 'new', takenOver, intent };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
      const { Item: item } = await client.send(new GetItemCommand({ TableName: table, Key: key(id), ConsistentRead: true }));
      if (item?.fingerprint?.S !== fingerprint) return { kind: 'mismatch' };
      if (item.state?.S === DONE && item.answer?.S !== undefined) return { kind: 'done', answer: item.answer.S };
      return { kind: 'busy', until: item.until?.S ?? now };
    },

    renew: (id, holder, until) =>
      held(
        new UpdateItemCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #until = :until',
          ConditionExpression: '#state = :claimed AND #holder = :holder',
          ExpressionAttributeNames: { '#state': 'state', '#holder': 'holder', '#until': 'until' },
          ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':holder': str(holder), ':until': str(until) },
        }),
      ),

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

    // A holder whose claim a retry took over leaves the answer to the retry.
    async finish(id, holder, answer, expiresAt) {
      await held(
        new UpdateItemCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #state = :done, #answer = :answer, #expires = :expires REMOVE #until, #holder',
          ConditionExpression: '#state = :claimed AND #holder = :holder',
          ExpressionAttributeNames: { '#state': 'state', '#answer': 'answer', '#expires': EXPIRES_AT, '#until': 'until', '#holder': 'holder' },
          ExpressionAttributeValues: {
            ':claimed': str(CLAIMED),
            ':holder': str(holder),
            ':done': str(DONE),
            ':answer': str(answer),
            ':expires': num(expiresAt),
          },
        }),
      );
    },

    async abandon(id, holder) {
      await held(
        new UpdateItemCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #until = :past',
          ConditionExpression: '#state = :claimed AND #holder = :holder',
          ExpressionAttributeNames: { '#state': 'state', '#holder': 'holder', '#until': 'until' },
          ExpressionAttributeValues: { ':claimed': str(CLAIMED), ':holder': str(holder), ':past': str('') },
        }),
      );
    },
  };
}
