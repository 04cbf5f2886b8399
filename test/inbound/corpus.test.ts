/**
 * Replies as the common mail clients write them (issue 18 point 5), kept in test/inbound/corpus:
 * each reads to the move its player wrote, whatever the client quoted, signed or encoded around
 * it (quoted-printable, base64, HTML only, format=flowed, non-ASCII names).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { readMail } from '../../functions/inbound/mail.ts';
import { htmlToText, replyText } from '../../functions/inbound/replyText.ts';

const corpus = join(import.meta.dirname, 'corpus');

const cases: [file: string, from: string, move: string][] = [
  ['gmail-top-posting.eml', 'ada@example.org', '140 CB 1W * I'],
  ['gmail-italian.eml', 'nicolo@example.it', '160 BA 2W'],
  ['outlook-top-posting.eml', 'Bruno.Keller@example.com', '120 * O'],
  ['outlook-html-only.eml', 'bruno.keller@example.com', '180 A 2W'],
  ['apple-mail-iphone.eml', 'chloe@example.fr', '100 AB'],
  ['apple-mail-desktop-html.eml', 'chloe@example.fr', '100 AB'],
  ['plain-bottom-posting.eml', 'old.timer@example.net', '140 CB 1W'],
  ['signature-only-below.eml', 'ada@example.org', '200 CB 3W *'],
  ['html-only-gmail.eml', 'ada@example.org', 'standing order'],
  ['thunderbird-forward-header.eml', 'bruno.keller@example.com', '60 * I'],
];

describe('replies from the common mail clients', () => {
  it.each(cases)('%s reads as its player’s move', async (file, from, move) => {
    const reply = await readMail(await readFile(join(corpus, file)));
    expect(reply.from).toEqual([from]);
    expect(reply.to[0]).toMatch(/^r1\+ghost\.\d\.5\.abcdefghijklmnop@races\.example\.org$/);
    expect(reply.text).toBe(move);
  });

  it('the HTML part of a client’s reply reads as its text part does', async () => {
    for (const file of ['gmail-top-posting.eml', 'outlook-top-posting.eml', 'apple-mail-desktop-html.eml']) {
      const { html } = await simpleParser(await readFile(join(corpus, file)));
      expect(typeof html === 'string' && html.includes('</div>'), file).toBe(true);
      expect(replyText(htmlToText(html || '')), file).toBe(cases.find(([name]) => name === file)?.[2]);
    }
  });

  it('a reply with nothing above or below the quote reads as empty, and a wrapped attribution is no move', () => {
    expect(replyText('On Tue, 1 Dec 2026 at 18:00, Speed Master\n<r1+x@races.example.org> wrote:\n> 140 CB 1W\n')).toBe('');
    expect(replyText('\n\n-- \n140 CB 1W')).toBe('');
    expect(replyText('Sent from my iPhone\n')).toBe('');
  });
});
