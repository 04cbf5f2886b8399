/**
 * "You are the last to send" (issue 30): when a submission leaves one seat awaited in a step of
 * several, the scheduled run tells that seat's player once per step, in his language, with the
 * hours left; the deadline's reminder says the hours left too. Through the HTTP API and the
 * scheduled resolver on the toy game (car 1 Italian, car 2 English, turn 1 due 48 hours on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSeatWaiting } from '../../functions/race/resolver.ts';
import { type Api, bearer, startApi } from '../api/world.ts';

let world: Api;
beforeAll(async () => {
  world = await startApi('last-to-send');
});
afterAll(() => world.close());

const lastOf = (raceId: string) =>
  world.mails.filter(({ email }) => email.subject.startsWith(`Race ${raceId}:`) && / (you are the last to send for|manchi solo tu)/.test(email.subject));

describe('the last to send', () => {
  it('is told once, in Italian, with the 48 hours left, when the other seat has sent; not again for a second submission of the other', async () => {
    const { tokens } = await world.racingRace('last1');
    await world.call('POST', '/races/last1/moves', { speed: 3 }, bearer(tokens['2']!));
    await world.resolver().resolveDue();
    await world.resolver().resolveDue();
    expect(lastOf('last1').map(({ to, email }) => [to, email.subject])).toEqual([['driver1@example.org', 'Race last1: turn-1, manchi solo tu']]);
    expect(lastOf('last1')[0]?.email.text).toContain(
      "Tutti gli altri giocatori hanno inviato per questo passo (turn-1): ora si attende solo l'auto 1, e si gioca appena invii, o alla scadenza. Mancano 48 ore.",
    );
    await world.call('POST', '/races/last1/moves', { speed: 4 }, bearer(tokens['2']!));
    await world.resolver().resolveDue();
    expect(lastOf('last1')).toHaveLength(1);
  });

  it('is told in English with the hours left when the run comes, exactly once through a failed email and two runs at once', async () => {
    const { tokens } = await world.racingRace('last2');
    await world.call('POST', '/races/last2/moves', { speed: 3 }, bearer(tokens['1']!));
    world.advance(1);
    world.mailerDown(true);
    const failed = await world.resolver().resolveDue();
    world.mailerDown(false);
    expect(failed.failures.map(({ raceId }) => raceId)).toContain('last2');
    expect(lastOf('last2')).toEqual([]);
    await Promise.all([world.resolver().resolveDue(), world.resolver().resolveDue()]);
    await world.resolver().resolveDue();
    expect(lastOf('last2').map(({ to, email }) => [to, email.subject])).toEqual([['driver2@example.org', 'Race last2: you are the last to send for turn-1']]);
    expect(lastOf('last2')[0]?.email.text).toContain(
      'Every other player has sent for turn-1: it now waits only for car 2, and is played as soon as you send, or at the deadline. 47 hours are left.',
    );
  });

  it('is nobody when the last seat has sent before the run, and in a step one seat plays alone', async () => {
    const { tokens } = await world.racingRace('last3');
    await world.call('POST', '/races/last3/moves', { speed: 3 }, bearer(tokens['1']!));
    await world.call('POST', '/races/last3/moves', { speed: 3 }, bearer(tokens['2']!));
    await world.resolver().resolveDue();
    expect(lastOf('last3')).toEqual([]);
    const { state } = await world.backend.store.head('last3').then((head) => ({ state: head!.state }));
    expect(lastSeatWaiting(state, { id: 'solo', kind: 'racing', number: 1, rank: 9, cars: ['1'], window: 'PT1H' }, ['1'])).toBeUndefined();
    expect(lastSeatWaiting(state, { id: 'both', kind: 'racing', number: 1, rank: 9, cars: ['1', '2'], window: 'PT1H' }, ['2'])).toEqual(['2']);
  });
});

describe('the deadline’s reminder', () => {
  it('says the hours left in the reader’s language', async () => {
    await world.racingRace('left1');
    world.advance(36);
    await world.resolver().resolveDue();
    const reminders = world.mails.filter(({ email }) => /^Race left1: turn-1(, scadenza vicina| closes soon)$/.test(email.subject));
    expect(reminders.map(({ to, email }) => [to, email.text.includes(to.startsWith('driver1') ? 'Mancano 12 ore.' : '12 hours are left.')])).toEqual([
      ['driver1@example.org', true],
      ['driver2@example.org', true],
    ]);
  });
});
