/**
 * Whose domain vouches for a reply (functions/inbound/sender.ts), on its own: the From's domain or
 * one above it signs for it, never a bare top-level domain nor a domain below or beside it.
 */
import { describe, expect, it } from 'vitest';
import { forgery, type Verdicts } from '../../functions/inbound/sender.ts';

const DKIM_ONLY: Verdicts = { spf: 'GRAY', dkim: 'PASS', dmarc: 'GRAY' };
const from = (address: string, dkimDomains: string[]) => ({ from: [address], envelope: address, dkimDomains, verdicts: DKIM_ONLY });

describe('a reply’s sender', () => {
  it('is vouched for by a DKIM signature of the From’s domain or one above it, whatever their case', () => {
    expect(forgery(from('Ada@Mail.Example.org', ['example.ORG']), 'ada@mail.example.org')).toBeUndefined();
    expect(forgery(from('ada@mail.example.org', ['mail.example.org']), 'ada@mail.example.org')).toBeUndefined();
  });

  it('is not vouched for by a top-level domain, a domain below the From’s, or one beside it', () => {
    for (const signer of ['org', 'eu.mail.example.org', 'post.example.org'])
      expect(forgery(from('ada@mail.example.org', [signer]), 'ada@mail.example.org'), signer).toBe(
        'SPF GRAY, DKIM PASS, DMARC GRAY: no passing verdict for mail.example.org',
      );
  });

  it('needs one From address, the registered one, and the same envelope, tagged by BATV or not', () => {
    const ada = 'ada@example.org';
    expect(forgery({ from: [ada], envelope: `PRVS=0123abcd=${ada}`, dkimDomains: [] }, ada)).toBeUndefined();
    expect(forgery({ from: [ada, 'bruno@example.org'], envelope: ada, dkimDomains: [] }, ada)).toBe('not from the registered address');
    expect(forgery({ from: [ada], envelope: `prvs=0123abcd=mallory@example.org`, dkimDomains: [] }, ada)).toBe('the envelope sender is not the From address');
  });
});
