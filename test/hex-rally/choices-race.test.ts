/**
 * Hex rally's shortest race (one lap of the test loop) played to the finish over HTTP by two
 * players who only pick: each asks `POST /races/{id}/submissions/choices` for the open step,
 * clicks options one at a time, and sends the `submission` the choices make; never notation,
 * never a submission written by hand. Ada reads English, Bruno Italian; the organiser resolves.
 * Which options a player clicks is decided by the non-human player's order for his car, as a
 * person decides by looking at the map: the test clicks the options that make that order.
 */
import { describe, expect, it } from 'vitest';
import { picksOf } from '../../domain/hex-rally/choices/declaration.ts';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import type { StepChoices } from '../../domain/race/choices.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { eventsOf, stepsOf } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';
import { ENGLISH_WORDS, wordsOf } from './support.ts';

const RACE = 'hexpick';
const MAX_STEPS = 80;
const TRACK = hexRally.shippedCircuits()['test-loop']!;

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
  /** Every answer of the choices he was given. */
  seen: StepChoices[];
}

const { call, ok, organiser, resolve } = localRaceStack('speed-master-hex-choices-', '2025-11-03T08:00:00.000Z');
const players: Player[] = [
  { name: 'Ada', email: 'ada@pick.example.org', language: 'en', car: '', token: '', seen: [] },
  { name: 'Bruno', email: 'bruno@pick.example.org', language: 'it', car: '', token: '', seen: [] },
];
const [ada, bruno] = players as [Player, Player];

const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${RACE}`)).race as RaceView;

/** What the player wants to pick in the step: by question, the option; the horn when Ada can reach Bruno. */
const intent = (player: Player, kind: string, game: HexRallyState): Record<string, string> => {
  if (kind === 'driver') return { driver: player === ada ? 'orc' : 'human' };
  if (kind === 'reaction') {
    const { coupons } = game.cars[player.car]!;
    return { coupon: coupons.reroll > 0 ? 'reroll' : coupons.extraDie > 0 ? 'extraDie' : 'none' };
  }
  return Object.fromEntries(Object.entries(picksOf(chooseOrder(TRACK, game, player.car))).map(([question, [id]]) => [question, id!]));
};

/** Asks for the choices with the picks so far, as the page does after each click. */
const ask = async (player: Player, step: string, picks: Record<string, string[]>): Promise<StepChoices> => {
  const answer = (await ok('POST', `/races/${RACE}/submissions/choices`, { token: player.token, body: { step, picks } })) as StepChoices;
  player.seen.push(answer);
  return answer;
};

/** Clicks, one question at a time, the options the player wants, each of which must be offered and pickable; then the horn, for Ada, once it may be sounded. */
const pick = async (player: Player, step: string, want: Record<string, string>): Promise<StepChoices> => {
  let picks: Record<string, string[]> = {};
  let answer = await ask(player, step, picks);
  for (let clicks = 0; answer.submission === null; clicks++) {
    expect(clicks, `${player.name} still has questions to answer in ${step}`).toBeLessThan(6);
    const question = answer.questions.find((q) => q.picked.length < q.min)!;
    const option = question.options.find((o) => o.id === want[question.id]);
    expect(option, `${question.id} ${want[question.id]} among ${player.name}'s options`).toMatchObject({ label: expect.any(String) });
    expect(option?.disabled, `${question.id} ${want[question.id]} pickable`).toBeUndefined();
    picks = { ...picks, [question.id]: [option!.id] };
    answer = await ask(player, step, picks);
  }
  const horn = answer.questions.find((q) => q.id === 'horn')?.options.find((o) => o.disabled === undefined);
  if (player === ada && horn !== undefined) answer = await ask(player, step, { ...picks, horn: [horn.id] });
  return answer;
};

describe('the shortest hex rally race, played by picking from the choices only', () => {
  it('is created on the test loop for one lap and registers an English and an Italian player', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Hex picks', circuitId: 'test-loop', rulesetId: hexRally.id, laps: 1 },
    });
    expect(created.status).toBe(201);
    for (const player of players) {
      const { status, body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      expect(status).toBe(201);
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect((await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race).toMatchObject({ phase: 'driver' });
  });

  it('plays every step to the finish with the submissions the choices made, each accepted as sent', async () => {
    let view = await raceView();
    const sent: { step: string; car: string; submission: unknown }[] = [];
    let horns = 0;
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      expect(steps, `the race is still at ${view.step?.id}`).toBeLessThan(MAX_STEPS);
      const step = view.step!;
      for (const player of players.filter((p) => step.cars.includes(p.car))) {
        const answer = await pick(player, step.id, intent(player, step.kind, view.game as HexRallyState));
        expect(answer).toMatchObject({ step: step.id, car: player.car });
        if (step.kind === 'declaration') expect(answer.text).toMatch(/^M[0-5]/);
        if ((answer.submission as { horn?: string }).horn !== undefined) horns++;
        const receipt = await ok('POST', `/races/${RACE}/submissions`, {
          token: player.token,
          body: { step: step.id, car: player.car, submission: answer.submission },
        });
        expect(receipt).toMatchObject({ car: player.car, step: step.id, warnings: [] });
        sent.push({ step: step.id, car: player.car, submission: answer.submission });
      }
      // A car the step does not wait for is told so: nothing to choose.
      const idle = players.find((p) => !step.cars.includes(p.car));
      if (idle) expect((await call('POST', `/races/${RACE}/submissions/choices`, { token: idle.token, body: { picks: {} } })).status).toBe(409);
      expect(await resolve(), step.id).toContain('StepPlayed');
      view = await raceView();
    }
    const played = stepsOf(eventsOf(await ok('GET', `/races/${RACE}/export`)));
    // Every step was played as the choices made it: no car left to the non-human player.
    expect(played.flatMap((e) => Object.entries(e.submissions).map(([car, submission]) => ({ step: e.step, car, submission })))).toEqual(sent);
    expect(new Set(played.map((e) => e.kind))).toContain('declaration');
    expect(horns).toBeGreaterThan(0);
    expect([...view.classification].sort()).toEqual([ada.car, bruno.car]);
    expect(Object.values((view.game as HexRallyState).cars).map((car) => car.status)).toEqual(['finished', 'finished']);
  });

  it("spoke each player's language: Bruno's choices have no English word, Ada's are English, with the difficulty and the roll needed before sending", () => {
    const italian = bruno.seen.flatMap(wordsOf);
    for (const line of italian) expect(line).not.toMatch(ENGLISH_WORDS);
    expect(italian).toEqual(expect.arrayContaining([expect.stringMatching(/^Tiro necessario: /), expect.stringMatching(/^Difficoltà \d+/), 'Manovra']));
    const english = ada.seen.flatMap(wordsOf);
    expect(english).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Roll needed: /), expect.stringMatching(/^Difficulty \d+/), 'Manoeuvre', 'Horn (optional)']),
    );
    expect(english.join(' ')).not.toMatch(/\b(velocità|difficoltà|curva|tiro)\b/);
  });
});
