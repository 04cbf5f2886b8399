/**
 * The whole reply loop in local mode (issue 18 point 4): the demo race's step emails in the SES
 * stand-in carry reply addresses, a reply sent by SMTP to the local server is judged and answered
 * into the same mailbox, one whose envelope names another sender is not (issue 27), and the reply
 * page writes such a reply from the browser.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo as demoScript } from '../../domain/demos.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { createDemoRace, type Demo, playDemoRace } from '../../functions/local/demo.ts';
import { type LocalStack, REPLY_DOMAIN, startLocal } from '../../functions/local/stack.ts';

interface Mail {
  messageId: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text: string };
}

let dataDir: string;
let stack: LocalStack;
let demo: Demo;
const logs: string[] = [];
const mails = async () => ((await (await fetch(`${stack.urls.mailbox}store`)).json()) as { emails: Mail[] }).emails;
/** The answers to `to`'s replies: each is in the mailbox once the SMTP server has answered the reply (it answers after judging it). */
const answersTo = async (to: string) => (await mails()).filter((mail) => mail.destination.to[0] === to && mail.subject.startsWith('Re: '));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'speed-master-replies-'));
  stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, log: (line) => logs.push(line) });
  const created = await createDemoRace(stack.urls.api, stack.organiserToken, demoScript.rulesetId, demoScript.circuitId);
  if (!created) throw new Error('the demo race exists already');
  demo = created;
  await playDemoRace(stack.urls.api, stack.organiserToken, demo, demoScript);
});
afterAll(async () => {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('replies in local mode', () => {
  it('a reply sent by SMTP to a step email’s reply address is judged and answered into the mailbox', async () => {
    const step = (await mails()).filter((mail) => mail.destination.to[0] === 'alice@example.org' && mail.replyTo.length > 0).at(-1);
    expect(step?.replyTo[0]).toMatch(new RegExp(`^r1\\+demo\\.1\\.\\d+\\.[a-z2-7]{16}@${REPLY_DOMAIN.replace('.', '\\.')}$`));
    const port = Number(new URL(stack.urls.smtp).port);
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'Alice <alice@example.org>',
      to: step?.replyTo[0],
      subject: `Re: ${step?.subject}`,
      text: 'withdraw\n\n> the turn report',
    });
    expect((await answersTo('alice@example.org')).at(-1)?.body.text).toContain('A withdrawal is not accepted by email');
    expect(logs).toContainEqual(expect.stringMatching(/^mail to r1\+demo\.1\..*: answered \(withdraw by email\)$/));
  });

  it('a reply whose envelope sender is not its From address gets no answer and changes nothing; the player’s own mail with its Message-ID then counts', async () => {
    const alice = demo.players.find((player) => player.name === 'Alice');
    if (!alice) throw new Error('no Alice in the demo');
    const mine = async () =>
      (await (await fetch(`${stack.urls.api}/races/demo/submissions/mine`, { headers: { authorization: `Bearer ${alice.token}` } })).json()) as {
        revision: number | null;
      };
    const { race } = (await (await fetch(`${stack.urls.api}/races/demo`)).json()) as { race: { game: { cars: Record<string, unknown> } } };
    const move = (demoScript.move(0, race.game.cars[alice.car]) as { text: string }).text;
    const step = (await mails()).filter((mail) => mail.destination.to[0] === 'alice@example.org' && mail.replyTo.length > 0).at(-1);
    const answers = async () => (await answersTo('alice@example.org')).length;
    const [revision, answered] = [(await mine()).revision, await answers()];
    const transport = createTransport({ host: '127.0.0.1', port: Number(new URL(stack.urls.smtp).port), secure: false, ignoreTLS: true });
    const reply = {
      from: 'Alice <alice@example.org>',
      to: step?.replyTo[0],
      subject: `Re: ${step?.subject}`,
      text: move,
      messageId: '<forged-then-hers@client.example>',
    };

    // The SMTP answer comes once the mail is judged and answered, if it is.
    await transport.sendMail({ ...reply, envelope: { from: 'mallory@attacker.example', to: step?.replyTo[0] } });
    expect(logs.at(-1)).toMatch(/^mail to r1\+demo\.1\..*: ignored \(car 1: the envelope sender is not the From address\)$/);
    expect(await answers()).toBe(answered);
    expect((await mine()).revision).toBe(revision);

    await transport.sendMail(reply);
    expect(logs.at(-1)).toMatch(/^mail to r1\+demo\.1\..*: submitted$/);
    expect((await mine()).revision).toBe((revision ?? 0) + 1);
    expect(await answers()).toBe(answered + 1);
    expect((await answersTo('alice@example.org')).at(-1)?.body.text).toContain(`: ${move} (revision ${(revision ?? 0) + 1}`);
  });

  it('the reply page lists the emails that carry a reply address and sends the reply written in it', async () => {
    const page = await (await fetch(stack.urls.replies)).text();
    expect(page).toContain('Speed Master demo: turn 3 resolved');
    const email = (await mails()).filter((mail) => mail.destination.to[0] === 'bruno@example.org' && mail.replyTo.length > 0).at(-1);
    const sent = await fetch(stack.urls.replies, {
      method: 'POST',
      body: new URLSearchParams({ messageId: email?.messageId ?? '', text: 'standing order' }),
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    // Bruno reads Italian.
    expect((await answersTo('bruno@example.org')).at(-1)?.body.text).toMatch(/ordine permanente/);
  });
});
