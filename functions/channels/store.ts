/**
 * The league channels (functions/channels/channel.ts), all in one item with a version: an
 * organiser binds a few, and every announcement reads them whole in one call. A change is a
 * conditional put on the version read, tried again when another change came first.
 */
import { ConditionalCheckFailedException, type DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { num, str } from '../store/attributes.ts';
import { keys, PARTITION_KEY, SORT_KEY } from '../store/table.ts';
import { Channel } from './channel.ts';

const Stored = z.array(Channel);

export interface ChannelStore {
  list(): Promise<Channel[]>;
  /** Adds `channel`; false when its id is taken. */
  add(channel: Channel): Promise<boolean>;
  /** Removes the channel `id`; false when there is none. */
  remove(id: string): Promise<boolean>;
}

/** Changes tried before giving up to a crowd of organisers' changes (there is one organiser). */
const TRIES = 5;

export function createChannelStore({ client, table }: { client: DynamoDBClient; table: string }): ChannelStore {
  const key = { [PARTITION_KEY]: str(keys.channels()), [SORT_KEY]: num(0) };

  const read = async (): Promise<{ channels: Channel[]; version: number }> => {
    const { Item } = await client.send(new GetItemCommand({ TableName: table, Key: key, ConsistentRead: true }));
    if (!Item) return { channels: [], version: 0 };
    return { channels: Stored.parse(JSON.parse(Item.channels?.S ?? '[]')), version: Number(Item.version?.N ?? 0) };
  };

  /** Writes what `change` makes of the channels, unless it makes nothing (undefined); whether it wrote. */
  const update = async (change: (channels: Channel[]) => Channel[] | undefined): Promise<boolean> => {
    for (let i = 0; i < TRIES; i++) {
      const { channels, version } = await read();
      const changed = change(channels);
      if (changed === undefined) return false;
      try {
        await client.send(
          new PutItemCommand({
            TableName: table,
            Item: { ...key, channels: str(JSON.stringify(changed)), version: num(version + 1) },
            ConditionExpression: version === 0 ? 'attribute_not_exists(#pk)' : '#version = :version',
            ExpressionAttributeNames: version === 0 ? { '#pk': PARTITION_KEY } : { '#version': 'version' },
            ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': num(version) } }),
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }
    throw new Error('the channels kept changing under this change');
  };

  return {
    list: async () => (await read()).channels,
    add: (channel) => update((channels) => (channels.some(({ id }) => id === channel.id) ? undefined : [...channels, channel])),
    remove: (id) => update((channels) => (channels.some((channel) => channel.id === id) ? channels.filter((channel) => channel.id !== id) : undefined)),
  };
}
