/**
 * The players' calendar feeds (issue 30): a feed's secret id is stored only as its hash (contract
 * 4), mapping to the address it is the feed of, and each address keeps the hash of its feed now.
 * A feed answers only while it is its address's feed now, so that issuing a new one revokes the
 * one before in one write.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { Language } from '../../domain/race/language.ts';
import { num, str } from './attributes.ts';
import { type Records, sameHash, tokenHash } from './records.ts';
import { keys, PARTITION_KEY, SORT_KEY } from './table.ts';

const FeedHolder = z.object({ address: z.string().min(1), language: Language });
export type FeedHolder = z.infer<typeof FeedHolder>;

const AddressFeed = z.object({ feedHash: z.string().min(1), issuedAt: z.string() });

export interface CalendarFeeds {
  /** The address whose feed now `feedId` is, with the language its calendar is named in; undefined for an unknown or revoked feed. */
  find(feedId: string): Promise<FeedHolder | undefined>;
  /** When the address's feed now was issued; undefined when it has none. */
  issuedAt(address: string): Promise<string | undefined>;
  /**
   * Makes `feedId` the feed of `holder.address`, revoking the one before, unless that one was
   * issued after `notBefore` (another request was first); whether it did.
   */
  issue(feedId: string, holder: FeedHolder, now: string, notBefore: string): Promise<boolean>;
}

export function createCalendarFeeds({
  client,
  table,
  records,
}: {
  client: DynamoDBClient;
  table: string;
  records: Pick<Records, 'get' | 'putIfAbsent'>;
}): CalendarFeeds {
  const addressKey = (address: string) => keys.calendarOf(tokenHash(address));

  const current = async (address: string) => {
    const item = await records.get(addressKey(address), 0);
    return item ? AddressFeed.parse(item) : undefined;
  };

  return {
    async find(feedId) {
      const feedHash = tokenHash(feedId);
      const item = await records.get(keys.calendarFeed(feedHash), 0);
      if (!item) return undefined;
      const holder = FeedHolder.parse(item);
      const now = await current(holder.address);
      return now && sameHash(now.feedHash, feedHash) ? holder : undefined;
    },

    issuedAt: async (address) => (await current(address))?.issuedAt,

    async issue(feedId, holder, now, notBefore) {
      const feedHash = tokenHash(feedId);
      // The feed first, the address's pointer to it after: a crash in between leaves a feed nothing points to, which answers nothing.
      if (!(await records.putIfAbsent(keys.calendarFeed(feedHash), 0, FeedHolder.parse(holder)))) throw new Error('feed id already in use');
      try {
        await client.send(
          new UpdateItemCommand({
            TableName: table,
            Key: { [PARTITION_KEY]: str(addressKey(holder.address)), [SORT_KEY]: num(0) },
            UpdateExpression: 'SET #feedHash = :feedHash, #issuedAt = :now',
            ConditionExpression: 'attribute_not_exists(#pk) OR #issuedAt <= :notBefore',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#feedHash': 'feedHash', '#issuedAt': 'issuedAt' },
            ExpressionAttributeValues: { ':feedHash': str(feedHash), ':now': str(now), ':notBefore': str(notBefore) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },
  };
}
