import { describe, expect, it } from 'vitest';
import { createRace, type RaceView } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { classificationOf } from '../../domain/vektorace/evolve.ts';
import { chooseMove } from '../../domain/vektorace/non-human.ts';
import { printMove } from '../../domain/vektorace/notation.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import { type Preview, previewMove } from '../../domain/vektorace/preview.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { runAudit } from '../../tools/audit/cli.ts';
import { apartFromLastToSend, eventsOf, type Json, stepsOf } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';

const RACE = 'vk1';
const TITLE = 'Vektor GP';
const SEED = '7ec7024'.padEnd(64, '0');
const MAX_STEPS = 200;
const CIRCUIT = vektorace.shippedCircuits().default!;
const race = createRace(rulesets);

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
}

const { call, ok, mailbox, stack, organiser, resolve, later } = localRaceStack('speed-master-vk-', '2025-10-01T08:00:00.000Z');

const raceView = async (token?: string): Promise<RaceView> => (await ok('GET', `/races/${RACE}`, token ? { token } : {})).race as RaceView;
const exported = async (): Promise<Json> => ok('GET', `/races/${RACE}/export`);
const gameTypes = (step: { events: unknown[] }) => (step.events as { type: string }[]).map((e) => e.type);

const players: Player[] = [
  { name: 'Ada', email: 'ada@vk.example.org', language: 'en', car: '', token: '' },
  { name: 'Bruno', email: 'bruno@vk.example.org', language: 'it', car: '', token: '' },
  { name: 'Carla', email: 'carla@vk.example.org', language: 'en', car: '', token: '' },
];
const [ada, bruno, carla] = players as [Player, Player, Player];

