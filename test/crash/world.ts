/**
 * The machine the crash schedules run on: one dynalite server (a fresh table per schedule), one
 * SES stand-in (the mailbox, emptied before each schedule) and one stand-in of the league channels'
 * chats on loopback (emptied likewise), shared by every backend process a
 * schedule starts. A process is what a Lambda or `npm start` runs: `wire(...)` and `createApp(...)`
 * on the shared table, through a DynamoDB client, a mailer and a chats' poster of its own that pass each call through
 * the simulation's gate (sim.ts). Killing a process kills those wrappers; a new process is built
 * from nothing but the table, the mailbox and the chats.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ScanCommand,
} from '@aws-sdk/client-dynamodb';
import type { Hono } from 'hono';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import { createApp } from '../../functions/api/app.ts';
import { fetchWebhooks, type Webhooks } from '../../functions/channels/post.ts';
import { type ChannelPost, WEBHOOKS_PATH, webhookStandIn } from '../../functions/local/webhookStandIn.ts';
import { createSesMailer, type Mailer } from '../../functions/notifier/mailer.ts';
import { createTable } from '../../functions/store/table.ts';
import { type Backend, wire } from '../../functions/wiring.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { type LocalSes, type SentEmail, startSes } from '../support/ses.ts';
import { CrashError, type CrashPlan, Proc, type Sim } from './sim.ts';

export const ORGANISER = 'crash-organiser-token';
export const ORGANISER_AUTH = `Bearer ${ORGANISER}`;
/** The secret part of the league channel's address: no post may carry it. */
export const CHANNEL_SECRET = 'crash-channel-secret-0123456789';
const SENDER = 'race-master@speed-master.local';

export type Item = Record<string, AttributeValue>;

export interface Machine {
  raw: DynamoDBClient;
  ses: LocalSes;
  /** A fresh table holding `items`. */
  table(name: string, items?: Item[]): Promise<string>;
  dropTable(name: string): Promise<void>;
  items(table: string): Promise<Item[]>;
  /** Every email the stand-in accepted since the last `clearMailbox`. */
  mailbox(): Promise<SentEmail[]>;
  clearMailbox(): Promise<void>;
  /** The league channel's address every template binds to its race: a secret of its own. */
  channelUrl: string;
  /** Where the chats' stand-in listens, which the processes allow as a channel's address. */
  chatsOrigin: string;
  /** Every post the chats' stand-in took since the last `clearMailbox`, oldest first. */
  chatPosts(): ChannelPost[];
  close(): Promise<void>;
}

export async function startMachine(): Promise<Machine> {
  const dynamo: LocalDynamo = await startDynalite('crash-unused');
  const ses = await startSes();
  const chats = webhookStandIn();
  const chatsServer: Server = createServer((request, response) => {
    if (!chats.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => chatsServer.listen(0, '127.0.0.1', resolve));
  const chatsOrigin = `http://127.0.0.1:${(chatsServer.address() as AddressInfo).port}`;
  const raw = dynamo.client;
  // dynalite makes a new table active on a timer; the SDK's waiter, finding it still being created,
  // would sleep a whole second. Waiting for it here in milliseconds lets the waiter find it active.
  const activeAtOnce = {
    send: async (command: unknown) => {
      const answer = await raw.send(command as never);
      if (command instanceof CreateTableCommand && command.input.TableName)
        for (let i = 0; i < 1000; i++) {
          const { Table } = await raw.send(new DescribeTableCommand({ TableName: command.input.TableName }));
          if (Table?.TableStatus === 'ACTIVE') break;
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
      return answer;
    },
  } as unknown as DynamoDBClient;
  return {
    raw,
    ses,
    async table(name, items = []) {
      await createTable(activeAtOnce, name);
      for (let i = 0; i < items.length; i += 25) {
        let batch: Item[] = items.slice(i, i + 25);
        while (batch.length > 0) {
          const { UnprocessedItems } = await raw.send(new BatchWriteItemCommand({ RequestItems: { [name]: batch.map((Item) => ({ PutRequest: { Item } })) } }));
          batch = (UnprocessedItems?.[name] ?? []).flatMap((request) => (request.PutRequest?.Item ? [request.PutRequest.Item as Item] : []));
        }
      }
      return name;
    },
    async dropTable(name) {
      await raw.send(new DeleteTableCommand({ TableName: name }));
    },
    async items(table) {
      const items: Item[] = [];
      let start: Item | undefined;
      do {
        const page = await raw.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }));
        items.push(...((page.Items ?? []) as Item[]));
        start = page.LastEvaluatedKey as Item | undefined;
      } while (start);
      return items;
    },
    mailbox: () => ses.sent(),
    async clearMailbox() {
      await fetch(`${ses.endpoint}/clear-store`, { method: 'POST' });
      chats.clear();
    },
    chatsOrigin,
    channelUrl: `${chatsOrigin}${WEBHOOKS_PATH}/discord/${CHANNEL_SECRET}`,
    chatPosts: () => chats.posts(),
    async close() {
      chatsServer.closeAllConnections();
      await new Promise((resolve) => chatsServer.close(resolve));
      await ses.close();
      await dynamo.close();
    },
  };
}

