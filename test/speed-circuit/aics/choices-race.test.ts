/**
 * A whole AICS race, the shortest one (1 lap of the test oval), played over HTTP by two players who
 * only click: each step's choices asked of `POST /submissions/choices`, the options picked one click
 * at a time, and the choices' own submission sent to `POST /submissions`; never a move text or a
 * hand-made JSON. Ada (English) takes the fastest pole lap of her car; Bruno (Italian) drives his
 * turn by turn. The organiser resolves each step.
 */
import { describe, expect, it } from 'vitest';
import type { CarBuild } from '../../../domain/speed-circuit/aics/schemas.ts';
import { fastestLapOf } from '../../../domain/speed-circuit/aics/solver/index.ts';
import { getCircuit } from '../../../domain/speed-circuit/circuit/index.ts';
import { eventsOf, type Json } from '../../support/local-api.ts';
import { localRaceStack } from '../../support/local-race.ts';
import { type Clicker, clickingRace, expectOwnLanguage } from '../choices-race.ts';
import { type Answer, clickThrough, type Picks, wordsOf } from '../clicker.ts';

interface Player extends Clicker {
  build: CarBuild;
  lap: 'fastest' | 'turns';
  setup: Picks;
  /** The standing order he clicks for the turns he might miss. */
  order: Picks;
}

const stack = localRaceStack('speed-master-aics-choices-', '2025-11-01T08:00:00.000Z');
const { raceView, register, clicks, playTurns } = clickingRace(stack, 'aics_clicks');

const ada: Player = {
  name: 'Ada',
  email: 'ada@clicks.example.org',
  language: 'en',
  build: { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
  lap: 'fastest',
  setup: { pointFrom: ['topSpeed'], pointTo: ['wear'] },
  order: { speed: ['hold'], placement: ['I', 'S'] },
  car: '',
  token: '',
  words: [],
};
const bruno: Player = {
  name: 'Bruno',
  email: 'bruno@clicks.example.org',
  language: 'it',
  build: { startSpeed: 2, acc: 1, dec: 1, topSpeed: 2, wear: 1 },
  lap: 'turns',
  setup: { softTyres: ['yes'] },
  order: { slipstream: ['S'], placement: ['S:1', 'I'] },
  car: '',
  token: '',
  words: [],
};
const players = [ada, bruno];

const entry = (player: Player): Picks => ({
  ...Object.fromEntries(Object.entries(player.build).map(([category, points]) => [category, [String(points)]])),
  lap: [player.lap],
});

describe('the shortest AICS race, played by two players who only click their choices', () => {
  it('is created on the test oval for 1 lap, with one English and one Italian player', () => register('aics-3.06', players));

  it('[SC-QUAL-3] [SC-QUAL-10] builds each car by clicking and sends a pole lap: the fastest for Ada, one driven turn by turn for Bruno', async () => {
    const step = (await raceView()).step!;
    const [fast, driven] = await Promise.all(players.map((player) => clicks(player, step, entry(player))));
    const fastest = fastestLapOf(getCircuit('test-oval'), ada.build);
    expect(fast!.submission).toMatchObject({ build: ada.build, startLane: fastest.startLane, lap: fastest.lap });
    expect(fast!.summary).toContain(
      `If every roll passes, the lap counts ${fastest.turns} turns + ${fastest.squares} squares, from lane ${fastest.startLane}, with ${fastest.wearLeft} wear left.`,
    );
    expect(driven!.questions.map((question) => question.id)).toEqual(expect.arrayContaining(['startLane', 't1.speed', 't2.speed']));
    expect(await stack.resolve()).toContain('GridPublished');
    const grid = eventsOf((await stack.ok('GET', '/races/aics_clicks/export')) as Json).find((event) => event.type === 'GridPublished');
    const laps = (grid?.type === 'GridPublished' ? grid.events : []) as { type: string; car?: string; result?: unknown }[];
    const results = Object.fromEntries(laps.flatMap((event) => (event.type === 'PoleLapDriven' ? [[event.car, event.result]] : [])));
    expect(results[ada.car]).toEqual({ valid: true, turns: fastest.turns, squares: fastest.squares });
    expect(results[bruno.car]).toMatchObject({ valid: true });
  });

  it('[SC-QUAL-11] [SC-SOFT-1] takes the setups clicked: a point moved for Ada, soft tyres for Bruno', async () => {
    const step = (await raceView()).step!;
    expect(step.kind).toBe('setup');
    for (const player of players) await clicks(player, step, player.setup);
    await stack.resolve();
    const view = await raceView();
    expect(view.phase).toBe('racing');
    const cars = (view.game as { cars: Record<string, { build: CarBuild; softTyres: boolean }> }).cars;
    expect(cars[ada.car]).toMatchObject({ build: { ...ada.build, topSpeed: 1, wear: 2 }, softTyres: false });
    expect(cars[bruno.car]).toMatchObject({ build: bruno.build, softTyres: true });
  });

  it('[SC-GNU-1] each player clicks his standing order, which PUT /standing-order takes as the choices made it', async () => {
    const orders = [];
    for (const player of players) {
      const ask = async (picks: Picks) =>
        (await stack.ok('POST', '/races/aics_clicks/standing-order/choices', { token: player.token, body: { picks } })) as Answer;
      const answer = await clickThrough(ask, player.order, (seen) => player.words.push(...wordsOf(seen)));
      expect(answer).toMatchObject({ car: player.car });
      const set = await stack.call('PUT', '/races/aics_clicks/standing-order', { token: player.token, body: answer.submission });
      expect(set).toMatchObject({ status: 200, body: { car: player.car, order: answer.submission } });
      orders.push(answer);
    }
    const [hold, safe] = orders;
    expect(hold!.submission).toEqual({ speed: 'hold', pay: 'wear', slipstream: false, placement: [{ kind: 'inside' }, { kind: 'slipstream' }] });
    expect(hold!.summary[1]).toMatch(/^Next turn, with the cars where they stand now, it would play /);
    expect(safe!.submission).toEqual({
      speed: 'safe',
      pay: 'wear',
      slipstream: true,
      placement: [{ kind: 'slipstream', behind: ada.car }, { kind: 'inside' }],
    });
    expect(safe!.summary[0]).toBe('Nei turni che salti, lo GNU guida il più veloce possibile senza dadi.');
    expect(bruno.words).toContain(`In scia all’auto ${ada.car}, Ada (S:${ada.car})`);
  });

  it('plays every turn by clicking until the race is classified, each move locked as its choices made it', async () => {
    const view = await playTurns(players);
    expect([...view.classification].sort()).toEqual([ada.car, bruno.car].sort());
  });

  it('showed each player his choices in his own language only', () => expectOwnLanguage(ada, bruno));
});
