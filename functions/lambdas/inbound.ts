/**
 * The inbound Lambda (handler.ts): run by the SES receipt rule for each reply, on the API's
 * storage (functions/race/storage.ts), the raw mail read from the rule's S3 bucket. Like the API
 * function, it plays no step and draws no picture: its bundle leaves the resolver out.
 */

import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { decider } from '../../domain/race/decide.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { BackendEnv } from '../env.ts';
import { InboundEnv, ReplyEnv, repliesOnAws, s3MailReader } from '../inbound/aws.ts';
import { sesReceiptHandler } from '../inbound/handler.ts';
import { wireInbound } from '../inbound/wire.ts';
import { emailsOnAws } from '../notifier/mailer.ts';
import { wireStorage } from '../race/storage.ts';

const env = BackendEnv.extend(ReplyEnv.shape).extend(InboundEnv.shape).parse(process.env);
const replies = await repliesOnAws(env);
if (!replies) throw new Error('the inbound function needs REPLY_DOMAIN and REPLY_SECRET_NAME');
const emails = emailsOnAws(env);
const storage = wireStorage({ client: new DynamoDBClient({}), table: env.TABLE_NAME, rulesets, decider });

export const handler = sesReceiptHandler({
  inbound: wireInbound(storage, {
    replies,
    mailer: emails.mailer,
    organiserTokenHash: env.ORGANISER_TOKEN_HASH,
    ...((env.WEB_URL ?? env.PUBLIC_URL) ? { webUrl: env.WEB_URL ?? env.PUBLIC_URL } : {}),
  }),
  readMail: s3MailReader(env.INBOUND_BUCKET),
  prefix: env.INBOUND_PREFIX,
});
