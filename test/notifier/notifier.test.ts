import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../domain/race/events.ts';
import { evolver, initialState, type RaceState } from '../../domain/race/state.ts';
import { createSesMailer, type Mailer } from '../../functions/notifier/mailer.ts';
import { createNotifier } from '../../functions/notifier/notifier.ts';
import type { RaceReporter } from '../../functions/notifier/emails.ts';
import { createRecords, type Records } from '../../functions/store/records.ts';
import { startDynalite, type LocalDynamo } from '../support/dynalite.ts';
import { startSes, type LocalSes } from '../support/ses.ts';

const at = '2025-03-01T10:00:00.000Z';
const hash = 'a'.repeat(64);
const seed = 'b'.repeat(64);

const createdAs = (raceId: string, title: string): RaceEvent => ({
  type: 'RaceCreated', v: 1, at, raceId, title, circuitId: 'monza', rulesetId: 'none',
  laps: 6, maxStarters: 24, qualifyingWindow: 'PT24H', turnWindow: 'PT48H', maxConsecutiveMissedMoves: 5, seedHash: hash,
});
const created = createdAs('monza', 'Gran Premio di Monza');
const entry = (car: string, name: string, email: string, language: 'it' | 'en'): RaceEvent => ({
  type: 'EntryRegistered', v: 1, at, car, name, email, language, tokenHash: hash,
});
const turn3: RaceEvent = {
  type: 'TurnResolved', v: 1, at, turn: 3,
  moves: { '1': { speed: 140 }, '2': undefined },
  binding: hash,
  events: [{ car: '1', squares: 7 }, { car: '2', squares: 6 }],
  rolls: [{ purpose: 'curve', car: '1', dice: [4], sides: 6, code: 'K7Q2-9ZTA' }],
  nextDeadline: '2025-03-03T10:00:00.000Z',
};
const finished: RaceEvent = { type: 'RaceFinished', v: 1, at, classification: ['2', '1'], seed };

/** Reads the test's ruleset events `{ car, squares }` in both languages, as a game's reporter does. */
const reporter: RaceReporter = {
  describe: (car, events, language) =>
    (events as { car: string; squares: number }[])
      .filter((event) => event.car === car)
      .map((event) => (language === 'it' ? `avanza di ${event.squares} caselle` : `moves ${event.squares} squares`)),
  playerColumns: () => ({ headers: ['Wear'], cells: (car) => [car === '1' ? '30' : '28'] }),
  points: (_game, classification) => Object.fromEntries(classification.map((car, index) => [car, [10, 6][index] ?? 0])),
};

const fold = (events: RaceEvent[]): RaceState => events.reduce(evolver({}), initialState);
const race = fold([created, entry('1', 'Anna', 'anna@example.org', 'it'), entry('2', 'Bill', 'bill@example.org', 'en')]);

