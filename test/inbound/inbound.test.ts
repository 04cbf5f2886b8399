/**
 * Moves sent as replies to the step emails (issue 18), on the real AICS rules and a real
 * in-process DynamoDB: the step emails carry each player's reply address, a reply from his
 * registered address is submitted through the API's own path and answered with its receipt or
 * refusal in his language, and nothing else submits: another sender in the header or the envelope,
 * a verdict of SES failing or passing only for another domain, a forged or old address, the same
 * mail twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sesReceiptHandler } from '../../functions/inbound/handler.ts';
import type { Inbound } from '../../functions/inbound/inbound.ts';
import type { ReplyAddresses } from '../../functions/notifier/reply-address.ts';
import { type Api, bearer, organiser } from '../api/world.ts';
import { delivered, dkimSignature, plainReply } from './mails.ts';
import { ADA, BRUNO, startInboundRace } from './world.ts';

const RACE = 'reply1';
let api: Api;
let inbound: Inbound;
let replies: ReplyAddresses;
let tokens: string[];
let replyAddressOf: (to: string) => string;

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => api.call(method, path, body, headers);
const answersTo = (to: string) => api.mails.filter((mail) => mail.to === to && /^Re: /.test(mail.email.subject));

beforeAll(async () => {
  ({ api, inbound, replies, tokens, replyAddressOf } = await startInboundRace('speed-master-inbound', RACE));
});
afterAll(() => api.close());

describe('replies to the step emails', () => {
  it('a step email carries its player’s reply address for the open step, and says what to reply, in his language', async () => {
    const { body } = await call('GET', `/races/${RACE}`);
    expect(body.race.phase).toBe('racing');
    const started = api.mails.filter((mail) => mail.to === BRUNO && mail.email.replyTo).at(-1);
    expect(started?.email.text).toContain('reply to this email');
    const target = replies.verify(started?.email.replyTo ?? '');
    expect(target).toMatchObject({ raceId: RACE, car: '2' });
    expect(replies.verify(replyAddressOf(ADA))).toMatchObject({ raceId: RACE, car: '1', rank: target?.rank });
    expect(api.mails.filter((mail) => mail.to === ADA && mail.email.replyTo).at(-1)?.email.text).toContain('rispondi a questa email');
  });

  it('a reply from the registered address is submitted through the API’s path and answered with its receipt; delivered twice, it submits once', async () => {
    const mail = delivered({ from: `Bruno <${BRUNO}>`, to: replyAddressOf(BRUNO), text: '60\n\nOn Tue, 1 Dec 2026, Speed Master wrote:\n> turn 1 is open' });
    expect(await inbound.receive(mail)).toMatchObject({ outcome: 'submitted', raceId: RACE, car: '2', step: 'turn-1', revision: 1 });
    const mine = await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[1]!));
    expect(mine.body).toMatchObject({ car: '2', step: 'turn-1', revision: 1, submission: { speed: 60 } });
    const [receipt] = answersTo(BRUNO);
    // The step in words, as the step emails name it (RaceReporter.stepName).
    expect(receipt?.email.text).toContain('Received for car 2, turn 1: 60 (revision 1');
    expect(receipt?.email.text).toContain('Still awaited: car 1.');
    expect(receipt?.email.inReplyTo).toMatch(/^<reply-\d+@client\.example>$/);

    expect(await inbound.receive(mail)).toEqual({ outcome: 'ignored', reason: 'delivered before' });
    expect((await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[1]!))).body.revision).toBe(1);
    expect(answersTo(BRUNO)).toHaveLength(1);
  });

  it('refuses a move the rules refuse, naming the field and the reason, in Italian for an Italian player', async () => {
    const outcome = await inbound.receive(delivered({ from: ADA, to: replyAddressOf(ADA), text: '60 ZZ' }));
    expect(outcome).toMatchObject({ outcome: 'answered', car: '1' });
    const refusal = answersTo(ADA).at(-1);
    expect(refusal?.email.text).toContain('La tua risposta per l\'auto 1, turno 1 non è stata accettata: "60 ZZ"');
    expect(refusal?.email.text).toMatch(/text\[\d+\]: /);
    expect((await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[0]!))).body.submission).toBeNull();
  });

  it('submits nothing and answers nobody for another sender, another envelope sender, a failing verdict, or an address forged for another car', async () => {
    const before = api.mails.length;
    const address = replyAddressOf(ADA);
    expect(await inbound.receive(delivered({ from: BRUNO, to: address, text: '60' }))).toMatchObject({ outcome: 'ignored' });
    // Ada's address in the header only, as anyone may write it: the envelope is Mallory's.
    expect(await inbound.receive(delivered({ from: ADA, to: address, text: '60' }, 'mallory@attacker.example'))).toEqual({
      outcome: 'ignored',
      reason: 'car 1: the envelope sender is not the From address',
    });
    const spoofed = { ...delivered({ from: ADA, to: address, text: '60' }), verdicts: { spf: 'FAIL', dkim: 'PASS', dmarc: 'GRAY' } as const };
    expect(await inbound.receive(spoofed)).toMatchObject({ outcome: 'ignored', reason: expect.stringContaining('failing verdict') });
    const grey = { ...delivered({ from: ADA, to: address, text: '60' }), verdicts: { spf: 'GRAY', dkim: 'GRAY', dmarc: 'GRAY' } as const };
    expect(await inbound.receive(grey)).toMatchObject({ outcome: 'ignored', reason: expect.stringContaining('no passing verdict') });
    // Bruno's MAC on Ada's car: the address names car 1 but was made for car 2.
    const forged = replyAddressOf(BRUNO).replace(`${RACE}.2.`, `${RACE}.1.`);
    expect(await inbound.receive(delivered({ from: ADA, to: forged, text: '60' }))).toEqual({ outcome: 'ignored', reason: 'no valid reply address' });
    expect(api.mails.length).toBe(before);
    expect((await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[0]!))).body.submission).toBeNull();
  });

  it('refuses a withdrawal by email, and confirms that the standing order will be played', async () => {
    await inbound.receive(delivered({ from: BRUNO, to: replyAddressOf(BRUNO), text: 'Withdraw' }));
    expect(answersTo(BRUNO).at(-1)?.email.text).toContain('A withdrawal is not accepted by email');
    expect(answersTo(BRUNO).at(-1)?.email.text).toContain('on the race page, with the Withdraw button');
    expect((await call('GET', `/races/${RACE}`)).body.race.entries.find((entry: { car: string }) => entry.car === '2')).not.toMatchObject({ status: 'out' });
    await inbound.receive(delivered({ from: BRUNO, to: replyAddressOf(BRUNO), text: 'standing order' }));
    expect(answersTo(BRUNO).at(-1)?.email.text).toContain('You have no standing order');
  });

  it('an old step’s address cannot submit for the step open now: a reply to it is politely refused', async () => {
    const old = replyAddressOf(ADA);
    await call('POST', `/races/${RACE}/resolve`, undefined, organiser);
    expect((await call('GET', `/races/${RACE}`)).body.race.turn).toBe(2);
    expect(replies.verify(replyAddressOf(ADA))?.rank).toBeGreaterThan(replies.verify(old)?.rank ?? Number.POSITIVE_INFINITY);
    expect(await inbound.receive(delivered({ from: ADA, to: old, text: '60' }))).toMatchObject({
      outcome: 'answered',
      reason: 'step already played',
    });
    expect(answersTo(ADA).at(-1)?.email.text).toContain('è già stato giocato');
    expect((await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[0]!))).body.submission).toBeNull();
  });
});

describe('the SES receipt rule’s Lambda action', () => {
  it('reads the raw mail the rule kept in S3 and judges it with SES’s recipients and verdicts', async () => {
    const kept = new Map<string, Uint8Array>();
    const logged: string[] = [];
    const handler = sesReceiptHandler({
      inbound,
      prefix: 'replies/',
      readMail: async (key) => kept.get(key) ?? Buffer.alloc(0),
      log: (line) => logged.push(line),
    });
    // SES's envelope recipient counts, whatever the To header says.
    kept.set('replies/ses-1', Buffer.from(plainReply({ from: BRUNO, to: 'steward@example.org', text: '60' })));
    expect(await handler(sesEvent('ses-1', { spf: 'FAIL', dkim: 'PASS', dmarc: 'GRAY' }))).toEqual([
      { outcome: 'ignored', reason: 'car 2: SPF FAIL, DKIM PASS, DMARC GRAY: a failing verdict' },
    ]);
    kept.set('replies/ses-2', Buffer.from(plainReply({ from: BRUNO, to: 'steward@example.org', text: '60' })));
    expect(await handler(sesEvent('ses-2', { spf: 'PASS', dkim: 'PASS', dmarc: 'PASS' }))).toMatchObject([{ outcome: 'submitted', car: '2', step: 'turn-2' }]);
    expect(JSON.parse(logged[1] ?? '{}')).toMatchObject({ sesMessageId: 'ses-2', outcome: 'submitted' });
    await expect(handler({ Records: [{ ses: { mail: { messageId: '../x' } } }] })).rejects.toThrow();
  });

  /** Bruno's reply to his own reply address as SES hands it over: his envelope unless `source` says otherwise, and these verdicts. */
  const sesEvent = (messageId: string, { spf, dkim, dmarc, source = BRUNO }: { spf: string; dkim: string; dmarc?: string; source?: string }) => ({
    Records: [
      {
        ses: {
          mail: { messageId, source },
          receipt: {
            recipients: [replyAddressOf(BRUNO)],
            spfVerdict: { status: spf },
            dkimVerdict: { status: dkim },
            ...(dmarc === undefined ? {} : { dmarcVerdict: { status: dmarc } }),
          },
        },
      },
    ],
  });

  // Bruno is bruno@example.org: his domain's verdicts count, not an attacker's.
  const cases: [title: string, verdicts: { spf: string; dkim: string; dmarc?: string; source?: string }, signers: string[], accepted: boolean][] = [
    ['SPF passes for his envelope, which is his From', { spf: 'PASS', dkim: 'GRAY', dmarc: 'GRAY' }, [], true],
    ['SPF passes for his envelope with a BATV tag', { spf: 'PASS', dkim: 'GRAY', dmarc: 'GRAY', source: `prvs=1a2b3c4d=${BRUNO}` }, [], true],
    ['DKIM passes signed by his domain', { spf: 'GRAY', dkim: 'PASS', dmarc: 'GRAY' }, ['example.org'], true],
    ['DMARC passes, SPF and DKIM giving no verdict', { spf: 'GRAY', dkim: 'GRAY', dmarc: 'PASS' }, [], true],
    ['SPF passes for an attacker’s envelope', { spf: 'PASS', dkim: 'GRAY', dmarc: 'GRAY', source: 'mallory@attacker.example' }, [], false],
    ['SPF passes for an attacker’s envelope, DMARC failing', { spf: 'PASS', dkim: 'GRAY', dmarc: 'FAIL', source: 'bounce@attacker.example' }, [], false],
    ['SPF passes for the null envelope of a bounce', { spf: 'PASS', dkim: 'GRAY', dmarc: 'GRAY', source: '' }, [], false],
    ['DKIM passes signed by an attacker’s domain', { spf: 'GRAY', dkim: 'PASS', dmarc: 'GRAY' }, ['attacker.example'], false],
    ['DKIM passes signed by his domain and an attacker’s', { spf: 'GRAY', dkim: 'PASS', dmarc: 'GRAY' }, ['example.org', 'attacker.example'], false],
    ['DKIM passes signed by a domain that merely ends like his', { spf: 'GRAY', dkim: 'PASS', dmarc: 'GRAY' }, ['badexample.org'], false],
    ['SPF and DKIM pass, DMARC fails', { spf: 'PASS', dkim: 'PASS', dmarc: 'FAIL' }, ['example.org'], false],
    ['no verdict passes', { spf: 'GRAY', dkim: 'GRAY', dmarc: 'GRAY' }, ['example.org'], false],
    ['no verdict passes and none for DMARC is given', { spf: 'GRAY', dkim: 'GRAY' }, [], false],
  ];
  it.each(cases)('%s: accepted %s', async (title, verdicts, signers, accepted) => {
    const messageId = `ses-${title.replace(/[^a-z]+/gi, '-')}`;
    const revision = async () => (await call('GET', `/races/${RACE}/submissions/mine`, undefined, bearer(tokens[1]!))).body.revision as number;
    const [before, mailsBefore] = [await revision(), api.mails.length];
    const handler = sesReceiptHandler({
      inbound,
      prefix: '',
      readMail: async () => Buffer.from(plainReply({ from: `Bruno <${BRUNO}>`, to: replyAddressOf(BRUNO), text: '60', headers: signers.map(dkimSignature) })),
      log: () => {},
    });
    const [outcome] = await handler(sesEvent(messageId, verdicts));
    if (accepted) {
      expect(outcome).toMatchObject({ outcome: 'submitted', car: '2', revision: before + 1 });
      expect(answersTo(BRUNO).at(-1)?.email.text).toContain(`(revision ${before + 1}`);
    } else {
      expect(outcome).toMatchObject({ outcome: 'ignored', reason: expect.stringMatching(/^car 2: /) });
      // A forged reply gets no receipt and changes nothing.
      expect(api.mails.length).toBe(mailsBefore);
      expect(await revision()).toBe(before);
    }
  });
});

// Last: it hands Bruno's seat over, which the tests above read as his.
describe('a seat handed over', () => {
  it('takes replies from its substitute alone: the previous driver’s reply is no longer the seat’s (docs/substitutes.md)', async () => {
    const dario = 'dario@example.org';
    expect((await call('POST', `/races/${RACE}/hand-over`, { car: '2', name: 'Dario', email: dario }, organiser)).status).toBe(201);
    const address = api.mails.filter((mail) => mail.to === dario).at(-1)?.email.replyTo ?? '';
    expect(replies.verify(address)).toMatchObject({ raceId: RACE, car: '2', rank: replies.verify(replyAddressOf(ADA))?.rank });
    expect(await inbound.receive(delivered({ from: BRUNO, to: address, text: '60' }))).toMatchObject({
      outcome: 'ignored',
      reason: expect.stringMatching(/^car 2: /),
    });
    expect(await inbound.receive(delivered({ from: dario, to: address, text: '60' }))).toMatchObject({ outcome: 'submitted', car: '2' });
  });
});
