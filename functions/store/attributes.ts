/**
 * Hand marshalling for the few attribute shapes the store uses (strings and numbers), and the
 * Query loop that follows `LastEvaluatedKey` past DynamoDB's 1 MB pages.
 */
import { type AttributeValue, type DynamoDBClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/client-dynamodb';
import { DUE_INDEX, DUE_INDEX_PARTITION_KEY, DUE_INDEX_SORT_KEY, PARTITION_KEY, SORT_KEY } from './table.ts';

export type Item = Record<string, AttributeValue>;
export type Attributes = Record<string, string | number>;

export const str = (value: string): AttributeValue => ({ S: value });
export const num = (value: number): AttributeValue => ({ N: String(value) });

export const marshal = (attributes: Attributes): Item =>
  Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, typeof value === 'number' ? num(value) : str(value)]));

export const unmarshal = (item: Item): Attributes => {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(item)) {
    if (value.S !== undefined) attributes[name] = value.S;
    else if (value.N !== undefined) attributes[name] = Number(value.N);
  }
  return attributes;
};

export const readString = (item: Item, name: string): string => {
  const value = item[name]?.S;
  if (value === undefined) throw new Error(`item ${describeKey(item)} has no string attribute "${name}"`);
  return value;
};

export const readNumber = (item: Item, name: string): number => {
  const value = item[name]?.N;
  if (value === undefined) throw new Error(`item ${describeKey(item)} has no number attribute "${name}"`);
  return Number(value);
};

const describeKey = (item: Item): string => `${item[PARTITION_KEY]?.S ?? '?'}/${item[SORT_KEY]?.N ?? '?'}`;

/** Reads a whole query result, page by page, stopping once `limit` items are in. */
export async function queryAll(client: DynamoDBClient, input: QueryCommandInput, limit = Infinity): Promise<Item[]> {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const remaining = limit - items.length;
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey, ...(Number.isFinite(remaining) ? { Limit: remaining } : {}) }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}

/** The items of one partition of the due index (races, outbox, reminders), earliest first; with `dueBy`, those due by then. */
export const queryDueIndex = (client: DynamoDBClient, table: string, partition: string, dueBy?: string): Promise<Item[]> =>
  queryAll(client, {
    TableName: table,
    IndexName: DUE_INDEX,
    KeyConditionExpression: dueBy === undefined ? '#p = :p' : '#p = :p AND #due <= :now',
    ExpressionAttributeNames: { '#p': DUE_INDEX_PARTITION_KEY, ...(dueBy === undefined ? {} : { '#due': DUE_INDEX_SORT_KEY }) },
    ExpressionAttributeValues: { ':p': { S: partition }, ...(dueBy === undefined ? {} : { ':now': { S: dueBy } }) },
  });
