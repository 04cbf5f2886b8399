/**
 * A Lamborghini race that every car leaves: by the organiser's elimination, the player's
 * withdrawal or the retirement of the time policy, at a step of every kind (a later Long race's
 * Economic phase by the game's referee alone, as it needs the race before). LB-FIN-1 Proposed ends
 * the race when no car is left to race it, so it finishes with the last car's leaving, whatever
 * its phase, instead of waiting on steps nobody plays. Three players, as the rulebook's minimum
 * for a 5–7 chosen by the player on the right (LB-INC-1) is; decided in memory, by the hour.
 */
import { describe, expect, it } from 'vitest';
import { carry } from '../../domain/lamborghini/carry.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate } from '../../domain/lamborghini/settings.ts';
import type { LamborghiniEvent, LamborghiniState } from '../../domain/lamborghini/state.ts';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/index.ts';
import type { Step } from '../../domain/race/ruleset.ts';
import { activeCars } from '../../domain/race/state.ts';
import { HOUR, hashOf, race } from '../race/hourly-race.ts';
import { seededDice } from '../support/dice.ts';

const circuit = lamborghini.shippedCircuits()['circuit-a']!;
const SEED = 'a110'.padEnd(64, '0');
const MAX_STEPS = 2_000;

/** Ada, Bruno and Carla (the first `players` of them) registered for a race of `settings`, registration closed. */
const threePlayers = (settings: Record<string, unknown>, players = 3) => {
  let state: RaceState = race.initialState;
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  const events: RaceEvent[] = [];
  const run = (command: RaceCommand) => {
    const decided = race.decide(state, command, { now: new Date(now).toISOString(), circuit, seed: SEED });
    state = decided.reduce(race.evolve, state);
    events.push(...decided);
    now += HOUR;
    return decided;
  };
  run(CreateRace.parse({ type: 'CreateRace', raceId: 'allout', title: 'All out', circuitId: 'circuit-a', rulesetId: 'lamborghini', ...settings }));
  for (const name of ['Ada', 'Bruno', 'Carla'].slice(0, players))
    run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
  run({ type: 'CloseRegistration' });
  return {
    run,
    events,
    get state() {
      return state;
    },
    /** Steps played by the organiser's force until one of `kind` is open. */
    playTo(kind: string) {
      for (let steps = 0; state.step?.kind !== kind; steps++) {
        if (steps === MAX_STEPS || state.phase === 'finished') throw new Error(`no ${kind} step came: at ${state.step?.id}, phase ${state.phase}`);
        run({ type: 'PlayStep', force: true });
      }
      return state.step!.id;
    },
  };
};

/**
 * The cars still in leave one by one (a seat with all its cars, the race's cars in as the game's)
 * until the race finishes: with the last car's leaving, and not before.
 */
const allLeave = (race: ReturnType<typeof threePlayers>, leave: (car: string) => RaceCommand) => {
  const left = new Set<string>();
  for (let car = activeCars(race.state)[0]; car !== undefined && race.state.phase !== 'finished'; car = activeCars(race.state)[0]) {
    const decided = race.run(leave(car));
    for (const event of decided)
      if (event.type === 'CarEliminated' || event.type === 'CarWithdrawn')
        for (const game of event.events as LamborghiniEvent[]) if (game.type === 'withdrawn') left.add(game.car);
    expect(activeCars(race.state)).toEqual(Object.keys(race.state.entries).filter((one) => !left.has(one)));
    const last = left.size === Object.keys(race.state.entries).length;
    expect(decided.map(({ type }) => type)).toEqual([expect.stringMatching(/^Car(Eliminated|Withdrawn)$/), ...(last ? ['RaceFinished'] : [])]);
  }
  expect(race.state.phase).toBe('finished');
  expect(race.state.step).toBeUndefined();
  return race.events.find((event) => event.type === 'RaceFinished') as Extract<RaceEvent, { type: 'RaceFinished' }>;
};

const eliminate = (car: string): RaceCommand => ({ type: 'EliminateCar', car, reason: 'left the club' });
const withdraw = (car: string): RaceCommand => ({ type: 'WithdrawCar', car });

