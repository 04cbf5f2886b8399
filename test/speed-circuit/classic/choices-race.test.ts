/**
 * A whole classic race, the shortest one (1 lap of the test oval), played over HTTP by two players
 * who only click: each step's choices asked of `POST /submissions/choices`, the options picked one
 * click at a time, and the choices' own submission sent to `POST /submissions`; never a move text
 * or a hand-made JSON. Ada reads English, Bruno Italian. The organiser resolves each step.
 */
import { describe, expect, it } from 'vitest';
import type { RaceView } from '../../../domain/race/index.ts';
import type { CarBuild } from '../../../domain/speed-circuit/classic/car.ts';
import { eventsOf, type Json } from '../../support/local-api.ts';
import { localRaceStack } from '../../support/local-race.ts';
import { type Answer, clickThrough, ENGLISH, foreignWords, ITALIAN, type Picks, wordsOf } from '../clicker.ts';

const RACE = 'classic_clicks';
const MAX_STEPS = 40;

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  build: CarBuild;
  car: string;
  token: string;
  words: string[];
}

const { call, ok, organiser, resolve } = localRaceStack('speed-master-classic-choices-', '2025-11-02T08:00:00.000Z');

const players: Player[] = [
  {
    name: 'Ada',
    email: 'ada@classic.example.org',
    language: 'en',
    build: { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 },
    car: '',
    token: '',
    words: [],
  },
  {
    name: 'Bruno',
    email: 'bruno@classic.example.org',
    language: 'it',
    build: { startSpeed: 2, acc: 1, dec: 0, topSpeed: 2, wear: 0 },
    car: '',
    token: '',
    words: [],
  },
];
const [ada, bruno] = players as [Player, Player];

const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${RACE}`)).race as RaceView;

const wanted = (player: Player, kind: string): Picks =>
  kind === 'qualifying' ? Object.fromEntries(Object.entries(player.build).map(([characteristic, points]) => [characteristic, [String(points)]])) : {};

async function clicks(player: Player, step: { id: string; kind: string }): Promise<Answer> {
  const ask = async (picks: Picks) =>
    (await ok('POST', `/races/${RACE}/submissions/choices`, { token: player.token, body: { step: step.id, picks } })) as Answer;
  const answer = await clickThrough(ask, wanted(player, step.kind), (seen) => player.words.push(...wordsOf(seen)));
  await ok('POST', `/races/${RACE}/submissions`, { token: player.token, body: { step: step.id, car: player.car, submission: answer.submission } });
  return answer;
}

describe('the shortest classic race, played by two players who only click their choices', () => {
  it('is created on the test oval for 1 lap, with one English and one Italian player', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Classic clicks', circuitId: 'test-oval', rulesetId: 'classic', laps: 1, seed: 'c1a5'.repeat(16) },
    });
    expect(created.body).toMatchObject({ race: { phase: 'registration' } });
    for (const player of players) {
      const { body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect((await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race.phase).toBe('qualifying');
  });

  it('[SCC-CAR-1] [SCC-SETUP-5] builds each car by clicking its 5 points; the grid goes by Start Speed', async () => {
    const step = (await raceView()).step!;
    for (const player of players) expect((await clicks(player, step)).submission).toEqual({ build: player.build });
    await resolve();
    const view = await raceView();
    expect(view.phase).toBe('setup');
    expect(view.grid).toEqual([bruno.car, ada.car]);
  });

  it('[SCC-SETUP-4] has nothing to choose before the start but to say it is ready', async () => {
    const step = (await raceView()).step!;
    for (const player of players) expect(await clicks(player, step)).toMatchObject({ questions: [], submission: {} });
    await resolve();
    expect((await raceView()).phase).toBe('racing');
  });

  it('[SCC-START-1] the move form has its own preview from turn 1, and a move refused names its field', async () => {
    const { preview } = await ok('GET', `/races/${RACE}/moves/preview`, { token: ada.token });
    expect(preview).toMatchObject({ car: ada.car, turn: 1, speeds: expect.any(Array) });
    // One point on Start Speed: 60 mph from the grid, 80 with a d6 that stalls on a 5 or 6.
    expect(preview.speeds.at(-1)).toMatchObject({ speed: 80, rolls: [{ purpose: 'startSpeed', count: 1, sides: 6, passesUpTo: 4 }] });
    const refused = await call('POST', `/races/${RACE}/moves`, { token: ada.token, body: { text: '120' } });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ field: 'speed', reason: expect.stringContaining('above Start Speed 60 + 20') }] } });
  });

  it('[SCC-WIN-1] plays every turn by clicking until a car finishes, each move locked as its choices made it', async () => {
    let view = await raceView();
    const sent: Record<string, Record<string, unknown>> = {};
    for (let steps = 0; view.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish in ${MAX_STEPS} turns: still at ${view.step?.id}`);
      const step = view.step!;
      sent[step.id] = {};
      for (const player of players.filter((candidate) => step.cars.includes(candidate.car))) {
        const answer = await clicks(player, step);
        expect(answer.text).toMatch(/^\d+/);
        sent[step.id]![player.car] = answer.submission;
      }
      expect(await resolve(), step.id).toContain('TurnResolved');
      view = await raceView();
    }
    expect(view.classification.length).toBe(2);
    const turns = eventsOf((await ok('GET', `/races/${RACE}/export`)) as Json).flatMap((event) => (event.type === 'TurnResolved' ? [event] : []));
    expect(turns.length).toBeGreaterThan(2);
    for (const turn of turns) {
      expect(turn.moves, `turn ${turn.turn}`).toEqual(sent[`turn-${turn.turn}`]);
      expect(
        (turn.events as { type: string }[]).filter((event) => event.type === 'MoveDefaulted'),
        `turn ${turn.turn}`,
      ).toEqual([]);
    }
  });

  it('showed each player his choices in his own language only', () => {
    expect(foreignWords(bruno.words, ENGLISH)).toEqual([]);
    expect(foreignWords(ada.words, ITALIAN)).toEqual([]);
    expect(bruno.words).toContain('Velocità');
    expect(ada.words).toContain('Speed');
  });
});
