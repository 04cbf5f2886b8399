/**
 * A whole AICS race, the shortest one (1 lap of the test oval), played over HTTP by two players who
 * only click: each step's choices asked of `POST /submissions/choices`, the options picked one click
 * at a time, and the choices' own submission sent to `POST /submissions`; never a move text or a
 * hand-made JSON. Ada (English) takes the fastest pole lap of her car; Bruno (Italian) drives his
 * turn by turn. The organiser resolves each step.
 */
import { describe, expect, it } from 'vitest';
import type { RaceView } from '../../../domain/race/index.ts';
import type { CarBuild } from '../../../domain/speed-circuit/aics/schemas.ts';
import { fastestLapOf } from '../../../domain/speed-circuit/aics/solver/index.ts';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import { eventsOf, type Json } from '../../support/local-api.ts';
import { localRaceStack } from '../../support/local-race.ts';
import { type Answer, clickThrough, ENGLISH, foreignWords, ITALIAN, type Picks, wordsOf } from '../clicker.ts';

const RACE = 'clicks';
const MAX_STEPS = 40;

interface Player {
  name: string;
  email: string;
  language: 'en' | 'it';
  build: CarBuild;
  lap: 'fastest' | 'turns';
  setup: Picks;
  car: string;
  token: string;
  words: string[];
}

const { call, ok, organiser, resolve } = localRaceStack('speed-master-aics-choices-', '2025-11-01T08:00:00.000Z');

const players: Player[] = [
  {
    name: 'Ada',
    email: 'ada@clicks.example.org',
    language: 'en',
    build: { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
    lap: 'fastest',
    setup: { pointFrom: ['topSpeed'], pointTo: ['wear'] },
    car: '',
    token: '',
    words: [],
  },
  {
    name: 'Bruno',
    email: 'bruno@clicks.example.org',
    language: 'it',
    build: { startSpeed: 2, acc: 1, dec: 1, topSpeed: 2, wear: 1 },
    lap: 'turns',
    setup: { softTyres: ['yes'] },
    car: '',
    token: '',
    words: [],
  },
];
const [ada, bruno] = players as [Player, Player];

const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${RACE}`)).race as RaceView;

/** What the player wants to click in a step, besides driving carefully. */
const wanted = (player: Player, kind: string): Picks => {
  if (kind === 'qualifying')
    return { ...Object.fromEntries(Object.entries(player.build).map(([category, points]) => [category, [String(points)]])), lap: [player.lap] };
  return kind === 'setup' ? player.setup : {};
};

/** The player clicks through the open step and sends the choices' submission, as the page would. */
async function clicks(player: Player, step: { id: string; kind: string }): Promise<Answer> {
  const ask = async (picks: Picks) =>
    (await ok('POST', `/races/${RACE}/submissions/choices`, { token: player.token, body: { step: step.id, picks } })) as Answer;
  const answer = await clickThrough(ask, wanted(player, step.kind), (seen) => player.words.push(...wordsOf(seen)));
  expect(answer).toMatchObject({ step: step.id, car: player.car });
  const receipt = await ok('POST', `/races/${RACE}/submissions`, {
    token: player.token,
    body: { step: step.id, car: player.car, submission: answer.submission },
  });
  expect(receipt).toMatchObject({ car: player.car, step: step.id });
  return answer;
}

describe('the shortest AICS race, played by two players who only click their choices', () => {
  it('is created on the test oval for 1 lap, with one English and one Italian player', async () => {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: RACE, title: 'Click GP', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1, seed: 'c1c4'.repeat(16) },
    });
    expect(created.status).toBe(201);
    for (const player of players) {
      const { body } = await call('POST', `/races/${RACE}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect((await ok('POST', `/races/${RACE}/close-registration`, { token: organiser() })).race.phase).toBe('qualifying');
  });

  it('[SC-QUAL-3] [SC-QUAL-10] builds each car by clicking and sends a pole lap: the fastest for Ada, one driven turn by turn for Bruno', async () => {
    const step = (await raceView()).step!;
    const sent = Object.fromEntries(await Promise.all(players.map(async (player) => [player.car, await clicks(player, step)] as const)));
    const fastest = fastestLapOf(getCircuit('test-oval'), ada.build);
    expect(sent[ada.car]!.submission).toMatchObject({ build: ada.build, startLane: fastest.startLane, lap: fastest.lap });
    expect(sent[ada.car]!.summary).toContain(
      `If every roll passes, the lap counts ${fastest.turns} turns + ${fastest.squares} squares, from lane ${fastest.startLane}, with ${fastest.wearLeft} wear left.`,
    );
    expect(sent[bruno.car]!.questions.map((question) => question.id)).toEqual(expect.arrayContaining(['startLane', 't1.speed', 't2.speed']));
    expect(await resolve()).toContain('GridPublished');
    const grid = eventsOf((await ok('GET', `/races/${RACE}/export`)) as Json).find((event) => event.type === 'GridPublished');
    const laps = (grid?.type === 'GridPublished' ? grid.events : []) as { type: string; car?: string; result?: unknown }[];
    const results = Object.fromEntries(laps.flatMap((event) => (event.type === 'PoleLapDriven' ? [[event.car, event.result]] : [])));
    expect(results[ada.car]).toEqual({ valid: true, turns: fastest.turns, squares: fastest.squares });
    expect(results[bruno.car]).toMatchObject({ valid: true });
  });

  it('[SC-QUAL-11] [SC-SOFT-1] takes the setups clicked: a point moved for Ada, soft tyres for Bruno', async () => {
    const step = (await raceView()).step!;
    expect(step.kind).toBe('setup');
    for (const player of players) await clicks(player, step);
    await resolve();
    const view = await raceView();
    expect(view.phase).toBe('racing');
    const cars = (view.game as { cars: Record<string, { build: CarBuild; softTyres: boolean }> }).cars;
    expect(cars[ada.car]).toMatchObject({ build: { ...ada.build, topSpeed: 1, wear: 2 }, softTyres: false });
    expect(cars[bruno.car]).toMatchObject({ build: bruno.build, softTyres: true });
  });

  it('plays every turn by clicking until the race is classified, each move locked as its choices made it', async () => {
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
    expect([...view.classification].sort()).toEqual([ada.car, bruno.car].sort());
    const turns = eventsOf((await ok('GET', `/races/${RACE}/export`)) as Json).flatMap((event) => (event.type === 'TurnResolved' ? [event] : []));
    expect(turns.length).toBeGreaterThan(2);
    // Every move played was the one clicked: none missing, none left to the non-human player.
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
