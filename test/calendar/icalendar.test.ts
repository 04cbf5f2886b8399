/**
 * The iCalendar writer (functions/calendar/icalendar.ts) against a real parser, ical.js: text
 * escaped as RFC 5545 3.3.11 wants it and lines folded at 75 octets (3.1), never inside a
 * character, read back as written.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, fold, icalendar, utc } from '../../functions/calendar/icalendar.ts';

const TRICKY = 'Gran Premio d’Italia, Monza; “curva” \\ parabolica\nè più lunga: àèìòù €€€ 🏎️🏁';

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('writes a UTC date-time', () => {
    expect(utc('2025-03-02T12:00:00.000Z')).toBe('20250302T120000Z');
  });

  it('folds a line at 75 octets, each continuation after a space, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'🏁'.repeat(20)}`;
    const parts = fold(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part).toString('utf8')).not.toContain('\uFFFD');
    }
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes a calendar ical.js reads back as written, escapes and folds undone', () => {
    const text = icalendar({
      name: 'My deadlines',
      refresh: 'PT1H',
      events: [
        {
          uid: 'turn-3.r1@speed.example',
          start: '2025-03-02T12:00:00.000Z',
          stamp: '2025-03-01T08:30:00.000Z',
          sequence: 7,
          summary: TRICKY,
          description: `${TRICKY}\n${TRICKY}`,
          url: 'https://speed.example/races/r1#step',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('My deadlines');
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no event');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('turn-3.r1@speed.example');
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-03-02T12:00:00.000Z');
    // A zero-length event: no DTEND, so it ends when it starts (RFC 5545 3.6.1).
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-03-02T12:00:00.000Z');
    expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2025-03-01T08:30:00Z');
    expect(event.sequence).toBe(7);
    expect(event.summary).toBe(TRICKY);
    expect(event.description).toBe(`${TRICKY}\n${TRICKY}`);
    expect(String(vevent.getFirstPropertyValue('url'))).toBe('https://speed.example/races/r1#step');
  });
});
