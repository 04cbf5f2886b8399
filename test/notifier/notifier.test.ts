import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../domain/pictures.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import { createRace } from '../../domain/race/index.ts';
import type { RaceReporter } from '../../domain/race/report.ts';
import { evolver, initialState, type RaceState } from '../../domain/race/state.ts';
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import { aicsPicture } from '../../domain/speed-circuit/aics/picture.ts';
import type { AicsRaceState } from '../../domain/speed-circuit/aics/qualifying/index.ts';
import { QualifyingEntry } from '../../domain/speed-circuit/aics/rules.ts';
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { startingCar } from '../../domain/speed-circuit/aics/state.ts';
import { getCircuit } from '../../domain/speed-circuit/circuit/index.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { createSesMailer, type Mailer } from '../../functions/notifier/mailer.ts';
import { createNotifier, EMAIL_PICTURE_MIN_WIDTH, emailPictureScale, type NotifierOptions } from '../../functions/notifier/notifier.ts';
import { createCircuits } from '../../functions/store/circuits.ts';
import { createRecords, type Records } from '../../functions/store/records.ts';
import { decodePng } from '../picture/decode-png.ts';
import { FORCING_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';
import { type LocalSes, type SentEmail, startSes } from '../support/ses.ts';

const at = '2025-03-01T10:00:00.000Z';
const hash = 'a'.repeat(64);
const seed = 'b'.repeat(64);

// The game's settings beside the race's: a RaceCreated as the Speed Circuit games record it.
const createdAs = (raceId: string, title: string, rulesetId = 'none', circuitId = 'monza'): RaceEvent =>
  ({
    type: 'RaceCreated',
    v: 1,
    at,
    raceId,
    title,
    circuitId,
    rulesetId,
    laps: 6,
    maxStarters: 24,
    qualifyingWindow: 'PT24H',
    turnWindow: 'PT48H',
    maxConsecutiveMissedMoves: 5,
    seedHash: hash,
  }) as RaceEvent;
const created = createdAs('monza', 'Gran Premio di Monza');
const entry = (car: string, name: string, email: string, language: 'it' | 'en', timeZone?: string): RaceEvent => ({
  type: 'EntryRegistered',
  v: 1,
  at,
  car,
  name,
  email,
  language,
  ...(timeZone ? { timeZone } : {}),
  tokenHash: hash,
});
const anna = entry('1', 'Anna', 'anna@example.org', 'it');
const bill = entry('2', 'Bill', 'bill@example.org', 'en');
const turn3: Extract<RaceEvent, { type: 'TurnResolved' }> = {
  type: 'TurnResolved',
  v: 1,
  at,
  turn: 3,
  moves: { '1': { speed: 140 }, '2': null },
  binding: hash,
  events: [
    { car: '1', squares: 7 },
    { car: '2', squares: 6 },
  ],
  rolls: [{ purpose: 'curve', car: '1', dice: [4], sides: 6, code: 'K7Q2-9ZTA' }],
  nextDeadline: '2025-03-03T10:00:00.000Z',
};
const finished: RaceEvent = { type: 'RaceFinished', v: 1, at, classification: ['2', '1'], seed };

/** Reads the test's ruleset events `{ car, squares }` and names its curve die in both languages, as a game's reporter does. */
const reporter: RaceReporter = {
  purposes: { en: { curve: 'curve die' }, it: { curve: 'dado curva' } },
  describe: (car, events, language) =>
    (events as { car: string; squares: number }[])
      .filter((event) => event.car === car)
      .map((event) => (language === 'it' ? `avanza di ${event.squares} caselle` : `moves ${event.squares} squares`)),
  playerColumns: () => ({ headers: ['Wear'], cells: (car) => [car === '1' ? '30' : '28'] }),
  points: (_game, classification) => Object.fromEntries(classification.map((car, index) => [car, [10, 6][index] ?? 0])),
};

const fold = (events: RaceEvent[]): RaceState => events.reduce(evolver({}), initialState);
const race = fold([created, anna, bill]);

/** What the SES stand-in keeps of the pictures an email carries inline. */
type WithImages = SentEmail & { attachments: { contentType: string; cid: string; related: boolean; content: string }[] };

// An AICS race on the test oval after turn 3: Anna took trajectory T1 of curve 4 to 5B, Bill stepped from 1A to 2B.
const oval = getCircuit('test-oval');
const square = (id: string): number => oval.byId.get(id)!;
const build = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };
const onOval = (car: string, driver: string, id: string) => startingCar({ car, driver, build, square: square(id), laps: 2, tyres: 'dry', softTyres: false });
const ovalGame: AicsRaceState = {
  circuit: 'test-oval',
  laps: 2,
  turn: 3,
  weather: { tendency: 'uncertain', marker: 8, track: 'dry' },
  cloudLaps: 0,
  cars: { '1': onOval('1', 'Anna', '5B'), '2': onOval('2', 'Bill', '2B') },
  finishers: [],
  classification: null,
  order: ['1', '2'],
};
const ovalMoves: AicsEvent[] = [
  {
    type: 'CarMoved',
    car: '1',
    declared: 100,
    speed: 100,
    bonus: 0,
    path: ['3A', '4 A1', '4 B2', '4 B3', '5B'],
    to: { at: 'track', square: square('5B') },
    curve: null,
  },
  { type: 'CarMoved', car: '2', declared: 60, speed: 60, bonus: 0, path: ['2B'], to: { at: 'track', square: square('2B') }, curve: null },
];
const ovalTurn: RaceEvent = { ...turn3, moves: { '1': { speed: 100 }, '2': { speed: 60 } }, rolls: [], events: ovalMoves };
const ovalRace = (raceId: string, turn: number): RaceState => ({
  ...fold([createdAs(raceId, `Oval ${raceId}`, aics.id, 'test-oval'), anna, bill]),
  phase: 'racing',
  game: ovalGame,
  turn,
});

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

  const notifier = (options: Partial<NotifierOptions> = {}) =>
    createNotifier({ mailer, records, rulesets: {}, reporters: { none: reporter }, baseUrl: 'https://sm.example.org', ...options });
  const sentAbout = async (to: string, subject: string) => (await ses.sent(to)).filter((email) => email.subject === subject) as WithImages[];

  it('[SC-PBEM-1] sends the secret token once, in text and HTML, in the player language', async () => {
    expect(await notifier().registered(race, '1', 'tok-123-secret')).toBe(true);
    expect(await notifier().registered(race, '1', 'tok-123-secret')).toBe(true);
    const [email, ...others] = await ses.sent('anna@example.org');
    expect(others).toEqual([]);
    expect(email?.from).toBe('master@example.org');
    expect(email?.subject).toBe('Gran Premio di Monza: iscrizione confermata');
    expect(email?.body.text).toContain('tok-123-secret');
    expect(email?.body.text).toContain("l'auto numero 1");
    expect(email?.body.html).toContain('<code>tok-123-secret</code>');
    expect(email?.body.html).toContain('l&#39;auto numero 1');
    // It says how to have a new one sent, to his address only (POST /races/{id}/entries/token).
    expect(email?.body.text).toContain(
      'Se la perdi, chiedine una nuova, che arriva solo a questo indirizzo: POST https://sm.example.org/races/monza/entries/token con {"email":"anna@example.org"}.',
    );
    expect(email?.body.text).not.toContain('di nuovo');
  });

  it('[SC-PBEM-8] [SC-DICE-2] emails every player the turn with each car in a sentence, each roll and its code, the players table and the deadline', async () => {
    const state = fold([created, anna, bill, turn3]);
    expect(await notifier().published(state, [turn3], 1)).toEqual({ sent: 2, complete: true });

    const [italian] = await sentAbout('anna@example.org', 'Gran Premio di Monza: turno 3 risolto');
    expect(italian?.body.text).toContain('- Anna (auto 1): avanza di 7 caselle, tiro di 1d6 per dado curva: 4 (codice di controllo K7Q2-9ZTA).');
    // Each roll links to its own check (SC-DICE-3).
    expect(italian?.body.text).toContain('- K7Q2-9ZTA (dado curva): https://sm.example.org/dice/K7Q2-9ZTA');
    expect(italian?.body.html).toContain('<a href="https://sm.example.org/dice/K7Q2-9ZTA">K7Q2-9ZTA (dado curva)</a>');
    expect(italian?.body.text).not.toContain('{code}');
    expect(italian?.body.text).toContain('Prossima scadenza: lunedì 3 marzo 2025 alle ore 10:00 UTC.');

    const [english] = await sentAbout('bill@example.org', 'Gran Premio di Monza: turn 3 resolved');
    expect(english?.body.text).toContain('- Bill (car 2): nothing arrived in time: the non-human player played for this car, moves 6 squares.');
    expect(english?.body.text).toMatch(/Car\s+Driver\s+Wear/);
    expect(english?.body.text).toMatch(/1\s+Anna\s+30/);
    expect(english?.body.text).toContain('Next deadline: Monday, 3 March 2025 at 10:00 UTC.');
    expect(english?.body.html).toContain('<th align="left">Wear</th>');
    expect(english?.body.html).toContain('<li>Bill (car 2): nothing arrived in time: the non-human player played for this car, moves 6 squares.</li>');
    expect(english?.body.text).toContain('Race page: https://sm.example.org/races/monza');
  });

  it('never sends a turn email twice when the notification is retried', async () => {
    const state = fold([created, anna, bill, turn3]);
    expect(await notifier().published(state, [turn3], 1)).toEqual({ sent: 0, complete: true });
    expect(await sentAbout('bill@example.org', 'Gran Premio di Monza: turn 3 resolved')).toHaveLength(1);
  });

  it('announces no next deadline after the turn that ended the race', async () => {
    const state = fold([createdAs('imola', 'Gran Premio di Imola'), anna, bill, turn3, finished]);
    expect(await notifier().published(state, [turn3, finished], 1)).toEqual({ sent: 4, complete: true });
    const [turn] = await sentAbout('bill@example.org', 'Gran Premio di Imola: turn 3 resolved');
    expect(turn?.body.text).toContain('Turn 3 has been played');
    expect(turn?.body.text).not.toContain('Next deadline');
  });

  it('gives the deadline in the time zone a player registered with, and links the race to the web pages', async () => {
    const rome = entry('1', 'Anna', 'anna.rome@example.org', 'it', 'Europe/Rome');
    const tokyo = entry('2', 'Bill', 'bill.tokyo@example.org', 'en', 'Asia/Tokyo');
    const state = fold([createdAs('zones', 'Zones GP'), rome, tokyo, turn3]);
    const withWeb = notifier({ webUrl: 'https://races.example.org' });
    expect(await withWeb.published(state, [turn3], 1)).toEqual({ sent: 2, complete: true });
    // 10:00 UTC on 3 March is 11:00 in Rome (CET) and 19:00 in Tokyo.
    const [italian] = await sentAbout('anna.rome@example.org', 'Zones GP: turno 3 risolto');
    expect(italian?.body.text).toContain('Prossima scadenza: lunedì 3 marzo 2025 alle ore 11:00 Europe/Rome.');
    const [english] = await sentAbout('bill.tokyo@example.org', 'Zones GP: turn 3 resolved');
    expect(english?.body.text).toContain('Next deadline: Monday, 3 March 2025 at 19:00 Asia/Tokyo.');
    expect(english?.body.text).toContain('Race page: https://races.example.org/races/zones');
    expect(english?.body.text).toContain('- K7Q2-9ZTA (curve die): https://sm.example.org/dice/K7Q2-9ZTA');
  });

  it('[SC-PBEM-8] shows the circuit after the turn inline as a PNG, and in the text names where to see it', async () => {
    const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
    const drawing = notifier({ rulesets, pictures, reporters: undefined, circuits: createCircuits({ records, rulesets }) });
    expect(await drawing.published(ovalRace('oval1', 4), [ovalTurn], 1)).toEqual({ sent: 2, complete: true });

    const [english] = await sentAbout('bill@example.org', 'Oval oval1: turn 3 resolved');
    const [italian] = await sentAbout('anna@example.org', 'Oval oval1: turno 3 risolto');
    expect(english?.body.text).toContain('The circuit after turn 3: https://sm.example.org/races/oval1/circuit.svg?turn=3');
    expect(english?.body.text).toContain('- Anna (car 1): 100 mph, 5 squares to 5B through curve 4 lanes A→B.');
    expect(english?.body.html).toMatch(/<img src="[^"]+" alt="The circuit after turn 3"/);
    expect(italian?.body.text).toContain('Il circuito dopo il turno 3: https://sm.example.org/races/oval1/circuit.svg?turn=3');

    const [image, ...more] = english?.attachments ?? [];
    expect(more).toEqual([]);
    expect(image).toMatchObject({ contentType: 'image/png', cid: 'circuit-oval1-3@speed-master', related: true });
    const svg = aicsPicture.race(oval, ovalGame, ovalMoves);
    const [width, height] = [/ width="([\d.]+)"/, / height="([\d.]+)"/].map((pattern) => Math.round(Number(pattern.exec(svg)![1]) * emailPictureScale(svg)));
    const png = decodePng(Buffer.from(image!.content, 'base64'));
    // A small circuit is drawn wide enough to read its square names, as a palette PNG.
    expect({ width: png.width, height: png.height, colours: png.colours }).toEqual({ width, height, colours: expect.any(Number) });
    expect(png.width).toBeGreaterThanOrEqual(EMAIL_PICTURE_MIN_WIDTH);
    expect(png.colours).toBeLessThanOrEqual(256);
    // The picture speaks the reader's language: the Italian one is drawn apart, at the same size.
    const italianImage = italian?.attachments[0]?.content ?? '';
    expect(italianImage).not.toBe(image!.content);
    expect(decodePng(Buffer.from(italianImage, 'base64'))).toMatchObject({ width, height });
  });

  it('[SC-PBEM-8] draws a large circuit around each reader’s car: Monza’s turn email of car 2 is its window, not the whole circuit', async () => {
    const monza = getCircuit('monza');
    const rowStart = (row: number) => monza.squares.find((candidate) => candidate.row === row)!.index;
    const onMonza = (car: string, driver: string, row: number) =>
      startingCar({ car, driver, build, square: rowStart(row), laps: 2, tyres: 'dry', softTyres: false });
    const game: AicsRaceState = { ...ovalGame, circuit: 'monza', cars: { '1': onMonza('1', 'Anna', 3), '2': onMonza('2', 'Bill', 40) } };
    const race: RaceState = { ...fold([createdAs('monza1', 'Monza monza1', aics.id, 'monza'), anna, bill]), phase: 'racing', game, turn: 4 };
    const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
    const drawing = notifier({ rulesets, pictures, reporters: undefined, circuits: createCircuits({ records, rulesets }) });
    expect(await drawing.published(race, [{ ...turn3, moves: {}, rolls: [], events: [] }], 1)).toEqual({ sent: 2, complete: true });
    const [email] = await sentAbout('bill@example.org', 'Monza monza1: turn 3 resolved');
    const png = decodePng(Buffer.from(email!.attachments[0]!.content, 'base64'));
    const around = aicsPicture.race(monza, game, [], 'en', ['2']);
    const whole = aicsPicture.race(monza, game, [], 'en');
    expect(around).toContain('<title>Monza after turn 3, around car 2</title>');
    expect(png.width).toBe(Math.round(Number(/ width="([\d.]+)"/.exec(around)![1]) * emailPictureScale(around)));
    expect(png.width).toBeGreaterThanOrEqual(900);
    // Its squares are twice as large as in the whole circuit at an email's width.
    const unitsWide = (svg: string) => Number(/ viewBox="[^ ]+ [^ ]+ ([\d.]+)/.exec(svg)![1]);
    expect(png.width / unitsWide(around)).toBeGreaterThan((2 * EMAIL_PICTURE_MIN_WIDTH) / unitsWide(whole));
  });

  it("[SC-PBEM-8] [SC-QUAL-5] [SC-RAIN-2] emails the grid with each car's pole lap or why it was void, the weather's track and tendency, the grid's picture and what to send next", async () => {
    const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
    const decider = createRace(rulesets);
    const now = '2025-03-01T10:00:00.000Z';
    const context = { now, circuit: oval, seed };
    let state = decider.initialState;
    const run = (command: RaceCommand) => {
      const events = decider.decide(state, command, context);
      state = events.reduce(decider.evolve, state);
      return events;
    };
    run(CreateRace.parse({ type: 'CreateRace', raceId: 'gridmail', title: 'Grid GP', circuitId: 'test-oval', rulesetId: aics.id }));
    run({ type: 'RegisterEntry', name: 'Anna', email: 'anna.grid@example.org', language: 'it', tokenHash: hash });
    run({ type: 'RegisterEntry', name: 'Bill', email: 'bill.grid@example.org', language: 'en', tokenHash: hash });
    run({ type: 'CloseRegistration' });
    run({ type: 'SubmitQualifying', car: '1', qualifying: QualifyingEntry.parse({ build, lapText: '120\n120\n120\n120\n120\n120\n120\n120' }) });
    // Top Speed 140 forced at 160 in five turns (SC-ACC-2): a failed roll before the final straight voids the lap (SC-QUAL-8).
    run({ type: 'SubmitQualifying', car: '2', qualifying: QualifyingEntry.parse({ build: FORCING_CAR, lapText: '120\n140\n160\n160\n160\n160\n160' }) });
    const grid = run({ type: 'PublishGrid', force: true });
    const drawing = notifier({ rulesets, pictures, reporters: undefined, circuits: createCircuits({ records, rulesets }) });
    expect(await drawing.published(state, grid, 1)).toEqual({ sent: 2, complete: true });

    const [english] = await sentAbout('bill.grid@example.org', 'Grid GP: starting grid');
    const [italian] = await sentAbout('anna.grid@example.org', 'Grid GP: griglia di partenza');
    expect(english?.body.text).toMatch(/- Anna \(car 1\): pole lap: \d+ turns \+ \d+ squares/);
    expect(english?.body.text).toMatch(/- Bill \(car 2\): pole lap void: [^\n]*top speed/i);
    expect(english?.body.text).toMatch(
      /Weather: rolled \d\+\d = \d+ \(verification code [^)]+\): the track is (dry|wet), the weather (uncertain|tending to dry|tending to wet) for the race/,
    );
    expect(english?.body.text).toContain('Send your pre-race choices: move one preparation point, take soft tyres, choose wet or dry tyres');
    expect(italian?.body.text).toMatch(/- Anna \(auto 1\): giro di pole: \d+ turni \+ \d+ caselle/);
    expect(italian?.body.text).toMatch(/Meteo: esce \d\+\d = \d+ .*tempo (incerto|tendenzialmente piovoso|tendenzialmente asciutto) per la gara/);
    expect(italian?.body.text).toContain('Invia le scelte prima della gara');
    expect(italian?.body.text).not.toMatch(/pole lap|Weather|Send your/);
    const [image] = english?.attachments ?? [];
    expect(image).toMatchObject({ contentType: 'image/png', cid: 'circuit-gridmail-grid@speed-master', related: true });
    expect(english?.body.html).toMatch(/<img src="[^"]+" alt="The cars on the starting grid"/);
  });

  it('sends a late turn email, after a crash, without a picture rather than one of a later turn', async () => {
    const rulesets = { [aics.id]: refereedSpeedCircuit(aics) };
    const drawing = notifier({ rulesets, pictures, reporters: undefined, circuits: createCircuits({ records, rulesets }) });
    expect(await drawing.published(ovalRace('oval2', 6), [ovalTurn], 1)).toEqual({ sent: 2, complete: true });
    const [english] = await sentAbout('bill@example.org', 'Oval oval2: turn 3 resolved');
    expect(english?.attachments).toEqual([]);
    expect(english?.body.html).not.toContain('<img');
    expect(english?.body.text).toContain('Turn 3 has been played');
  });

  it('an SES failure half-way loses no email: the retry sends only the ones missing', async () => {
    const state = fold([created, anna, bill, finished]);
    const crashingOnBill: Mailer = {
      send: async (to, email) => {
        if (to === 'bill@example.org') throw new Error('connection reset');
        return mailer.send(to, email);
      },
    };
    const crashing = createNotifier({ mailer: crashingOnBill, records, rulesets: {}, reporters: { none: reporter } });
    await expect(crashing.published(state, [finished], 1)).rejects.toThrow('connection reset');
    expect(await notifier().published(state, [finished], 1)).toEqual({ sent: 1, complete: true });

    const finishes = (await ses.sent()).filter((email) => /^Gran Premio di Monza: .*classific/.test(email.subject));
    expect(finishes.map((email) => email.destination.to[0]).sort()).toEqual(['anna@example.org', 'bill@example.org']);
    const billFinish = finishes.find((email) => email.destination.to[0] === 'bill@example.org');
    expect(billFinish?.body.text).toMatch(/1\s+2\s+Bill\s+10/);
    expect(billFinish?.body.text).toMatch(/2\s+1\s+Anna\s+6/);
    expect(billFinish?.body.text).toContain(seed);
  });
});
