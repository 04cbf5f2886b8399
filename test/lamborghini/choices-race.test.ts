/**
 * The shortest Lamborghini race (the Short game, two players of one car, one lap) played to the
 * finish over HTTP by two players who only click: each asks `POST /races/{id}/submissions/choices`
 * with his picks so far, picks one of the options it offers, and sends the submission the choices
 * give (`POST /races/{id}/submissions`), never a notation or JSON of his own; the organiser plays
 * each step. Ada reads English, Bruno Italian, each in every word of his choices. Each answer's
 * marks are on its picture, and no question is a dead end (choices-driver.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Choices, Picks } from '../../domain/race/choices.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { mulberry32 } from '../crash/prng.ts';
import { localRaceStack } from '../support/local-race.ts';
import { nextPicks, type Preference } from './choices-driver.ts';

const RACE = 'lambo_clicks';
const SEED = 'c11c'.padEnd(64, '0');
const MAX_STEPS = 300;

const { call, ok, organiser, resolve } = localRaceStack('speed-master-lambo-choices-', '2025-11-03T08:00:00.000Z');
const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${RACE}`)).race as RaceView;

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
  /** Every word his choices showed him. */
  words: string[];
}
const ada: Player = { name: 'Ada', email: 'ada@clicks.example.org', language: 'en', car: '', token: '', words: [] };
const bruno: Player = { name: 'Bruno', email: 'bruno@clicks.example.org', language: 'it', car: '', token: '', words: [] };

/** Words of the page in one language that the other never uses. */
const ENGLISH = /\b(the|and|your|you|card|cards|square|squares|pile|forward|speed|lane|row|check|Choose|Turn up|Car|Driver)\b/;
const ITALIAN = /\b(carta|carte|casella|caselle|mazzo|avanti|velocità|corsia|fila|verifica|Scegli|Scopri|Auto|Pilota)\b/;

const wordsOf = (choices: Choices): string[] => [
  ...choices.questions.flatMap(({ label, help, options }) => [
    label,
    help ?? '',
    ...options.flatMap((one) => [one.label, one.detail ?? '', one.disabled ?? '']),
  ]),
  ...choices.summary,
  ...choices.warnings,
];

/** A player who means to race: a Car or Driver card when he may take one; otherwise as chance has it. */
const racer: Preference = (question, options) => (question.id === 'cards' ? options.find(({ id }) => /^[CD]/.test(id))?.id : undefined);

describe('a Lamborghini race played by clicking the choices alone', () => {
  it('is created for two players, one lap, and registers Ada (English) and Bruno (Italian)', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Clicks', circuitId: 'circuit-a', rulesetId: 'lamborghini', seed: SEED, laps: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const player of [ada, bruno]) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() });
  });

  it('plays every step to the finish from the choices, each player in his own language', async () => {
    const random = mulberry32(26);
    let view = await raceView();
    const kinds = new Set<string>();
    let asked = 0;
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} steps: still at ${view.step?.id}`);
      const step = view.step!;
      for (const car of step.cars) {
        const player = car === ada.car ? ada : bruno;
        let picks: Picks = {};
        for (let look = 0; ; look++) {
          const choices = (await ok('POST', `/races/${RACE}/submissions/choices`, { token: player.token, body: { step: step.id, car, picks } })) as Choices & {
            step: string;
          };
          asked += 1;
          expect(choices.step).toBe(step.id);
          player.words.push(...wordsOf(choices));
          const next = nextPicks(choices, picks, () => random.next(), look === 0, racer);
          if (next === undefined) {
            const receipt = await ok('POST', `/races/${RACE}/submissions`, {
              token: player.token,
              body: { step: step.id, car, submission: choices.submission },
            });
            expect(receipt).toMatchObject({ car, step: step.id });
            break;
          }
          picks = next;
        }
      }
      kinds.add(step.kind);
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['choose', 'move', 'turnUp']));
    expect([...view.classification].sort()).toEqual([ada.car, bruno.car].sort());
    expect(asked).toBeGreaterThan(50);
    const italian = bruno.words.filter((text) => ENGLISH.test(text));
    expect(italian, 'English words on the Italian seat').toEqual([]);
    expect(bruno.words.some((text) => ITALIAN.test(text))).toBe(true);
    expect(
      ada.words.filter((text) => ITALIAN.test(text)),
      'Italian words on the English seat',
    ).toEqual([]);
    expect(ada.words.some((text) => ENGLISH.test(text))).toBe(true);
  }, 300_000);
});
