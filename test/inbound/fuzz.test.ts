/**
 * Fuzzed raw mails against the inbound handler on a real race (issue 18 point 5): replies from the
 * corpus and plain ones, their addresses, senders and envelope senders mixed and their bytes cut,
 * spliced and repeated, never crash the handler, and a mail submits only for the car whose valid
 * reply address and registered address it carries, from that address. A few mails in `npm test`; `FUZZ_MAILS=2000` (`npm run fuzz`)
 * for many. A failure prints its seed: `FUZZ_SEED=<seed>` replays it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inbound } from '../../functions/inbound/inbound.ts';
import type { Api } from '../api/world.ts';
import { delivered, plainReply } from './mails.ts';
import { ADA, BRUNO, startInboundRace } from './world.ts';

const RUNS = Number(process.env.FUZZ_MAILS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);

let api: Api;
let inbound: Inbound;
let addresses: Record<string, string>;
const bases: string[] = [];

beforeAll(async () => {
  let replyAddressOf: (to: string) => string;
  ({ api, inbound, replyAddressOf } = await startInboundRace('speed-master-inbound-fuzz', 'fuzz1'));
  addresses = { '1': replyAddressOf(ADA), '2': replyAddressOf(BRUNO) };
  const corpus = join(import.meta.dirname, 'corpus');
  for (const file of await readdir(corpus)) bases.push(await readFile(join(corpus, file), 'utf8'));
});
afterAll(() => api.close());

const EMAILS: Record<string, string> = { '1': ADA, '2': BRUNO };

/** A mail: a base (corpus or plain), its To and From put to one of the players', a stranger's or a forged one, then its bytes mangled. */
const mailArbitrary = () =>
  fc
    .record({
      base: fc.nat(),
      /** Mostly new Message-IDs; now and then one seen before (a mail delivered twice). */
      id: fc.nat({ max: 100_000 }),
      to: fc.constantFrom('1', '2', 'forged', 'stranger'),
      from: fc.constantFrom('1', '2', 'stranger'),
      /** The envelope sender: mostly the From's, as a mail client sends. */
      envelope: fc.constantFrom('from', 'from', 'from', '1', '2', 'stranger'),
      text: fc.oneof(fc.constantFrom('60', '40', '60 * I', 'withdraw', 'standing order', ''), fc.string({ maxLength: 30 })),
      mutations: fc.array(
        fc.record({
          at: fc.nat(),
          length: fc.nat({ max: 40 }),
          kind: fc.constantFrom('cut', 'insert', 'repeat'),
          bytes: fc.string({ maxLength: 20, unit: 'binary' }),
        }),
        { maxLength: 4 },
      ),
    })
    .map(({ base, id, to, from, envelope, text, mutations }) => {
      const address =
        to === 'forged'
          ? (addresses['1'] ?? '').replace('.1.', '.2.')
          : to === 'stranger'
            ? 'r1+fuzz1.1.1.aaaaaaaaaaaaaaaa@races.example.org'
            : (addresses[to] ?? '');
      const sender = EMAILS[from] ?? 'mallory@example.net';
      const source = base % (bases.length + 1) === bases.length ? plainReply({ from: sender, to: address, text }) : (bases[base % (bases.length + 1)] ?? '');
      let raw = source
        .replace(/^To: .*$/m, `To: ${address}`)
        .replace(/^From: .*$/m, `From: ${sender}`)
        .replace(/^Message-I[Dd]: .*$/m, `Message-ID: <fuzz-${id}@client.example>`)
        .replace(/r1\+ghost\.\d\.5\.abcdefghijklmnop@races\.example\.org/g, address);
      for (const { at, length, kind, bytes } of mutations) {
        const where = at % (raw.length + 1);
        if (kind === 'cut') raw = raw.slice(0, where) + raw.slice(where + length);
        else if (kind === 'insert') raw = raw.slice(0, where) + bytes + raw.slice(where);
        else raw = raw.slice(0, where) + raw.slice(where, where + length).repeat(3) + raw.slice(where + length);
      }
      return { raw, sender: envelope === 'from' ? sender : (EMAILS[envelope] ?? 'mallory@example.net') };
    });

describe('fuzzed raw mails', () => {
  const tally = { submitted: 0, answered: 0, ignored: 0 };
  it(`never crash the handler and never submit for another car (seed ${SEED}, ${RUNS} mails)`, async () => {
    await fc.assert(
      fc.asyncProperty(mailArbitrary(), async (mail) => {
        const outcome = await inbound.receive(mail);
        tally[outcome.outcome] += 1;
        if (outcome.outcome === 'submitted') {
          const lower = mail.raw.toLowerCase();
          expect(lower).toContain((addresses[outcome.car] ?? '').toLowerCase());
          expect(lower).toContain((EMAILS[outcome.car] ?? '').toLowerCase());
          expect(mail.sender).toBe(EMAILS[outcome.car]);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The race takes a clean reply after all that: the fuzz broke nothing, and its replies were judged, not all dropped.
    const clean = await inbound.receive(delivered({ from: BRUNO, to: addresses['2'] ?? '', text: '60' }));
    expect(clean).toMatchObject({ outcome: 'submitted', car: '2' });
    expect(tally.ignored + tally.answered + tally.submitted).toBe(RUNS);
    if (process.env.FUZZ_TALLY) console.log(tally);
  });
});
