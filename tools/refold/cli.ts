/**
 * `npm run refold -- <raceId> [--table <name>] [--endpoint <url>] [--dry-run]`: refolds a race
 * (refold.ts) and prints how many snapshots changed. Without `--endpoint` it opens the local
 * store of `npm start` (dynalite on `$DATA_DIR/dynamodb`, `.data` by default, table
 * `speed-master`), which `npm start` must not hold open at the same time. `--aws` uses the AWS
 * SDK's own region and credentials instead (the table is then the stack's `TableName` output).
 * Exit 0 when refolded, 1 when the race cannot be read or written, 2 for a wrong command line.
 */
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { RaceState } from '../../domain/race/state.ts';
import { TABLE } from '../../functions/local/stack.ts';
import { decidesNothing, wireStorage } from '../../functions/race/storage.ts';
import { refold } from './refold.ts';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const USAGE = 'usage: npm run refold -- <raceId> [--table <name>] [--endpoint <url> | --aws] [--dry-run]';
const LOOPBACK = '127.0.0.1';
// The SDK wants credentials even for a local endpoint; these open nothing.
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

interface Args {
  raceId: string;
  table: string;
  endpoint?: string;
  aws: boolean;
  dryRun: boolean;
}

function parseArgs(args: string[]): Args | undefined {
  const positional: string[] = [];
  const parsed: Partial<Args> = { aws: false, dryRun: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--dry-run') parsed.dryRun = true;
    else if (arg === '--aws') parsed.aws = true;
    else if (arg === '--table' || arg === '--endpoint') {
      const value = args[++i];
      if (value === undefined || value.startsWith('--')) return undefined;
      if (arg === '--table') parsed.table = value;
      else parsed.endpoint = value;
    } else if (arg.startsWith('--')) return undefined;
    else positional.push(arg);
  }
  const [raceId, ...more] = positional;
  if (raceId === undefined || more.length > 0 || (parsed.aws && parsed.endpoint !== undefined)) return undefined;
  if (parsed.endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(parsed.endpoint)) return undefined;
  return {
    raceId,
    table: parsed.table ?? TABLE,
    aws: parsed.aws ?? false,
    dryRun: parsed.dryRun ?? false,
    ...(parsed.endpoint ? { endpoint: parsed.endpoint } : {}),
  };
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The LevelDB that dynalite keeps its data in, dynalite's own (no dependency of ours). */
interface LevelDb {
  open(): Promise<void>;
  close(): Promise<void>;
}
const levelOfDynalite = (): (new (path: string) => LevelDb) => {
  const require = createRequire(import.meta.url);
  return (createRequire(require.resolve('dynalite'))('level') as { Level: new (path: string) => LevelDb }).Level;
};

/**
 * Whether another process (`npm start`) holds the store: dynalite would fail every request on a
 * database it cannot open, and crash the process, so the folder is opened once first.
 */
async function inUse(path: string): Promise<boolean> {
  const db = new (levelOfDynalite())(path);
  try {
    await db.open();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'LEVEL_LOCKED') return true;
    throw error;
  }
  await db.close();
  return false;
}

/** The local store of `npm start`, opened on its folder as local mode does. */
async function openLocalStore(dataDir: string): Promise<{ endpoint: string; close(): Promise<void> }> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, 'dynamodb');
  if (await inUse(path)) throw new Error(`the store under ${dataDir} is in use: stop \`npm start\` first`);
  const server: Server = dynalite({ path, createTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, LOOPBACK, resolve);
  });
  return {
    endpoint: `http://${LOOPBACK}:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export async function runRefold(args: string[], rulesets: Record<string, AnyRuleset>, io: Io, env: { DATA_DIR?: string } = process.env): Promise<number> {
  const parsed = parseArgs(args);
  if (!parsed) {
    io.err(USAGE);
    return 2;
  }
  const { raceId, table, aws, dryRun } = parsed;
  let local: Awaited<ReturnType<typeof openLocalStore>> | undefined;
  try {
    local = parsed.endpoint === undefined && !aws ? await openLocalStore(env.DATA_DIR || '.data') : undefined;
  } catch (error) {
    io.err(`race ${raceId}: ${describeError(error)}`);
    return 1;
  }
  const endpoint = parsed.endpoint ?? local?.endpoint;
  const client = aws ? new DynamoDBClient({}) : new DynamoDBClient({ endpoint, region: 'local', credentials: LOCAL_CREDENTIALS });
  try {
    const { store, race } = wireStorage({ client, table, rulesets, decider: decidesNothing });
    const { commits, changed } = await refold({ store, raceId, initial: race.initialState, evolve: race.evolve, snapshotSchema: RaceState, dryRun });
    if (commits === 0) {
      io.err(`race ${raceId}: no commits in table ${table}`);
      return 1;
    }
    const which = changed.length === 0 ? '' : ` (commit${changed.length === 1 ? '' : 's'} ${changed.join(', ')})`;
    io.out(
      `race ${raceId}: ${commits} commits refolded, ${changed.length} snapshot${changed.length === 1 ? '' : 's'} ${dryRun ? 'would change' : 'changed'}${which}`,
    );
    return 0;
  } catch (error) {
    const where = aws ? 'in AWS' : local ? `under ${env.DATA_DIR || '.data'}` : `at ${endpoint}`;
    io.err(`race ${raceId}: ${error instanceof ResourceNotFoundException ? `no table ${table} ${where}` : describeError(error)}`);
    return 1;
  } finally {
    client.destroy();
    await local?.close();
  }
}
