/**
 * Issue 29's substitute, done when: a substitute takes over a Lamborghini seat mid-race and sees
 * its hand; the previous driver no longer can; the record shows both tenures. Over HTTP against
 * the local stack, its emails through the SES stand-in.
 */
import { describe, expect, it } from 'vitest';
import { nonHumanMove } from '../../domain/lamborghini/non-human.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { RaceView } from '../../domain/race/index.ts';
import { eventsOf } from '../support/local-api.ts';
import { localRaceStack } from '../support/local-race.ts';

const RACE = 'lambosub';
const SEED = '5eb5'.padEnd(64, '0');
const BOARD = lamborghini.shippedCircuits()['circuit-a']!;
const MAX_STEPS = 200;

const { call, ok, mailbox, organiser, resolve, later } = localRaceStack('speed-master-lambo-sub-', '2025-11-01T08:00:00.000Z');
const raceView = async (token?: string): Promise<RaceView> => (await ok('GET', `/races/${RACE}`, token ? { token } : {})).race as RaceView;
const gameOf = async (token: string) => (await raceView(token)).game as LamborghiniState;

const ada = { name: 'Ada', email: 'ada@sub.example.org', language: 'en', car: '', token: '' };
const bruno = { name: 'Bruno', email: 'bruno@sub.example.org', language: 'en', car: '', token: '' };
const carla = { name: 'Carla', email: 'carla@sub.example.org', language: 'it', token: '' };

/** Plays the open step at its deadline, nobody sending, until `until` holds of the race. */
const playUntil = async (until: (view: RaceView) => Promise<boolean>): Promise<RaceView> => {
  let view = await raceView();
  for (let steps = 0; !(await until(view)); steps++) {
    if (steps === MAX_STEPS || view.phase === 'finished') throw new Error(`never came: at ${view.step?.id}, phase ${view.phase}`);
    later(25);
    expect(await resolve()).toContain('StepPlayed');
    view = await raceView();
  }
  return view;
};

describe('a Lamborghini seat handed to a substitute mid-race', () => {
  let handedAt = 0;
  let hand: string[] = [];

  it('starts with Ada and Bruno, and plays until Ada holds a hand', async () => {
    await ok('POST', '/races', { token: organiser(), body: { id: RACE, title: 'Imola', circuitId: 'circuit-a', rulesetId: 'lamborghini', seed: SEED } });
    for (const player of [ada, bruno]) {
      const { body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() });
    await playUntil(async () => ((await gameOf(ada.token)).murcielagos[ada.car]?.hand.length ?? 0) > 0);
    hand = (await gameOf(ada.token)).murcielagos[ada.car]!.hand;
    // Bruno sees how many cards she holds, never which.
    expect((await gameOf(bruno.token)).murcielagos[ada.car]?.hand).toBe(hand.length);
  }, 120_000);

  it("hands Ada's seat to Carla, who sees its hand; Ada's token opens nothing of the race any more", async () => {
    const before = await ok('GET', `/races/${RACE}/export`);
    handedAt = eventsOf(before).filter((event) => event.type === 'StepPlayed').length;
    const answer = await call('POST', `/races/${RACE}/hand-over`, {
      token: organiser(),
      body: { car: ada.car, name: carla.name, email: carla.email, language: 'it' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ car: ada.car, emailed: true });
    carla.token = String(answer.body.token);

    const seen = (await raceView(carla.token)) as RaceView & { you: { name: string; email: string } };
    expect(seen.you).toMatchObject({ car: ada.car, name: 'Carla', email: carla.email, language: 'it' });
    expect((seen.game as LamborghiniState).murcielagos[ada.car]?.hand).toEqual(hand);

    for (const [method, path] of [
      ['GET', `/races/${RACE}`],
      ['GET', `/races/${RACE}/submissions/mine`],
    ] as const) {
      const refused = await call(method, path, { token: ada.token });
      expect(refused.status, path).toBe(403);
      expect(refused.type).toContain('application/problem+json');
      expect(refused.body.errors).toEqual([{ field: 'authorization', reason: 'unknown token' }]);
    }
    expect((await gameOf(bruno.token)).murcielagos[ada.car]?.hand).toBe(hand.length);
  });

  it("lets Carla send the seat's next move, and refuses it from Ada", async () => {
    const view = await playUntil(async (v) => v.step?.kind === 'move' && v.step.cars.includes(ada.car));
    const step = view.step!;
    const move = nonHumanMove(await gameOf(carla.token), BOARD, ada.car);
    const refused = await call('POST', `/races/${RACE}/submissions`, { token: ada.token, body: { step: step.id, submission: move } });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([{ field: 'authorization', reason: 'unknown token' }]);
    const receipt = await ok('POST', `/races/${RACE}/submissions`, { token: carla.token, body: { step: step.id, submission: move } });
    expect(receipt).toMatchObject({ car: ada.car, step: step.id, revision: 1 });
    expect(await resolve()).toContain('StepPlayed');
  }, 120_000);

  it('shows both tenures, names only, in the race view and the export', async () => {
    const played = eventsOf(await ok('GET', `/races/${RACE}/export`)).filter((event) => event.type === 'StepPlayed').length;
    const tenures = {
      [ada.car]: [
        { name: 'Ada', from: 1, steps: handedAt },
        { name: 'Carla', from: handedAt + 1, step: expect.any(String), steps: played - handedAt },
      ],
    };
    expect((await raceView()) as unknown).toMatchObject({ tenures });
    const exported = await ok('GET', `/races/${RACE}/export`);
    expect(exported.tenures).toEqual(tenures);
    const handedOver = eventsOf(exported).filter((event) => event.type === 'SeatHandedOver');
    expect(handedOver).toEqual([expect.objectContaining({ car: ada.car, name: 'Carla', from: handedAt + 1 })]);
    const shown = JSON.stringify(exported);
    for (const secret of [carla.email, ada.email, 'tokenHash']) expect(shown).not.toContain(secret);
  });

  it('emails Carla her token in Italian with what her seat holds, and tells Ada she drives it no more', async () => {
    const [welcome] = await mailbox(carla.email);
    expect(welcome?.subject).toBe('Imola: ora guidi un posto');
    expect(welcome?.body.text).toContain(carla.token);
    expect(welcome?.body.text).toContain('Ada');
    // Her seat's hand as the game's words show it, each card by its id.
    for (const id of hand) expect(welcome?.body.text).toContain(`[${id}]`);
    const relieved = (await mailbox(ada.email)).filter((email) => email.subject === 'Imola: you no longer drive your seat');
    expect(relieved).toHaveLength(1);
    expect(relieved[0]?.body.text).toContain('Carla');
    expect(relieved[0]?.body.text).not.toContain(carla.token);
    for (const email of await mailbox(bruno.email)) expect(email.body.text).not.toContain(carla.token);
  });
});
