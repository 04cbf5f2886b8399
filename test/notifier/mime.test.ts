import { describe, expect, it } from 'vitest';
import { encodeHeader, type MimeEmail, mimeMessage } from '../../functions/notifier/mime.ts';

interface MimePart {
  headers: Record<string, string>;
  body: string;
  parts: MimePart[];
}

/** Reads back what `mimeMessage` writes: unfolded headers, then the body or the parts between the boundaries. */
function parse(raw: string): MimePart {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n /g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, body, parts: [] };
  const [, ...sections] = body.split(`--${boundary}\r\n`);
  const parts = sections.map((section) => parse(section.replace(new RegExp(`\\r\\n--${boundary}--\\r?\\n?$`), '').replace(/\r\n$/, '')));
  return { headers, body, parts };
}

const decoded = (part: MimePart | undefined): Buffer => Buffer.from((part?.body ?? '').replace(/\r\n/g, ''), 'base64');

const decodeWords = (value: string): string =>
  value
    .split(/\s+/)
    .map((word) => Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)![1]!, 'base64'))
    .reduce((all, bytes) => Buffer.concat([all, bytes]), Buffer.alloc(0))
    .toString('utf8');

const png = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) % 256);
const email: MimeEmail = {
  from: 'master@example.org',
  to: 'anna@example.org',
  subject: 'Monza: turn 3 resolved',
  text: 'Turn 3 has been played.\nAnna (car 1): 140 mph.\n',
  html: '<p>Turn 3 has been played.</p><img src="cid:circuit-monza-3@speed-master" alt="The circuit after turn 3">',
  images: [{ cid: 'circuit-monza-3@speed-master', filename: 'circuit-turn-3.png', contentType: 'image/png', content: png }],
};

describe('MIME message', () => {
  it('holds the text and the HTML as alternatives, the HTML related to the picture it shows by Content-ID', () => {
    const raw = mimeMessage(email);
    const message = parse(raw);
    expect(message.headers).toMatchObject({ from: 'master@example.org', to: 'anna@example.org', subject: 'Monza: turn 3 resolved', 'mime-version': '1.0' });
    expect(message.headers['content-type']).toMatch(/^multipart\/alternative;/);
    const [text, related] = message.parts;
    expect(text?.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(decoded(text).toString('utf8')).toBe(email.text);
    expect(related?.headers['content-type']).toMatch(/^multipart\/related;/);
    const [html, image, ...more] = related?.parts ?? [];
    expect(more).toEqual([]);
    expect(decoded(html).toString('utf8')).toBe(email.html);
    expect(image?.headers).toMatchObject({
      'content-type': 'image/png; name="circuit-turn-3.png"',
      'content-id': '<circuit-monza-3@speed-master>',
      'content-disposition': 'inline; filename="circuit-turn-3.png"',
    });
    expect([...decoded(image)]).toEqual([...png]);
  });

  it('ends every line with CRLF and keeps it short, whatever the bodies hold', () => {
    const raw = mimeMessage({ ...email, text: 'x'.repeat(5000), html: `<p>${'é'.repeat(3000)}</p>` });
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...raw.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('sends an email without pictures as plain text and HTML alternatives only', () => {
    const [text, html, ...more] = parse(mimeMessage({ ...email, images: [] })).parts;
    expect(more).toEqual([]);
    expect(text?.headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(html?.headers['content-type']).toBe('text/html; charset=UTF-8');
  });

  it('writes a subject that is not plain ASCII as UTF-8 encoded-words of whole characters, so no line break gets through', () => {
    const subject = `Gran Premio d’Italia: turno 3 risolto — già ${'è'.repeat(40)}`;
    const encoded = encodeHeader(subject);
    expect(encoded.split('\r\n ').every((word) => word.length <= 75)).toBe(true);
    expect(decodeWords(encoded)).toBe(subject);

    const injected = mimeMessage({ ...email, subject: 'Monza\r\nBcc: everyone@example.org' });
    expect(injected.split('\r\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(decodeWords(parse(injected).headers.subject!)).toBe('Monza\r\nBcc: everyone@example.org');
  });

  it('gives the same email the same message', () => {
    expect(mimeMessage(email)).toBe(mimeMessage({ ...email }));
  });
});
