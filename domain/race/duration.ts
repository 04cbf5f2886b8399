/**
 * Deadlines are announced as ISO 8601 durations (SC-QUAL-1 "24 hours", SC-PBEM-3 "48 hours").
 * Only fixed-length units are accepted: a month or a year has no fixed length, and a deadline
 * must not depend on the calendar.
 */
import * as z from 'zod';

const pattern = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const unitMs = [7 * 86_400_000, 86_400_000, 3_600_000, 60_000, 1000];

export const durationMs = (duration: string): number | undefined => {
  const match = pattern.exec(duration);
  if (!match || duration === 'P' || duration.endsWith('T')) return undefined;
  return match.slice(1).reduce((sum, part, i) => sum + Number(part ?? 0) * (unitMs[i] ?? 0), 0);
};

/** A duration from one minute to one year. */
export const Duration = z.string().refine(
  (d) => {
    const ms = durationMs(d);
    return ms !== undefined && ms >= 60_000 && ms <= 366 * 86_400_000;
  },
  { message: 'expected an ISO 8601 duration in weeks, days, hours, minutes or seconds, from PT1M to P366D, e.g. PT48H' },
);

export const addDuration = (instant: string, duration: string): string => new Date(Date.parse(instant) + (durationMs(duration) ?? 0)).toISOString();
