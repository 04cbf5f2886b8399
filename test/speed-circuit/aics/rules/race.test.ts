/**
 * The play-by-email rules that live in the generic race, tested through its decider: the deadline,
 * secrecy and email rules with the test/race toy ruleset, which no game rule can disturb; the
 * length of a race with the AICS ruleset of the registry.
 */
import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../../../domain/race/index.ts';
import { rulesets } from '../../../../domain/rulesets.ts';
import type { AicsRaceState } from '../../../../domain/speed-circuit/aics/qualifying/index.ts';
import { parsePoleLap, Qualifying } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import { Setup } from '../../../../domain/speed-circuit/aics/setup.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import type { Rendered } from '../../../../functions/notifier/document.ts';
import type { Mailer } from '../../../../functions/notifier/mailer.ts';
import { createNotifier } from '../../../../functions/notifier/notifier.ts';
import type { Attributes } from '../../../../functions/store/attributes.ts';
import type { Records } from '../../../../functions/store/records.ts';
import { toy } from '../../../race/toy-ruleset.ts';
import { EXAMPLE_BUILD } from '../../../support/race.ts';
import { refusal } from '../../../support/refusal.ts';
import { OVAL_LAP } from '../qualifying/laps.ts';

const race = createRace({ [toy.id]: toy });
const seed = 'c0ffee'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;
const start = Date.parse('2025-03-01T12:00:00.000Z');
const at = (hours: number) => new Date(start + hours * 3_600_000).toISOString();

const decide = (state: RaceState, command: RaceCommand, hours: number): RaceEvent[] => race.decide(state, command, { now: at(hours), circuit, seed });
const run = (state: RaceState, command: RaceCommand, hours: number): RaceState => decide(state, command, hours).reduce(race.evolve, state);

const PLAYERS = ['ada', 'bruno', 'carla'];

/** A race created at hour 0 and closed for registration at hour 1, with `settings` on top of the defaults. */
function closed(settings: Record<string, unknown> = {}): RaceState {
  const created = run(
    race.initialState,
    CreateRace.parse({ type: 'CreateRace', raceId: 'toy1', title: 'Toy GP', circuitId: 'oval', rulesetId: 'toy-1', ...settings }),
    0,
  );
  const registered = PLAYERS.reduce(
    (state, name) =>
      run(
        state,
        RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }),
        0,
      ),
    created,
  );
  return run(registered, { type: 'CloseRegistration' }, 1);
}

const qualifying = closed();
const gridded = run(run(qualifying, { type: 'SubmitQualifying', car: '1', qualifying: { turns: 12 } }, 2), { type: 'PublishGrid' }, 25);
/** The race starts when the setup window closes, 48 hours after the grid: the last update before turn 1. */
const STARTED = 25 + 48;
const racing = run(gridded, { type: 'StartRace' }, STARTED);

describe('deadlines', () => {
  it('[SC-PBEM-2] the car and pole lap are due 24 hours after registration closes, unless the organiser sets another window', () => {
    expect(qualifying.deadline).toBe(at(1 + 24));
    expect(run(qualifying, { type: 'SubmitQualifying', car: '2', qualifying: { turns: 11 } }, 24.9).pending['2']).toEqual({ turns: 11 });
    expect(refusal(() => decide(qualifying, { type: 'SubmitQualifying', car: '2', qualifying: { turns: 11 } }, 25)).field).toBe('deadline');
    expect(closed({ qualifyingWindow: 'PT12H' }).deadline).toBe(at(1 + 12));
  });

  it('[SC-GAME-3] the circuit is updated every 48 hours: each turn is due 48 hours after the last update', () => {
    expect(racing.deadline).toBe(at(STARTED + 48));
    expect(refusal(() => decide(racing, { type: 'ResolveTurn', turn: 1 }, STARTED + 47)).field).toBe('deadline');
    const resolved = run(racing, { type: 'ResolveTurn', turn: 1 }, STARTED + 48);
    expect(resolved.turn).toBe(2);
    expect(resolved.deadline).toBe(at(STARTED + 48 + 48));
  });

  it('[SC-PBEM-4] the organiser may update 72 or 96 hours after the last update; the next turn is due 48 hours after it', () => {
    for (const late of [72, 96]) {
      const resolved = run(racing, { type: 'ResolveTurn', turn: 1 }, STARTED + late);
      expect(resolved.turn).toBe(2);
      expect(resolved.deadline).toBe(at(STARTED + late + 48));
    }
  });
});

