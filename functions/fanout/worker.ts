/**
 * What the worker Lambda answers, apart from where its clients come from: a batch of SQS messages
 * from either queue, each handled by the fan-out. A message that fails is reported back (partial
 * batch response) and SQS hands it out again after its visibility timeout, into the dead-letter
 * queue after a few tries; the messages after it in the same race wait with it, as FIFO asks.
 */
import type { Fanout } from '../race/fanout.ts';
import { Work } from '../race/work.ts';

/** The fields of an SQS event this handler reads. */
export interface SqsEvent {
  Records: { messageId: string; body: string }[];
}

export interface BatchResponse {
  batchItemFailures: { itemIdentifier: string }[];
}

export const workerHandler =
  (fanout: Pick<Fanout, 'handle'>, log: Pick<Console, 'log' | 'error'> = console) =>
  async (event: SqsEvent): Promise<BatchResponse> => {
    const failed = new Set<string>();
    const batchItemFailures: { itemIdentifier: string }[] = [];
    for (const { messageId, body } of event.Records) {
      const parsed = Work.safeParse(JSON.parse(body));
      if (!parsed.success) {
        // Never handled, however often it comes: it goes to the dead letters for a person to read.
        log.error(JSON.stringify({ messageId, error: `not a fan-out message: ${parsed.error.message}` }));
        batchItemFailures.push({ itemIdentifier: messageId });
        continue;
      }
      const work = parsed.data;
      if (failed.has(work.raceId)) {
        batchItemFailures.push({ itemIdentifier: messageId });
        continue;
      }
      try {
        const outcome = await fanout.handle(work);
        log.log(JSON.stringify({ ...work, ...('resolution' in outcome ? { played: outcome.resolution.events.length > 0 } : outcome) }));
      } catch (error) {
        failed.add(work.raceId);
        batchItemFailures.push({ itemIdentifier: messageId });
        log.error(JSON.stringify({ ...work, error: error instanceof Error ? error.stack : String(error) }));
      }
    }
    return { batchItemFailures };
  };
