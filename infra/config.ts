import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';
import * as z from 'zod';

const retentionDays = new Set<number>(Object.values(RetentionDays).filter((days) => typeof days === 'number'));

// Context given on the command line (`-c key=value`) arrives as strings, the defaults in cdk.json as JSON.
const configSchema = z.object({
  senderEmail: z.email(),
  senderIdentity: z.string().min(1).optional(),
  allowedOrigin: z.string().min(1),
  logRetentionDays: z.coerce.number().refine((days) => retentionDays.has(days), 'must be a retention CloudWatch Logs offers (1, 3, 5, 7, 14, 30, 60, 90, ...)'),
  alarmEmail: z.email().optional(),
  sesRatePerSecond: z.coerce.number().positive().default(14),
  replyDomain: z
    .string()
    .regex(/^(?=.{3,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, 'must be a lowercase domain name such as races.example.org')
    .optional(),
});

export interface StackConfig {
  /** The From address of every email. */
  senderEmail: string;
  /** The verified SES identity that may send: the sender address itself or its domain. */
  senderIdentity: string;
  /** The browser origin allowed to call the HTTP API (`*` for any). */
  allowedOrigin: string;
  logRetention: RetentionDays;
  /** Where alarm notifications go; no notification topic without it. */
  alarmEmail?: string;
  /** The SES account's maximum send rate, emails a second (14 when SES leaves the sandbox), which the email workers share. */
  sesRatePerSecond: number;
  /** The domain SES receives the players' replies for (infra/inbound.ts); no replies by email without it. */
  replyDomain?: string;
}

export function readConfig(node: Node): StackConfig {
  const keys = Object.keys(configSchema.shape);
  const parsed = configSchema.safeParse(Object.fromEntries(keys.map((key) => [key, node.tryGetContext(key)])));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `context ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid stack configuration (set it with -c key=value or in cdk.json):\n${problems.join('\n')}`);
  }
  const { senderEmail, senderIdentity, allowedOrigin, logRetentionDays, alarmEmail, sesRatePerSecond, replyDomain } = parsed.data;
  return {
    senderEmail,
    sesRatePerSecond,
    senderIdentity: senderIdentity ?? senderEmail,
    allowedOrigin,
    logRetention: logRetentionDays as RetentionDays,
    ...(alarmEmail === undefined ? {} : { alarmEmail }),
    ...(replyDomain === undefined ? {} : { replyDomain }),
  };
}
