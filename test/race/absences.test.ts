/** A player's absences (domain/absences.ts): days in his time zone, across a change of the clocks, and the yearly allowance. */
import { describe, expect, it } from 'vitest';
import { absentUntil, cancelAbsence, daysByYear, declareAbsence } from '../../domain/absences.ts';
import { refusal } from '../support/refusal.ts';

const now = '2025-03-01T12:00:00.000Z';
const declare = (from: string, to: string, timeZone = 'Europe/Rome', id = 'a1', absences = [] as ReturnType<typeof declareAbsence>[]) =>
  declareAbsence(absences, { from, to, timeZone }, { id, now, allowance: 21 });

describe('an absence', () => {
  it('runs from midnight to midnight in his time zone, across the change to summer time in Rome (30 March 2025)', () => {
    const absence = declare('2025-03-29', '2025-03-30');
    // 29 March starts at 23:00 UTC the day before (UTC+1); 31 March at 22:00 UTC on the 30th (UTC+2).
    expect(absence).toMatchObject({ start: '2025-03-28T23:00:00.000Z', end: '2025-03-30T22:00:00.000Z' });
    expect(absentUntil([absence], '2025-03-28T22:59:59.000Z')).toBeUndefined();
    expect(absentUntil([absence], '2025-03-28T23:00:00.000Z')).toBe('2025-03-30T22:00:00.000Z');
    expect(absentUntil([absence], '2025-03-30T22:00:00.000Z')).toBeUndefined();
  });

  it('counts its days in each calendar year', () => {
    expect(daysByYear({ from: '2025-12-30', to: '2026-01-02' })).toEqual({ 2025: 2, 2026: 2 });
    expect(daysByYear({ from: '2024-02-28', to: '2024-03-01' })).toEqual({ 2024: 3 });
  });

  it('is refused for a first day that is today in his time zone: at 12:00 UTC it is 21:00 on the 1st in Tokyo', () => {
    expect(refusal(() => declare('2025-03-01', '2025-03-02', 'Asia/Tokyo')).field).toBe('from');
    expect(declare('2025-03-02', '2025-03-02', 'Asia/Tokyo').start).toBe('2025-03-01T15:00:00.000Z');
  });

  it('is refused past 21 days a year: 15 declared, 7 more are too many and 6 are not', () => {
    const first = declare('2025-04-01', '2025-04-15');
    const refused = refusal(() => declare('2025-05-01', '2025-05-07', 'Europe/Rome', 'a2', [first]));
    expect([refused.kind, refused.field]).toEqual(['conflict', 'to']);
    expect(declare('2025-05-01', '2025-05-06', 'Europe/Rome', 'a2', [first]).to).toBe('2025-05-06');
  });

  it('is cancelled before it begins only', () => {
    const first = declare('2025-04-01', '2025-04-15');
    expect(cancelAbsence([first], 'a1', now)).toEqual([]);
    expect(refusal(() => cancelAbsence([first], 'a1', '2025-04-02T00:00:00.000Z')).field).toBe('absence');
    expect(refusal(() => cancelAbsence([first], 'zz', now)).kind).toBe('notFound');
  });
});
