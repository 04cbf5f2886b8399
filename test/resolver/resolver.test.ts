import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/index.ts';
import { RECOVERY_GRACE_MS } from '../../functions/resolver/resolver.ts';
import type { Notifier } from '../../functions/notifier/notifier.ts';
import { startWorld, type World } from './world.ts';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const HOUR = 3_600_000;
const later = (ms: number) => {
  world.clock.now = new Date(world.clock.now.getTime() + ms);
};
const turnsResolved = async (raceId: string) =>
  (await world.events(raceId)).filter((event): event is Extract<RaceEvent, { type: 'TurnResolved' }> => event.type === 'TurnResolved');
const emailsAbout = async (raceId: string, turn: number) =>
  (await world.ses.sent()).filter((email) => email.subject.startsWith(`Race ${raceId}:`) && / turn[o]? \d+ /.test(email.subject) && email.subject.includes(` ${turn} `));

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
    const due = await world.racingRace('due-a');
    expect(due.deadline).toBe(new Date(world.clock.now.getTime() + 48 * HOUR).toISOString());
    later(24 * HOUR);
    await world.racingRace('fresh-b');
    const fresh = await world.index.getRace('fresh-b');
    const scans = countScans();

    later(23 * HOUR);
    expect((await world.resolver().resolveDue()).resolutions).toEqual([]);
    later(HOUR);
    const { resolutions, failures } = await world.resolver().resolveDue();

    expect(failures).toEqual([]);
    expect(resolutions.map((r) => [r.raceId, r.events.map((e) => e.type)])).toContainEqual(['due-a', ['TurnResolved']]);
    const [turn] = await turnsResolved('due-a');
    expect(turn?.turn).toBe(1);
    expect(turn?.nextDeadline).toBe(new Date(world.clock.now.getTime() + 48 * HOUR).toISOString());
    expect((await world.index.getRace('due-a'))?.nextDeadline).toBe(turn?.nextDeadline);
    expect(await world.index.getRace('fresh-b')).toEqual(fresh);
    expect(scans.scans).toBe(0);
    expect((await world.resolver().resolveDue()).resolutions.filter((r) => r.raceId === 'due-a')).toEqual([]);
  });

  it('[SC-GNU-1] [SC-PBEM-8] drives the cars whose move did not arrive and emails every player, in his language', async () => {
    await world.racingRace('gnu');
    await world.send('gnu', { type: 'SubmitMove', car: '1', move: { speed: 5 } });
    later(48 * HOUR);
    await world.resolver().resolveDue();

    const [turn] = await turnsResolved('gnu');
    expect(turn?.moves).toEqual({ '1': { speed: 5 }, '2': null });
    expect(turn?.events).toContainEqual({ type: 'moved', car: '2', square: expect.any(Number), byGnu: true });
    expect(turn?.rolls.map((roll) => [roll.purpose, roll.car])).toEqual([['gnu', '2']]);
    const emails = await emailsAbout('gnu', 1);
    expect(emails.map((email) => [email.destination.to[0], email.subject]).sort()).toEqual([
      ['driver1@example.org', 'Race gnu: turno 1 risolto'],
      ['driver2@example.org', 'Race gnu: turn 1 resolved'],
    ]);
    expect(emails.find((email) => email.destination.to[0] === 'driver2@example.org')?.body.text).toContain(turn?.rolls[0]?.code);
  });

  it('[SC-GNU-2] eliminates a car whose player misses a 6th consecutive move and finishes the race when no car is left', async () => {
    await world.racingRace('absent');
    for (let turn = 1; turn <= 6; turn++) {
      later(48 * HOUR);
      await world.resolver().resolveDue();
    }
    const events = await world.events('absent');
    expect((await turnsResolved('absent')).map((event) => event.turn)).toEqual([1, 2, 3, 4, 5]);
    expect(events.filter((event) => event.type === 'CarEliminated').map((event) => event.car)).toEqual(['1', '2']);
    const finished = events.find((event) => event.type === 'RaceFinished');
    expect(finished).toMatchObject({ seed: expect.stringMatching(/^c0ffee/) });
    expect((await world.index.getRace('absent'))?.status).toBe('finished');
    const finish = (await world.ses.sent('driver2@example.org')).filter((email) => email.subject === 'Race absent: final classification');
    expect(finish).toHaveLength(1);
    expect(finish[0]?.body.text).toContain(finished?.type === 'RaceFinished' ? finished.seed : 'missing');
  });
});

