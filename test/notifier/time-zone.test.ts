/**
 * The time zone a player may give at registration, from the API to the deadline in his emails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';
import { toy } from '../race/toy-ruleset.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-time-zone');
});
afterAll(() => api.close());

const register = (body: Record<string, unknown>) => api.call('POST', '/races/tz1/entries', body);

describe('a player’s time zone', () => {
  it('is refused at registration unless it is an IANA time zone, naming the field timeZone', async () => {
    const created = await api.call('POST', '/races', { id: 'tz1', title: 'Race tz1', circuitId: 'oval', rulesetId: toy.id }, organiser);
    expect(created.status).toBe(201);
    for (const timeZone of ['Mars/Olympus_Mons', 'CET+25', '', 42]) {
      expect(await register({ name: 'Ada', email: 'ada@example.org', timeZone }), String(timeZone)).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'timeZone' }] },
      });
    }
  });

  it('gives every deadline in the player’s own time zone, and in UTC to a player who gave none', async () => {
    const ada = await register({ name: 'Ada', email: 'ada@example.org', language: 'en', timeZone: 'America/New_York' });
    const bruno = await register({ name: 'Bruno', email: 'bruno@example.org', language: 'it' });
    expect([ada.status, bruno.status]).toEqual([201, 201]);
    await api.call('POST', '/races/tz1/close-registration', undefined, organiser);
    await api.call('POST', '/races/tz1/qualifying', { turns: 9 }, bearer(ada.body.token));
    await api.call('POST', '/races/tz1/qualifying', { turns: 8 }, bearer(bruno.body.token));
    const grid = await api.call('POST', '/races/tz1/resolve', undefined, organiser);
    expect(grid.status).toBe(200);

    const text = (to: string) => api.mails.find((mail) => mail.to === to && /grid|griglia/.test(mail.email.subject))?.email.text;
    // The setup deadline, 12:00 UTC on Monday 3 March 2025, is 07:00 in New York (EST, UTC−5): what to send by then, the zone named.
    expect(text('ada@example.org')).toContain('Send your submission for setup by Monday, 3 March 2025 at 07:00 America/New_York.');
    expect(text('bruno@example.org')).toContain('Invia la tua scelta per questo passo (setup) entro lunedì 3 marzo 2025 alle ore 12:00 UTC.');
  });
});
