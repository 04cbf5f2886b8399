/**
 * One small item per race for listing races and finding the ones whose deadline is due,
 * through the due index instead of a scan. It is a cache of the stream, tagged with the commit
 * it reflects so a slow writer never puts an older view over a newer one.
 */
import { ConditionalCheckFailedException, GetItemCommand, PutItemCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { marshal, num, queryAll, str, unmarshal, type Item } from './attributes.ts';
import { DUE_INDEX, DUE_INDEX_PARTITION_KEY, DUE_INDEX_SORT_KEY, keys, PARTITION_KEY, RACES_PARTITION, SORT_KEY } from './table.ts';

/** Fixed-width ISO time (`Date.prototype.toISOString`), so text order is time order. */
const IsoTime = z.iso.datetime({ precision: 3 });

export const RaceIndexEntry = z.object({
  raceId: z.string().min(1),
  status: z.string().min(1),
  title: z.string(),
  circuit: z.string(),
  nextDeadline: IsoTime.optional(),
  /** The commit this entry reflects. */
  commit: z.number().int().min(0),
});
export type RaceIndexEntry = z.infer<typeof RaceIndexEntry>;

/** Sorts after every ISO time, so a race without a deadline is never due. */
const NO_DEADLINE = '~';

export interface RaceIndex {
  /** Writes the entry unless a newer commit's entry is stored; returns whether it was written. */
  putRace(entry: RaceIndexEntry): Promise<boolean>;
  getRace(raceId: string): Promise<RaceIndexEntry | undefined>;
  listRaces(): Promise<RaceIndexEntry[]>;
  /** Races whose next deadline is at or before `nowIso`, earliest first. */
  dueRaces(nowIso: string): Promise<RaceIndexEntry[]>;
}

const toEntry = (item: Item): RaceIndexEntry => {
  const { [DUE_INDEX_SORT_KEY]: dueAt, ...attributes } = unmarshal(item);
  return RaceIndexEntry.parse({ ...attributes, ...(dueAt === NO_DEADLINE ? {} : { nextDeadline: dueAt }) });
};

export function createRaceIndex({ client, table }: { client: DynamoDBClient; table: string }): RaceIndex {
  const key = (raceId: string): Item => ({ [PARTITION_KEY]: str(keys.raceIndex(raceId)), [SORT_KEY]: num(0) });

  const queryRaces = async (dueBy?: string): Promise<RaceIndexEntry[]> => {
    const items = await queryAll(client, {
      TableName: table,
      IndexName: DUE_INDEX,
      KeyConditionExpression: dueBy === undefined ? '#p = :p' : '#p = :p AND #due <= :now',
      ExpressionAttributeNames: { '#p': DUE_INDEX_PARTITION_KEY, ...(dueBy === undefined ? {} : { '#due': DUE_INDEX_SORT_KEY }) },
      ExpressionAttributeValues: { ':p': str(RACES_PARTITION), ...(dueBy === undefined ? {} : { ':now': str(dueBy) }) },
    });
    return items.map(toEntry);
  };

  return {
    async putRace(entry) {
      const { nextDeadline, ...attributes } = RaceIndexEntry.parse(entry);
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: {
              ...key(entry.raceId),
              ...marshal(attributes),
              [DUE_INDEX_PARTITION_KEY]: str(RACES_PARTITION),
              [DUE_INDEX_SORT_KEY]: str(nextDeadline ?? NO_DEADLINE),
            },
            ConditionExpression: 'attribute_not_exists(#pk) OR #commit <= :commit',
            ExpressionAttributeNames: { '#pk': PARTITION_KEY, '#commit': 'commit' },
            ExpressionAttributeValues: { ':commit': num(entry.commit) },
          }),
        );
        return true;
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) return false;
        throw error;
      }
    },

    async getRace(raceId) {
      const { Item: item } = await client.send(new GetItemCommand({ TableName: table, Key: key(raceId), ConsistentRead: true }));
      return item ? toEntry(item) : undefined;
    },

    listRaces: () => queryRaces(),

    dueRaces: async (nowIso) => queryRaces(IsoTime.parse(nowIso)),
  };
}
