/**
 * Times as the reader reads them: in his language and his time zone (the one he registered, else
 * his browser's), the zone always named, since the players of one race live in several.
 */
import { said } from './words.ts';

let zone: string | undefined;

/** The browser's own time zone: the default of the registration form, and the page's until a seat is known. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Reads times in `timeZone` from now on (the seat's registered one), the browser's when none. */
export function readTimesIn(timeZone: string | undefined): void {
  zone = timeZone;
}

export const formatInstant = (iso: string | null | undefined): string =>
  iso
    ? new Date(iso).toLocaleString(said().locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: zone ?? browserTimeZone(),
        timeZoneName: 'short',
      })
    : '—';
