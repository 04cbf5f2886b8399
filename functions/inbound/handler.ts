/**
 * The SES receipt rule's Lambda action: one event per received mail, whose raw bytes the rule's
 * S3 action kept first; the handler reads them and hands them to the inbound handler with SES's
 * recipients and verdicts. A failure throws, and Lambda's retries of the event submit nothing twice
 * (the mail's Message-ID).
 */
import * as z from 'zod';
import type { Inbound, InboundOutcome } from './inbound.ts';
import { Verdicts } from './inbound.ts';

const Verdict = z.object({ status: z.string() });

/** The part of SES's event (`Records[].ses`) that the handler reads. */
export const SesReceiptEvent = z.object({
  Records: z.array(
    z.object({
      ses: z.object({
        mail: z.object({ messageId: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/) }),
        receipt: z.object({ recipients: z.array(z.string()), spfVerdict: Verdict, dkimVerdict: Verdict }),
      }),
    }),
  ),
});

/** SES's verdict as one of the known statuses; an unknown one counts as no verdict (GRAY). */
const verdictOf = (status: string) => Verdicts.shape.spf.catch('GRAY').parse(status);

export interface SesReceiptOptions {
  inbound: Pick<Inbound, 'receive'>;
  readMail: (key: string) => Promise<Uint8Array>;
  prefix: string;
  /** Where each mail's outcome is written: the function's log (one JSON line a mail) by default. */
  log?: (line: string) => void;
}

export function sesReceiptHandler({ inbound, readMail, prefix, log = console.log }: SesReceiptOptions) {
  return async (event: unknown): Promise<InboundOutcome[]> => {
    const outcomes: InboundOutcome[] = [];
    for (const { ses } of SesReceiptEvent.parse(event).Records) {
      const raw = await readMail(`${prefix}${ses.mail.messageId}`);
      const verdicts = { spf: verdictOf(ses.receipt.spfVerdict.status), dkim: verdictOf(ses.receipt.dkimVerdict.status) };
      const outcome = await inbound.receive({ raw, recipients: ses.receipt.recipients, verdicts });
      log(JSON.stringify({ sesMessageId: ses.mail.messageId, ...outcome }));
      outcomes.push(outcome);
    }
    return outcomes;
  };
}
