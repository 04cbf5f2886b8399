/**
 * The fan-out's queues on AWS: SQS FIFO queues (infra/stack.ts). FIFO rather than standard for
 * two reasons: SQS drops a second message with the same deduplication id for five minutes, so the
 * scheduled run, which sends the same step every minute until it is played, enqueues it once
 * (`workId`); and the messages of one group (one race) are handed to one worker at a time, so two
 * workers never meet on one race's conditional puts or its email batch, while different races go
 * in parallel. The SDK is loaded with the first message, as the SES one (mailer.ts).
 */
import type { SQSClient } from '@aws-sdk/client-sqs';
import * as z from 'zod';
import { type WorkQueue, workGroup, workId } from '../race/work.ts';

/** SendMessageBatch's limit. */
const BATCH = 10;

/** Where the queues are, from the Lambdas' environment. */
export const QueueEnv = z.object({
  STEPS_QUEUE_URL: z.url(),
  EMAILS_QUEUE_URL: z.url(),
});
export type QueueEnv = z.infer<typeof QueueEnv>;

const sqsSdk = () => import('@aws-sdk/client-sqs');

export function sqsQueue(url: string, client: () => Promise<SQSClient>): WorkQueue {
  return {
    async send(works) {
      if (works.length === 0) return;
      const [sqs, { SendMessageBatchCommand }] = await Promise.all([client(), sqsSdk()]);
      for (let i = 0; i < works.length; i += BATCH) {
        const entries = works.slice(i, i + BATCH).map((work, n) => ({
          Id: String(n),
          MessageBody: JSON.stringify(work),
          MessageGroupId: workGroup(work),
          MessageDeduplicationId: workId(work),
        }));
        const { Failed = [] } = await sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
        // The race stays due or owing in the index: the next scheduled run enqueues it again.
        if (Failed.length > 0) throw new Error(`SQS refused ${Failed.length} message(s): ${Failed.map((f) => f.Message ?? f.Code).join('; ')}`);
      }
    },
  };
}

/** Both queues, on one SQS client made with the first message. */
export function sqsQueues(env: QueueEnv): { steps: WorkQueue; emails: WorkQueue } {
  let client: Promise<SQSClient> | undefined;
  const made = () => {
    client ??= sqsSdk().then(({ SQSClient }) => new SQSClient({}));
    return client;
  };
  return { steps: sqsQueue(env.STEPS_QUEUE_URL, made), emails: sqsQueue(env.EMAILS_QUEUE_URL, made) };
}
