/** The reply address (functions/notifier/reply-address.ts) and how a step email carries it (mime.ts). */
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { mimeMessage } from '../../functions/notifier/mime.ts';
import { replyAddresses } from '../../functions/notifier/reply-address.ts';

const replies = replyAddresses({ secret: 'a test reply secret of enough characters', domain: 'Races.Example.org' });
const target = { raceId: 'rGhost_1', car: '12', rank: 7 };

describe('reply addresses', () => {
  it('names the race, the car and the step, and verifies in any case of the MAC and the domain', () => {
    const address = replies.addressFor(target) ?? '';
    expect(address).toMatch(/^r1\+rGhost_1\.12\.7\.[a-z2-7]{16}@races\.example\.org$/);
    expect(replies.verify(address)).toEqual(target);
    const [local = '', domain = ''] = address.split('@');
    expect(replies.verify(`${local.replace(/\.([a-z2-7]{16})$/, (mac) => mac.toUpperCase())}@${domain.toUpperCase()}`)).toEqual(target);
  });

  it('refuses an address for another car, another step, another race, another secret or another domain', () => {
    const address = replies.addressFor(target) ?? '';
    expect(replies.verify(address.replace('.12.7.', '.13.7.'))).toBeUndefined();
    expect(replies.verify(address.replace('.12.7.', '.12.8.'))).toBeUndefined();
    expect(replies.verify(address.replace('rGhost_1', 'rghost_1'))).toBeUndefined();
    expect(replies.verify(address.replace('@races.example.org', '@example.org'))).toBeUndefined();
    const other = replyAddresses({ secret: 'another reply secret, also long enough', domain: 'races.example.org' });
    expect(other.verify(address)).toBeUndefined();
    expect(replies.verify('not an address')).toBeUndefined();
  });

  it('gives no address that would pass the 64 characters of a local part (RFC 5321)', () => {
    expect(replies.addressFor({ ...target, raceId: 'r'.repeat(40), rank: 99_999 })).toBeUndefined();
    expect(replies.addressFor({ ...target, raceId: 'r'.repeat(34) })?.split('@')[0]?.length).toBeLessThanOrEqual(64);
  });

  it('a step email carries its reply address as Reply-To; a message-id with a line break in it is left out', async () => {
    const email = { from: 'race-master@example.org', to: 'ada@example.org', subject: 'Turn 3', text: 'hi', html: '<p>hi</p>', images: [] };
    const threaded = await simpleParser(mimeMessage({ ...email, replyTo: replies.addressFor(target) ?? '', inReplyTo: '<abc@client.example>' }));
    expect(threaded.replyTo?.value[0]?.address).toBe(replies.addressFor(target));
    expect(threaded.inReplyTo).toBe('<abc@client.example>');
    const injected = mimeMessage({ ...email, inReplyTo: '<abc@x>\r\nBcc: eve@example.org' });
    expect(injected).not.toContain('Bcc');
    expect(injected).not.toContain('In-Reply-To');
  });
});
