/**
 * The one DynamoDB table of Speed Master: its key names, its index and the key of every kind of
 * item. The CDK stack imports these constants so AWS and local mode share one layout.
 */
import { CreateTableCommand, type DynamoDBClient, ResourceInUseException, waitUntilTableExists } from '@aws-sdk/client-dynamodb';

export const PARTITION_KEY = 'pk';
export const SORT_KEY = 'sk';

/** Finds the races whose deadline is due, and lists races, without scanning. */
export const DUE_INDEX = 'due';
export const DUE_INDEX_PARTITION_KEY = 'gsiPk';
export const DUE_INDEX_SORT_KEY = 'dueAt';

/** Every race index item sits in this one partition of the due index. */
export const RACES_PARTITION = 'RACES';
/** The races with a step or emails in flight (raceIndex.ts `owe`), in a partition of the due index of their own. */
export const OUTBOX_PARTITION = 'OUTBOX';
/** The reminders to send before a step's deadline (reminders.ts), by the time to send them. */
export const REMINDERS_PARTITION = 'REMINDERS';

/**
 * Partition keys by item kind. The sort key is numeric: a commit number for commits, a turn for
 * ballots and per-turn markers, 0 for single items.
 */
export const keys = {
  commits: (raceId: string) => `RACE#${raceId}`,
  /** The submissions of one phase of a race; the sort key is the turn (0 before the start). */
  ballot: (raceId: string, phase: string) => `BALLOT#${raceId}#${phase}`,
  raceIndex: (raceId: string) => `INDEX#${raceId}`,
  /** The race's outbox item: work begun that a crash must not lose. */
  outbox: (raceId: string) => `OUTBOX#${raceId}`,
  /** The race's reminder item: the open step whose players are reminded before its deadline. */
  reminder: (raceId: string) => `REMINDER#${raceId}`,
  circuit: (circuitId: string) => `CIRCUIT#${circuitId}`,
  /** The first answer to a request sent with an Idempotency-Key, by a hash of the key and its scope. */
  idempotency: (id: string) => `IDEMPOTENCY#${id}`,
  token: (tokenHash: string) => `TOKEN#${tokenHash}`,
  /** A calendar feed, by the hash of its secret id: the address it is the feed of. */
  calendarFeed: (feedHash: string) => `CALENDAR#${feedHash}`,
  /** The calendar feed of an address now, by a hash of the address: which feed, and when it was issued. */
  calendarOf: (addressHash: string) => `CALENDAR_OF#${addressHash}`,
  /** A player's absences (domain/absences.ts), by a hash of his address. */
  absencesOf: (addressHash: string) => `ABSENCES#${addressHash}`,
  /** The races whose absences' waits one cap counts together with this race's: its season's or championship's (docs/absences.md). */
  waitGroup: (raceId: string) => `WAIT_GROUP#${raceId}`,
  /** Idempotency markers of one recipient in one race; the sort key is the turn. */
  sent: (raceId: string, recipient: string) => `SENT#${raceId}#${recipient}`,
  /** A player's reply received by email, by a hash of its Message-ID: it is submitted once however often it is delivered. */
  inbound: (messageHash: string) => `INBOUND#${messageHash}`,
  /** The league channels (functions/channels), all in one item: an organiser's few, read whole by every announcement. */
  channels: () => 'CHANNELS',
};

/** Creates the table for local mode and tests; an existing table is left as it is. */
export async function createTable(client: DynamoDBClient, table: string): Promise<void> {
  try {
    await client.send(
      new CreateTableCommand({
        TableName: table,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: PARTITION_KEY, AttributeType: 'S' },
          { AttributeName: SORT_KEY, AttributeType: 'N' },
          { AttributeName: DUE_INDEX_PARTITION_KEY, AttributeType: 'S' },
          { AttributeName: DUE_INDEX_SORT_KEY, AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: PARTITION_KEY, KeyType: 'HASH' },
          { AttributeName: SORT_KEY, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: DUE_INDEX,
            KeySchema: [
              { AttributeName: DUE_INDEX_PARTITION_KEY, KeyType: 'HASH' },
              { AttributeName: DUE_INDEX_SORT_KEY, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: table });
}
