/**
 * The composition root: the storage of functions/race/storage.ts plus the notifier and the resolver,
 * built once on one DynamoDB table and one mailer. The resolver Lambda, local mode and the tests
 * build the backend here, so they all run the same code on the same parts.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Hono } from 'hono';
import { DEFAULT_ABSENCE_DAYS } from '../domain/absences.ts';
import { assists } from '../domain/assists.ts';
import { pictures } from '../domain/pictures.ts';
import { decider } from '../domain/race/decide.ts';
import type { AnyRuleset } from '../domain/race/index.ts';
import type { RaceReporter } from '../domain/race/report.ts';
import { reporters as gameReporters } from '../domain/reports.ts';
import { mountResolverRoutes } from './api/resolver-routes.ts';
import { createChannelAnnouncer } from './channels/announcer.ts';
import type { ChannelSettings } from './channels/channel.ts';
import { fetchWebhooks, type Webhooks } from './channels/post.ts';
import { createChannelStore } from './channels/store.ts';
import type { BackendEnv } from './env.ts';
import { type InProcessOptions, inProcessFanout } from './fanout/inProcess.ts';
import { emailsOnAws, type Mailer } from './notifier/mailer.ts';
import { createNotifier } from './notifier/notifier.ts';
import type { ReplyAddresses } from './notifier/reply-address.ts';
import type { Rasterise } from './picture/png.ts';
import type { ChannelPosts } from './race/posts.ts';
import { createResolver } from './race/resolver.ts';
import type { Service } from './race/service.ts';
import { type StorageOptions, wireStorage } from './race/storage.ts';
import type { WorkQueue } from './race/work.ts';
import { createAbsences } from './store/absences.ts';
import { createCalendarFeeds } from './store/calendar-feeds.ts';
import { createReminders } from './store/reminders.ts';
import { createWaitGroups } from './store/wait-groups.ts';

export interface WiringOptions extends Omit<StorageOptions, 'decider'> {
  mailer: Mailer;
  /** Public base URL of the API, for the links in the emails; without it the emails have none. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page the emails link to; the API's by default. */
  webUrl?: string;
  /** How long a sender holds an email before another may send it (delivery.ts); longer than the SES client's timeout. */
  emailClaimMs?: number;
  /** The games' words by ruleset id; the shipped games' (domain/reports.ts) by default. */
  reporters?: Record<string, RaceReporter>;
  /** The reply addresses a step's emails carry (functions/inbound); without them the players answer on the web page only. */
  replies?: ReplyAddresses;
  /** The in-process fan-out's workers (functions/fanout/inProcess.ts), for local mode and the tests. */
  fanout?: InProcessOptions;
  /** What draws the emails' pictures (the notifier's `rasterise`). */
  rasterise?: Rasterise;
  /**
   * The league channels' posts (functions/channels): where they go (`fetch` by default), the hosts
   * allowed besides the chats', the wait between tries, and the queue of their jobs (the SQS email
   * queue on AWS; the in-process fan-out's by default).
   */
  channels?: ChannelSettings & { webhooks?: Webhooks; sleep?: (ms: number) => Promise<void>; queue?: WorkQueue };
  /** Days away a calendar year allows each player (docs/absences.md); `DEFAULT_ABSENCE_DAYS` without it. */
  absenceDaysPerYear?: number;
}

export function wire({
  mailer,
  baseUrl,
  webUrl,
  emailClaimMs,
  reporters,
  replies,
  fanout,
  rasterise,
  channels = {},
  absenceDaysPerYear,
  ...options
}: WiringOptions) {
  const storage = wireStorage({ ...options, decider });
  // The resolver's and local mode's: the API function schedules no reminder (infra/stack.ts).
  const reminders = createReminders({ client: options.client, table: options.table });
  const { rulesets, records, circuits } = storage;
  const channelStore = createChannelStore({ client: options.client, table: options.table });
  const { webhooks = fetchWebhooks(), sleep, queue, ...channelSettings } = channels;
  const announcer = createChannelAnnouncer({
    store: channelStore,
    records,
    webhooks,
    settings: channelSettings,
    rulesets,
    ...(reporters ? { reporters } : {}),
    clock: storage.clock,
    ...(sleep ? { sleep } : {}),
    baseUrl,
    webUrl: webUrl ?? baseUrl,
  });
  const notifier = createNotifier({
    mailer,
    records,
    rulesets,
    pictures,
    circuits,
    clock: storage.clock,
    ...(emailClaimMs ? { claimMs: emailClaimMs } : {}),
    ...(reporters ? { reporters } : {}),
    ...(replies ? { replies } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(webUrl ? { webUrl } : {}),
    ...(rasterise ? { rasterise } : {}),
  });
  const absences = createAbsences({ client: options.client, table: options.table });
  const waitGroups = createWaitGroups(records);
  const posts: ChannelPosts = {
    ...announcer,
    enqueue: (raceId, commit) => (queue ?? scheduled.posts).send([{ kind: 'posts', raceId, commit }]),
  };
  const resolver = createResolver({ ...storage, reminders, notifier, absences, waitGroups, channels: posts });
  const calendarFeeds = createCalendarFeeds({ client: options.client, table: options.table, records });
  // Local mode's and the tests' scheduled runs; on AWS the queues are SQS (functions/fanout/sqsQueue.ts).
  const scheduled = inProcessFanout(resolver, fanout);
  return {
    ...storage,
    reminders,
    notifier,
    absences,
    waitGroups,
    channels: posts,
    resolver,
    scheduled,
    pictures,
    assists,
    resolverRoutes: (app: Hono, service: Service) =>
      mountResolverRoutes(app, service, {
        notifier,
        calendar: { feeds: calendarFeeds, reporters: reporters ?? gameReporters, webUrl: webUrl ?? baseUrl },
        channels: { store: channelStore, settings: channelSettings },
        absences: { store: absences, allowance: absenceDaysPerYear ?? DEFAULT_ABSENCE_DAYS },
      }),
  };
}

export type Backend = ReturnType<typeof wire>;

/** The backend on AWS: clients from the Lambda's environment, created once per execution environment; the channels' posts go to `posts` (the SQS email queue). */
export const wireAws = (env: BackendEnv, rulesets: Record<string, AnyRuleset>, posts: WorkQueue, replies?: ReplyAddresses): Backend =>
  wire({
    client: new DynamoDBClient({}),
    table: env.TABLE_NAME,
    rulesets,
    channels: { queue: posts },
    ...emailsOnAws(env),
    ...(replies ? { replies } : {}),
    ...(env.ABSENCE_DAYS_PER_YEAR === undefined ? {} : { absenceDaysPerYear: env.ABSENCE_DAYS_PER_YEAR }),
  });
