/**
 * A player's calendar feed over the HTTP API (issue 30): asked for by his address and emailed to it
 * alone, read as iCalendar by ical.js, one event per open step that waits for one of his cars at
 * the race's deadline, in every game; changed when a step plays early or a deadline moves; revoked
 * by asking again; and holding no secret.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepWords } from '../../domain/race/report.ts';
import { reporters } from '../../domain/reports.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { toy } from '../race/toy-ruleset.ts';
import { shippedRaces } from '../support/shipped-races.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

const BASE_URL = 'https://speed.example';
/** The player whose feed is read: car 2 of the toy races (in English), and Hunt in a race of each shipped ruleset. */
const HUNT = 'driver2@example.org';
const ROSSI = 'driver1@example.org';

/** A race of each shipped ruleset, its registration closed: its first step open. */
const SHIPPED = shippedRaces('cal');
const RACES = ['cal_a', 'cal_b', ...SHIPPED.map(({ id }) => id)];

let api: Api;
const tokens: string[] = [];
beforeAll(async () => {
  api = await startApi('speed-master-calendar', { [toy.id]: toy, ...rulesets }, undefined, undefined, { baseUrl: BASE_URL });
  for (const id of ['cal_a', 'cal_b']) tokens.push(...Object.values((await api.racingRace(id)).tokens));
  for (const { id, rulesetId, circuitId } of SHIPPED) {
    await ok('POST', pathTo(RESOLVER_ROUTES.createRace), { id, title: `Race ${id}`, rulesetId, circuitId, laps: 1 }, organiser);
    // Rossi first: in a game whose first step waits for one car, it may be his and not Hunt's.
    for (const [name, email, language] of [
      ['Rossi', ROSSI, 'it'],
      ['Hunt', HUNT, 'en'],
    ])
      tokens.push((await ok('POST', pathTo(RESOLVER_ROUTES.register, { id }), { name, email, language })).token);
    await ok('POST', pathTo(RESOLVER_ROUTES.closeRegistration, { id }), undefined, organiser);
  }
}, 120_000);
afterAll(() => api.close());

