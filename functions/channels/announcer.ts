/**
 * The league channels' part of a race's announcements: for each event the emails announce that a
 * channel is told of (message.ts), one post per channel bound to the race, each at most once
 * through a marker as the emails' (functions/notifier/delivery.ts): claimed for as long as its
 * tries may take, marked done once the chat took it or gave it up. A sender that dies leaves its
 * claim to expire and the race owing, so the next run posts it; the price is the one post in flight
 * when it died (a chat's webhook keeps no idempotency key). It runs once the emails of the same
 * commits are out, in a job of its own on the same queue (functions/race/fanout.ts), so a chat that
 * is down holds back no email. Its message is tried again with backoff (post.ts); a chat still down
 * (no answer, a 5xx, a 429) gets its claim back and the race stays owing, so the next run tries
 * again, the channel's later messages skipped meanwhile to keep its order, until the step is older
 * than `CHANNEL_RETRY_MS`; a refusal no retry mends (a deleted webhook: 404) is given up at once.
 * Either is logged without its address, and neither holds back the race's other channels.
 */
import { own } from '../../domain/own.ts';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { RaceReporter } from '../../domain/race/report.ts';
import type { RaceState } from '../../domain/race/state.ts';
import { reporters as gameReporters } from '../../domain/reports.ts';
import { silentReporter } from '../notifier/notifier.ts';
import type { Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { type Channel, type ChannelSettings, postAddress } from './channel.ts';
import { bodyFor } from './formats.ts';
import { told } from './message.ts';
import { CHANNEL_CLAIM_MS, CHANNEL_RETRY_MS, postWithRetries, type Webhooks } from './post.ts';
import type { ChannelStore } from './store.ts';

export interface ChannelAnnouncerOptions {
  store: Pick<ChannelStore, 'list'>;
  records: Pick<Records, 'claim' | 'release' | 'complete'>;
  webhooks: Webhooks;
  settings?: ChannelSettings;
  rulesets: Record<string, AnyRuleset>;
  /** The game's words by ruleset id (the shipped games' by default); a ruleset without one is told with the generic facts only. */
  reporters?: Record<string, RaceReporter>;
  clock?: () => Date;
  /** The wait between two tries (post.ts); a real one by default. */
  sleep?: (ms: number) => Promise<void>;
  claimMs?: number;
  baseUrl?: string | undefined;
  webUrl?: string | undefined;
  log?: (line: string) => void;
}

/**
 * What one `published` did: posts now, whether none is held by another sender (`complete`), and
 * how many were left for a later run because their chat is down (`owing`).
 */
export interface ChannelsPublished {
  posted: number;
  complete: boolean;
  owing: number;
}

/** The league channels' part of the announcements: whether any channel is bound to a race, and telling them of its announced events. */
export interface ChannelAnnouncer {
  bound(raceId: string): Promise<boolean>;
  /**
   * Tells the channels of the race `state` of the announced `events`, written `at`. `down`: the
   * channels this job found down, by id, with why; their later messages wait for a later run.
   */
  published(state: RaceState, events: RaceEvent[], at: string, down: Map<string, string>): Promise<ChannelsPublished>;
}

/** The marker of channel `channel`'s message `key` (a step's id, or `finished`) in the race. */
export const channelMarker = (raceId: string, channel: string, key: string): string => keys.sent(raceId, `channel#${channel}#${key}`);

export function createChannelAnnouncer({
  store,
  records,
  webhooks,
  settings = {},
  rulesets,
  reporters = gameReporters,
  clock = () => new Date(),
  sleep,
  claimMs = CHANNEL_CLAIM_MS,
  baseUrl,
  webUrl,
  log = console.error,
}: ChannelAnnouncerOptions): ChannelAnnouncer {
  const bound = async (raceId: string) => (await store.list()).filter((channel) => channel.races.includes(raceId));
  const published = async (state: RaceState, events: RaceEvent[], at: string, down: Map<string, string>) => {
    const outcome: ChannelsPublished = { posted: 0, complete: true, owing: 0 };
    const raceId = state.settings?.raceId;
    if (raceId === undefined) return outcome;
    const ruleset = state.settings && own(rulesets, state.settings.rulesetId);
    const reporter = (state.settings && own(reporters, state.settings.rulesetId)) ?? silentReporter;
    const messages = events.flatMap((event) => {
      const one = told(event, { state, ruleset, reporter, points: (classification) => reporter.points(state.game, classification), baseUrl, webUrl });
      return one ? [one] : [];
    });
    if (messages.length === 0) return outcome;
    const channels = await bound(raceId);
    const post = async (channel: Channel, key: string, body: unknown, photo: boolean) => {
      const marker = channelMarker(raceId, channel.id, key);
      const now = clock();
      const stale = now.getTime() - Date.parse(at) >= CHANNEL_RETRY_MS;
      const wasDown = down.get(channel.id);
      if (wasDown !== undefined && !stale) {
        outcome.owing += 1;
        return;
      }
      const claim = await records.claim(marker, 0, now.toISOString(), new Date(now.getTime() + claimMs).toISOString());
      if (claim === 'busy') outcome.complete = false;
      if (claim !== 'taken') return;
      const posted =
        wasDown === undefined
          ? await postWithRetries(webhooks, postAddress(channel.target, settings, photo), body, sleep)
          : { delivered: false as const, reason: wasDown, tries: 0, transient: true };
      if (!posted.delivered && posted.transient) {
        down.set(channel.id, posted.reason);
        if (!stale) {
          log(JSON.stringify({ raceId, channel: channel.id, message: key, triedAgainLater: posted.reason, tries: posted.tries }));
          outcome.owing += 1;
          await records.release(marker, 0);
          return;
        }
      }
      if (posted.delivered) outcome.posted += 1;
      else log(JSON.stringify({ raceId, channel: channel.id, message: key, givenUp: posted.reason, tries: posted.tries }));
      await records.complete(marker, 0, posted.delivered ? { status: posted.status } : { givenUp: posted.reason });
    };
    for (const { key, message } of messages)
      for (const channel of channels) {
        const written = message(channel.language);
        await post(channel, key, bodyFor(channel.target, written, channel.language), written.picture !== undefined);
      }
    return outcome;
  };
  return { bound: async (raceId) => (await bound(raceId)).length > 0, published };
}
