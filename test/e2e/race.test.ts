/**
 * A whole short race over HTTP against the local stack (functions/local/stack.ts), on the real
 * AICS v3.06 rules: registration, qualifying, setups, every turn to the finish, the emails in the
 * SES stand-in, the dice codes, and the exported log audited and folded back to the same state.
 * The scheduler stays out of the way and the clock is the test's: each step is played by
 * `resolveDue`, at once when every car has sent in, after the deadline when one has not.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRace, type RaceView } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { steadySpeed } from '../../domain/speed-circuit/aics/demo.ts';
import type { AicsRulesetEvent } from '../../domain/speed-circuit/aics/rules.ts';
import type { MoveInput } from '../../domain/speed-circuit/aics/schemas.ts';
import type { RaceState as AicsRaceState, CarState } from '../../domain/speed-circuit/aics/state.ts';
import { type LocalStack, startLocal } from '../../functions/local/stack.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { runAudit } from '../../tools/audit/cli.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { apartFromLastToSend, eventsOf, type Json, localApi } from '../support/local-api.ts';
import { EXAMPLE_BUILD } from '../support/race.ts';

const RACE = 'e2e1';
const TITLE = 'E2E GP';
const SEED = 'e2e5eed'.padEnd(64, '0');
const HOUR = 3_600_000;
const MAX_TURNS = 40;
const race = createRace(rulesets);

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
}

const clock = { now: new Date('2025-09-01T08:00:00.000Z') };
const later = (hours: number) => {
  clock.now = new Date(clock.now.getTime() + hours * HOUR);
};
let dataDir: string;
let stack: LocalStack;
let stopped = false;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'speed-master-e2e-'));
  stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, clock: () => clock.now, log: () => {} });
});
afterAll(async () => {
  if (!stopped) await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const { call, ok, mailbox } = localApi(() => stack);

const organiser = () => stack.organiserToken;
const raceView = async (token?: string): Promise<RaceView> => (await ok('GET', `/races/${RACE}`, token ? { token } : {})).race as RaceView;

/** Plays the due step and names what it wrote. */
const resolve = async (): Promise<string[]> => (await stack.resolveDue()).flatMap((r) => r.events.map((e) => e.type));

const players: Player[] = [
  { name: 'Ada', email: 'ada@e2e.example.org', language: 'en', car: '', token: '' },
  { name: 'Bruno', email: 'bruno@e2e.example.org', language: 'it', car: '', token: '' },
  { name: 'Carla', email: 'carla@e2e.example.org', language: 'en', car: '', token: '' },
];
const [ada, bruno, carla] = players as [Player, Player, Player];

/** Bruno misses every third turn: the non-human player drives his car then. */
const brunoMisses = (turn: number) => turn % 3 === 2;

/** Each player's move for `turn`: Ada writes the AICS move text, the others send JSON. */
/** Every move names lane C for the curves it may reach: a move that names none for a curve it reaches goes to the GNU (SC-GNU-1). */
const moveBody = (player: Player, car: CarState, turn: number): Json => {
  if (player === ada) return { turn, text: `${steadySpeed(car, 120)} CC / CC * I` };
  const laneC = [{ kind: 'lane' as const, lane: 'C' }];
  const move: MoveInput = { speed: steadySpeed(car, 100), curve1: laneC, curve2: laneC, ...(player === carla ? { placement: [{ kind: 'inside' }] } : {}) };
  return { turn, ...move };
};

const exported = async (): Promise<Json> => ok('GET', `/races/${RACE}/export`);

