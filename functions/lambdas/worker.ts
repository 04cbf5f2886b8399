/**
 * The worker Lambda (worker.ts) on the backend of functions/wiring.ts, fed by both fan-out queues
 * (infra/stack.ts): its emails go out at its share of SES's send rate, the rate divided among the
 * email queue's concurrent workers; they carry the players' reply addresses when the stack
 * receives replies (infra/inbound.ts).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv } from '../env.ts';
import { pacedMailer } from '../fanout/pacedMailer.ts';
import { QueueEnv, sqsQueues } from '../fanout/sqsQueue.ts';
import { workerHandler } from '../fanout/worker.ts';
import { ReplyEnv, repliesOnAws } from '../inbound/aws.ts';
import { emailsOnAws } from '../notifier/mailer.ts';
import { createFanout } from '../race/fanout.ts';
import { wire } from '../wiring.ts';

// The worker serves no organiser route.
const WorkerEnv = BackendEnv.omit({ ORGANISER_TOKEN_HASH: true }).extend(QueueEnv.shape).extend(ReplyEnv.shape).extend({
  /** SES's maximum send rate for the account, emails a second. */
  SES_RATE_PER_SECOND: z.coerce.number().positive(),
  /** The email queue's maximum concurrency: how many workers share that rate. */
  EMAIL_WORKERS: z.coerce.number().int().positive(),
});
const env = WorkerEnv.parse(process.env);
const replies = await repliesOnAws(env);

const emails = emailsOnAws(env);
const queues = sqsQueues(env);
const backend = wire({
  client: new DynamoDBClient({}),
  table: env.TABLE_NAME,
  rulesets,
  ...emails,
  mailer: pacedMailer(emails.mailer, env.SES_RATE_PER_SECOND / env.EMAIL_WORKERS),
  ...(replies ? { replies } : {}),
  channels: { queue: queues.emails },
});

export const handler = workerHandler(createFanout({ resolver: backend.resolver, ...queues }));
