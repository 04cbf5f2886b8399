import { describe, expect, it } from 'vitest';
import { runawayDue } from '../../domain/lamborghini/check.ts';
import { nonHumanMove } from '../../domain/lamborghini/non-human.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { eventsOf, type Json } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';

const RACE = 'lambo1';
const SEED = '1a4b0'.padEnd(64, '0');
const MAX_STEPS = 300;
const BOARD = lamborghini.shippedCircuits()['circuit-a']!;

const { call, ok, mailbox, organiser, resolve, later } = localRaceStack('speed-master-lambo-', '2025-11-01T08:00:00.000Z');
const raceView = async (token?: string): Promise<RaceView> => (await ok('GET', `/races/${RACE}`, token ? { token } : {})).race as RaceView;

const ada = { name: 'Ada', email: 'ada@lambo.example.org', language: 'en', car: '', token: '' };
const bruno = { name: 'Bruno', email: 'bruno@lambo.example.org', language: 'it', car: '', token: '' };

describe('a seeded Lamborghini race over HTTP against the local stack', () => {
  it('is created on circuit A and registers two players, each emailed a secret token', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Monza', circuitId: 'circuit-a', rulesetId: 'lamborghini', seed: SEED },
    });
    expect(created.status).toBe(201);
    for (const player of [ada, bruno]) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    const closed = (await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race as RaceView;
    expect(closed.step?.kind).toBe('choose');
  });

  it('refuses a card no face-up card is, naming the field', async () => {
    const step = (await raceView()).step!;
    const seat = step.cars[0] === ada.car ? ada : bruno;
    const refused = await call('POST', `/races/${RACE}/submissions`, { token: seat.token, body: { step: step.id, submission: { cards: ['Z9'] } } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/^cards/) })]);
  });

  it('plays every step to the finish, and never shows Bruno (in his choices too) or the public a card dealt face down to Ada, nor her instruction for her Brakes', async () => {
    let view = await raceView();
    let sent = 0;
    let looked = 0;
    let choicesLooked = 0;
    let instructed = false;
    /** Ada's moves sent with a runaway check still to make, and the cards she played on them. */
    const runaways: string[][] = [];
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} steps: still at ${view.step?.id}`);
      const step = view.step!;
      const own = (await raceView(ada.token)).game as LamborghiniState | undefined;
      const chosen = new Set(
        eventsOf(await ok('GET', `/races/${RACE}/export`, { token: organiser() })).flatMap((event) =>
          event.type === 'StepPlayed' || event.type === 'RegistrationClosed'
            ? ((event as { events?: { type: string; cards?: string[]; card?: string }[] }).events ?? []).flatMap((g) =>
                g.type === 'chose' ? (g.cards ?? []) : g.type === 'turnedUp' && g.card ? [g.card] : [],
              )
            : [],
        ),
      );
      const secrets = (own?.murcielagos[ada.car]?.hand ?? []).filter((id) => !chosen.has(id));
      if (secrets.length > 0) {
        // Every answer Bruno or the public can get: the race, its events, its export and its picture.
        for (const token of [bruno.token, undefined])
          for (const path of [`/races/${RACE}`, `/races/${RACE}/events`, `/races/${RACE}/export`, `/races/${RACE}/circuit.svg`]) {
            const answer = await call('GET', path, token ? { token } : {});
            expect(answer.status, path).toBe(200);
            const seen = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
            // A card as a JSON string or an attribute, or as the text of a picture's element.
            expect(
              secrets.filter((id) => seen.includes(`"${id}"`) || seen.includes(`>${id}<`)),
              path,
            ).toEqual([]);
            // LB-CARD-1: her standing instruction is hers alone, in the state, the game's events and her move submissions.
            expect(seen, path).not.toContain('"brakesOutOfTurn":"fromSecond"');
            expect(seen, path).not.toContain('brakesInstructed');
            looked += 1;
          }
        // Bruno's choices in his own steps, their words and their picture, name none of her cards.
        if (step.cars.includes(bruno.car)) {
          const choices = await call('POST', `/races/${RACE}/submissions/choices`, { token: bruno.token, body: { step: step.id, picks: {} } });
          expect(choices.status).toBe(200);
          const seen = JSON.stringify(choices.body);
          expect(secrets.filter((id) => new RegExp(`(?<![A-Za-z0-9])${id}(?![0-9])`).test(seen))).toEqual([]);
          choicesLooked += 1;
        }
      }
      if (step.cars.includes(ada.car) && (step.kind === 'move' || step.kind === 'direction') && own) {
        const move = step.kind === 'move' ? nonHumanMove(own, BOARD, ada.car) : undefined;
        // Her first move sets her Brakes to be played out of turn only against a 2nd or 3rd damage (LB-CARD-1, LB-GAP-8).
        const submission = move ? (instructed ? move : { ...move, brakesOutOfTurn: 'fromSecond' }) : { heading: 'forward' };
        if (move && !instructed) {
          const refused = await call('POST', `/races/${RACE}/submissions`, {
            token: ada.token,
            body: { step: step.id, submission: { ...move, brakesOutOfTurn: 'sometimes' } },
          });
          expect(refused.status).toBe(400);
          expect(refused.body.errors).toEqual([expect.objectContaining({ field: expect.stringMatching(/brakesOutOfTurn$/) })]);
          instructed = true;
        }
        if (move && !own.race.turn!.moving && runawayDue(own.race.turn!)) runaways.push(move.cards ?? []);
        const receipt = await ok('POST', `/races/${RACE}/submissions`, { token: ada.token, body: { step: step.id, submission } });
        expect(receipt).toMatchObject({ car: ada.car, step: step.id });
        sent += 1;
      } else later(25);
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    expect(sent).toBeGreaterThan(5);
    expect(looked).toBeGreaterThan(5);
    expect(choicesLooked).toBeGreaterThan(5);
    // LB-CHECK-1, LB-RUN-1: her runaway checks were made in the steps she sent, after she saw the Speed card.
    expect(runaways.length).toBeGreaterThan(0);
    const played = eventsOf(await ok('GET', `/races/${RACE}/export`, { token: organiser() })).filter(
      (event) => event.type === 'StepPlayed' && (event as { kind?: string }).kind === 'move',
    ) as unknown as { submissions: Record<string, unknown>; events: { type: string; car?: string; reason?: string }[] }[];
    const checkedInHers = played
      .filter(({ submissions }) => submissions[ada.car] != null)
      .flatMap(({ events }) => events.filter((g) => g.type === 'checked' && g.car === ada.car && g.reason === 'runaway'));
    expect(checkedInHers).toHaveLength(runaways.length);
    const adaView = (await raceView(ada.token)).game as LamborghiniState;
    expect(adaView.race.cars[ada.car]!.brakesOutOfTurn).toBe('fromSecond');
    const finished = await raceView();
    expect([...finished.classification].sort()).toEqual([ada.car, bruno.car]);
    // The emails before the finish tell Bruno nothing of the cards Ada was dealt face down and kept.
    const log = eventsOf(await ok('GET', `/races/${RACE}/export`, { token: organiser() }));
    const gameEvents = log.flatMap((event) => (event as { events?: { type: string; car?: string; card?: string }[] }).events ?? []);
    const kept = gameEvents
      .filter((g) => g.type === 'granted' && g.car === ada.car)
      .map((g) => g.card!)
      .filter((id) => !gameEvents.some((g) => g.type === 'cardPlayed' && g.card === id));
    expect(kept.length).toBeGreaterThan(0);
    const before = (await mailbox(bruno.email)).slice(0, -1);
    expect(before.length).toBeGreaterThan(5);
    for (const email of before)
      expect(
        kept.filter((id) => new RegExp(`\\b${id}\\b`).test(`${email.body.text}${email.body.html}`)),
        email.subject,
      ).toEqual([]);
    const page = await call('GET', `/races/${RACE}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.type).toContain('text/html');
    // A whole race of steps, each emailed with its picture: about a minute on a busy machine.
  }, 300_000);

  it('exports a log that the auditor verifies, and catches a shuffle or a draw tampered with', async () => {
    const log = await ok('GET', `/races/${RACE}/export`);
    expect(auditRace(log, rulesets)).toMatchObject({ ok: true });

    const shuffled = structuredClone(log);
    const closing = (shuffled.commits as { events: Json[] }[]).flatMap((k) => k.events).find((e) => e.type === 'RegistrationClosed')!;
    const order = closing.shuffles[0].order as number[];
    [order[0], order[1]] = [order[1]!, order[0]!];
    expect(auditRace(shuffled, rulesets)).toMatchObject({ ok: false });

    const drawn = structuredClone(log);
    const played = (drawn.commits as { events: Json[] }[])
      .flatMap((k) => k.events)
      .find((e) => e.type === 'StepPlayed' && e.kind === 'move' && e.events.some((g: Json) => g.type === 'speedDrawn'))!;
    const draw = played.events.find((g: Json) => g.type === 'speedDrawn');
    draw.card = draw.card === 'N1' ? 'N2' : 'N1';
    expect(auditRace(drawn, rulesets)).toMatchObject({ ok: false });
  });
});
