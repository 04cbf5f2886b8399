/**
 * The fan-out's messages (issue 17): one race's due step to play, or one race's emails to send.
 * A message names the commit it was made at, so that it is deduplicated per race and step: the
 * step after commit N, or the emails owed through commit N.
 */
import * as z from 'zod';

export const Work = z.object({
  kind: z.enum(['step', 'emails']),
  raceId: z.string().min(1),
  commit: z.number().int().min(0),
});
export type Work = z.infer<typeof Work>;

/** The same work always gets the same id: a queue drops a second copy of what it already holds. */
export const workId = ({ kind, raceId, commit }: Work): string => `${kind}#${raceId}#${commit}`;

/** The messages of one race are handled one at a time, in order: no two workers meet on one race. */
export const workGroup = ({ raceId }: Work): string => raceId;

/** Where the fan-out hands work on: SQS on AWS (sqsQueue.ts), in process locally and in tests (memoryQueue.ts). */
export interface WorkQueue {
  send(works: Work[]): Promise<void>;
}
