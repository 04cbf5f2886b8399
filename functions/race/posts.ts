/**
 * The league channels' posts as work of their own (issue 30 point 4): once a race's emails through
 * a commit are out, the posts that commit owes are handed to a job on the fan-out's queue
 * (functions/fanout), so that a chat that is down, tried again with backoff (functions/channels/post.ts),
 * holds back no email and runs no email job past its time.
 *
 * Nothing is lost through a crash or a chat down for a while: the race's outbox (raceIndex.ts)
 * stays until the posts are out (or given up, announcer.ts) too, so the next run finds the race
 * owing and hands its posts on again; the index's `postedCommit` says through which commit they
 * went out, and each post is kept once by its marker (announcer.ts). A race no channel is bound to owes no post: its outbox is settled with its emails.
 */
import type { RaceEvent, RaceState } from '../../domain/race/index.ts';
import type { ChannelAnnouncer } from '../channels/announcer.ts';
import { isAnnounced } from '../notifier/announcements.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RaceIndex, RaceIndexEntry } from '../store/raceIndex.ts';

/** The channels' announcer, and where the job of a race's posts owed through a commit is queued. */
export interface ChannelPosts extends ChannelAnnouncer {
  enqueue(raceId: string, commit: number): Promise<void>;
}

export interface Posting {
  /**
   * After the race's emails through `commit` went out (those through `from` before): hands the
   * posts owed on to their job and says so, or says none is owed, and the outbox may be settled.
   */
  handOn(raceId: string, indexed: RaceIndexEntry | undefined, from: number, commit: number): Promise<boolean>;
  /**
   * The job: posts what the race owes through `commit` and settles its outbox once every post is
   * out or given up; not `complete` while another sender holds one (the job is tried again soon).
   */
  postOwed(raceId: string, commit: number): Promise<{ posts: number; complete: boolean }>;
}

export function createPosting({
  channels,
  store,
  index,
}: {
  channels: ChannelPosts | undefined;
  store: Pick<EventStore<RaceEvent, RaceState>, 'head' | 'readCommits'>;
  index: Pick<RaceIndex, 'getRace' | 'posted' | 'settle'>;
}): Posting {
  return {
    async handOn(raceId, indexed, from, commit) {
      const posted = indexed?.postedCommit;
      if (!channels || !(await channels.bound(raceId))) {
        // Kept current while no channel listens, so that one bound later is not told the race's past.
        if (posted !== undefined && posted < commit) await index.posted(raceId, commit);
        return false;
      }
      // The first commit since a channel was bound: its posts start with these emails.
      if (posted === undefined) await index.posted(raceId, from);
      if ((posted ?? from) >= commit) return false;
      await channels.enqueue(raceId, commit);
      return true;
    },

    async postOwed(raceId, commit) {
      const [indexed, head] = await Promise.all([index.getRace(raceId), store.head(raceId)]);
      const from = indexed?.postedCommit ?? commit;
      let posts = 0;
      let complete = true;
      let owing = 0;
      const down = new Map<string, string>();
      if (channels && head && from < commit)
        for (const { events, at } of await store.readCommits(raceId, from, commit - from)) {
          if (!events.some(isAnnounced)) continue;
          const told = await channels.published(head.state, events, at, down);
          posts += told.posted;
          complete &&= told.complete;
          owing += told.owing;
        }
      // A chat down leaves the race owing, for the next scheduled run to hand its posts on again.
      if (!complete || owing > 0) return { posts, complete };
      await index.posted(raceId, commit);
      await index.settle(raceId, commit);
      return { posts, complete };
    },
  };
}
