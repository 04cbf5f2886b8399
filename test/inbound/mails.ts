/** Raw mails as a player's client sends them, for the inbound tests. */
import type { InboundMail } from '../../functions/inbound/inbound.ts';

export interface ReplySpec {
  from: string;
  to: string;
  text: string;
  subject?: string;
  messageId?: string;
  /** Header lines put first, such as a DKIM-Signature. */
  headers?: string[];
}

let counter = 0;

/** A plain-text reply, CRLF line ends, as a minimal mail client writes it. */
export const plainReply = ({
  from,
  to,
  text,
  subject = 'Re: Ghost GP: the race has started',
  messageId = `<reply-${++counter}@client.example>`,
  headers = [],
}: ReplySpec): string =>
  [
    ...headers,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    'Date: Tue, 1 Dec 2026 18:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...text.split('\n'),
    '',
  ].join('\r\n');

/** The address in a From header's text: `Ada <ada@example.org>` or `ada@example.org`. */
const addressIn = (from: string): string => /<([^>]*)>/.exec(from)?.[1] ?? from;

/** A reply as the SMTP server hands it over: its envelope sender the From address unless `sender` says otherwise. */
export const delivered = (spec: ReplySpec, sender = addressIn(spec.from)): InboundMail => ({ raw: plainReply(spec), sender });

/** A DKIM-Signature header of the domain `d`, folded as signers write it; SES checks the signature, the handler only reads `d=`. */
export const dkimSignature = (d: string): string =>
  `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed;\r\n d=${d}; s=mail; h=from:to:subject:date:message-id;\r\n bh=jX3F0bCAI7sIbkHyy3mLYO28ieDQz2R0P8HwQkklFj4=; b=c2lnbmF0dXJl`;
