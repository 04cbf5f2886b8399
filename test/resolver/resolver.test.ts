import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/index.ts';
import type { Notifier } from '../../functions/notifier/notifier.ts';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-resolver');
});
afterAll(() => world.close());

const HOUR = 3_600_000;
const hoursOn = (hours: number) => new Date(world.now().getTime() + hours * HOUR).toISOString();
const turnsResolved = async (raceId: string) =>
  (await world.events(raceId)).filter((event): event is Extract<RaceEvent, { type: 'TurnResolved' }> => event.type === 'TurnResolved');
const emailsAbout = (raceId: string, turn: number) =>
  world.mails.filter(({ email }) => email.subject.startsWith(`Race ${raceId}:`) && new RegExp(` turn[o]? ${turn} `).test(email.subject));
const finishEmails = (raceId: string) =>
  world.mails.filter(({ email }) => [`Race ${raceId}: final classification`, `Race ${raceId}: classifica finale`].includes(email.subject));
const resolutionOf = async (raceId: string) => (await world.resolver().resolveDue()).resolutions.find((r) => r.raceId === raceId);
const failingNotifier = (message: string): Notifier => ({
  ...world.deps.notifier,
  published: async () => {
    throw new Error(message);
  },
});
const move = (raceId: string, token: string | undefined, body: unknown) => world.call('POST', `/races/${raceId}/moves`, body, bearer(token ?? ''));

/** Counts every DynamoDB Scan the client sends. */
const countScans = () => {
  const counter = { scans: 0 };
  world.dynamo.client.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'ScanCommand') counter.scans += 1;
      return next(args);
    },
    { step: 'initialize', name: `countScans-${Math.random()}` },
  );
  return counter;
};