describe('simultaneous secret moves', () => {
  const moved = run(
    run(racing, { type: 'SubmitMove', car: '1', move: { speed: 5 } }, STARTED + 1),
    { type: 'SubmitMove', car: '2', move: { speed: 3 } },
    STARTED + 2,
  );

  it('[SC-GAME-3] a move is seen by its author only until the turn is resolved', () => {
    const events = decide(racing, { type: 'SubmitMove', car: '1', move: { speed: 5 } }, STARTED + 1);
    expect(race.redactEvent(events[0]!, { role: 'player', car: '1' })).toMatchObject({ move: { speed: 5 } });
    expect(race.redactEvent(events[0]!, { role: 'player', car: '2' })).not.toHaveProperty('move');
    expect(race.redactEvent(events[0]!, { role: 'public' })).not.toHaveProperty('move');
    expect(race.publicView(moved, { role: 'player', car: '1' })?.you?.pending).toEqual({ speed: 5 });
    expect(race.publicView(moved, { role: 'player', car: '2' })?.you?.pending).toEqual({ speed: 3 });
    const seenByCarla = JSON.stringify(race.publicView(moved, { role: 'player', car: '3' }));
    expect(seenByCarla).not.toContain('"speed":5');
    expect(race.publicView(moved, { role: 'public' })?.entries.map((entry) => entry.sent)).toEqual([true, true, false]);
  });

  it('[SC-GAME-3] the organiser then plays every move of the turn at once and reveals them all', () => {
    const [resolved] = decide(moved, { type: 'ResolveTurn', turn: 1 }, STARTED + 48);
    expect(resolved).toMatchObject({ type: 'TurnResolved', turn: 1, moves: { '1': { speed: 5 }, '2': { speed: 3 }, '3': null } });
    expect(race.redactEvent(resolved!, { role: 'public' })).toMatchObject({ moves: { '1': { speed: 5 }, '2': { speed: 3 } } });
  });
});

describe('taking part by forms and email', () => {
  it('[SC-GAME-2] players register, send pole laps and moves as commands; every update is emailed to every participant', async () => {
    const sent: { to: string; email: Rendered }[] = [];
    const markers = new Map<string, Attributes>();
    const records: Pick<Records, 'claim' | 'release' | 'complete' | 'completeAll' | 'markers' | 'extend'> = {
      extend: async () => true,
      claim: async (pk, sk) => (markers.has(`${pk}/${sk}`) ? 'done' : 'taken'),
      markers: async (keys) => keys.map(({ pk, sk }) => ({ state: markers.has(`${pk}/${sk}`) ? 'done' : 'none' })),
      release: async () => {},
      async complete(pk, sk, attributes) {
        markers.set(`${pk}/${sk}`, attributes);
      },
      async completeAll(done) {
        for (const { pk, sk, attributes } of done) markers.set(`${pk}/${sk}`, attributes);
      },
    };
    const mailer: Mailer = {
      async send(to, email) {
        sent.push({ to, email });
        return `message-${sent.length}`;
      },
    };
    const notifier = createNotifier({
      mailer,
      records,
      rulesets: { [toy.id]: toy },
      reporters: {},
    });
    const moved = ['1', '2', '3'].reduce((state, car) => run(state, { type: 'SubmitMove', car, move: { speed: 4 } }, STARTED + 10), racing);
    const update = decide(moved, { type: 'ResolveTurn', turn: 1 }, STARTED + 10);
    const after = update.reduce(race.evolve, moved);
    expect(after.turn).toBe(2);
    expect(await notifier.published(after, update, 1)).toEqual({ sent: 3, complete: true });
    expect(sent.map(({ to }) => to)).toEqual(PLAYERS.map((name) => `${name}@example.org`));
    expect(sent.map(({ email }) => email.subject)).toEqual(PLAYERS.map(() => 'Toy GP: turn 1 resolved'));
  });
});

describe('an AICS race', () => {
  it('[SC-GAME-4] [SC-WEAR-1] a race created with no lap count is 6 laps, and the example car starts it with 32 W and 3 WF', () => {
    const aics = createRace(rulesets);
    const oval = getCircuit('test-oval');
    const play = (state: RaceState, command: RaceCommand, hours: number) =>
      aics.decide(state, command, { now: at(hours), circuit: oval, seed }).reduce(aics.evolve, state);
    let state = play(aics.initialState, CreateRace.parse({ type: 'CreateRace', raceId: 'oval1', title: 'Oval GP', circuitId: 'test-oval' }), 0);
    for (const name of ['ada', 'bruno']) {
      state = play(state, RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: 'a'.repeat(64) }), 0);
    }
    state = play(state, { type: 'CloseRegistration' }, 1);
    for (const car of ['1', '2']) {
      state = play(state, { type: 'SubmitQualifying', car, qualifying: Qualifying.parse({ build: EXAMPLE_BUILD, lap: parsePoleLap(OVAL_LAP) }) }, 2);
    }
    state = play(state, { type: 'PublishGrid' }, 3);
    for (const car of ['1', '2']) state = play(state, { type: 'SubmitSetup', car, setup: Setup.parse({}) }, 4);
    state = play(state, { type: 'StartRace' }, 5);
    expect(state.settings?.laps).toBe(6);
    const game = state.game as AicsRaceState;
    expect(game.laps).toBe(6);
    expect(Object.values(game.cars).map((car) => [car.wear, car.brakeWear])).toEqual([
      [32, 3],
      [32, 3],
    ]);
  });
});
