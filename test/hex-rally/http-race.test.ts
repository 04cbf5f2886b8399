import { describe, expect, it } from 'vitest';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import { printDeclaration } from '../../domain/hex-rally/notation.ts';
import { hexRallyReporter } from '../../domain/hex-rally/report.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { classificationOf, type HexRallyState } from '../../domain/hex-rally/state.ts';
import { createRace, type RaceView } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { runAudit } from '../../tools/audit/cli.ts';
import { apartFromLastToSend, eventsOf, type Json, stepsOf } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';

const RACE = 'hex1';
const TITLE = 'Hex GP';
const SEED = '4e75ee2'.padEnd(64, '0');
const MAX_STEPS = 150;
const TRACK = hexRally.shippedCircuits()['test-loop']!;
const race = createRace(rulesets);

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
}

const { call, ok, mailbox, stack, organiser, resolve, later } = localRaceStack('speed-master-hex-', '2025-10-01T08:00:00.000Z');

const raceView = async (token?: string): Promise<RaceView> => (await ok('GET', `/races/${RACE}`, token ? { token } : {})).race as RaceView;
const exported = async (): Promise<Json> => ok('GET', `/races/${RACE}/export`);

const players: Player[] = [
  { name: 'Ada', email: 'ada@hex.example.org', language: 'en', car: '', token: '' },
  { name: 'Bruno', email: 'bruno@hex.example.org', language: 'it', car: '', token: '' },
  { name: 'Carla', email: 'carla@hex.example.org', language: 'en', car: '', token: '' },
];
const [ada, bruno, carla] = players as [Player, Player, Player];

/** What each player sends in a step, or nothing: Carla never sends, her car is the non-human player's. */
const submissionOf = (player: Player, step: { id: string; kind: string }, game: HexRallyState | undefined): Json | undefined => {
  if (player === carla) return undefined;
  if (step.kind === 'driver') return player === ada ? { submission: { driver: 'orc' } } : { step: step.id, submission: { driver: 'human' } };
  const car = game!.cars[player.car]!;
  if (step.kind === 'reaction')
    return { step: step.id, submission: { coupon: car.coupons.reroll > 0 ? 'reroll' : car.coupons.extraDie > 0 ? 'extraDie' : 'none' } };
  const order = chooseOrder(TRACK, game!, player.car);
  return player === ada ? { step: step.id, text: printDeclaration({ order }, 'latin') } : { submission: { order, description: 'piano piano' } };
};

