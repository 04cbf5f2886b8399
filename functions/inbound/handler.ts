/**
 * The SES receipt rule's Lambda action: one event per received mail, whose raw bytes the rule's
 * S3 action kept first; the handler reads them and hands them to the inbound handler with SES's
 * recipients, envelope sender and verdicts. A failure throws, and Lambda's retries of the event
 * submit nothing twice (the mail's Message-ID).
 */
import * as z from 'zod';
import type { Inbound, InboundOutcome } from './inbound.ts';
import { Verdicts } from './sender.ts';

const Verdict = z.object({ status: z.string() });

/** The part of SES's event (`Records[].ses`) that the handler reads. */
export const SesReceiptEvent = z.object({
  Records: z.array(
    z.object({
      ses: z.object({
        /** `source`: the envelope sender. */
        mail: z.object({ messageId: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/), source: z.string() }),
        receipt: z.object({
          recipients: z.array(z.string()),
          spfVerdict: Verdict,
          dkimVerdict: Verdict,
          // Absent, it counts as no verdict.
          dmarcVerdict: Verdict.default({ status: 'GRAY' }),
        }),
      }),
    }),
  ),
});

/** SES's verdict as one of the known statuses; an unknown one (`DISABLED`) counts as no verdict (GRAY). */
const verdictOf = ({ status }: z.infer<typeof Verdict>) => Verdicts.shape.spf.catch('GRAY').parse(status);

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
      const { recipients, spfVerdict, dkimVerdict, dmarcVerdict } = ses.receipt;
      const verdicts = { spf: verdictOf(spfVerdict), dkim: verdictOf(dkimVerdict), dmarc: verdictOf(dmarcVerdict) };
      const outcome = await inbound.receive({ raw, recipients, sender: ses.mail.source, verdicts });
      log(JSON.stringify({ sesMessageId: ses.mail.messageId, ...outcome }));
      outcomes.push(outcome);
    }
    return outcomes;
  };
}
