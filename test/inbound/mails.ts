/** Raw mails as a player's client sends them, for the inbound tests. */
export interface ReplySpec {
  from: string;
  to: string;
  text: string;
  subject?: string;
  messageId?: string;
}

let counter = 0;

/** A plain-text reply, CRLF line ends, as a minimal mail client writes it. */
export const plainReply = ({
  from,
  to,
  text,
  subject = 'Re: Ghost GP: the race has started',
  messageId = `<reply-${++counter}@client.example>`,
}: ReplySpec): string =>
  [
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