async function ok(method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const askFor = (email: string) => api.call('POST', pathTo(RESOLVER_ROUTES.requestCalendarFeed), { email });

/** The feed's path as the newest email to `email` gives it, and that email's text. */
function emailedFeed(email: string): { path: string; text: string } {
  const text = api.mails.filter((mail) => mail.to === email).at(-1)?.email.text ?? '';
  const url = new RegExp(`${BASE_URL}(/\\S+\\.ics)`).exec(text);
  if (!url?.[1]) throw new Error(`no feed in the email to ${email}: ${text}`);
  return { path: url[1], text };
}

interface FeedEvent {
  uid: string;
  start: string;
  summary: string;
  description: string;
  sequence: number;
  url: string;
}

/** The events of a feed, as ical.js reads them. */
function eventsOf(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}

async function feed(path: string): Promise<{ text: string; events: FeedEvent[] }> {
  const answer = await api.call('GET', path);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('text/calendar; charset=utf-8');
  return { text: answer.body, events: eventsOf(answer.body) };
}

/** The names the player of each address enters under: the toy races' and the shipped rulesets'. */
const NAMES: Record<string, string[]> = { [HUNT]: ['Driver 2', 'Hunt'], [ROSSI]: ['Driver 1', 'Rossi'] };

/** Each race's open step and deadline as anyone reads them, where the step waits for a car of the player of `email`. */
async function expectedOf(email: string): Promise<{ uid: string; start: string; raceId: string; step: { id: string; kind: string; number: number } }[]> {
  const expected = [];
  for (const raceId of RACES) {
    const { race } = await ok('GET', pathTo(API_ROUTES.race, { id: raceId }));
    const cars = (race.entries as { car: string; name: string }[]).filter((entry) => NAMES[email]?.includes(entry.name)).map(({ car }) => car);
    if (race.step?.cars.some((car: string) => cars.includes(car)))
      expected.push({ uid: `${race.step.id}.${raceId}@speed.example`, start: new Date(race.deadline).toISOString(), raceId, step: race.step });
  }
  return expected.sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

let hunt: string;

describe('asking for a calendar feed', () => {
  it('emails it to the address registered alone, and answers an unknown address the same, sending nothing', async () => {
    const before = api.mails.length;
    const unknown = await askFor('nobody@example.org');
    const known = await askFor(HUNT.toUpperCase());
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(unknown.body).toEqual(known.body);
    const sent = api.mails.slice(before);
    expect(sent.map(({ to }) => to)).toEqual([HUNT]);
    expect(sent[0]?.email.subject).toBe('Speed Master: your calendar of deadlines');
    hunt = emailedFeed(HUNT).path;
    expect(hunt).toMatch(/^\/calendar-feeds\/[0-9a-f]{64}\.ics$/);
  });

  it('refuses a body without an address with 400 naming the field', async () => {
    const answer = await api.call('POST', pathTo(RESOLVER_ROUTES.requestCalendarFeed), { address: HUNT });
    expect(answer).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain('email');
  });
});

describe("a player's calendar feed", () => {
  it('is iCalendar, each line CRLF-ended and at most 75 octets, with one event per open step waiting for his car at its deadline, in every game', async () => {
    const { text, events } = await feed(hunt);
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((line) => Buffer.byteLength(line) > 75 || line.includes('\n'))).toEqual([]);
    const expected = await expectedOf(HUNT);
    // Every toy race and hex rally's driver step wait for every car; the others by their own rules.
    expect(expected.map(({ raceId }) => raceId)).toEqual(expect.arrayContaining(['cal_a', 'cal_b', 'cal_hex']));
    expect(events.map(({ uid, start }) => ({ uid, start }))).toEqual(expected.map(({ uid, start }) => ({ uid, start })));
    // Toy races name their steps by id (the toy has no words): in Hunt's language, the game's words for hex rally's.
    for (const { raceId, step } of expected) {
      const event = events.find(({ uid }) => uid.endsWith(`.${raceId}@speed.example`));
      const rulesetId = SHIPPED.find(({ id }) => id === raceId)?.rulesetId ?? toy.id;
      expect(event?.summary).toBe(`Race ${raceId}: deadline for ${stepWords(reporters[rulesetId], step, 'en')}`);
      expect(event?.url).toBe(`${BASE_URL}${pathTo(API_ROUTES.race, { id: raceId })}#step`);
      expect(event?.description).toContain(`Race page: ${BASE_URL}${pathTo(API_ROUTES.race, { id: raceId })}#step`);
    }
    expect(events.find(({ uid }) => uid.endsWith('.cal_hex@speed.example'))?.summary).toBe('Race cal_hex: deadline for choice of drivers');
  });

  it('is in Italian for a player who races in Italian', async () => {
    await askFor(ROSSI);
    const { text, events } = await feed(emailedFeed(ROSSI).path);
    expect(api.mails.filter(({ to }) => to === ROSSI).at(-1)?.email.subject).toBe('Speed Master: il tuo calendario delle scadenze');
    expect(text).toContain('NAME:Speed Master: le mie scadenze');
    const expected = await expectedOf(ROSSI);
    expect(events.map(({ uid }) => uid)).toEqual(expected.map(({ uid }) => uid));
    for (const event of events) expect(event.summary).toMatch(/, scadenza$/);
    // A race of each of the five rulesets waits for one of the two: each has its event in his feed.
    const raceOf = (uid: string) => /\.(\w+)@/.exec(uid)?.[1];
    const both = new Set([...events, ...(await feed(hunt)).events].map(({ uid }) => raceOf(uid)));
    expect([...both].sort()).toEqual([...RACES].sort());
  });

  it('holds no secret: no token, no email address, and the same text before and after a player sends his move', async () => {
    const before = (await feed(hunt)).text;
    await ok('POST', pathTo(RESOLVER_ROUTES.submitMove, { id: 'cal_b' }), { turn: 1, speed: 5 }, bearer(tokens[3] ?? ''));
    const after = (await feed(hunt)).text;
    expect(after).toBe(before);
    for (const token of tokens) expect(after).not.toContain(token);
    expect(after).not.toMatch(/@example\.org/i);
  });

  it('changes when a step plays early: every car sent and the scheduler played it, its event gone and the next step’s there', async () => {
    const [aBefore] = (await expectedOf(HUNT)).filter(({ raceId }) => raceId === 'cal_a');
    for (const token of tokens.slice(0, 2)) await ok('POST', pathTo(RESOLVER_ROUTES.submitMove, { id: 'cal_a' }), { turn: 1, speed: 6 }, bearer(token));
    await api.resolver().resolveDue();
    const { race } = await ok('GET', pathTo(API_ROUTES.race, { id: 'cal_a' }));
    expect(race.step.id).toBe('turn-2');
    const { events } = await feed(hunt);
    const uids = events.map(({ uid }) => uid);
    expect(uids).not.toContain(aBefore?.uid);
    expect(events.find(({ uid }) => uid === 'turn-2.cal_a@speed.example')?.start).toBe(new Date(race.deadline).toISOString());
    expect(events.map(({ uid, start }) => ({ uid, start }))).toEqual((await expectedOf(HUNT)).map(({ uid, start }) => ({ uid, start })));
  });

  it('moves an event when the organiser extends its deadline: the same UID, the new time, a higher SEQUENCE', async () => {
    const { events: before } = await feed(hunt);
    const event = before.find(({ uid }) => uid === 'turn-1.cal_b@speed.example');
    if (!event) throw new Error('no event for cal_b');
    const later = new Date(Date.parse(event.start) + 24 * 3_600_000).toISOString();
    await ok('POST', pathTo(RESOLVER_ROUTES.deadline, { id: 'cal_b' }), { deadline: later }, organiser);
    const moved = (await feed(hunt)).events.find(({ uid }) => uid === event.uid);
    expect(moved?.start).toBe(later);
    expect(moved?.sequence).toBeGreaterThan(event.sequence);
  });
});

describe('revoking a calendar feed', () => {
  it('sends one feed every 10 minutes at most, keeping the one before meanwhile', async () => {
    const before = api.mails.length;
    expect((await askFor(HUNT)).status).toBe(202);
    expect(api.mails.length).toBe(before);
    expect((await api.call('GET', hunt)).status).toBe(200);
  });

  it('is asking again: the old address answers 404 as problem+json from then on, the new one the same events', async () => {
    const { events } = await feed(hunt);
    api.advance(11 / 60);
    expect((await askFor(HUNT)).status).toBe(202);
    const renewed = emailedFeed(HUNT).path;
    expect(renewed).not.toBe(hunt);
    const old = await api.call('GET', hunt);
    expect(old).toMatchObject({ status: 404, type: 'application/problem+json' });
    expect(old.body.errors.map((error: { field: string }) => error.field)).toEqual(['feed']);
    expect((await feed(renewed)).events).toEqual(events);
  });

  it('answers 404 for a feed nobody was given', async () => {
    expect(await api.call('GET', pathTo(RESOLVER_ROUTES.calendarFeed, { feed: `${'0'.repeat(64)}.ics` }))).toMatchObject({
      status: 404,
      type: 'application/problem+json',
    });
  });
});
