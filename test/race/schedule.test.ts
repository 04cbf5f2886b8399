/**
 * A race's deadlines kept out of quiet hours and off the days the league does not run (issue 30),
 * each case worked out on the calendar: in Rome, CET is UTC+1 and CEST UTC+2, the clocks going
 * forward on 29 March 2026 and back on 25 October 2026; 4 December 2026 is a Friday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fitDeadline, RaceSchedule } from '../../domain/race/schedule.ts';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';

const weeknights = { timeZone: 'Europe/Rome', quietHours: { from: '22:00', to: '08:00' }, runDays: [1, 2, 3, 4, 5] };
const nights = { timeZone: 'Europe/Rome', quietHours: { from: '22:00', to: '08:00' } };

describe('a deadline fitted to the race’s schedule', () => {
  it('stays where it falls outside the quiet hours on a run day, and without a schedule', () => {
    expect(fitDeadline('2026-12-04T20:59:00.000Z', weeknights)).toBe('2026-12-04T20:59:00.000Z'); // Friday 21:59
    expect(fitDeadline('2026-12-03T07:00:00.000Z', weeknights)).toBe('2026-12-03T07:00:00.000Z'); // Thursday 08:00, the quiet hours' end
    expect(fitDeadline('2026-12-04T21:30:00.000Z', undefined)).toBe('2026-12-04T21:30:00.000Z');
  });

  it('moves out of the quiet hours to their end, across midnight', () => {
    // Thursday 00:15 → Thursday 08:00.
    expect(fitDeadline('2026-12-02T23:15:00.000Z', nights)).toBe('2026-12-03T07:00:00.000Z');
    // Friday 22:30 → Saturday 08:00.
    expect(fitDeadline('2026-12-04T21:30:00.000Z', nights)).toBe('2026-12-05T07:00:00.000Z');
  });

  it('moves off the days the league does not run, to the first run day’s first allowed minute', () => {
    // Friday 22:30 → Saturday 08:00 is a Saturday → Monday 08:00.
    expect(fitDeadline('2026-12-04T21:30:00.000Z', weeknights)).toBe('2026-12-07T07:00:00.000Z');
    // Saturday 11:00 → Monday 00:00, in the quiet hours → Monday 08:00.
    expect(fitDeadline('2026-12-05T10:00:00.000Z', weeknights)).toBe('2026-12-07T07:00:00.000Z');
  });

  it('reads the local clock across its changes', () => {
    // Sunday 29 March 00:30 CET → 08:00 CEST, which is 06:00 UTC.
    expect(fitDeadline('2026-03-28T23:30:00.000Z', nights)).toBe('2026-03-29T06:00:00.000Z');
    // Sunday 25 October 01:30 CEST → 08:00 CET, which is 07:00 UTC.
    expect(fitDeadline('2026-10-24T23:30:00.000Z', nights)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('refuses a schedule it cannot read, naming the field', () => {
    expect(RaceSchedule.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.path).toEqual(['timeZone']);
    expect(RaceSchedule.safeParse({ ...nights, quietHours: { from: '25:00', to: '08:00' } }).error?.issues[0]?.path).toEqual(['quietHours', 'from']);
    expect(RaceSchedule.safeParse({ ...nights, runDays: [1, 1] }).error?.issues[0]?.path).toEqual(['runDays']);
  });
});

describe('a race with a schedule, over the API', () => {
  let api: Api;
  beforeAll(async () => {
    api = await startApi('speed-master-schedule');
  });
  afterAll(() => api.close());

  it('records the schedule and fits its deadlines to it: a pole-lap window ending on a Sunday ends on Monday at 08:00', async () => {
    // The world's clock: Saturday 1 March 2025, 12:00 UTC (13:00 in Rome); the pole laps' window is a day.
    const created = await api.call('POST', '/races', { id: 'weekdays', title: 'Weekdays', circuitId: 'oval', schedule: weeknights }, organiser);
    expect(created.status).toBe(201);
    expect(created.body.race.schedule).toEqual(weeknights);
    const entry = await api.call('POST', '/races/weekdays/entries', { name: 'Ada', email: 'ada@example.org' });
    expect(entry.status).toBe(201);
    const closed = await api.call('POST', '/races/weekdays/close-registration', undefined, organiser);
    // Sunday 2 March 13:00 in Rome → Monday 3 March 08:00 CET, 07:00 UTC.
    expect(closed.body.race.deadline).toBe('2025-03-03T07:00:00.000Z');
    expect((await api.call('GET', '/races/weekdays', undefined, bearer(entry.body.token))).body.race.deadline).toBe('2025-03-03T07:00:00.000Z');
  });

  it('refuses a schedule it cannot read, naming the field', async () => {
    const refused = await api.call('POST', '/races', { id: 'bad', title: 'Bad', circuitId: 'oval', schedule: { timeZone: 'Mars/Olympus' } }, organiser);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('schedule.timeZone');
  });
});