describe('a seeded hex rally race over HTTP against the local stack', () => {
  it('is created on the test loop and registers three players, one in Italian, each emailed a secret token', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: TITLE, circuitId: 'test-loop', rulesetId: hexRally.id, laps: 2, maxConsecutiveMissedTurns: 60, seed: SEED },
    });
    expect(created.status).toBe(201);
    expect(created.body.race).toMatchObject({ phase: 'registration', seed: null, rulesetId: hexRally.id, circuitId: 'test-loop' });
    for (const player of players) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ emailed: true });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect(players.map((p) => p.car)).toEqual(['1', '2', '3']);
    const closed = (await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race as RaceView;
    expect(closed).toMatchObject({ phase: 'driver', step: { id: 'driver', kind: 'driver', cars: ['1', '2', '3'], notation: false } });
    // The grid is drawn when registration closes: every car on a slot of the test loop's grid.
    const game = closed.game as HexRallyState;
    expect(Object.keys(game.cars).sort()).toEqual(['1', '2', '3']);
  });

  it('refuses what the rules never allow, naming the field: a driver that is none, text for a step that has no notation', async () => {
    const driver = await call('POST', `/races/${RACE}/submissions`, { token: ada.token, body: { submission: { driver: 'elf' } } });
    expect(driver.status).toBe(400);
    expect(driver.body.errors).toEqual([expect.objectContaining({ field: 'driver' })]);
    const text = await call('POST', `/races/${RACE}/submissions`, { token: ada.token, body: { text: 'M1A1' } });
    expect(text).toMatchObject({ status: 400, body: { errors: [{ field: 'text', reason: 'no notation' }] } });
  });

  it('plays every step to the finish through the resolver: at once when every awaited car has sent, at the deadline for a car left to the non-human player', async () => {
    let view = await raceView();
    let waitedForCarla = 0;
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} steps: still at ${view.step?.id}`);
      const step = view.step!;
      const game = view.game as HexRallyState | undefined;
      for (const player of players.filter((p) => step.cars.includes(p.car))) {
        const body = submissionOf(player, step, game);
        if (body === undefined) continue;
        if (step.id === 'turn-1' && player === ada) {
          // HX-NOTE-1: an M3 names its side: the refusal names the column where it is missing.
          const refused = await call('POST', `/races/${RACE}/submissions`, { token: ada.token, body: { text: 'M3X1' } });
          expect(refused).toMatchObject({ status: 400, body: { errors: [{ field: 'text[3]' }] } });
        }
        const receipt = await ok('POST', `/races/${RACE}/submissions`, { token: player.token, body });
        expect(receipt).toMatchObject({ car: player.car, step: step.id });
      }
      if (step.cars.includes(carla.car)) {
        // Carla's car is awaited: the step waits for its deadline, then the non-human player drives it.
        expect(await resolve(), `${step.id} before its deadline`).toEqual([]);
        later(49);
        waitedForCarla++;
      }
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    expect(waitedForCarla).toBeGreaterThan(1);
    const played = stepsOf(eventsOf(await exported()));
    expect(new Set(played.map((e) => e.kind))).toEqual(new Set(['driver', 'declaration', 'reaction']));
    expect(played[0]).toMatchObject({ step: 'driver', submissions: { [ada.car]: { driver: 'orc' }, [bruno.car]: { driver: 'human' }, [carla.car]: null } });
    const turns = played.filter((e) => e.kind === 'declaration');
    // Ada's text was read by the notation into the same order the data would be.
    expect(turns[0]!.submissions[ada.car]).toMatchObject({ order: expect.any(Object) });
    expect(turns.filter((e) => carla.car in e.submissions).every((e) => e.submissions[carla.car] === null)).toBe(true);
    // HX-DECL-3: a player whose roll failed spent his re-roll token before the cars moved.
    const coupons = played
      .filter((e) => e.kind === 'reaction')
      .flatMap((e) => (e.events as { type: string; car?: string }[]).filter((g) => g.type === 'CouponUsed'));
    expect(coupons.map((e) => e.car).sort()).toEqual([ada.car, bruno.car]);
  });

  it('classifies every car and reveals the dice seed', async () => {
    const view = await raceView();
    expect(view).toMatchObject({ phase: 'finished', seed: SEED, step: null });
    const game = view.game as HexRallyState;
    expect(view.classification).toEqual(classificationOf(game));
    expect([...view.classification].sort()).toEqual(['1', '2', '3']);
    expect(Object.values(game.cars).every((car) => car.status !== 'racing')).toBe(true);
  });

  it('emails every player, in his language, the token, each step played in hex rally’s words, and the finish, once each', async () => {
    const played = stepsOf(eventsOf(await exported()));
    for (const player of players) {
      const { steps: emails } = apartFromLastToSend(await mailbox(player.email));
      const it = player.language === 'it';
      // Each step by its name in the reader's words (RaceReporter.stepName).
      const names = played.map((e) => hexRallyReporter.stepName!({ id: e.step, kind: e.kind, number: e.number }, player.language));
      expect(emails.map((e) => e.subject)).toEqual([
        it ? `${TITLE}: iscrizione confermata` : `${TITLE}: registration confirmed`,
        it ? `${TITLE}: iscrizioni chiuse` : `${TITLE}: registration closed`,
        ...names.map((name) => (it ? `${TITLE}: ${name}, esito` : `${TITLE}: ${name} played`)),
        it ? `${TITLE}: classifica finale` : `${TITLE}: final classification`,
      ]);
      for (const email of emails) expect(email.body.html, email.subject).toContain(`<html lang="${player.language}">`);
      // Each step's email shows the hex map right after it, inline.
      const alt = (name: string) => (it ? `alt="La gara dopo questo passo (${name})"` : `alt="The race after ${name}"`);
      const stepEmails = emails.slice(2, -1);
      expect(stepEmails.map((e, i) => e.body.html?.includes(alt(names[i]!)))).toEqual(stepEmails.map(() => true));
      expect(stepEmails.every((e) => e.body.html?.includes('<img src="data:image/png;base64,'))).toBe(true);
      expect(emails[0]?.body.text).toContain(player.token);
      expect(emails.at(-1)?.body.text).toContain(SEED);
      const turn1 = emails.find((e) => e.subject.includes(it ? 'turno 1, dichiarazioni' : 'turn 1, declarations'))?.body.text ?? '';
      // The game's words for the roll of each car's manoeuvre, and its players table.
      expect(turn1).toMatch(it ? /ha dichiarato M\S+: esce \d\+\d\+\d = -?\d+/ : /declared M\S+: rolled \d\+\d\+\d = -?\d+/);
      expect(turn1).toMatch(it ? /Umano o orco\s+Velocità\s+Giri\s+Buoni\s+Stato/ : /Human or orc\s+Speed\s+Laps\s+Coupons\s+Status/);
      expect(turn1).toContain(it ? 'manovra' : 'manoeuvre');
      const reactions = emails.filter((e) => e.subject.includes(it ? 'reazioni' : 'reactions')).map((e) => e.body.text ?? '');
      expect(reactions).toHaveLength(2);
      for (const text of reactions) expect(text).toContain(it ? 'ha usato il buono ritiro' : 'used the re-roll');
    }
  });

  it('answers GET /dice/{code} for every roll an email names, with what it was for in hex rally', async () => {
    const texts = (await mailbox(ada.email)).map((e) => e.body.text ?? '').join('\n');
    const codes = [...new Set([...texts.matchAll(/\(verification code ([^)\s]+)\)/g)].map((m) => m[1]!))];
    const rolls = new Map(stepsOf(eventsOf(await exported())).flatMap((e) => e.rolls.map((r) => [r.code, r])));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const { status, body } = await call('GET', `/dice/${code}`);
      expect(status, code).toBe(200);
      expect(body).toMatchObject({ ...rolls.get(code), raceId: RACE, seed: SEED, verification: { valid: true } });
    }
  });

  it('serves the race page, the race as the API shows it, and the hex map of the race and of the bare track', async () => {
    const page = await call('GET', `/races/${RACE}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    const served = await call('GET', `/races/${RACE}`);
    expect(served.body.race).toMatchObject({ rulesetId: hexRally.id, phase: 'finished' });
    const picture = await fetch(`${stack().urls.api}/races/${RACE}/circuit.svg`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain(`<title>${TRACK.name}`);
    const track = await fetch(`${stack().urls.api}/circuits/test-loop.svg`);
    expect(track.status).toBe(200);
    expect(await track.text()).toContain(TRACK.name);
    expect((await ok('GET', '/circuits')).shipped[hexRally.id]).toEqual(Object.keys(hexRally.shippedCircuits()));
  });

  it('exports a log that the auditor verifies, folds to the state the API serves, and catches a roll tampered with', async () => {
    const log = await exported();
    const events = eventsOf(log);
    const played = stepsOf(events);
    const rolls = played.reduce((sum, e) => sum + e.rolls.length, 0);
    expect(auditRace(log, rulesets)).toEqual({ ok: true, turns: played.length, rolls, shuffles: 1 });

    const out: string[] = [];
    const exitCode = await runAudit([`${stack().urls.api}/races/${RACE}`], rulesets, { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect({ exitCode, out }).toEqual({ exitCode: 0, out: [expect.stringMatching(new RegExp(`^race verified: ${played.length} turns, ${rolls} rolls`))] });

    const folded = events.reduce(race.evolve, race.initialState);
    expect(JSON.parse(JSON.stringify(race.publicView(folded, { role: 'organiser' })))).toEqual(await raceView(organiser()));

    const tampered = structuredClone(log);
    const commit = (tampered.commits as { events: Json[] }[]).find((k) => k.events.some((e) => e.type === 'StepPlayed' && e.kind === 'declaration'))!;
    const step = commit.events.find((e) => e.type === 'StepPlayed' && e.kind === 'declaration')!;
    const die = step.rolls[0].dice[0] as number;
    step.rolls[0].dice[0] = die === 6 ? 1 : die + 1;
    expect(auditRace(tampered, rulesets)).toMatchObject({ ok: false, divergence: { path: 'rolls[0].dice' } });
  });
});
