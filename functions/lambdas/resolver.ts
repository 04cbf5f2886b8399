/**
 * The resolver Lambda (handler.ts) on the backend of functions/wiring.ts: run by an EventBridge
 * schedule, whose runs go to the fan-out's SQS queues, and by API Gateway for the organiser's "resolve now" and a car leaving the race.
 */
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv } from '../env.ts';
import { QueueEnv, sqsQueues } from '../fanout/sqsQueue.ts';
import { ReplyEnv, repliesOnAws } from '../inbound/aws.ts';
import { createFanout } from '../race/fanout.ts';
import { wireAws } from '../wiring.ts';
import { resolverHandler } from './resolver-handler.ts';

const env = BackendEnv.extend(ReplyEnv.shape).parse(process.env);
// The step emails carry the players' reply addresses when the stack receives replies (infra/inbound.ts).
const replies = await repliesOnAws(env);

const queues = sqsQueues(QueueEnv.parse(process.env));
// The league channels' posts of a commit its routes announce go to the email queue, as the worker's do.
const backend = wireAws(env, rulesets, queues.emails, replies);
const dispatcher = createFanout({ resolver: backend.resolver, ...queues });

export const handler = resolverHandler({ ...backend, dispatcher, config: { organiserTokenHash: env.ORGANISER_TOKEN_HASH } });