describe('[LB-FIN-1] a race every car leaves ends with the last one to leave', () => {
  it('[LB-FIN-1] [LB-DRAFT-3] eliminated at the first choose step: the race finishes, classifying the three in the order of play', () => {
    const left = threePlayers({});
    expect(left.state.step?.id).toBe('choose-1');
    const finished = allLeave(left, eliminate);
    const game = left.state.game as LamborghiniState;
    expect(finished.classification).toEqual(game.draft.order);
    expect(finished.classification).toHaveLength(3);
    expect(lamborghini.next({ state: game, played: undefined, cars: [], settings: left.state.settings as never })).toBeUndefined();
  });

  it('[LB-FIN-1] [LB-DRAFT-5] withdrawn at a turnUp step: the race finishes', () => {
    const left = threePlayers({});
    expect(left.playTo('turnUp')).toBe('turnup-2');
    expect(allLeave(left, withdraw).classification).toHaveLength(3);
  });

  it('[LB-FIN-1] [LB-PREP-1] [LB-SETUP-5] two teams of two eliminated at the pairing step: the race finishes with its four cars classified', () => {
    const left = threePlayers({ carsPerSeat: 2 }, 2);
    expect(left.playTo('pairing')).toBe('pairing');
    expect(allLeave(left, eliminate).classification.sort()).toEqual(['1', '2', '3', '4']);
  });

  it('[LB-FIN-1] [LB-MOVE-4] [LB-INC-1] eliminated at a move step and at a direction step: the race finishes, as it did', () => {
    for (const kind of ['move', 'direction']) {
      const left = threePlayers({ laps: 1 });
      left.playTo(kind);
      expect(allLeave(left, eliminate).classification).toHaveLength(3);
    }
  });

  it('[LB-FIN-1] [LB-AUCT-1] [LB-LONG-1] a Long race withdrawn at its bids and at a choose step finishes with its outcome: nobody arrived, nobody paid', () => {
    for (const kind of ['bid', 'choose']) {
      const left = threePlayers({ version: 'long' });
      left.playTo(kind);
      allLeave(left, withdraw);
      expect((left.state.game as LamborghiniState).long?.outcome).toMatchObject({ arrival: [], stopped: [], prizes: {} });
    }
  });

  it('[LB-FIN-1] [LB-LONG-3] a later Long race left at its Economic phase finishes with an outcome that pays nobody', () => {
    const settings = LamborghiniCreate.parse({ version: 'long', laps: 1 });
    const entrants = ['Ada', 'Bruno', 'Carla'].map((name, index) => ({ car: String(index + 1), name, seat: String(index + 1) }));
    const cars = entrants.map(({ car }) => car);
    const dice = seededDice(41);
    const referee = lamborghini.referee!;
    let { state } = referee.begin!({ circuit, entrants, settings, dice });
    for (
      let played: Step | undefined, step = lamborghini.next({ state, played, cars, settings });
      step;
      step = lamborghini.next({ state, played, cars, settings })
    ) {
      state = referee.play[step.kind]!({ circuit, state, step, submissions: {}, dice, standingOrders: {}, entrants, settings }).state;
      played = step;
    }
    state = referee.begin!({ circuit, entrants, settings, dice, carried: carry(state, entrants) }).state;
    expect(lamborghini.next({ state, played: undefined, cars, settings })?.kind).toBe('economy');
    for (const car of cars) {
      expect(lamborghini.isFinished(state)).toBe(false);
      state = referee.eliminate(state, car, 'left the club').state;
    }
    expect(lamborghini.isFinished(state)).toBe(true);
    expect(state.long?.outcome).toMatchObject({ arrival: [], stopped: [], prizes: {} });
    expect(lamborghini.next({ state, played: undefined, cars, settings })).toBeUndefined();
  });

  it('[LB-FIN-1] [LB-MOVE-4] the last car retired by the time policy, at the move it misses, finishes the race', () => {
    const left = threePlayers({ laps: 1, timePolicy: { retireAfter: 1 } });
    left.playTo('move');
    for (const car of activeCars(left.state).slice(0, -1)) left.run(eliminate(car));
    const decided = left.run({ type: 'PlayStep', force: true });
    expect(decided.map(({ type }) => type)).toEqual(['CarEliminated', 'RaceFinished']);
    expect(left.state.phase).toBe('finished');
  });
});
