/**
 * Counts what a race costs on AWS while it runs on the local stack: every DynamoDB call with the
 * capacity DynamoDB would charge, and every SES email. The stack builds its own clients, so the
 * only way in is the clients' shared `send`; the benchmark's own reads are left out.
 */
import { performance } from 'node:perf_hooks';
import { type AttributeValue, ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { keys, PARTITION_KEY } from '../functions/store/table.ts';

/** Who is running while the benchmark drives one thing at a time: an API request or the resolver. */
export type Caller = 'api' | 'resolver';

interface Tally {
  calls: number;
  /** Time spent waiting for DynamoDB, to swap for in-region latency in the duration estimate. */
  ms: number;
  readUnits: number;
  writeUnits: number;
}

export interface Usage {
  byCommand: Record<string, number>;
  dynamo: Record<Caller, Tally>;
  /** Bytes of every item written: what the table keeps. */
  bytesWritten: number;
  emails: number;
  /** Write units by command and kind of item (the partition key's prefix: `UpdateItem BALLOT`): where the writes go. */
  writeUnitsByItem: Record<string, number>;
  /** Bytes of the raw emails, pictures included: SES charges the attachments by the GB. */
  emailBytes: number;
}

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const CAPACITY_REPORTED = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'GetItem', 'Query', 'BatchGetItem', 'BatchWriteItem']);

/** The items a command writes whole: a PutItem's, or a BatchWriteItem's puts. */
const itemsOf = (input: Record<string, unknown>): Record<string, AttributeValue>[] => {
  if (input.Item) return [input.Item as Record<string, AttributeValue>];
  const requests = Object.values((input.RequestItems ?? {}) as Record<string, { PutRequest?: { Item?: Record<string, AttributeValue> } }[]>).flat();
  return requests.flatMap((request) => (request.PutRequest?.Item ? [request.PutRequest.Item] : []));
};

/** DynamoDB's item size: attribute names plus values (numbers counted as their digits, a close upper bound). */
function itemBytes(item: Record<string, AttributeValue>): number {
  const valueBytes = (value: AttributeValue): number => {
    if (value.S !== undefined) return Buffer.byteLength(value.S);
    if (value.N !== undefined) return value.N.length;
    if (value.B !== undefined) return value.B.length;
    if (value.M !== undefined) return 3 + itemBytes(value.M);
    if (value.L !== undefined) return 3 + value.L.reduce((sum, element) => sum + 1 + valueBytes(element), 0);
    return 1;
  };
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}

const RACE_INDEX_PREFIX = keys.raceIndex('');

const writeUnitsOf = (bytes: number): number => Math.max(1, Math.ceil(bytes / 1024));

export interface Meter {
  /** Who the calls from now on are counted for. */
  caller: Caller;
  /** Leaves this client's calls out of the count. */
  ignore(client: DynamoDBClient): void;
  usage(): Usage;
  /** Puts the clients' `send` back. */
  stop(): void;
}

type Send = (this: unknown, command: { constructor: { name: string }; input: Record<string, unknown> }, ...rest: unknown[]) => Promise<Record<string, unknown>>;

export function startMeter(): Meter {
  const dynamoSend = DynamoDBClient.prototype.send as unknown as Send;
  const sesSend = SESClient.prototype.send as unknown as Send;
  const ignored = new WeakSet<object>();
  const tally = (): Tally => ({ calls: 0, ms: 0, readUnits: 0, writeUnits: 0 });
  const usage: Usage = { byCommand: {}, dynamo: { api: tally(), resolver: tally() }, bytesWritten: 0, emails: 0, emailBytes: 0, writeUnitsByItem: {} };

  const meter: Meter = {
    caller: 'api',
    ignore: (client) => ignored.add(client),
    usage: () => structuredClone(usage),
    stop() {
      DynamoDBClient.prototype.send = dynamoSend as unknown as DynamoDBClient['send'];
      SESClient.prototype.send = sesSend as unknown as SESClient['send'];
    },
  };

  const metered: Send = async function (command, ...rest) {
    if (ignored.has(this as object)) return dynamoSend.call(this, command, ...rest);
    const name = command.constructor.name.replace(/Command$/, '');
    const counted = usage.dynamo[meter.caller];
    const items = itemsOf(command.input);
    const key = (items[0] ?? command.input.Key) as Record<string, AttributeValue> | undefined;
    const bytes = items.reduce((sum, item) => sum + itemBytes(item), 0);
    // Race index items are copied into the due index: DynamoDB charges that write again, dynalite does not report it.
    const indexed = key?.[PARTITION_KEY]?.S?.startsWith(RACE_INDEX_PREFIX) ?? false;
    if (CAPACITY_REPORTED.has(name)) command.input.ReturnConsumedCapacity ??= 'TOTAL';
    usage.byCommand[name] = (usage.byCommand[name] ?? 0) + 1;
    counted.calls++;
    const start = performance.now();
    try {
      const output = await dynamoSend.call(this, command, ...rest);
      const consumed = [output.ConsumedCapacity ?? []].flat() as { CapacityUnits?: number }[];
      const units = consumed.reduce((sum, capacity) => sum + (capacity.CapacityUnits ?? 0), 0);
      if (WRITES.has(name)) {
        const written = indexed ? 2 * units : units;
        counted.writeUnits += written;
        const kind = `${name} ${key?.[PARTITION_KEY]?.S?.split('#')[0] ?? '?'}`;
        usage.writeUnitsByItem[kind] = (usage.writeUnitsByItem[kind] ?? 0) + written;
      } else counted.readUnits += units;
      usage.bytesWritten += bytes;
      return output;
    } catch (error) {
      // A failed condition is still a write DynamoDB charges for.
      if (error instanceof ConditionalCheckFailedException) counted.writeUnits += writeUnitsOf(bytes);
      throw error;
    } finally {
      counted.ms += performance.now() - start;
    }
  };

  const countedEmail: Send = async function (command, ...rest) {
    if (command.constructor.name === 'SendRawEmailCommand') {
      usage.emails++;
      usage.emailBytes += (command.input.RawMessage as { Data: Uint8Array }).Data.byteLength;
    }
    return sesSend.call(this, command, ...rest);
  };

  DynamoDBClient.prototype.send = metered as unknown as DynamoDBClient['send'];
  SESClient.prototype.send = countedEmail as unknown as SESClient['send'];
  return meter;
}
