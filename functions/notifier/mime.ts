/**
 * One email as a MIME message (RFC 2045–2047, 2387) for SES `SendRawEmail`: the plain text and
 * the HTML as alternatives, the HTML together with the pictures it shows by `cid:` (a
 * multipart/related part), so a text-only reader gets the text and nothing else.
 *
 *   multipart/alternative
 *   ├── text/plain
 *   └── multipart/related      (only when there are pictures; else the text/html alone)
 *       ├── text/html
 *       └── image/png …
 *
 * Every body is base64, so no line is too long and no boundary can occur inside a body: the
 * boundaries start with `=_`, which base64 never writes.
 */
import { createHash } from 'node:crypto';

export interface InlineImage {
  /** Content-ID without the angle brackets, as the HTML's `cid:` names it. */
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Uint8Array;
}

export interface MimeEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  images: readonly InlineImage[];
  /** An address of ours (a reply address): where the reader's answer goes. */
  replyTo?: string;
  /** The message-id, angle brackets included, of the email this one answers: the reader's client shows them as one thread. */
  inReplyTo?: string;
}

/** A message-id as RFC 5322 writes it; anything else (a header line break smuggled in) is left out. */
const MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]{1,250}>$/;
const ADDRESS = /^[\x21-\x3b\x3d\x3f-\x7e]{1,250}$/;

const CRLF = '\r\n';

const base64Lines = (content: Uint8Array | string): string =>
  (
    Buffer.from(content)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

/**
 * A header value of plain printable ASCII stays as it is; anything else (accents, a line break, text
 * that reads like an encoded-word) becomes UTF-8 encoded-words of whole characters, folded.
 */
export function encodeHeader(value: string): string {
  if (/^[\x20-\x7e]{0,900}$/.test(value) && !value.includes('=?')) return value;
  const words: string[] = [];
  let word = '';
  for (const character of value) {
    // 45 bytes of UTF-8 make 60 characters of base64: with `=?UTF-8?B?` and `?=`, 72 in all (at most 75).
    if (Buffer.byteLength(word + character) > 45) {
      words.push(word);
      word = '';
    }
    word += character;
  }
  words.push(word);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(`${CRLF} `);
}

interface Part {
  headers: string[];
  body: string;
}

const part = (contentType: string, content: Uint8Array | string, extra: string[] = []): Part => ({
  headers: [`Content-Type: ${contentType}`, 'Content-Transfer-Encoding: base64', ...extra],
  body: base64Lines(content),
});

/** The boundary derives from the content, so the same email gives the same message. */
const multipart = (subtype: 'alternative' | 'related', parts: Part[]): Part => {
  const digest = createHash('sha256');
  for (const p of parts) digest.update(p.body);
  const boundary = `=_${subtype}_${digest.digest('hex').slice(0, 24)}`;
  const body = [...parts.map((p) => `--${boundary}${CRLF}${p.headers.join(CRLF)}${CRLF}${CRLF}${p.body}`), `--${boundary}--`].join(CRLF);
  return { headers: [`Content-Type: multipart/${subtype};${CRLF} boundary="${boundary}"`], body };
};

export function mimeMessage({ from, to, subject, text, html, images, replyTo, inReplyTo }: MimeEmail): string {
  const htmlPart = part('text/html; charset=UTF-8', html);
  const shown =
    images.length === 0
      ? htmlPart
      : multipart('related', [
          htmlPart,
          ...images.map((image) =>
            part(`${image.contentType}; name="${image.filename}"`, image.content, [
              `Content-ID: <${image.cid}>`,
              `Content-Disposition: inline; filename="${image.filename}"`,
            ]),
          ),
        ]);
  const message = multipart('alternative', [part('text/plain; charset=UTF-8', text), shown]);
  const threading = [
    ...(replyTo !== undefined && ADDRESS.test(replyTo) ? [`Reply-To: ${replyTo}`] : []),
    ...(inReplyTo !== undefined && MESSAGE_ID.test(inReplyTo) ? [`In-Reply-To: ${inReplyTo}`, `References: ${inReplyTo}`] : []),
  ];
  return [`From: ${from}`, `To: ${to}`, ...threading, `Subject: ${encodeHeader(subject)}`, 'MIME-Version: 1.0', ...message.headers, '', message.body, ''].join(
    CRLF,
  );
}
