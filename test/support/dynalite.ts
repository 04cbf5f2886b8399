/**
 * An in-process DynamoDB stand-in for integration tests: dynalite on a loopback port chosen by
 * the system, with the Speed Master table created.
 */
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { createTable } from '../../functions/store/table.ts';

export interface LocalDynamo {
  client: DynamoDBClient;
  table: string;
  /** The dynalite server's URL, for a tool given `--endpoint`. */
  endpoint: string;
  close(): Promise<void>;
}

export async function startDynalite(table = 'speed-master-test'): Promise<LocalDynamo> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await createTable(client, table);
  return {
    client,
    table,
    endpoint,
    async close() {
      client.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