describe('a seeded Vektorace race over HTTP against the local stack', () => {
  it('is created on the default circuit with the Super Power tokens and registers three players, one in Italian; closing registration places the cars and opens the start step', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: TITLE, circuitId: 'default', rulesetId: vektorace.id, laps: 1, maxConsecutiveMissedMoves: 200, superPowers: true, seed: SEED },
    });
    expect(created.status).toBe(201);
    expect(created.body.race).toMatchObject({ phase: 'registration', rulesetId: vektorace.id, circuitId: 'default' });
    for (const player of players) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    const closed = (await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race as RaceView;
    const game = closed.game as VektoraceState;
    // VK-START-1: every car, in the order drawn, sends its start choices at once.
    expect(closed).toMatchObject({ phase: 'start', step: { id: 'start', kind: 'start', number: 0, cars: game.order, notation: true } });
    // The seed draws Carla's car for pole, then Ada's, then Bruno's.
    expect(game.order).toEqual([carla.car, ada.car, bruno.car]);
    expect(game.reserve).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
  });

  it('[VK-START-2] [VK-START-4] [VK-SP-2] takes every player’s start choices at once, refusing those that break the rules by the field they name', async () => {
    const [pole, second] = [carla, ada];
    const send = (player: Player, body: Json) => call('POST', `/races/${RACE}/submissions`, { token: player.token, body: { step: 'start', ...body } });
    // VK-START-2: 8 points in all.
    expect(await send(second, { submission: { gomma: 5, nitro: 4, powers: [] } })).toMatchObject({ status: 400, body: { errors: [{ field: 'nitro' }] } });
    expect(await send(second, { text: 'G5N4' })).toMatchObject({ status: 400, body: { errors: [{ field: 'text[1]' }] } });
    // VK-START-4: the pole player, and only he, chooses the first gear; VK-SP-2: with the tokens each says which he wants, or none.
    expect(await send(second, { submission: { gomma: 6, nitro: 2, firstGear: 5, powers: [] } })).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'firstGear' }] },
    });
    expect(await send(pole, { text: 'G3N5 PC' })).toMatchObject({ status: 400, body: { errors: [{ field: 'firstGear' }] } });
    expect(await send(pole, { text: 'G3N5 >5 PCC' })).toMatchObject({ status: 400, body: { errors: [{ field: 'text[11]' }] } });
    expect(await send(pole, { text: 'G3N5 >5 PCG' })).toMatchObject({ status: 200 });
    expect(await send(second, { submission: { gomma: 6, nitro: 2, powers: ['C', 'A'] } })).toMatchObject({ status: 200 });
    // Bruno sends nothing: the step waits for him until its deadline.
    expect(await resolve()).toEqual([]);
    later(25);
    expect(await resolve()).toContain('StepPlayed');
    const view = await raceView();
    const game = view.game as VektoraceState;
    expect(view.step).toMatchObject({ id: 'move-1', kind: 'move', cars: [pole.car] });
    const held = (p: Player) => game.cars[p.car]!;
    expect([held(pole).gomma, held(pole).nitro, held(second).gomma, held(second).nitro]).toEqual([3, 5, 6, 2]);
    expect(Object.values(game.cars).map((c) => c.gear)).toEqual([5, 5, 5]);
    // VK-SP-2, from the last car up to the pole: Bruno's non-human player takes C, Ada then A (C gone), Carla on pole G (C gone).
    expect([held(bruno).power?.power, held(second).power?.power, held(pole).power?.power]).toEqual(['C', 'A', 'G']);
    expect([held(bruno).gomma, held(bruno).nitro]).toEqual([4, 4]);
  });

  it('refuses a move that is not the car’s, or that the notation cannot read, naming the column', async () => {
    const view = await raceView();
    const first = view.step!.cars[0]!;
    const other = players.find((p) => p.car !== first && p !== carla)!;
    const notYours = await call('POST', `/races/${RACE}/submissions`, { token: other.token, body: { text: '4 F F0 >4' } });
    expect(notYours.status).toBeGreaterThanOrEqual(400);
    expect(notYours.status).toBeLessThan(500);
    const owner = players.find((p) => p.car === first)!;
    const unreadable = await call('POST', `/races/${RACE}/submissions`, { token: owner.token, body: { text: '4 X F0 >4' } });
    expect(unreadable).toMatchObject({ status: 400, body: { errors: [{ field: 'text[3]' }] } });
  });

  it('[VK-GEAR-1] previews every legal end of the open move with the ways to reach it, the move the non-human would make among them', async () => {
    const view = await raceView();
    const car = view.step!.cars[0]!;
    const owner = players.find((p) => p.car === car)!;
    const move = chooseMove(CIRCUIT, beforeMove(view.game as VektoraceState), car);
    const { preview } = (await ok('POST', `/races/${RACE}/submissions/preview`, { token: owner.token, body: { text: printMove(move) } })) as {
      preview: Preview;
    };
    expect(preview).toMatchObject({ car, kind: 'move', declared: (view.game as VektoraceState).cars[car]!.gear });
    expect(preview.ends.length).toBeGreaterThan(1);
    const ways = preview.ends.flatMap((end) => end.ways.map((way) => way.move));
    expect(ways).toContain(printMove(move).replace(/ >\d+G?$/, ''));
  });

  it('offers the open move’s legal ends drawn on the picture to click, to the player whose move it is only', async () => {
    const view = await raceView();
    const car = view.step!.cars[0]!;
    const owner = players.find((p) => p.car === car)!;
    const other = players.find((p) => p.car !== car)!;
    const answer = await ok('GET', `/races/${RACE}/submissions/ends`, { token: owner.token });
    const preview = previewMove(CIRCUIT, beforeMove(view.game as VektoraceState), car);
    expect(answer).toMatchObject({ step: view.step!.id, car });
    expect(answer.ends).toHaveLength(preview.ends.length + (preview.braking?.ends.length ?? 0));
    for (const end of answer.ends as { id: string }[]) expect(answer.picture).toContain(`data-end="${end.id}"`);
    expect(await call('GET', `/races/${RACE}/submissions/ends`, { token: other.token })).toMatchObject({ status: 409, body: { errors: [{ field: 'car' }] } });
    expect((await call('GET', `/races/${RACE}/submissions/ends`, {})).status).toBe(401);
  });

  it('plays each move as soon as it arrives, and Carla’s at its own deadline by the non-human player, to the finish', async () => {
    let view = await raceView();
    let waitedForCarla = 0;
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} moves: still at ${view.step?.id}`);
      const step = view.step!;
      const car = step.cars[0]!;
      const player = players.find((p) => p.car === car)!;
      if (player === carla) {
        expect(await resolve(), `${step.id} before its deadline`).toEqual([]);
        later(25);
        waitedForCarla++;
      } else {
        const move = chooseMove(CIRCUIT, beforeMove(view.game as VektoraceState), car);
        const body = player === ada ? { step: step.id, text: printMove(move) } : { step: step.id, submission: move };
        const receipt = await ok('POST', `/races/${RACE}/submissions`, { token: player.token, body });
        expect(receipt).toMatchObject({ car, step: step.id });
      }
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    // Every round's email draws the race for each reader: the race takes a while.
    expect(waitedForCarla).toBeGreaterThan(5);
    const played = stepsOf(eventsOf(await exported())).filter((e) => e.step !== 'start');
    expect(played.every((e) => Object.keys(e.submissions).length === 1)).toBe(true);
    expect(played.filter((e) => carla.car in e.submissions).every((e) => e.submissions[carla.car] === null)).toBe(true);
    // Ada's text was read by the notation into the same data Bruno sends.
    for (const sender of [ada, bruno])
      expect(played.find((e) => sender.car in e.submissions)!.submissions[sender.car]).toMatchObject({ kind: 'drive', placement: expect.any(String) });
  }, 300_000);

  it('[VK-WIN-1] classifies every car in the order they crossed the line and reveals the seed', async () => {
    const view = await raceView();
    expect(view).toMatchObject({ phase: 'finished', seed: SEED, step: null });
    const game = view.game as VektoraceState;
    expect(view.classification).toEqual(classificationOf(game));
    expect(game.finishers).toEqual(view.classification);
    expect([...view.classification].sort()).toEqual(['1', '2', '3']);
  });

  it('emails every player the start, the player whose move opens at once, and every player once a round with its moves, in his language', async () => {
    const played = stepsOf(eventsOf(await exported()));
    const carOf = (e: (typeof played)[number]) => Object.keys(e.submissions)[0]!;
    const rounds = played.filter((e) => gameTypes(e).includes('RoundEnded'));
    expect(rounds.length).toBeGreaterThan(10);
    for (const player of players) {
      const it = player.language === 'it';
      // Each step by its name in the reader's words (RaceReporter.stepName).
      const subject = (name: string) => (it ? `${TITLE}: ${name}, esito` : `${TITLE}: ${name} played`);
      const expected = played.flatMap((e, i) => {
        if (e.step === 'start') return [subject(it ? 'partenza' : 'start')];
        const closed = (e.events as { type: string; round?: number }[]).find((g) => g.type === 'RoundEnded');
        if (closed) return [subject(`round ${closed.round}`)];
        return played[i + 1] && carOf(played[i + 1]!) === player.car ? [subject(`${it ? 'mossa' : 'move'} ${e.number}`)] : [];
      });
      const { steps: emails } = apartFromLastToSend(await mailbox(player.email));
      expect(emails.map((e) => e.subject)).toEqual([
        it ? `${TITLE}: iscrizione confermata` : `${TITLE}: registration confirmed`,
        it ? `${TITLE}: iscrizioni chiuse` : `${TITLE}: registration closed`,
        ...expected,
        it ? `${TITLE}: classifica finale` : `${TITLE}: final classification`,
      ]);
      const start = emails.find((e) => e.subject === subject(it ? 'partenza' : 'start'))?.body.text ?? '';
      expect(start).toMatch(it ? /parte con 3 punti Gomma e 5 Nitro/ : /starts with 3 Gomma and 5 Nitro points/);
      expect(start).toMatch(it ? /ha preso il Super Potere A/ : /took Super Power token A/);
      expect(start).toMatch(it ? /prima mossa in 5ª/ : /first move in gear 5/);
      const round = emails.find((e) => e.subject === subject('round 2'))?.body.text ?? '';
      // Every car's move of the round, in Vektorace's words, and the players table.
      for (const other of players) expect(round).toContain(other.name);
      expect(round).toMatch(it ? /ha mosso \d/ : /moved \d/);
      expect(round).toMatch(it ? /Marcia\s+Gomma\s+Nitro\s+Giri\s+Stato/ : /Gear\s+Gomma\s+Nitro\s+Laps\s+Status/);
      expect(round).toMatch(it ? /ordine di gioco/ : /order of play/);
    }
  });

  it('serves the race page and lists the shipped circuits', async () => {
    const page = await call('GET', `/races/${RACE}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    expect((await ok('GET', '/circuits')).shipped[vektorace.id]).toEqual(Object.keys(vektorace.shippedCircuits()));
  });

  it('exports a log that the auditor verifies, folds to the state the API serves, and catches a tampered start order', async () => {
    const log = await exported();
    const events = eventsOf(log);
    const played = stepsOf(events);
    expect(auditRace(log, rulesets)).toEqual({ ok: true, turns: played.length, rolls: 0, shuffles: 1 });
    const out: string[] = [];
    const exitCode = await runAudit([`${stack().urls.api}/races/${RACE}`], rulesets, { out: (line) => out.push(line), err: (line) => out.push(line) });
    expect(exitCode).toBe(0);

    const folded = events.reduce(race.evolve, race.initialState);
    expect(JSON.parse(JSON.stringify(race.publicView(folded, { role: 'organiser' })))).toEqual(await raceView(organiser()));

    const tampered = structuredClone(log);
    const closing = (tampered.commits as { events: Json[] }[]).flatMap((k) => k.events).find((e) => e.type === 'RegistrationClosed')!;
    const order = closing.shuffles[0].order as number[];
    closing.shuffles[0].order = [order[1], order[0], ...order.slice(2)];
    expect(auditRace(tampered, rulesets)).toMatchObject({ ok: false });
  });
});
