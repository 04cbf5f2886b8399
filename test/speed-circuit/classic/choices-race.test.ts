/**
 * A whole classic race, the shortest one (1 lap of the test oval), played over HTTP by two players
 * who only click: each step's choices asked of `POST /submissions/choices`, the options picked one
 * click at a time, and the choices' own submission sent to `POST /submissions`; never a move text
 * or a hand-made JSON. Ada reads English, Bruno Italian. The organiser resolves each step.
 */
import { describe, expect, it } from 'vitest';
import type { CarBuild } from '../../../domain/speed-circuit/classic/car.ts';
import { localRaceStack } from '../../support/local-race.ts';
import { type Clicker, clickingRace, expectOwnLanguage } from '../choices-race.ts';

interface Player extends Clicker {
  build: CarBuild;
}

const stack = localRaceStack('speed-master-classic-choices-', '2025-11-02T08:00:00.000Z');
const { raceView, register, clicks, playTurns } = clickingRace(stack, 'classic_clicks');

const ada: Player = {
  name: 'Ada',
  email: 'ada@classic.example.org',
  language: 'en',
  build: { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 },
  car: '',
  token: '',
  words: [],
};
const bruno: Player = {
  name: 'Bruno',
  email: 'bruno@classic.example.org',
  language: 'it',
  build: { startSpeed: 2, acc: 1, dec: 0, topSpeed: 2, wear: 0 },
  car: '',
  token: '',
  words: [],
};
const players = [ada, bruno];

describe('the shortest classic race, played by two players who only click their choices', () => {
  it('is created on the test oval for 1 lap, with one English and one Italian player', () => register('classic', players));

  it('[SCC-CAR-1] [SCC-SETUP-5] builds each car by clicking its 5 points; the grid goes by Start Speed', async () => {
    const step = (await raceView()).step!;
    for (const player of players) {
      const points = Object.fromEntries(Object.entries(player.build).map(([characteristic, spent]) => [characteristic, [String(spent)]]));
      expect((await clicks(player, step, points)).submission).toEqual({ build: player.build });
    }
    await stack.resolve();
    const view = await raceView();
    expect(view.phase).toBe('setup');
    expect(view.grid).toEqual([bruno.car, ada.car]);
  });

  it('[SCC-SETUP-4] has nothing to choose before the start but to say it is ready', async () => {
    const step = (await raceView()).step!;
    for (const player of players) expect(await clicks(player, step)).toMatchObject({ questions: [], submission: {} });
    await stack.resolve();
    expect((await raceView()).phase).toBe('racing');
  });

  it('[SCC-START-1] the move form has its own preview from turn 1, and a move refused names its field', async () => {
    const { preview } = await stack.ok('GET', '/races/classic_clicks/moves/preview', { token: ada.token });
    expect(preview).toMatchObject({ car: ada.car, turn: 1, speeds: expect.any(Array) });
    // One point on Start Speed: 60 mph from the grid, 80 with a d6 that stalls on a 5 or 6.
    expect(preview.speeds.at(-1)).toMatchObject({ speed: 80, rolls: [{ purpose: 'startSpeed', count: 1, sides: 6, passesUpTo: 4 }] });
    const refused = await stack.call('POST', '/races/classic_clicks/moves', { token: ada.token, body: { text: '120' } });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ field: 'speed', reason: expect.stringContaining('above Start Speed 60 + 20') }] } });
  });

  it('has no standing orders: their choices are 404 problem+json naming the ruleset', async () => {
    const asked = await stack.call('POST', '/races/classic_clicks/standing-order/choices', { token: bruno.token, body: { picks: {} } });
    expect(asked).toMatchObject({ status: 404, type: expect.stringContaining('application/problem+json'), body: { errors: [{ field: 'rulesetId' }] } });
  });

  it('[SCC-WIN-1] plays every turn by clicking until a car finishes, each move locked as its choices made it', async () => {
    expect((await playTurns(players)).classification.length).toBe(2);
  });

  it('showed each player his choices in his own language only', () => expectOwnLanguage(ada, bruno));
});
