/**
 * Reminders (issue 16 point 3): before a step's deadline the players who have sent nothing for it
 * are emailed once, in their language, unless a standing order plays for them; the organiser sets
 * how long before (12 hours by default) or none, and a deadline he moves is the one reminded of. Played through the HTTP API and the scheduled
 * resolver on the toy game, with the test's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';
import { toy, toyWithOrders } from '../race/toy-ruleset.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('reminders', { [toy.id]: toy, [toyWithOrders.id]: toyWithOrders });
});
afterAll(() => world.close());

const remindersOf = (raceId: string) =>
  world.mails.filter(({ email }) => email.subject.startsWith(`Race ${raceId}:`) && / (closes soon|scadenza vicina)$/.test(email.subject));

describe('reminders before a deadline', () => {
  it('reminds once, 12 hours before the turn deadline, the players who have not moved, each in his language', async () => {
    const { tokens } = await world.racingRace('remind1');
    // Turn 1 opened now with its 48-hour deadline: car 2 moves, car 1 does not.
    await world.call('POST', '/races/remind1/moves', { speed: 3 }, bearer(tokens['2']!));
    world.advance(35);
    await world.resolver().resolveDue();
    expect(remindersOf('remind1')).toEqual([]);
    world.advance(1);
    await world.resolver().resolveDue();
    await world.resolver().resolveDue();
    const sent = remindersOf('remind1');
    // The toy game has no words of its own: its step is named by its id.
    expect(sent.map(({ to, email }) => [to, email.subject])).toEqual([['driver1@example.org', 'Race remind1: turn-1, scadenza vicina']]);
    expect(sent[0]?.email.text).toContain('Per questo passo (turn-1) non è ancora arrivato niente da te (auto 1).');
    expect(sent[0]?.email.text).toContain('Invia la tua scelta per questo passo (turn-1) entro');
  });

  it('reminds nobody whose standing order will play for him, nor anybody when the organiser chose no reminders', async () => {
    const { tokens } = await world.racingRace('remind2', toyWithOrders.id);
    expect((await world.call('PUT', '/races/remind2/standing-order', { speed: 2 }, bearer(tokens['1']!))).status).toBe(200);
    await world.call('POST', '/races', { id: 'remind3', title: 'Race remind3', circuitId: 'oval', rulesetId: 'toy-1', reminderBefore: null }, organiser);
    world.advance(37);
    await world.resolver().resolveDue();
    expect(remindersOf('remind2').map(({ to }) => to)).toEqual(['driver2@example.org']);
    expect(remindersOf('remind3')).toEqual([]);
  });

  it('waits for a deadline the organiser extends, and keeps a reminder whose email failed for the next run', async () => {
    const { race } = await world.racingRace('remind4');
    const extended = new Date(Date.parse(race.deadline) + 24 * 3_600_000).toISOString();
    await world.call('POST', '/races/remind4/deadline', { deadline: extended }, organiser);
    world.advance(37);
    await world.resolver().resolveDue();
    expect(remindersOf('remind4')).toEqual([]);
    world.advance(24);
    world.mailerDown(true);
    const failed = await world.resolver().resolveDue();
    world.mailerDown(false);
    expect(failed.failures.map(({ raceId }) => raceId)).toContain('remind4');
    await world.resolver().resolveDue();
    expect(
      remindersOf('remind4')
        .map(({ to }) => to)
        .sort(),
    ).toEqual(['driver1@example.org', 'driver2@example.org']);
  });

  it('[SC-PBEM-4] plays the step at a deadline the organiser brings forward, reminding at once whoever has not sent, and refuses one past', async () => {
    const { race, tokens } = await world.racingRace('remind6');
    await world.call('POST', '/races/remind6/moves', { speed: 3 }, bearer(tokens['2']!));
    const past = new Date(world.now().getTime() - 60_000).toISOString();
    const refused = await world.call('POST', '/races/remind6/deadline', { deadline: past }, organiser);
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'deadline']);
    // Two hours from now rather than 48: the 12-hour reminder is due at once.
    const sooner = new Date(world.now().getTime() + 2 * 3_600_000).toISOString();
    const moved = await world.call('POST', '/races/remind6/deadline', { deadline: sooner }, organiser);
    expect([moved.status, moved.body.race.deadline, race.step.id]).toEqual([200, sooner, 'turn-1']);
    await world.resolver().resolveDue();
    expect(remindersOf('remind6').map(({ to }) => to)).toEqual(['driver1@example.org']);
    world.advance(1);
    await world.resolver().resolveDue();
    expect((await world.call('GET', '/races/remind6')).body.race.step.id).toBe('turn-1');
    world.advance(1);
    await world.resolver().resolveDue();
    expect((await world.call('GET', '/races/remind6')).body.race.step.id).toBe('turn-2');
  });

  it('refuses a reminder lead that is no duration, naming the field', async () => {
    const refused = await world.call(
      'POST',
      '/races',
      { id: 'remind5', title: 'Race remind5', circuitId: 'oval', rulesetId: 'toy-1', reminderBefore: '12h' },
      organiser,
    );
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'reminderBefore']);
  });
});
