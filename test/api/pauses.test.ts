/**
 * Pauses over the HTTP API (issue 30; docs/pauses.md), on dynalite with the scheduled resolver and
 * the test's clock: a toy race of two players at turn 1, its deadline 48 hours on, so that a vote
 * pauses it once both seats have voted. Every answer is checked against the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from './world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-pauses');
});
afterAll(() => world.close());

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(world.now().getTime() + hours * HOUR).toISOString();
const kinds = async (raceId: string) => (await world.events(raceId)).map((event) => event.type);

describe('the organiser pauses and resumes a race', () => {
  it('stops the clock with 20 hours left: nothing is played nor reminded meanwhile, and the resume sets the deadline 20 hours on', async () => {
    const { race } = await world.racingRace('pause1');
    expect(race.actions).toContain('pause');
    world.advance(28);
    const paused = await world.call('POST', '/races/pause1/pause', { reason: 'The league is moving house' }, organiser);
    expect(paused.status).toBe(200);
    expect(paused.body.race).toMatchObject({ deadline: null, pause: { by: 'organiser', reason: 'The league is moving house', until: null } });
    expect(paused.body.race.actions).toEqual(['resume', 'eliminate', 'handOverSeat']);
    const listed = (await world.call('GET', '/races')).body.races.find((one: { raceId: string }) => one.raceId === 'pause1');
    expect(listed.nextDeadline).toBeUndefined();

    const mailsBefore = world.mails.length;
    world.advance(100);
    await world.resolver().resolveDue();
    expect(world.mails.length).toBe(mailsBefore);
    expect((await world.call('GET', '/races/pause1')).body.race.turn).toBe(1);

    const resumed = await world.call('POST', '/races/pause1/resume', { reason: 'Settled in' }, organiser);
    expect([resumed.status, resumed.body.race.deadline, resumed.body.race.pause]).toEqual([200, hoursFromNow(20), null]);
    expect((await world.events('pause1')).filter((e) => e.type === 'RacePaused' || e.type === 'RaceResumed')).toMatchObject([
      { type: 'RacePaused', by: 'organiser', reason: 'The league is moving house', left: 20 * HOUR },
      { type: 'RaceResumed', by: 'organiser', reason: 'Settled in', deadline: hoursFromNow(20) },
    ]);
  });

  it('refuses, naming the field: a pause without a reason, a player pausing, a resume of a race not paused, a forced play while paused', async () => {
    const { tokens } = await world.racingRace('pause2');
    const noReason = await world.call('POST', '/races/pause2/pause', {}, organiser);
    expect([noReason.status, noReason.type, noReason.body.errors[0].field]).toEqual([400, 'application/problem+json', 'reason']);
    const player = await world.call('POST', '/races/pause2/pause', { reason: 'mine' }, bearer(tokens['1']!));
    expect([player.status, player.body.errors[0].field]).toEqual([403, 'authorization']);
    const notPaused = await world.call('POST', '/races/pause2/resume', undefined, organiser);
    expect([notPaused.status, notPaused.body.errors[0].field]).toEqual([409, 'pause']);
    await world.call('POST', '/races/pause2/pause', { reason: 'Holiday', until: hoursFromNow(24) }, organiser);
    const forced = await world.call('POST', '/races/pause2/resolve', undefined, organiser);
    expect([forced.status, forced.body.errors[0].field]).toEqual([409, 'pause']);
  });
});

describe('the players pause a race by a vote', () => {
  it('pauses at the second of two votes, and the scheduled run resumes it at the pause’s end once', async () => {
    const { tokens } = await world.racingRace('vote1');
    world.advance(10);
    const first = await world.call('POST', '/races/vote1/pause-votes', { reason: 'Exams week', days: 2 }, bearer(tokens['1']!));
    expect(first.status).toBe(200);
    expect(first.body.race).toMatchObject({ pause: null, pauseVotes: { votes: 1, needed: 2, pausesLeft: 2, maxDays: 7 }, deadline: hoursFromNow(38) });
    expect(first.body.race.actions).not.toContain('votePause');
    const second = await world.call('POST', '/races/vote1/pause-votes', { reason: 'Agreed', until: hoursFromNow(24) }, bearer(tokens['2']!));
    // The earlier end of the two votes, for the first vote's reason.
    expect(second.body.race).toMatchObject({ deadline: null, pause: { by: 'vote', reason: 'Exams week', until: hoursFromNow(24) } });
    expect((await world.call('GET', '/races')).body.races.find((one: { raceId: string }) => one.raceId === 'vote1').nextDeadline).toBe(hoursFromNow(24));

    world.advance(23);
    await world.resolver().resolveDue();
    expect((await world.call('GET', '/races/vote1')).body.race.pause).not.toBeNull();
    world.advance(1);
    await Promise.all([world.resolver().resolveDue(), world.resolver().resolveDue()]);
    await world.resolver().resolveDue();
    const race = (await world.call('GET', '/races/vote1')).body.race;
    expect([race.pause, race.deadline, race.turn]).toEqual([null, hoursFromNow(38), 1]);
    expect((await kinds('vote1')).filter((type) => type === 'RaceResumed')).toHaveLength(1);
    expect((await world.events('vote1')).find((e) => e.type === 'RaceResumed')).toMatchObject({ by: 'until' });
  });

  it('refuses a third pause by vote, as the race allows two, naming votePauses; and a vote for both days and until, naming days', async () => {
    const { tokens } = await world.racingRace('vote2');
    const voteBoth = async () => {
      for (const car of ['1', '2'])
        expect((await world.call('POST', '/races/vote2/pause-votes', { reason: 'Away', days: 1 }, bearer(tokens[car]!))).status).toBe(200);
      expect((await world.call('POST', '/races/vote2/resume', undefined, organiser)).status).toBe(200);
    };
    await voteBoth();
    await voteBoth();
    const third = await world.call('POST', '/races/vote2/pause-votes', { reason: 'Away again', days: 1 }, bearer(tokens['1']!));
    expect([third.status, third.type, third.body.errors[0].field]).toEqual([409, 'application/problem+json', 'votePauses']);
    const both = await world.call('POST', '/races/vote2/pause-votes', { reason: 'Away', days: 1, until: hoursFromNow(5) }, bearer(tokens['2']!));
    expect([both.status, both.body.errors[0].field]).toEqual([400, 'days']);
    const anonymous = await world.call('POST', '/races/vote2/pause-votes', { reason: 'Away', days: 1 });
    expect([anonymous.status, anonymous.body.errors[0].field]).toEqual([401, 'authorization']);
  });
});
