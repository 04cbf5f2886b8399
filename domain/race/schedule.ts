/**
 * When a race's deadlines may fall (issue 30): the organiser may keep them out of quiet hours
 * (the night) and off the days the league does not run (a weekend), in the race's time zone. A
 * deadline the step's window would put there moves to the first moment allowed after it, so the
 * players get at least the window and nobody has to send at 3 a.m. The deadline so moved is
 * recorded in the step's event, so a replay reads it and never recomputes it.
 */
import * as z from 'zod';
import { TimeZone } from './time-zone.ts';

const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'expected a local time such as "22:00"' });

export const RaceSchedule = z
  .object({
    /** IANA time zone the quiet hours and run days are read in. */
    timeZone: TimeZone,
    /** No deadline falls from `from` (included) to `to` (excluded), local time; across midnight when `from` is later than `to`. */
    quietHours: z
      .object({ from: LocalTime, to: LocalTime })
      .refine(({ from, to }) => from !== to, { message: 'quiet hours from a time to itself' })
      .optional(),
    /** The ISO weekdays a deadline may fall on, 1 for Monday to 7 for Sunday; every day when absent. */
    runDays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .max(7)
      .refine((days) => new Set(days).size === days.length, { message: 'a day appears twice' })
      .optional(),
  })
  .strict();
export type RaceSchedule = z.infer<typeof RaceSchedule>;

/** The schedule as `RaceCreated` recorded it: read without judging the time zone again, so that no later time-zone database refuses an old event. */
export const RecordedSchedule = z.object({
  timeZone: z.string(),
  quietHours: z.object({ from: z.string(), to: z.string() }).optional(),
  runDays: z.array(z.number().int()).optional(),
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export interface Local {
  /** Minutes since local midnight. */
  minute: number;
  weekday: number;
  /** The local wall clock read as if it were UTC, in ms: the instant's offset is this less the instant. */
  wall: number;
}

export const localOf = (instant: number, timeZone: string): Local => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, value]),
  );
  const [hour, minute] = [Number(parts.hour), Number(parts.minute)];
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour, minute, Number(parts.second));
  return { minute: hour * 60 + minute, weekday: WEEKDAYS[parts.weekday ?? ''] ?? 1, wall: wall + (instant % 1000) };
};

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first instant not before `instant` whose local time of day is `minute` minutes, on the same local day or the next. */
const nextLocal = (instant: number, timeZone: string, minute: number): number => {
  const local = localOf(instant, timeZone);
  const ahead = (minute - local.minute + 24 * 60) % (24 * 60);
  // Whole minutes, from the local clock: the instant's own seconds drop to the minute's start.
  const target = instant + ahead * MINUTE - (local.wall % MINUTE);
  // Across a change of the clocks the offset differs at the target: correct by the difference once.
  const shift = localOf(target, timeZone).wall - target - (local.wall - instant);
  return target - shift < instant ? target : target - shift;
};

const quietAt = ({ quietHours }: z.infer<typeof RecordedSchedule>, minute: number): boolean => {
  if (!quietHours) return false;
  const [from, to] = [minutesOf(quietHours.from), minutesOf(quietHours.to)];
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
};

/**
 * `deadline` (an ISO instant), or the first moment after it outside the quiet hours and on a run
 * day, in the schedule's time zone; `deadline` itself without a schedule.
 */
export function fitDeadline(deadline: string, schedule: z.infer<typeof RecordedSchedule> | undefined): string {
  if (!schedule) return deadline;
  let instant = Date.parse(deadline);
  // Each pass moves to the end of the quiet hours or to the next local midnight: a week's worth
  // of passes reaches an allowed moment whatever the schedule, for some day runs.
  for (let pass = 0; pass < 16; pass++) {
    const local = localOf(instant, schedule.timeZone);
    if (schedule.runDays && !schedule.runDays.includes(local.weekday)) instant = nextLocal(instant + MINUTE, schedule.timeZone, 0);
    else if (quietAt(schedule, local.minute)) instant = nextLocal(instant, schedule.timeZone, minutesOf(schedule.quietHours?.to ?? '00:00'));
    else return new Date(instant).toISOString();
  }
  return new Date(instant + DAY).toISOString();
}