describe('notifier', () => {
  let ses: LocalSes;
  let dynamo: LocalDynamo;
  let records: Records;
  let mailer: Mailer;

  beforeAll(async () => {
    [ses, dynamo] = await Promise.all([startSes(), startDynalite()]);
    records = createRecords(dynamo);
    mailer = createSesMailer({ client: ses.client, sender: 'master@example.org' });
  });
  afterAll(async () => {
    await Promise.all([ses.close(), dynamo.close()]);
  });

  const notifier = () => createNotifier({ mailer, records, rulesets: {}, reporters: { none: reporter }, baseUrl: 'https://sm.example.org' });

  it('[SC-PBEM-1] sends the secret token once, in text and HTML, in the player language', async () => {
    expect(await notifier().registered(race, '1', 'tok-123-secret')).toBe(1);
    expect(await notifier().registered(race, '1', 'tok-123-secret')).toBe(0);
    const [email, ...others] = await ses.sent('anna@example.org');
    expect(others).toEqual([]);
    expect(email?.from).toBe('master@example.org');
    expect(email?.subject).toBe('Gran Premio di Monza: iscrizione confermata');
    expect(email?.body.text).toContain('tok-123-secret');
    expect(email?.body.text).toContain("l'auto numero 1");
    expect(email?.body.html).toContain('<code>tok-123-secret</code>');
    expect(email?.body.html).toContain('l&#39;auto numero 1');
  });

  it('[SC-PBEM-8] [SC-DICE-2] emails every player the turn with each car, each roll and its code, the players table and the deadline', async () => {
    const state = fold([...[created, entry('1', 'Anna', 'anna@example.org', 'it'), entry('2', 'Bill', 'bill@example.org', 'en')], turn3]);
    expect(await notifier().published(state, [turn3])).toBe(2);

    const [italian] = (await ses.sent('anna@example.org')).filter((email) => email.subject.includes('turno 3'));
    expect(italian?.subject).toBe('Gran Premio di Monza: turno 3 risolto');
    expect(italian?.body.text).toContain('Auto 1 (Anna)');
    expect(italian?.body.text).toContain('avanza di 7 caselle');
    expect(italian?.body.text).toContain('Tiro per dado curva, 1d6: 4 (codice di controllo K7Q2-9ZTA)');
    expect(italian?.body.text).toContain('https://sm.example.org/dice/{code}');
    expect(italian?.body.text).toContain('Prossima scadenza: lunedì 3 marzo 2025');

    const [english] = (await ses.sent('bill@example.org')).filter((email) => email.subject.includes('turn 3'));
    expect(english?.body.text).toContain('Car 2 (Bill)');
    expect(english?.body.text).toContain('the non-human player drove this car');
    expect(english?.body.text).toContain('moves 6 squares');
    expect(english?.body.text).toMatch(/Car\s+Driver\s+Wear/);
    expect(english?.body.text).toMatch(/1\s+Anna\s+30/);
    expect(english?.body.text).toContain('Next deadline: Monday, 3 March 2025 at 10:00 UTC.');
    expect(english?.body.html).toContain('<th align="left">Wear</th>');
    expect(english?.body.html).toContain('<li>moves 6 squares</li>');
  });

  it('never sends a turn email twice when the notification is retried', async () => {
    const state = fold([created, entry('1', 'Anna', 'anna@example.org', 'it'), entry('2', 'Bill', 'bill@example.org', 'en'), turn3]);
    expect(await notifier().published(state, [turn3])).toBe(0);
    expect((await ses.sent('bill@example.org')).filter((email) => email.subject.includes('turn 3'))).toHaveLength(1);
  });

  it('announces no next deadline after the turn that ended the race', async () => {
    const state = fold([createdAs('imola', 'Gran Premio di Imola'), entry('1', 'Anna', 'anna@example.org', 'it'), entry('2', 'Bill', 'bill@example.org', 'en'), turn3, finished]);
    expect(await notifier().published(state, [turn3, finished])).toBe(4);
    const [turn] = (await ses.sent('bill@example.org')).filter((email) => email.subject === 'Gran Premio di Imola: turn 3 resolved');
    expect(turn?.body.text).toContain('Turn 3 has been played');
    expect(turn?.body.text).not.toContain('Next deadline');
  });

  it('a crash half-way loses no email: the retry sends only the ones missing', async () => {
    const state = fold([created, entry('1', 'Anna', 'anna@example.org', 'it'), entry('2', 'Bill', 'bill@example.org', 'en'), finished]);
    const crashingOnBill: Mailer = {
      send: async (to, email) => {
        if (to === 'bill@example.org') throw new Error('connection reset');
        return mailer.send(to, email);
      },
    };
    const crashing = createNotifier({ mailer: crashingOnBill, records, rulesets: {}, reporters: { none: reporter } });
    await expect(crashing.published(state, [finished])).rejects.toThrow('connection reset');
    expect(await notifier().published(state, [finished])).toBe(1);

    const finishes = (await ses.sent()).filter((email) => /^Gran Premio di Monza: .*classific/.test(email.subject));
    expect(finishes.map((email) => email.destination.to[0]).sort()).toEqual(['anna@example.org', 'bill@example.org']);
    const bill = finishes.find((email) => email.destination.to[0] === 'bill@example.org');
    expect(bill?.body.text).toMatch(/1\s+2\s+Bill\s+10/);
    expect(bill?.body.text).toMatch(/2\s+1\s+Anna\s+6/);
    expect(bill?.body.text).toContain(seed);
  });
});
