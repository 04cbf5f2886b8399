/**
 * A calendar as iCalendar text (RFC 5545), written by hand: a feed of a few events needs four
 * properties' escaping and the line folding, not a library in the resolver's bundle.
 */

export interface CalendarEvent {
  /** The same for the same thing whatever changes in it, so that a calendar client updates the event rather than adding one. */
  uid: string;
  /** When the event starts and ends: a deadline is an instant, a zero-length event (RFC 5545 3.6.1, DTSTART without DTEND). */
  start: string;
  /** When its information was last revised (DTSTAMP of a published calendar). */
  stamp: string;
  /** Grows with every revision a client should apply over the one it holds. */
  sequence: number;
  summary: string;
  description: string;
  url?: string;
}

export interface Calendar {
  name: string;
  /** How often a client should read the feed again (RFC 7986 REFRESH-INTERVAL), as an ISO 8601 duration. */
  refresh: string;
  events: CalendarEvent[];
}

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11). */
export const escapeText = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `2025-03-01T12:00:00.000Z` as an iCalendar UTC date-time, `20250301T120000Z`. */
export const utc = (iso: string): string => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

const LINE_OCTETS = 75;

/**
 * A content line folded at 75 octets (RFC 5545 3.1), each continuation after a space, never
 * inside a character's UTF-8 bytes.
 */
export const fold = (line: string): string => {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // Continuation lines start with a space, which counts in their 75 octets.
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n ');
};

const eventLines = ({ uid, start, stamp, sequence, summary, description, url }: CalendarEvent): string[] => [
  'BEGIN:VEVENT',
  `UID:${escapeText(uid)}`,
  `DTSTAMP:${utc(stamp)}`,
  `DTSTART:${utc(start)}`,
  `SEQUENCE:${sequence}`,
  `SUMMARY:${escapeText(summary)}`,
  `DESCRIPTION:${escapeText(description)}`,
  ...(url ? [`URL:${url}`] : []),
  // A deadline takes no time: it never shows its reader as busy.
  'TRANSP:TRANSPARENT',
  'END:VEVENT',
];

/** The calendar's text, lines ending in CRLF as RFC 5545 wants them. */
export const icalendar = ({ name, refresh, events }: Calendar): string =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Speed Master//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(name)}`,
    `X-WR-CALNAME:${escapeText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