/** A request as a client sends it; `key` goes in the `Idempotency-Key` header, the same on every retry. */
export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  auth?: string;
  key?: string;
}

/** What came back, or nothing when the process died before answering. */
export interface Answer {
  status: number;
  body: any;
}

export interface ProcessOptions {
  machine: Machine;
  sim: Sim;
  table: string;
  rulesets: Record<string, AnyRuleset>;
  /** Distinguishes processes: it seeds each one's random bytes apart. */
  id: number;
  /** The schedule's seed, for the random bytes too. */
  seed: number;
  plan?: CrashPlan;
  clock: () => Date;
}

export interface Process {
  proc: Proc;
  backend: Backend;
  app: Hono;
  /** Sends `call` to the process's HTTP app; undefined when the process is dead by the time it would answer. */
  request(call: HttpCall): Promise<Answer | undefined>;
  /** One scheduler tick on this process; undefined when it died meanwhile. */
  resolveDue(): Promise<Awaited<ReturnType<Backend['scheduled']['resolveDue']>> | undefined>;
}

export const organiserHash = createHash('sha256').update(ORGANISER).digest('hex');

export function spawn({ machine, sim, table, rulesets, id, seed, plan, clock }: ProcessOptions): Process {
  const proc = new Proc(id, plan);
  const raw = machine.raw;
  const client = {
    send: (command: { constructor: { name: string }; input?: unknown }) =>
      sim.io(proc, `dynamo ${command.constructor.name.replace(/Command$/, '')}`, () => raw.send(command as never)),
  } as unknown as DynamoDBClient;
  const ses = createSesMailer({ client: machine.ses.client, sender: SENDER });
  const mailer: Mailer = { send: (to, email) => sim.io(proc, `mail ${to}`, () => ses.send(to, email)) };
  const chats = fetchWebhooks();
  const webhooks: Webhooks = { post: (url, body) => sim.io(proc, 'channel post', () => chats.post(url, body)) };
  let counter = 0;
  const backend = wire({
    client,
    table,
    rulesets,
    mailer,
    // A chat that fails is tried again at once: the simulation's time is its clock's.
    channels: { origins: [machine.chatsOrigin], webhooks, sleep: async () => {} },
    clock,
    random: () => createHash('sha256').update(`crash ${seed} process ${id} random ${++counter}`).digest('hex'),
  });
  const app = createApp({ ...backend, config: { organiserTokenHash: organiserHash } });
  return {
    proc,
    backend,
    app,
    async request({ method, path, body, auth, key }) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth) headers.authorization = auth;
      if (key) headers['idempotency-key'] = key;
      try {
        const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        const text = await response.text();
        // A dead process answers nobody: whatever its app made of the crash never leaves it.
        if (proc.dead) return undefined;
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: kept as text
        }
        return { status: response.status, body: parsed };
      } catch (error) {
        if (proc.dead || error instanceof CrashError) return undefined;
        throw error;
      }
    },
    async resolveDue() {
      try {
        const result = await backend.scheduled.resolveDue();
        return proc.dead ? undefined : result;
      } catch (error) {
        if (proc.dead || error instanceof CrashError) return undefined;
        throw error;
      }
    },
  };
}

/** The truth, read around the gates: the table as it is, and the HTTP app on it for the checks (it sends no email). */
export function observer(machine: Machine, table: string, rulesets: Record<string, AnyRuleset>, clock: () => Date) {
  const mailer: Mailer = {
    send: () => Promise.reject(new Error('the observer sends no email')),
  };
  let counter = 0;
  const backend = wire({
    client: machine.raw,
    table,
    rulesets,
    mailer,
    channels: { origins: [machine.chatsOrigin], webhooks: { post: () => Promise.reject(new Error('the observer posts to no chat')) } },
    clock,
    random: () => createHash('sha256').update(`observer ${table} ${++counter}`).digest('hex'),
  });
  const app = createApp({ ...backend, config: { organiserTokenHash: organiserHash } });
  const get = async (path: string, auth?: string): Promise<Answer> => {
    const response = await app.request(path, { headers: auth ? { authorization: auth } : {} });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  return { backend, app, get };
}
