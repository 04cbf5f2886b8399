/**
 * The whole system on one machine with no AWS account (ARCHITECTURE "Local mode"): dynalite
 * with its data under a folder, the SES stand-in with its mailbox page, the HTTP API, and a
 * scheduler playing the resolver's part every few seconds through the in-process fan-out (the
 * same dispatch and workers as on AWS, on in-process queues), and an SMTP server taking the
 * players' replies to the step emails, with a page to write them in the browser, and the league
 * channels' chats, whose posts the mailbox's server takes and shows (webhookStandIn.ts). Everything
 * listens on loopback only.
 */
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESClient } from '@aws-sdk/client-ses';
import { getRequestListener } from '@hono/node-server';
import dynalite from 'dynalite';
import { isSubmission } from '../../domain/race/events.ts';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { createApp } from '../api/app.ts';
import type { InProcessOptions } from '../fanout/inProcess.ts';
import { pacedMailer } from '../fanout/pacedMailer.ts';
import { wireInbound } from '../inbound/wire.ts';
import { createSesMailer, SES_TIMEOUTS } from '../notifier/mailer.ts';
import { replyAddresses } from '../notifier/reply-address.ts';
import type { Resolution } from '../race/resolver.ts';
import { tokenHash } from '../store/records.ts';
import { createTable } from '../store/table.ts';
import { sourceAssets } from '../web/assets.ts';
import { wire } from '../wiring.ts';
import { organiserToken, replySecret } from './organiserToken.ts';
import { startPictureThreads } from './pictureThreads.ts';
import { REPLY_PAGE, replyPage } from './replyPage.ts';
import { every } from './scheduler.ts';
import { startSesStandIn } from './sesStandIn.ts';
import { startSmtpServer } from './smtpServer.ts';
import { CHANNELS_PAGE, mountWebhookStandIn, WEBHOOKS_PATH, webhookStandIn } from './webhookStandIn.ts';

export const TABLE = 'speed-master';
/** The embedded mailbox's emails, under the data folder. */
export const MAILBOX_FILE = 'mailbox.jsonl';
/** Longer than the SES client's timeout (SES_TIMEOUTS). */
const LOCAL_EMAIL_CLAIM_MS = 12_000;
const SENDER = 'race-master@speed-master.local';
/** The domain of the reply addresses; mail to it reaches the local SMTP server only. */
export const REPLY_DOMAIN = 'speed-master.local';
const LOOPBACK = '127.0.0.1';
// The SDK wants credentials even for a local endpoint; these open nothing.
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface LocalOptions {
  rulesets: Record<string, AnyRuleset>;
  /** Where the table is kept across restarts (`.data/` for `npm start`). */
  dataDir: string;
  /** The API's port; 0 picks a free one. */
  port?: number;
  /** How often the scheduler looks for due races. */
  resolveEveryMs?: number;
  /** A DynamoDB-compatible endpoint to use instead of the embedded dynalite (the benchmark runs its store on a thread of its own). */
  dynamodb?: string;
  /**
   * The mailbox's port (the embedded SES stand-in); 0, the default, picks a free one (`npm start`
   * passes 8005). Its emails are kept in `<dataDir>/mailbox.jsonl` across restarts.
   */
  mailboxPort?: number;
  /** An SES stand-in's endpoint to use instead of the embedded one (the benchmark runs it on a thread of its own). */
  ses?: string;
  /** The SMTP server's port, for the players' replies; 0, the default, picks a free one (`npm start` passes 2525). */
  smtpPort?: number;
  clock?: () => Date;
  log?: (line: string) => void;
  /** SES's send rate, emails a second, which the email workers keep to (functions/fanout/pacedMailer.ts); unpaced without it. */
  sesRatePerSecond?: number;
  /** The fan-out's workers: how many race steps and how many races' emails at once. */
  fanout?: InProcessOptions;
  /** Threads that draw the emails' pictures (pictureThreads.ts); none, the default, draws them in this one. */
  pictureThreads?: number;
}

export interface LocalStack {
  /**
   * `smtp` takes the replies; `replies` is the page to write one in the browser; a league channel's
   * address is under `webhooks` (`<webhooks>/discord/…`, `<webhooks>/slack/…`, Telegram's bot API at
   * `<webhooks>/telegram`), and `channels` shows what each was told.
   */
  urls: { api: string; mailbox: string; dynamodb: string; smtp: string; replies: string; webhooks: string; channels: string };
  organiserToken: string;
  /** One scheduler run, now: what the scheduler would do at its next tick. */
  resolveDue(): Promise<Resolution[]>;
  /** Stops the scheduler, destroys the clients, then closes the servers. */
  stop(): Promise<void>;
}

const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const listen = async (server: Server, port: number): Promise<number> => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, resolve);
  });
  return (server.address() as AddressInfo).port;
};

const close = (server: Server): Promise<void> =>
  new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });

