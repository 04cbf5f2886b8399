/**
 * Issue 26: a one-lap Vektorace race on the smallest circuit played to the finish over HTTP by two
 * registered players, one Italian and one English, who only pick among the choices the API lists
 * (`POST /submissions/choices`) and send the submission those picks make: never notation, never
 * JSON of their own. Each picks the end the non-human player would drive to, keeps the cheapest
 * way there, and declares the gear it would, or the nearest offered; the organiser resolves.
 */
import { describe, expect, it } from 'vitest';
import type { StepChoices } from '../../domain/race/choices.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { eventsOf, type Json, stepsOf } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';
import { intendedPicks, nearestGear, onThePicture } from './intent.ts';

const RACE = 'vk_clicks';
const SEED = '26'.padEnd(64, '0');
const MAX_STEPS = 200;
const CIRCUIT = vektorace.shippedCircuits().default!;

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
  /** Every word the choices showed him. */
  read: string[];
}

const { call, ok, organiser, resolve } = localRaceStack('speed-master-vk-choices-', '2025-11-01T08:00:00.000Z');

const players: Player[] = [
  { name: 'Bruna', email: 'bruna@vk.example.org', language: 'it', car: '', token: '', read: [] },
  { name: 'Ed', email: 'ed@vk.example.org', language: 'en', car: '', token: '', read: [] },
];

const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${RACE}`)).race as RaceView;

/** The choices of the player's car in the open step, given his picks, every word of them kept. */
const choices = async (player: Player, step: string, picks: Record<string, string[]>): Promise<StepChoices> => {
  const answer = (await ok('POST', `/races/${RACE}/submissions/choices`, { token: player.token, body: { step, picks } })) as StepChoices;
  player.read.push(
    ...answer.questions.flatMap((q) => [q.label, q.help ?? '', ...q.options.flatMap((o) => [o.label, o.detail ?? ''])]),
    ...answer.summary,
    ...answer.warnings,
  );
  return answer;
};

const send = async (player: Player, step: string, submission: unknown) =>
  expect(await ok('POST', `/races/${RACE}/submissions`, { token: player.token, body: { step, submission } })).toMatchObject({ car: player.car, step });

describe('a Vektorace race played by clicking the choices only', () => {
  it('registers an Italian and an English player for one lap of the smallest circuit with the Super Power tokens', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Vektor Clicks', circuitId: 'default', rulesetId: vektorace.id, laps: 1, superPowers: true, seed: SEED },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const player of players) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect((await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race).toMatchObject({ phase: 'start', step: { id: 'start' } });
  });

  it('[VK-START-2] [VK-START-4] [VK-SP-2] asks each seat only what the race and his place need: the split, the first gear from pole only, the tokens wanted', async () => {
    const view = await raceView();
    const pole = (view.game as VektoraceState).order[0];
    for (const player of players) {
      const asked = await choices(player, 'start', {});
      expect(asked.questions.map((q) => q.id)).toEqual(player.car === pole ? ['points', 'firstGear', 'powers'] : ['points', 'powers']);
      const picks = { points: ['gomma-4'], powers: ['G', 'C'], ...(player.car === pole ? { firstGear: ['gear-4'] } : {}) };
      const answer = await choices(player, 'start', picks);
      expect(answer.submission).toEqual({ gomma: 4, nitro: 4, powers: ['G', 'C'], ...(player.car === pole ? { firstGear: 4 } : {}) });
      await send(player, 'start', answer.submission);
    }
    expect(await resolve()).toContain('StepPlayed');
    const game = (await raceView()).game as VektoraceState;
    // VK-SP-2: the last car chooses first and takes G; the pole car then C.
    expect(players.map((p) => game.cars[p.car]!.power?.power).sort()).toEqual(['C', 'G']);
  });

  it('plays every move by picking an end on the picture, keeping the cheapest way and declaring a gear, to the finish', async () => {
    let view = await raceView();
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} moves: still at ${view.step?.id}`);
      const step = view.step!;
      const player = players.find((p) => p.car === step.cars[0])!;
      const wanted = intendedPicks(CIRCUIT, view.game as VektoraceState, player.car);
      const first = await choices(player, step.id, {});
      const ends = first.questions.find((q) => q.id === 'end')!;
      expect(ends.options.map((o) => o.id)).toContain(wanted.end);
      if (onThePicture(wanted.end)) expect(first.picture).toContain(`data-choice="${wanted.end}"`);
      let answer = await choices(player, step.id, { end: [wanted.end] });
      const gears = answer.questions.find((q) => q.id === 'gear');
      if (gears) {
        answer = await choices(player, step.id, { end: [wanted.end], gear: [nearestGear(gears.options, wanted.gear!).id] });
      }
      expect(answer.submission, `${step.id}: ${JSON.stringify(answer.questions.map((q) => [q.id, q.picked]))}`).not.toBeNull();
      await send(player, step.id, answer.submission);
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    expect([...view.classification].sort()).toEqual(players.map((p) => p.car).sort());
    // Every move was the player's as he picked it: none was left to the non-human player.
    const moves = stepsOf(eventsOf(await ok('GET', `/races/${RACE}/export`))).filter((e) => e.step !== 'start');
    expect(moves.every((e) => Object.values(e.submissions as Json).every((s) => s !== null))).toBe(true);
  }, 600_000);

  it('spoke Italian to the Italian seat and English to the English one', () => {
    const [italian, english] = players as [Player, Player];
    const words = (player: Player) => player.read.join('\n');
    expect(words(italian)).toMatch(/I tuoi 8 punti/);
    expect(words(italian)).toMatch(/Dove finisce la mossa/);
    expect(words(italian)).not.toMatch(/\b(the|your|ahead|gear|free|vector|cell|move|points|way|left|right|heading)\b/i);
    expect(words(english)).toMatch(/Where your car ends its move/);
    expect(words(english)).not.toMatch(/\b(la|il|tua|avanti|marcia|gratis|vettore|casella|mossa|punti|sinistra|destra|direzione)\b/i);
    for (const player of players) expect(words(player)).not.toMatch(/VK-/);
  });
});