describe('a short AICS race over HTTP against the local stack', () => {
  it('registers three players, one in Italian, each emailed a secret token', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: TITLE, circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 2, seed: SEED },
    });
    expect(created.status).toBe(201);
    expect(created.body.race).toMatchObject({ phase: 'registration', seed: null });
    for (const player of players) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ emailed: true });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect(players.map((p) => p.car)).toEqual(['1', '2', '3']);
    expect((await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race.phase).toBe('qualifying');
  });

  it('[SC-QUAL-3] [SC-QUAL-6] takes the builds and pole laps, as text and as moves, and the resolver publishes the grid', async () => {
    await ok('POST', `/races/${RACE}/qualifying`, { token: ada.token, body: { build: POLE_CAR, lapText: OVAL_LAP } });
    // SC-QUAL-8 Proposed: a program that ends before the line can never count, whatever the dice: refused, naming the lap.
    const short = await call('POST', `/races/${RACE}/qualifying`, {
      token: bruno.token,
      body: { build: POLE_CAR, lap: [100, 100, 100, 100, 100, 100, 100].map((speed) => ({ speed })) },
    });
    expect(short).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'lap', reason: expect.stringContaining('the program ends after 7 turns, before the line') }] },
    });
    await ok('POST', `/races/${RACE}/qualifying`, {
      token: bruno.token,
      body: { build: POLE_CAR, lap: [100, 100, 100, 100, 100, 100, 100, 100].map((speed) => ({ speed })) },
    });
    await ok('POST', `/races/${RACE}/qualifying`, {
      token: carla.token,
      body: { build: EXAMPLE_BUILD, lap: [120, 120, 120, 120, 120, 120, 120].map((speed) => ({ speed })) },
    });
    // Every lap is in: the step is due now, with no need to wait for the deadline (SC-PBEM-6).
    // The step's commit carries the laps it locked, in front of the grid.
    expect(await resolve()).toEqual(['QualifyingSubmitted', 'QualifyingSubmitted', 'QualifyingSubmitted', 'GridPublished']);
    const view = await raceView();
    expect(view.phase).toBe('setup');
    const published = eventsOf(await exported()).find((e) => e.type === 'GridPublished');
    const qualifying = (published?.type === 'GridPublished' ? published.events : []) as AicsRulesetEvent[];
    const results = Object.fromEntries(qualifying.flatMap((e) => (e.type === 'PoleLapDriven' ? [[e.car, e.result]] : [])));
    // Ada's program is the SC-QUAL-3 example car's valid lap of the test oval: 6 turns + 2 squares.
    expect(results[ada.car]).toEqual({ valid: true, turns: 6, squares: 2 });
    expect(results[carla.car]).toMatchObject({ valid: true, turns: expect.any(Number) });
    expect(results[bruno.car]).toEqual({ valid: true, turns: 8, squares: 5 });
    // The fewest turns takes pole (SC-QUAL-6).
    expect(view.grid).toEqual([ada.car, carla.car, bruno.car]);
  });

  it('[SC-QUAL-11] [SC-SOFT-1] takes the setups and starts the race', async () => {
    await ok('POST', `/races/${RACE}/setup`, { token: ada.token, body: { movePoint: { from: 'topSpeed', to: 'acc' } } });
    await ok('POST', `/races/${RACE}/setup`, { token: bruno.token, body: { softTyres: true } });
    await ok('POST', `/races/${RACE}/setup`, { token: carla.token, body: {} });
    expect(await resolve()).toEqual(['SetupSubmitted', 'SetupSubmitted', 'SetupSubmitted', 'RaceStarted']);
    const game = (await raceView()).game as AicsRaceState;
    expect(game.cars[ada.car]?.build).toEqual({ ...POLE_CAR, topSpeed: POLE_CAR.topSpeed - 1, acc: POLE_CAR.acc + 1 });
    expect(game.cars[bruno.car]?.softTyres).toBe(true);
    expect(game.cars[carla.car]?.softTyres).toBe(false);
  });

  it('[SC-PBEM-6] [SC-GNU-1] plays every turn to the finish, a pending move seen by its author only', async () => {
    let hiddenChecked = false;
    let view = await raceView();
    for (let played = 0; view.phase === 'racing'; played++) {
      if (played === MAX_TURNS) throw new Error(`the race did not finish in ${MAX_TURNS} turns: still at turn ${view.turn}`);
      const { turn, waitingFor } = view;
      const game = view.game as AicsRaceState;
      const missing = waitingFor.includes(bruno.car) && brunoMisses(turn);
      for (const player of players.filter((p) => waitingFor.includes(p.car) && !(p === bruno && missing))) {
        await ok('POST', `/races/${RACE}/moves`, { token: player.token, body: moveBody(player, game.cars[player.car]!, turn) });
        if (turn === 3 && player === ada) {
          // Contract 4: Bruno sees that Ada has moved, never her move: it is in no history before the turn is played.
          const submitted = eventsOf(await ok('GET', `/races/${RACE}/events?after=0`, { token: bruno.token })).filter(
            (e) => e.type === 'MoveSubmitted' && e.turn === turn,
          );
          expect(submitted).toEqual([]);
          const seen = await raceView(bruno.token);
          expect(seen.entries.find((e) => e.car === ada.car)).toEqual({ car: ada.car, name: 'Ada', status: 'in', sent: true });
          expect(seen.you).toMatchObject({ car: bruno.car, pending: null });
          expect(await ok('GET', `/races/${RACE}/moves/mine`, { token: bruno.token })).toMatchObject({ car: bruno.car, move: null });
          expect(await ok('GET', `/races/${RACE}/moves/mine`, { token: ada.token })).toMatchObject({ car: ada.car, text: expect.stringMatching(/^\d+/) });
          hiddenChecked = true;
        }
      }
      if (missing) {
        expect(await resolve(), 'a turn with a move missing waits for its deadline').toEqual([]);
        later(49);
      }
      expect(await resolve(), `turn ${turn}`).toContain('TurnResolved');
      view = await raceView();
    }
    expect(hiddenChecked).toBe(true);
    const resolved = eventsOf(await exported()).flatMap((e) => (e.type === 'TurnResolved' ? [e] : []));
    const defaulted = resolved.flatMap((e) => (e.events as AicsRulesetEvent[]).filter((a) => a.type === 'MoveDefaulted').map((a) => [e.turn, a.car, a.reason]));
    const missedTurns = resolved.filter((e) => e.moves[bruno.car] === null).map((e) => e.turn);
    // The GNU drove Bruno's car exactly when his move was missing; every move sent was played as sent.
    expect(missedTurns.length).toBeGreaterThan(0);
    expect(defaulted).toEqual(missedTurns.map((turn) => [turn, bruno.car, 'missing']));
  });

  it('[SC-WIN-3] shows the classification with its points and reveals the dice seed', async () => {
    const view = await raceView();
    expect(view.phase).toBe('finished');
    expect(view.seed).toBe(SEED);
    const classified = (view.game as AicsRaceState).classification ?? [];
    // All three cars crossed the line: the first three places of the Formula 1 scale.
    expect(classified.map((c) => c.place)).toEqual([1, 2, 3]);
    expect(classified.map((c) => c.points)).toEqual([10, 6, 4]);
    expect(view.classification).toEqual(classified.map((c) => c.car));
    expect([...view.classification].sort()).toEqual(players.map((p) => p.car));
  });

  it('[SC-PBEM-8] emails every player, in his language, the token, the grid, the start, each turn and the finish, once each', async () => {
    const turns = eventsOf(await exported()).filter((e) => e.type === 'TurnResolved').length;
    const turnNumbers = Array.from({ length: turns }, (_, i) => i + 1);
    for (const player of players) {
      const { steps: emails } = apartFromLastToSend(await mailbox(player.email));
      const subjects =
        player.language === 'it'
          ? [
              `${TITLE}: iscrizione confermata`,
              `${TITLE}: iscrizioni chiuse`,
              `${TITLE}: griglia di partenza`,
              `${TITLE}: la gara è partita`,
              ...turnNumbers.map((t) => `${TITLE}: turno ${t} risolto`),
              `${TITLE}: classifica finale`,
            ]
          : [
              `${TITLE}: registration confirmed`,
              `${TITLE}: registration closed`,
              `${TITLE}: starting grid`,
              `${TITLE}: the race has started`,
              ...turnNumbers.map((t) => `${TITLE}: turn ${t} resolved`),
              `${TITLE}: final classification`,
            ];
      expect(emails.map((e) => e.subject)).toEqual(subjects);
      for (const email of emails) {
        expect(email.body.text, email.subject).toBeTruthy();
        expect(email.body.html, email.subject).toContain(`<html lang="${player.language}">`);
      }
      expect(emails[0]?.body.text).toContain(player.token);
      expect(emails[0]?.body.html).toContain(player.token);
      expect(emails.at(-1)?.body.text).toContain(SEED);
      expect(emails[0]?.body.text).toContain(player.language === 'it' ? `Ciao ${player.name},` : `Hello ${player.name},`);
      // The close of registration says what to send first; the start that turn 1 is open, and until when.
      expect(emails[1]?.body.text).toContain(player.language === 'it' ? "Invia la costruzione dell'auto" : 'Send your car build');
      const start = emails[3]?.body.text ?? '';
      expect(start).toContain(player.language === 'it' ? 'il turno 1 è aperto' : 'turn 1 is open');
      expect(start).toMatch(player.language === 'it' ? /Invia la tua mossa entro .+ 2\d{3} alle ore/ : /Send your move by .+ 2\d{3} at/);
    }
    const missedTurn = turnNumbers.find(brunoMisses);
    const brunoTurn = (await mailbox(bruno.email)).find((e) => e.subject === `${TITLE}: turno ${missedTurn} risolto`);
    expect(brunoTurn?.body.text).toContain('per questa auto ha giocato lo GNU');
  });

  it('[SC-DICE-2] [SC-DICE-3] answers GET /dice/{code} for every roll an email names, with what it was for', async () => {
    const texts = (await mailbox(ada.email)).map((e) => e.body.text ?? '').join('\n');
    const codes = [...texts.matchAll(/\(verification code ([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(codes.filter((code) => !code.startsWith(`${RACE}-0-`)).length, 'rolls of the race turns').toBeGreaterThan(0);
    const rolls = new Map(
      eventsOf(await exported())
        .flatMap((e) => (e.type === 'GridPublished' || e.type === 'TurnResolved' ? e.rolls : []))
        .map((r) => [r.code, r]),
    );
    for (const code of codes) {
      const roll = rolls.get(code);
      expect(roll, `${code} is in the log`).toBeDefined();
      const { status, body } = await call('GET', `/dice/${code}`);
      expect(status, code).toBe(200);
      expect(body).toMatchObject({ ...roll, raceId: RACE, seed: SEED, verification: { valid: true } });
    }
  });

  it('exports a log that the auditor verifies and that folds to the state the API serves', async () => {
    const log = await exported();
    const events = eventsOf(log);
    const steps = events.filter((e) => e.type === 'GridPublished' || e.type === 'TurnResolved');
    const counted = { turns: steps.length - 1, rolls: steps.reduce((sum, e) => sum + e.rolls.length, 0) };
    expect(counted.turns).toBeGreaterThan(0);
    expect(auditRace(log, rulesets)).toEqual({ ok: true, ...counted });

    const out: string[] = [];
    const exitCode = await runAudit([`${stack.urls.api}/races/${RACE}`], rulesets, { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect({ exitCode, out }).toEqual({ exitCode: 0, out: [`race verified: ${counted.turns} turns, ${counted.rolls} rolls`] });

    const folded = events.reduce(race.evolve, race.initialState);
    const served = await raceView(organiser());
    expect(JSON.parse(JSON.stringify(race.publicView(folded, { role: 'organiser' })))).toEqual(served);
  });

  it('stops cleanly', async () => {
    await stack.stop();
    stopped = true;
    await expect(fetch(`${stack.urls.api}/races`)).rejects.toThrow();
    await expect(fetch(`${stack.urls.mailbox}store`)).rejects.toThrow();
    await expect(fetch(stack.urls.dynamodb)).rejects.toThrow();
  });
});
