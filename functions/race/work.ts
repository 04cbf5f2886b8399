/**
 * The fan-out's messages (issue 17): one race's due step to play, one race's emails to send, or
 * one race's league channel posts (functions/channels). A message names the commit it was made at,
 * so that it is deduplicated per race and step: the step after commit N, the emails owed through
 * commit N, or the posts owed through it.
 */
import * as z from 'zod';

export const Work = z.object({
  kind: z.enum(['step', 'emails', 'posts']),
  raceId: z.string().min(1),
  commit: z.number().int().min(0),
});
export type Work = z.infer<typeof Work>;

/** The same work always gets the same id: a queue drops a second copy of what it already holds. */
export const workId = ({ kind, raceId, commit }: Work): string => `${kind}#${raceId}#${commit}`;

/**
 * The messages of one race are handled one at a time, in order: no two workers meet on one race.
 * Its posts go in a group of their own: a chat that is down holds back its race's later posts, never its steps or emails.
 */
export const workGroup = ({ kind, raceId }: Work): string => (kind === 'posts' ? `posts#${raceId}` : raceId);

/** Where the fan-out hands work on: SQS on AWS (sqsQueue.ts), in process locally and in tests (memoryQueue.ts). */
export interface WorkQueue {
  send(works: Work[]): Promise<void>;
}
