/**
 * A player's absences (issue 30, docs/absences.md): declared once, ahead, from a day to a day in
 * his time zone, for every race he drives in; what an absence does in a race is that race's time
 * policy (domain/race/time-policy.ts). Each calendar year allows the organiser's number of days.
 */
import * as z from 'zod';
import { conflict, DomainError, invalid } from './errors.ts';
import { localOf } from './race/schedule.ts';
import { TimeZone } from './race/time-zone.ts';

/** A calendar day, `2026-08-03`. */
const Day = z.iso.date();

export const AbsenceRequest = z
  .object({
    /** The first day away, in `timeZone`. */
    from: Day,
    /** The last day away, included. */
    to: Day,
    /** Where his days are; the time zone he registered with (else UTC) when absent. */
    timeZone: TimeZone.optional(),
  })
  .strict()
  .refine(({ from, to }) => to >= from, { message: 'the last day away comes before the first', path: ['to'] });
export type AbsenceRequest = z.infer<typeof AbsenceRequest>;

export const Absence = z.object({
  id: z.string(),
  from: Day,
  to: Day,
  timeZone: z.string(),
  /** The instants it begins (`from`'s midnight) and ends (the midnight after `to`), in his time zone. */
  start: z.iso.datetime(),
  end: z.iso.datetime(),
});
export type Absence = z.infer<typeof Absence>;

/** Days a year when the organiser sets none. */
export const DEFAULT_ABSENCE_DAYS = 21;
/** Absences a player keeps at once: the allowance bounds them long before this. */
const MAX_ABSENCES = 100;

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The instant `day` begins in `timeZone`. */
const midnight = (day: string, timeZone: string): string => {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then at the instant it gives: right on either side of a change of the clocks.
  let instant = wall - (localOf(wall, timeZone).wall - wall);
  instant = wall - (localOf(instant, timeZone).wall - instant);
  return new Date(instant).toISOString();
};

/** The days an absence takes in each calendar year. */
export const daysByYear = ({ from, to }: Pick<Absence, 'from' | 'to'>): Record<string, number> => {
  const days: Record<string, number> = {};
  for (let day = dayNumber(from); day <= dayNumber(to); day++) {
    const year = dayOf(day).slice(0, 4);
    days[year] = (days[year] ?? 0) + 1;
  }
  return days;
};

/** The days the absences take in each year. */
export const usedDays = (absences: readonly Absence[]): Record<string, number> => {
  const used: Record<string, number> = {};
  for (const absence of absences) for (const [year, days] of Object.entries(daysByYear(absence))) used[year] = (used[year] ?? 0) + days;
  return used;
};

/**
 * The absence `request` declares beside `absences`, with `id`, at `now`. Throws `DomainError`
 * naming `from` for a first day already begun or one inside an absence declared, and `to` for a
 * year whose `allowance` of days it would pass.
 */
export function declareAbsence(
  absences: readonly Absence[],
  request: AbsenceRequest & { timeZone: string },
  { id, now, allowance }: { id: string; now: string; allowance: number },
): Absence {
  const { from, to, timeZone } = request;
  const today = new Date(localOf(Date.parse(now), timeZone).wall).toISOString().slice(0, 10);
  if (from <= today) throw invalid('from', `an absence is declared ahead: its first day comes after today, ${today} in ${timeZone}`);
  const absence: Absence = { id, from, to, timeZone, start: midnight(from, timeZone), end: midnight(dayOf(dayNumber(to) + 1), timeZone) };
  const overlapping = absences.find((one) => one.start < absence.end && absence.start < one.end);
  if (overlapping) throw conflict('from', `it overlaps the absence from ${overlapping.from} to ${overlapping.to}`);
  if (absences.length >= MAX_ABSENCES) throw conflict('from', `${MAX_ABSENCES} absences are declared already`);
  const used = usedDays(absences);
  for (const [year, days] of Object.entries(daysByYear(absence))) {
    const left = allowance - (used[year] ?? 0);
    if (days > left) throw conflict('to', `${days} days away in ${year}, where ${left} of the ${allowance} days a year are left`);
  }
  return absence;
}

/** `absences` without `id`, which has not begun at `now`. Throws `DomainError` naming `absence` for none such or one begun. */
export function cancelAbsence(absences: readonly Absence[], id: string, now: string): Absence[] {
  const absence = absences.find((one) => one.id === id);
  if (!absence) throw new DomainError('notFound', 'absence', `no absence ${id} of yours`);
  if (Date.parse(absence.start) <= Date.parse(now)) throw conflict('absence', `the absence from ${absence.from} has begun: what it did to the races stays`);
  return absences.filter((one) => one.id !== id);
}

/** When the absence `now` falls in ends; undefined when he is not away. */
export const absentUntil = (absences: readonly Absence[], now: string): string | undefined =>
  absences.find(({ start, end }) => Date.parse(start) <= Date.parse(now) && Date.parse(now) < Date.parse(end))?.end;