describe('resolveDue', () => {
  it('[SC-PBEM-3] finds through the index the race whose 48-hour deadline passed, plays its turn and moves its deadline 48 hours on', async () => {
    const { race: due } = await world.racingRace('due_a');
    expect(due.deadline).toBe(hoursOn(48));
    world.advance(24);
    await world.racingRace('fresh_b');
    const fresh = await world.deps.index.getRace('fresh_b');
    const scans = countScans();

    world.advance(23);
    expect((await world.resolver().resolveDue()).resolutions).toEqual([]);
    world.advance(1);
    const { resolutions, failures } = await world.resolver().resolveDue();

    expect(failures).toEqual([]);
    expect(resolutions.map((r) => [r.raceId, r.events.map((e) => e.type)])).toContainEqual(['due_a', ['TurnResolved']]);
    const [turn] = await turnsResolved('due_a');
    expect(turn?.turn).toBe(1);
    expect(turn?.nextDeadline).toBe(hoursOn(48));
    expect((await world.deps.index.getRace('due_a'))?.nextDeadline).toBe(turn?.nextDeadline);
    expect(await world.deps.index.getRace('fresh_b')).toEqual(fresh);
    expect(scans.scans).toBe(0);
    expect(await resolutionOf('due_a')).toBeUndefined();
  });

  it('[SC-GNU-1] [SC-PBEM-8] drives the cars whose move did not arrive and emails every player, in his language', async () => {
    const { tokens } = await world.racingRace('gnu');
    await move('gnu', tokens['1'], { speed: 5 });
    world.advance(48);
    await world.resolver().resolveDue();

    const [turn] = await turnsResolved('gnu');
    expect(turn?.moves).toEqual({ '1': { speed: 5 }, '2': null });
    expect(turn?.events).toContainEqual({ type: 'moved', car: '2', square: expect.any(Number), byGnu: true });
    expect(turn?.rolls.map((roll) => [roll.purpose, roll.car])).toEqual([['gnu', '2']]);
    const emails = emailsAbout('gnu', 1);
    expect(emails.map(({ to, email }) => [to, email.subject]).sort()).toEqual([
      ['driver1@example.org', 'Race gnu: turno 1 risolto'],
      ['driver2@example.org', 'Race gnu: turn 1 resolved'],
    ]);
    expect(emails.find(({ to }) => to === 'driver2@example.org')?.email.text).toContain(turn?.rolls[0]?.code);
  });

  it('[SC-GNU-2] eliminates a car whose player misses a 6th consecutive move and finishes the race when no car is left', async () => {
    await world.racingRace('absent');
    for (let turn = 1; turn <= 6; turn++) {
      world.advance(48);
      await world.resolver().resolveDue();
    }
    const events = await world.events('absent');
    expect((await turnsResolved('absent')).map((event) => event.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(events.filter((event) => event.type === 'CarEliminated').map((event) => event.car)).toEqual(['1', '2']);
    const finished = events.find((event) => event.type === 'RaceFinished');
    expect(finished).toMatchObject({ seed: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await world.deps.index.getRace('absent'))?.status).toBe('finished');
    const finish = finishEmails('absent').filter(({ to }) => to === 'driver2@example.org');
    expect(finish).toHaveLength(1);
    expect(finish[0]?.email.text).toContain(finished?.type === 'RaceFinished' ? finished.seed : 'missing');
  });
});

describe('resolveNow', () => {
  it('[SC-PBEM-6] plays the turn as soon as every car still racing has moved, not before', async () => {
    const { tokens } = await world.racingRace('eager');
    await move('eager', tokens['1'], { speed: 4 });
    expect((await world.resolver().resolveNow('eager')).events).toEqual([]);
    await move('eager', tokens['2'], { speed: 6 });
    world.advance(1);
    const resolution = await world.resolver().resolveNow('eager');

    // The turn's commit carries the moves it locked, in front of the turn.
    expect(resolution.events.map((event) => event.type)).toEqual(['MoveSubmitted', 'MoveSubmitted', 'TurnResolved']);
    expect(resolution.state.turn).toBe(2);
    expect(resolution.emails).toBe(2);
  });

  it('refuses a race that does not exist, and lists none', async () => {
    await expect(world.resolver().resolveNow('nowhere')).rejects.toMatchObject({ kind: 'notFound', field: 'raceId' });
    expect(await world.deps.index.getRace('nowhere')).toBeUndefined();
  });

  it('two resolvers on one turn at once write exactly one TurnResolved and one email per player', async () => {
    await world.racingRace('rivals');
    world.advance(48);
    const [a, b] = await Promise.all([world.resolver().resolveNow('rivals'), world.resolver().resolveNow('rivals')]);

    expect([a.events.length, b.events.length].sort()).toEqual([0, 1]);
    expect(await turnsResolved('rivals')).toHaveLength(1);
    expect(a.emails + b.emails).toBe(2);
    expect(emailsAbout('rivals', 1)).toHaveLength(2);
  });

  it('a crash before the commit and the retry give the same turn: same binding, same rolls, same events', async () => {
    const { tokens } = await world.racingRace('crash');
    await move('crash', tokens['2'], { speed: 3 });
    world.advance(48);
    const attempted: RaceEvent[][] = [];
    const crashingStore = {
      ...world.deps.store,
      append: async (_raceId: string, _commit: number, events: RaceEvent[]) => {
        attempted.push(events);
        throw new Error('Lambda timed out');
      },
    };
    await expect(world.resolver({ store: crashingStore }).resolveNow('crash')).rejects.toThrow('Lambda timed out');
    expect(await turnsResolved('crash')).toEqual([]);

    await world.resolver().resolveNow('crash');
    const [stored] = await turnsResolved('crash');
    expect(attempted[0]?.map((event) => event.type)).toEqual(['MoveSubmitted', 'TurnResolved']);
    expect(stored).toEqual(attempted[0]?.[1]);
  });
});

describe('owed emails', () => {
  it('an SES failure after the commit leaves the race due, and a later run sends the missing emails once, without playing the turn again', async () => {
    await world.racingRace('mailless');
    world.advance(48);
    const { failures } = await world.resolver({ notifier: failingNotifier('SES throttled') }).resolveDue();
    expect(failures.map((f) => f.raceId)).toContain('mailless');
    expect(await turnsResolved('mailless')).toHaveLength(1);
    expect((await world.deps.index.dueRaces(world.now().toISOString())).map((e) => e.raceId)).toContain('mailless');

    expect(await resolutionOf('mailless')).toMatchObject({ events: [], emails: 2 });

    expect(await turnsResolved('mailless')).toHaveLength(1);
    expect(emailsAbout('mailless', 1)).toHaveLength(2);
    expect((await world.deps.index.dueRaces(world.now().toISOString())).map((e) => e.raceId)).not.toContain('mailless');
  });

  it('a crash after the commit, then a move for the next turn, still gets the turn emailed at the next run, once', async () => {
    const { tokens } = await world.racingRace('lost');
    world.advance(48);
    await expect(world.resolver({ notifier: failingNotifier('Lambda timed out') }).resolveNow('lost')).rejects.toThrow('Lambda timed out');
    const [turn] = await turnsResolved('lost');
    expect(turn?.nextDeadline).toBe(hoursOn(48));

    expect((await move('lost', tokens['1'], { speed: 3, turn: 2 })).status).toBe(200);
    // The index still shows the race before turn 1 (the close of registration, the grid and the start announced): the outbox keeps it due.
    expect(await world.deps.index.getRace('lost')).toMatchObject({ announcements: 3, announced: 3 });
    expect(await world.deps.index.owing()).toContain('lost');

    expect(await resolutionOf('lost')).toMatchObject({ events: [], emails: 2 });
    expect(await world.deps.index.owing()).not.toContain('lost');
    expect(await resolutionOf('lost')).toBeUndefined();
    expect(
      emailsAbout('lost', 1)
        .map(({ to }) => to)
        .sort(),
    ).toEqual(['driver1@example.org', 'driver2@example.org']);
    expect(await world.deps.index.getRace('lost')).toMatchObject({ nextDeadline: turn?.nextDeadline, announcements: 4, announced: 4 });
  });

  it('the finish after the organiser eliminates the last car is emailed by the next run when SES fails at the time', async () => {
    await world.racingRace('ended');
    world.mailerDown(true);
    for (const car of ['1', '2'])
      expect((await world.call('POST', '/races/ended/eliminate', { car, reason: 'unsporting conduct' }, organiser)).status).toBe(200);
    world.mailerDown(false);
    expect((await world.call('GET', '/races/ended')).body.race.phase).toBe('finished');
    expect(finishEmails('ended')).toEqual([]);

    expect(await resolutionOf('ended')).toMatchObject({ events: [], emails: 2 });
    expect(await resolutionOf('ended')).toBeUndefined();
    expect(
      finishEmails('ended')
        .map(({ to }) => to)
        .sort(),
    ).toEqual(['driver1@example.org', 'driver2@example.org']);
  });
});
