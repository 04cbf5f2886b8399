/**
 * The fan-out (issue 17 points 1-2): the scheduled run enqueues one message per due race step,
 * a worker plays one step per message and hands its emails to the email queue; a message
 * delivered twice plays nothing twice and sends nothing twice. The league channels' posts (issue 30
 * point 4) are a message of their own on the email queue, handed on once the emails are out.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/index.ts';
import { memoryQueue } from '../../functions/fanout/memoryQueue.ts';
import { workerHandler } from '../../functions/fanout/worker.ts';
import { type WebhookStandIn, webhookStandIn } from '../../functions/local/webhookStandIn.ts';
import { createFanout } from '../../functions/race/fanout.ts';
import { type Work, type WorkQueue, workGroup } from '../../functions/race/work.ts';
import { type Api, organiser, startApi } from '../api/world.ts';

let world: Api;
let chats: WebhookStandIn;
let server: Server;
let origin: string;
beforeAll(async () => {
  chats = webhookStandIn();
  server = createServer((request, response) => {
    if (!chats.handle(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  world = await startApi('speed-master-fanout', undefined, undefined, undefined, { channels: { origins: [origin], sleep: async () => {} } });
});
afterAll(async () => {
  await world.close();
  await new Promise((resolve) => server.close(resolve));
});

const recording = (): WorkQueue & { sent: Work[] } => {
  const sent: Work[] = [];
  return { sent, send: async (works) => void sent.push(...works) };
};
const turns = async (raceId: string) => (await world.events(raceId)).filter((event: RaceEvent) => event.type === 'TurnResolved').length;
const turnEmails = (raceId: string, turn: number) =>
  world.mails.filter(({ email }) => email.subject.startsWith(`Race ${raceId}:`) && new RegExp(` turn[o]? ${turn} `).test(email.subject));

describe('the fan-out', () => {
  it('[SC-PBEM-3] enqueues one step per due race, deduplicated per race and step, and plays nothing while dispatching', async () => {
    await world.racingRace('fan1');
    await world.racingRace('fan2');
    world.advance(48);
    const steps = recording();
    const fanout = createFanout({ resolver: world.resolver(), steps, emails: recording() });

    await fanout.dispatch();
    await fanout.dispatch();

    const mine = steps.sent.filter((work) => work.raceId.startsWith('fan'));
    const commits = await Promise.all(['fan1', 'fan2'].map(async (raceId) => (await world.deps.index.getRace(raceId))?.commit));
    // The same step twice, under one id: the queue keeps one (SQS FIFO's deduplication, memoryQueue.ts).
    expect(mine).toEqual([
      { kind: 'step', raceId: 'fan1', commit: commits[0] },
      { kind: 'step', raceId: 'fan2', commit: commits[1] },
      { kind: 'step', raceId: 'fan1', commit: commits[0] },
      { kind: 'step', raceId: 'fan2', commit: commits[1] },
    ]);
    expect(await turns('fan1')).toBe(0);
  });

  it('[SC-PBEM-8] a step message and an email message each delivered twice play the turn once and email each player once', async () => {
    await world.racingRace('fan3');
    world.advance(48);
    const [steps, emails] = [recording(), recording()];
    const fanout = createFanout({ resolver: world.resolver(), steps, emails });
    await fanout.dispatch();
    const step = steps.sent.find((work) => work.raceId === 'fan3') as Work;

    const first = await fanout.handle(step);
    const again = await fanout.handle(step);

    expect(await turns('fan3')).toBe(1);
    expect('resolution' in first && first.resolution.events.map((event) => event.type)).toEqual(['TurnResolved']);
    expect('resolution' in again && again.resolution.events).toEqual([]);
    // Both deliveries hand the emails on under one id: the email queue keeps one, and a second is harmless.
    expect(emails.sent).toEqual([
      { kind: 'emails', raceId: 'fan3', commit: expect.any(Number) },
      { kind: 'emails', raceId: 'fan3', commit: expect.any(Number) },
    ]);
    expect(emails.sent[0]).toEqual(emails.sent[1]);
    expect(turnEmails('fan3', 1)).toEqual([]);

    const mail = emails.sent[0] as Work;
    expect(await fanout.handle(mail)).toEqual({ raceId: 'fan3', emails: 2 });
    expect(await fanout.handle(mail)).toEqual({ raceId: 'fan3', emails: 0 });
    expect(
      turnEmails('fan3', 1)
        .map(({ to }) => to)
        .sort(),
    ).toEqual(['driver1@example.org', 'driver2@example.org']);
    // Settled: the next scheduled run finds nothing to do for the race.
    await fanout.dispatch();
    expect(steps.sent.filter((work) => work.raceId === 'fan3')).toHaveLength(1);
  });

  it("[SC-PBEM-8] hands a league channel's posts on as a message of their own once the emails are out, which posts each once and then settles the race", async () => {
    await world.racingRace('fan4');
    const bound = await world.call(
      'POST',
      '/channels',
      { target: { kind: 'discord', url: `${origin}/webhooks/discord/fan4-secret-0123456789` }, races: ['fan4'] },
      organiser,
    );
    expect(bound.status).toBe(201);
    world.advance(48);
    const [steps, emails] = [recording(), recording()];
    const channels = { ...world.backend.channels, enqueue: (raceId: string, commit: number) => emails.send([{ kind: 'posts', raceId, commit }]) };
    const fanout = createFanout({ resolver: world.resolver({ channels }), steps, emails });
    await fanout.dispatch();
    await fanout.handle(steps.sent.find((work) => work.raceId === 'fan4') as Work);
    const mail = emails.sent.find((work) => work.raceId === 'fan4') as Work;

    // The emails' job sends the emails and touches no chat: a chat that is down cannot hold them back.
    expect(await fanout.handle(mail)).toEqual({ raceId: 'fan4', emails: 2 });
    expect(chats.posts()).toEqual([]);
    const posts = emails.sent.find((work) => work.kind === 'posts') as Work;
    expect(posts).toEqual({ kind: 'posts', raceId: 'fan4', commit: mail.commit });
    // In a group of its own: a post tried again waits for nothing of the race's, nor they for it.
    expect(workGroup(posts)).not.toBe(workGroup(mail));
    // Owing until the posts are out: a run that lost the posts' message hands them on again.
    await fanout.dispatch();
    expect(steps.sent.filter((work) => work.raceId === 'fan4')).toHaveLength(2);

    expect(await fanout.handle(posts)).toEqual({ raceId: 'fan4', posts: 1 });
    expect(await fanout.handle(posts)).toEqual({ raceId: 'fan4', posts: 0 });
    expect(chats.posts().map((post) => (post.body as { embeds: { title: string }[] }).embeds[0]?.title)).toEqual(['Race fan4: turn-1 played']);
    await fanout.dispatch();
    expect(steps.sent.filter((work) => work.raceId === 'fan4')).toHaveLength(2);
  });

  it('reports a failed message back to SQS, and the later messages of its race with it, but handles the other races', async () => {
    const handled: string[] = [];
    const fanout = {
      handle: async (work: Work) => {
        if (work.raceId === 'bad') throw new Error('the table is throttled');
        handled.push(`${work.kind} ${work.raceId}`);
        return { raceId: work.raceId, emails: 0 };
      },
    };
    const record = (messageId: string, work: unknown) => ({ messageId, body: JSON.stringify(work) });
    const quiet = { log: () => {}, error: () => {} };
    const answer = await workerHandler(
      fanout,
      quiet,
    )({
      Records: [
        record('1', { kind: 'step', raceId: 'bad', commit: 3 }),
        record('2', { kind: 'emails', raceId: 'bad', commit: 4 }),
        record('3', { kind: 'emails', raceId: 'good', commit: 7 }),
        record('4', { kind: 'play', raceId: 'good' }),
      ],
    });
    expect(answer).toEqual({ batchItemFailures: [{ itemIdentifier: '1' }, { itemIdentifier: '2' }, { itemIdentifier: '4' }] });
    expect(handled).toEqual(['emails good']);
  });
});

describe('the in-process queue adapter', () => {
  it('handles one race at a time and in order, others in parallel, drops a copy still queued, and dead-letters what keeps failing', async () => {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const dead: string[] = [];
    let failures = 0;
    const queue = memoryQueue(
      async (work) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (work.raceId === 'flaky' && failures++ < 1) throw new Error('once');
        if (work.raceId === 'broken') throw new Error('always');
        log.push(`${work.raceId}#${work.commit}`);
      },
      { concurrency: 2, maxReceives: 3, retryMs: 1, onDeadLetter: (work) => dead.push(work.raceId) },
    );
    const step = (raceId: string, commit: number): Work => ({ kind: 'step', raceId, commit });

    await queue.send([step('a', 1), step('a', 2), step('a', 1), step('b', 1), step('flaky', 1), step('broken', 1), step('a', 3)]);
    await queue.drained();

    expect(log.filter((entry) => entry.startsWith('a#'))).toEqual(['a#1', 'a#2', 'a#3']);
    expect(log.sort()).toEqual(['a#1', 'a#2', 'a#3', 'b#1', 'flaky#1']);
    expect(dead).toEqual(['broken']);
    expect(most).toBe(2);
  });
});
