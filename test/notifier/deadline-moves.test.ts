/**
 * The email every player still racing gets when the open step's deadline moves (issue 30), over
 * the local stack and its SES stand-in, on the test's clock from Saturday 1 March 2025 12:00 UTC:
 * a toy race of Anna (Italian, Rome: UTC+1) and Bill (English, New York: UTC-5 until the clocks
 * change on Sunday 9 March at 02:00, to UTC-4), under `wait` with a cap of 3 days and a grace of
 * 12 hours. Turn 1 opens at once, due 48 hours on, on 3 March at 12:00 UTC.
 */
import { describe, expect, it } from 'vitest';
import { pathTo, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { toy } from '../race/toy-ruleset.ts';
import { localRaceStack } from '../support/local-race.ts';
import type { SentEmail } from '../support/ses.ts';

const local = localRaceStack('speed-master-deadline-moves-', '2025-03-01T12:00:00.000Z', { [toy.id]: toy });
const ANNA = 'anna@example.org';
const BILL = 'bill@example.org';
const TITLE = 'Coppa Brianza';

/** The emails of `to` that tell a move of the deadline, oldest first: their subjects, and the text of each. */
const moves = async (to: string): Promise<SentEmail[]> =>
  (await local.mailbox(to)).filter((email) =>
    /: (the deadline has moved|the race is paused|the race has resumed|la scadenza è cambiata|la gara è in pausa|la gara è ripresa)$/.test(email.subject),
  );
const newest = async (to: string): Promise<string> => (await moves(to)).at(-1)?.body.text ?? '';

describe('a player is told once of each move of the deadline, in his language and his time zone, and of nobody’s secret', () => {
  const tokens: Record<string, string> = {};
  const organiser = () => ({ token: local.organiser() });

  it('the organiser’s extension: to 4 March 18:00 UTC, 19:00 in Rome and 13:00 in New York', async () => {
    await local.ok('POST', '/races', {
      body: { id: 'moves', title: TITLE, circuitId: 'oval', rulesetId: toy.id, laps: 3, timePolicy: { absence: 'wait', waitCap: 'P3D', grace: 'PT12H' } },
      ...organiser(),
    });
    for (const [name, email, language, timeZone] of [
      ['Anna', ANNA, 'it', 'Europe/Rome'],
      ['Bill', BILL, 'en', 'America/New_York'],
    ] as const)
      tokens[email] = (await local.ok('POST', '/races/moves/entries', { body: { name, email, language, timeZone } })).token;
    await local.ok('POST', '/races/moves/close-registration', organiser());
    await local.ok('POST', '/races/moves/resolve', organiser());
    await local.ok('POST', '/races/moves/resolve', organiser());
    expect((await local.ok('GET', '/races/moves')).race.deadline).toBe('2025-03-03T12:00:00.000Z');
    expect(await moves(ANNA)).toEqual([]);

    await local.ok('POST', '/races/moves/deadline', { body: { deadline: '2025-03-04T18:00:00Z' }, ...organiser() });
    const [bill] = await moves(BILL);
    expect(bill?.subject).toBe(`${TITLE}: the deadline has moved`);
    expect(bill?.body.text).toContain('Hello Bill, the organiser has moved the deadline.');
    expect(bill?.body.text).toContain('New deadline for turn-1: Tuesday, 4 March 2025 at 13:00 America/New_York.');
    expect(bill?.body.text).toMatch(/Race page: http:\/\/\S+\/races\/moves/);
    const [anna] = await moves(ANNA);
    expect(anna?.subject).toBe(`${TITLE}: la scadenza è cambiata`);
    expect(anna?.body.text).toContain("Ciao Anna, l'organizzatore ha spostato la scadenza.");
    expect(anna?.body.text).toContain('Nuova scadenza (turn-1): martedì 4 marzo 2025 alle ore 19:00 Europe/Rome.');
  });

  it('a pause at 18:00 UTC with 72 hours left until 2 March 18:00 UTC, and the resume then: due 72 hours on, on 5 March 18:00 UTC', async () => {
    local.later(6);
    await local.ok('POST', '/races/moves/pause', { body: { reason: 'Lavori in pista', until: '2025-03-02T18:00:00Z' }, ...organiser() });
    expect((await moves(BILL)).map((email) => email.subject)).toEqual([`${TITLE}: the deadline has moved`, `${TITLE}: the race is paused`]);
    expect(await newest(BILL)).toContain('Hello Bill, the organiser has paused the race: "Lavori in pista".');
    expect(await newest(BILL)).toContain('The step open had 72 hours left; it gets them back when the race resumes.');
    expect(await newest(BILL)).toContain('The pause ends on Sunday, 2 March 2025 at 13:00 America/New_York.');
    expect(await newest(ANNA)).toContain('Al passo aperto mancavano 72 ore');
    expect(await newest(ANNA)).toContain('La pausa finisce domenica 2 marzo 2025 alle ore 19:00 Europe/Rome.');

    local.later(24);
    expect(await local.resolve()).toEqual(['RaceResumed']);
    // A second run finds nothing owed: the resume is told once.
    await local.resolve();
    expect((await moves(ANNA)).map((email) => email.subject)).toEqual([
      `${TITLE}: la scadenza è cambiata`,
      `${TITLE}: la gara è in pausa`,
      `${TITLE}: la gara è ripresa`,
    ]);
    expect(await newest(ANNA)).toContain('Ciao Anna, la gara è ripresa alla fine della sua pausa.');
    expect(await newest(ANNA)).toContain('Nuova scadenza (turn-1): mercoledì 5 marzo 2025 alle ore 19:00 Europe/Rome.');
    expect(await newest(BILL)).toContain('New deadline for turn-1: Wednesday, 5 March 2025 at 13:00 America/New_York.');
  });

  it('Bill away on 5 and 6 March in New York (05:00 UTC on the 5th to 05:00 on the 7th): the turn waits to the cap, 3 days past 5 March 18:00 UTC', async () => {
    const declared = await local.call('POST', pathTo(RESOLVER_ROUTES.declareAbsence, { id: 'moves' }), {
      token: tokens[BILL],
      body: { from: '2025-03-05', to: '2025-03-06' },
    });
    expect(declared.status).toBe(201);
    await local.ok('POST', '/races/moves/moves', { token: tokens[ANNA], body: { speed: 2, turn: 1 } });
    local.later(72);
    // Back on the 7th at 05:00 plus the turn's 48 hours would be the 9th at 05:00: the cap holds it to the 8th at 18:00 UTC.
    expect(await local.resolve()).toEqual(['DeadlineExtended']);
    const text = await newest(BILL);
    expect(text).toContain('Hello Bill, the step waits for a player who declared an absence, as the race’s rules allow.');
    expect(text).toContain('New deadline for turn-1: Saturday, 8 March 2025 at 13:00 America/New_York.');
    expect(await newest(ANNA)).toContain('Nuova scadenza (turn-1): sabato 8 marzo 2025 alle ore 19:00 Europe/Rome.');
    // Nobody's absence, nor Anna's move, is told: no day of it, no speed.
    for (const told of [text, await newest(ANNA)]) {
      expect(told).not.toMatch(/[567] (March|marzo)|speed|velocit/i);
      expect(told).not.toContain('2025-03-0');
    }
    expect(await newest(ANNA)).not.toContain('Bill');
  });

  it('back but silent at 8 March 18:00 UTC, Bill gets the 12-hour grace: 9 March 06:00 UTC, 01:00 in New York before its clocks change', async () => {
    local.later(72);
    expect(await local.resolve()).toEqual(['DeadlineExtended']);
    expect(await newest(BILL)).toContain('Hello Bill, a player who sent nothing by the deadline gets the one grace the race’s rules give.');
    expect(await newest(BILL)).toContain('New deadline for turn-1: Sunday, 9 March 2025 at 01:00 America/New_York.');
    expect(await newest(ANNA)).toContain('Nuova scadenza (turn-1): domenica 9 marzo 2025 alle ore 07:00 Europe/Rome.');
  });

  it('the organiser shortens it to 9 March 00:00 UTC; in all, six emails each, one per move', async () => {
    await local.ok('POST', '/races/moves/deadline', { body: { deadline: '2025-03-09T00:00:00Z' }, ...organiser() });
    expect(await newest(BILL)).toContain('New deadline for turn-1: Saturday, 8 March 2025 at 19:00 America/New_York.');
    expect(await newest(ANNA)).toContain('Nuova scadenza (turn-1): domenica 9 marzo 2025 alle ore 01:00 Europe/Rome.');
    await local.resolve();
    for (const to of [ANNA, BILL]) expect(await moves(to)).toHaveLength(6);
  });

  it('a pause by a vote of two of three seats: told as the players’ vote, with the first vote’s reason', async () => {
    await local.ok('POST', '/races', { body: { id: 'voted', title: TITLE, circuitId: 'oval', rulesetId: toy.id, laps: 3 }, ...organiser() });
    const voters: Record<string, string> = {};
    for (const [name, email, language] of [
      ['Anna', ANNA, 'it'],
      ['Bill', BILL, 'en'],
      ['Carla', 'carla@example.org', 'it'],
    ] as const)
      voters[name] = (await local.ok('POST', '/races/voted/entries', { body: { name, email, language } })).token;
    await local.ok('POST', '/races/voted/close-registration', organiser());
    await local.ok('POST', '/races/voted/resolve', organiser());
    await local.ok('POST', '/races/voted/resolve', organiser());
    await local.ok('POST', '/races/voted/pause-votes', { token: voters.Anna, body: { reason: 'Gita in montagna', days: 2 } });
    // One vote of three is no majority: nobody is told anything yet.
    expect(await moves(BILL)).toHaveLength(6);
    await local.ok('POST', '/races/voted/pause-votes', { token: voters.Bill, body: { reason: 'Fine by me', days: 3 } });
    expect((await moves(BILL)).at(-1)?.subject).toBe(`${TITLE}: the race is paused`);
    expect(await newest(BILL)).toContain('Hello Bill, a majority of the players has voted to pause the race: "Gita in montagna".');
    expect(await newest(ANNA)).toContain('Ciao Anna, la maggioranza dei giocatori ha votato per mettere in pausa la gara: "Gita in montagna".');
  });
});
