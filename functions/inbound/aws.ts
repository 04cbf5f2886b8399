/**
 * The reply loop's parts on AWS: the reply secret, a Secrets Manager secret read through Parameter
 * Store's reference path (one small SDK client for both), and the raw mails SES receiving keeps in
 * S3. The SDK clients are the Lambda runtime's.
 */
import * as z from 'zod';
import { type ReplyAddresses, replyAddresses } from '../notifier/reply-address.ts';

/** What the functions that write or read reply addresses find in their environment (infra/inbound.ts). */
export const ReplyEnv = z.object({
  /** The domain SES receives the replies for; without it the emails carry no reply address. */
  REPLY_DOMAIN: z.string().min(3).optional(),
  /** The name of the Secrets Manager secret that signs the reply addresses. */
  REPLY_SECRET_NAME: z.string().min(1).optional(),
});
export type ReplyEnv = z.infer<typeof ReplyEnv>;

/** The reply addresses, their secret read once per execution environment; none when the stack receives no replies. */
export async function repliesOnAws(env: ReplyEnv): Promise<ReplyAddresses | undefined> {
  if (env.REPLY_DOMAIN === undefined || env.REPLY_SECRET_NAME === undefined) return undefined;
  const { SSMClient, GetParameterCommand } = await import('@aws-sdk/client-ssm');
  const client = new SSMClient({});
  try {
    const { Parameter } = await client.send(new GetParameterCommand({ Name: `/aws/reference/secretsmanager/${env.REPLY_SECRET_NAME}`, WithDecryption: true }));
    if (!Parameter?.Value) throw new Error(`the reply secret ${env.REPLY_SECRET_NAME} is empty`);
    return replyAddresses({ secret: Parameter.Value, domain: env.REPLY_DOMAIN });
  } finally {
    client.destroy();
  }
}

/** Where SES receiving keeps each raw mail: `<prefix><SES message id>` in the bucket. */
export const InboundEnv = z.object({ INBOUND_BUCKET: z.string().min(3), INBOUND_PREFIX: z.string() });

/** Reads the raw mail SES kept under `key`. */
export function s3MailReader(bucket: string): (key: string) => Promise<Uint8Array> {
  const client = import('@aws-sdk/client-s3').then(({ S3Client }) => new S3Client({}));
  return async (key) => {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const { Body } = await (await client).send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    if (!Body) throw new Error(`no mail at s3://${bucket}/${key}`);
    return Body.transformToByteArray();
  };
}
