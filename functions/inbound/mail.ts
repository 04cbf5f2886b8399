/** A raw mail as the inbound handler reads it (mailparser): who sent it, to whom, and the first line its sender wrote. */
import { type AddressObject, simpleParser } from 'mailparser';
import { htmlToText, replyText } from './replyText.ts';

/** A reply is a line of text: a larger mail is not read at all. */
export const MAX_REPLY_BYTES = 1_000_000;

export interface Reply {
  from: string[];
  /** The To and Cc addresses. */
  to: string[];
  subject: string;
  messageId?: string;
  /** The signing domain (`d=`) of each DKIM-Signature header. */
  dkimDomains: string[];
  /** The first line the sender wrote above or below the quoted email (replyText.ts). */
  text: string;
}

/** The `d=` tag of a DKIM-Signature header line (RFC 6376 3.5), folded or not. */
const signingDomain = (line: string): string[] => {
  const domain = /(?:^[^:]*:|;)\s*d\s*=\s*([^;\s]+)/i.exec(line.replace(/\r?\n[ \t]/g, ' '))?.[1];
  return domain ? [domain] : [];
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((one) => one.value.flatMap((address) => (address.address ? [address.address] : [])));

export async function readMail(raw: Uint8Array | string): Promise<Reply> {
  // No HTML to text by mailparser: the HTML is read here, its quoted parts removed first.
  const mail = await simpleParser(Buffer.from(raw), {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    maxHtmlLengthToParse: MAX_REPLY_BYTES,
  });
  const text = mail.text?.trim() ? mail.text : htmlToText(typeof mail.html === 'string' ? mail.html : '');
  return {
    from: addressesOf(mail.from),
    to: [...addressesOf(mail.to), ...addressesOf(mail.cc)],
    subject: mail.subject ?? '',
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    dkimDomains: mail.headerLines.filter(({ key }) => key === 'dkim-signature').flatMap(({ line }) => signingDomain(line)),
    text: replyText(text).slice(0, 4000),
  };
}