describe('resolveNow', () => {
  it('[SC-PBEM-6] plays the turn as soon as every car still racing has moved, not before', async () => {
    await world.racingRace('eager');
    await world.send('eager', { type: 'SubmitMove', car: '1', move: { speed: 4 } });
    expect((await world.resolver().resolveNow('eager')).events).toEqual([]);
    await world.send('eager', { type: 'SubmitMove', car: '2', move: { speed: 6 } });
    later(HOUR);
    const resolution = await world.resolver().resolveNow('eager');

    expect(resolution.events.map((event) => event.type)).toEqual(['TurnResolved']);
    expect(resolution.state.turn).toBe(2);
    expect(resolution.emails).toBe(2);
  });

  it('refuses a race that does not exist, and lists none', async () => {
    await expect(world.resolver().resolveNow('nowhere')).rejects.toMatchObject({ kind: 'notFound', field: 'raceId' });
    expect(await world.index.getRace('nowhere')).toBeUndefined();
  });

  it('two resolvers on one turn at once write exactly one TurnResolved and one email per player', async () => {
    await world.racingRace('rivals');
    later(48 * HOUR);
    const [a, b] = await Promise.all([world.resolver().resolveNow('rivals'), world.resolver().resolveNow('rivals')]);

    expect([a.events.length, b.events.length].sort()).toEqual([0, 1]);
    expect(await turnsResolved('rivals')).toHaveLength(1);
    expect(a.emails + b.emails).toBe(2);
    expect(await emailsAbout('rivals', 1)).toHaveLength(2);
  });

  it('a crash before the commit and the retry give the same turn: same binding, same rolls, same events', async () => {
    await world.racingRace('crash');
    await world.send('crash', { type: 'SubmitMove', car: '2', move: { speed: 3 } });
    later(48 * HOUR);
    const attempted: RaceEvent[][] = [];
    const crashingStore = {
      ...world.store,
      append: async (_raceId: string, _commit: number, events: RaceEvent[]) => {
        attempted.push(events);
        throw new Error('Lambda timed out');
      },
    };
    await expect(world.resolver({ store: crashingStore }).resolveNow('crash')).rejects.toThrow('Lambda timed out');
    expect(await turnsResolved('crash')).toEqual([]);

    await world.resolver().resolveNow('crash');
    const [stored] = await turnsResolved('crash');
    expect(stored).toEqual(attempted[0]?.[0]);
  });

  it('an SES failure after the commit leaves the race due, and a later run sends the missing emails once, without playing the turn again', async () => {
    await world.racingRace('mailless');
    later(48 * HOUR);
    const down: Notifier = {
      ...world.notifier,
      published: async () => {
        throw new Error('SES throttled');
      },
    };
    const { failures } = await world.resolver({ notifier: down }).resolveDue();
    expect(failures.map((f) => f.raceId)).toContain('mailless');
    expect(await turnsResolved('mailless')).toHaveLength(1);
    expect((await world.index.dueRaces(world.clock.now.toISOString())).map((e) => e.raceId)).toContain('mailless');

    expect((await world.resolver().resolveDue()).resolutions.find((r) => r.raceId === 'mailless')?.emails).toBe(0);
    later(RECOVERY_GRACE_MS);
    const retry = (await world.resolver().resolveDue()).resolutions.find((r) => r.raceId === 'mailless');

    expect(retry).toMatchObject({ events: [], emails: 2 });
    expect(await turnsResolved('mailless')).toHaveLength(1);
    expect(await emailsAbout('mailless', 1)).toHaveLength(2);
    expect((await world.index.dueRaces(world.clock.now.toISOString())).map((e) => e.raceId)).not.toContain('mailless');
  });
});