export async function startLocal({
  rulesets,
  dataDir,
  port = 3000,
  mailboxPort = 0,
  resolveEveryMs = 5000,
  dynamodb,
  ses,
  smtpPort = 0,
  clock = () => new Date(),
  log = console.log,
  sesRatePerSecond,
  fanout,
  pictureThreads,
}: LocalOptions): Promise<LocalStack> {
  await mkdir(dataDir, { recursive: true });
  const token = await organiserToken(dataDir);
  const replies = replyAddresses({ secret: await replySecret(dataDir), domain: REPLY_DOMAIN });
  // Closed in reverse order on stop, or as soon as a later part fails to start (a port in use).
  const started: (() => Promise<void> | void)[] = [];
  const closeStarted = async () => {
    for (const closeOne of started.splice(0).reverse()) await closeOne();
  };

  try {
    let dynamoUrl = dynamodb;
    if (dynamoUrl === undefined) {
      const dynamoServer = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0 });
      dynamoUrl = `http://${LOOPBACK}:${await listen(dynamoServer, 0)}`;
      started.push(() => close(dynamoServer));
    }
    let sesUrl = ses;
    const chats = webhookStandIn(clock);
    let chatsUrl: string;
    if (sesUrl === undefined) {
      const standIn = await startSesStandIn({ port: mailboxPort, file: join(dataDir, MAILBOX_FILE), log });
      sesUrl = standIn.url;
      started.push(() => standIn.close());
      mountWebhookStandIn(standIn.server, chats);
      chatsUrl = sesUrl;
    } else {
      // The mailbox is another process's: the chats get a server of their own.
      const chatsServer = createServer((request, response) => {
        if (!chats.handle(request, response)) response.writeHead(404).end();
      });
      chatsUrl = `http://${LOOPBACK}:${await listen(chatsServer, 0)}`;
      started.push(() => close(chatsServer));
    }
    const dynamo = new DynamoDBClient({ endpoint: dynamoUrl, region: 'local', credentials });
    const sesClient = new SESClient({ endpoint: sesUrl, region: 'local', credentials, requestHandler: SES_TIMEOUTS });
    started.push(
      () => dynamo.destroy(),
      () => sesClient.destroy(),
    );
    await createTable(dynamo, TABLE);

    // The port is known only once the server listens, and the emails' links need it: the app is
    // built then, and the server answers 503 until it is.
    let app: { fetch: (request: Request) => Response | Promise<Response> } | undefined;
    let page: { fetch: (request: Request) => Response | Promise<Response> } | undefined;
    const apiServer = createServer(
      getRequestListener((request) => {
        const served = page && new URL(request.url).pathname === REPLY_PAGE ? page : app;
        return served ? served.fetch(request) : new Response(null, { status: 503 });
      }),
    );
    const apiUrl = `http://${LOOPBACK}:${await listen(apiServer, port)}`;
    started.push(() => close(apiServer));
    // One pace for the step emails and the answers to the replies: SES's send rate is the account's.
    const sesMailer = createSesMailer({ client: sesClient, sender: SENDER });
    const mailer = sesRatePerSecond === undefined ? sesMailer : pacedMailer(sesMailer, sesRatePerSecond);
    const drawing = pictureThreads ? startPictureThreads(pictureThreads) : undefined;
    if (drawing) started.push(() => drawing.stop());
    const backend = wire({
      client: dynamo,
      table: TABLE,
      rulesets,
      mailer,
      replies,
      ...(fanout ? { fanout } : {}),
      ...(drawing ? { rasterise: drawing.rasterise } : {}),
      baseUrl: apiUrl,
      clock,
      // Loopback is a channel's address here only: the stand-in's.
      channels: { origins: [chatsUrl], telegramApi: `${chatsUrl}${WEBHOOKS_PATH}/telegram` },
      // Seconds, as the scheduler's ticks: an email in flight when the process was killed goes out soon after its restart.
      emailClaimMs: LOCAL_EMAIL_CLAIM_MS,
    });
    const inbound = wireInbound(backend, { replies, mailer, organiserTokenHash: tokenHash(token), webUrl: apiUrl });
    const smtp = await startSmtpServer({ port: smtpPort, receive: inbound.receive, log });
    started.push(() => smtp.close());
    page = replyPage({ mailbox: sesUrl, smtpPort: smtp.port });
    app = createApp({ ...backend, webAssets: sourceAssets(), config: { organiserTokenHash: tokenHash(token) } });
    const resolveDue = async (): Promise<Resolution[]> => {
      const { resolutions, failures } = await backend.scheduled.resolveDue();
      for (const { raceId, events } of resolutions) {
        const played = events.filter((e) => !isSubmission(e));
        if (played.length > 0) log(`race ${raceId}: ${played.map((e) => e.type).join(', ')}`);
      }
      for (const { raceId, error } of failures) log(`race ${raceId}: resolution failed: ${describeError(error)}`);
      return resolutions;
    };
    const scheduler = every(
      resolveEveryMs,
      async () => {
        await resolveDue();
      },
      (error) => log(`resolver run failed: ${describeError(error)}`),
    );
    started.push(() => scheduler.stop());

    return {
      urls: {
        api: apiUrl,
        mailbox: `${sesUrl}/`,
        dynamodb: dynamoUrl,
        smtp: `smtp://${LOOPBACK}:${smtp.port}`,
        replies: `${apiUrl}${REPLY_PAGE}`,
        webhooks: `${chatsUrl}${WEBHOOKS_PATH}`,
        channels: `${chatsUrl}${CHANNELS_PAGE}`,
      },
      organiserToken: token,
      resolveDue,
      stop: closeStarted,
    };
  } catch (error) {
    await closeStarted();
    throw error;
  }
}
