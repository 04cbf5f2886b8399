/**
 * The benchmark's players and raw store client, on a thread of their own: their requests are
 * timed as a client sees them, without sharing an event loop with the API and the store they
 * measure. Answers each `LoadJob` with the latencies of its requests, in ms.
 */
import { parentPort } from 'node:worker_threads';
import { DynamoDBClient, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import type { LoadJob, LoadResult } from './load.ts';

const RAW_EVENTS = JSON.stringify([{ type: 'MoveSubmitted', v: 1, at: new Date().toISOString(), car: '12', turn: 1, move: { speed: 140, curve1: [] } }]);
const clients = new Map<string, DynamoDBClient>();

const clientOf = (endpoint: string): DynamoDBClient => {
  let client = clients.get(endpoint);
  if (!client) {
    client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    clients.set(endpoint, client);
  }
  return client;
};

const timed = async (run: () => Promise<void>): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

/** One conditional PutItem and one Query of the same partition: a command's append and load, raw. */
const rawPair = (client: DynamoDBClient, table: string, pk: string, sk: number) =>
  timed(async () => {
    await client.send(
      new PutItemCommand({
        TableName: table,
        Item: { pk: { S: pk }, sk: { N: String(sk) }, at: { S: new Date().toISOString() }, events: { S: RAW_EVENTS } },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': 'pk' },
      }),
    );
    await client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND sk > :after',
        ExpressionAttributeValues: { ':pk': { S: pk }, ':after': { N: String(sk - 1) } },
        ConsistentRead: true,
      }),
    );
  });

const post = (api: string, { path, token, body }: { path: string; token: string; body: unknown }) =>
  timed(async () => {
    const response = await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${text}`);
  });

const run = async (job: LoadJob): Promise<number[]> => {
  const each =
    job.kind === 'posts'
      ? job.posts.map((request) => () => post(job.api, request))
      : job.pairs.map(
          ({ pk, sk }) =>
            () =>
              rawPair(clientOf(job.endpoint), job.table, pk, sk),
        );
  if (job.atOnce) return Promise.all(each.map((request) => request()));
  const latencies: number[] = [];
  for (const request of each) latencies.push(await request());
  return latencies;
};

parentPort?.on('message', (job: LoadJob) => {
  run(job).then(
    (latencies) => parentPort?.postMessage({ latencies } satisfies LoadResult),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies LoadResult),
  );
});
