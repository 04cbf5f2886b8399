/**
 * Hundreds of races due at the same minute (issue 17), on the queues' own machinery: the
 * scheduled run only finds the due races and enqueues one message per due step (`dispatch`); a
 * worker plays one race's step per message and hands its emails to the email queue; the email
 * worker sends a race's owed emails at the pace its mailer keeps (pacedMailer.ts), then hands the
 * league channels' posts of the same commits to a job of their own on that queue (posts.ts).
 *
 * Exactly once across the queues: a redelivered step message plays nothing twice (a step is one
 * conditional put, and the worker plays only a step that is due), and a redelivered email message
 * sends nothing twice (the emails' markers, delivery.ts), nor does a redelivered post message (the
 * posts' markers, functions/channels/announcer.ts). The race's outbox stays until its emails and
 * posts are out, so work a worker dropped is found by the next scheduled run and enqueued again.
 */
import type { Resolution, Resolver } from './resolver.ts';
import type { Work, WorkQueue } from './work.ts';

/** Thrown by the email worker when another sender still holds some of the race's emails: the message is tried again later. */
export class EmailsHeld extends Error {
  constructor(
    readonly raceId: string,
    /** Sent before the rest was found held. */
    readonly emails: number,
  ) {
    super(`race ${raceId}: some emails are held by another sender`);
    this.name = 'EmailsHeld';
  }
}

/** Thrown by the posts' job when another sender still holds some of the race's posts: the message is tried again later. */
export class PostsHeld extends Error {
  constructor(readonly raceId: string) {
    super(`race ${raceId}: some channel posts are held by another sender`);
    this.name = 'PostsHeld';
  }
}

export interface Fanout {
  /** The scheduled run: one step message per race due or owing emails, then the reminders due; the reminders that failed. */
  dispatch(): Promise<{ dispatched: number; failures: { raceId: string; error: unknown }[] }>;
  /** One message, as a worker handles it: what it played, the emails it sent, or the posts. */
  handle(work: Work): Promise<{ resolution: Resolution } | { raceId: string; emails: number } | { raceId: string; posts: number }>;
}

export function createFanout({ resolver, steps, emails }: { resolver: Resolver; steps: WorkQueue; emails: WorkQueue }): Fanout {
  return {
    async dispatch() {
      const due = await resolver.dueRaces();
      await steps.send(due.map(({ raceId, commit }) => ({ kind: 'step', raceId, commit })));
      // A reminder of a step being played now would come after its deadline.
      return { dispatched: due.length, failures: await resolver.remindDue(new Set(due.map(({ raceId }) => raceId))) };
    },

    async handle(work) {
      if (work.kind === 'step') {
        const resolution = await resolver.resolveNow(work.raceId, { emails: 'later' });
        // Always: a race dispatched as owing emails plays nothing and still has them to send.
        await emails.send([{ kind: 'emails', raceId: work.raceId, commit: resolution.commit }]);
        return { resolution };
      }
      if (work.kind === 'posts') {
        const { posts, complete } = await resolver.postOwed(work.raceId, work.commit);
        if (!complete) throw new PostsHeld(work.raceId);
        return { raceId: work.raceId, posts };
      }
      const { emails: sent, complete } = await resolver.announceOwed(work.raceId);
      if (!complete) throw new EmailsHeld(work.raceId, sent);
      return { raceId: work.raceId, emails: sent };
    },
  };
}
