/**
 * A seat of two Murcielagos (LB-SETUP-5) leaves the race with both its cars when its first car is
 * eliminated or withdrawn, as the game takes both out (docs/rules-decisions.md, Lamborghini
 * "Withdrawal and elimination"): the race marks both out too, so that no list shows a car the game
 * no longer has. Its second car alone leaves alone. Ada drives cars 1 and 2, Bruno 3 and 4, over
 * one lap, decided in memory, by the hour.
 */
import { describe, expect, it } from 'vitest';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniEvent } from '../../domain/lamborghini/state.ts';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/index.ts';
import { activeCars } from '../../domain/race/state.ts';
import { HOUR, hashOf, race } from '../race/hourly-race.ts';

const circuit = lamborghini.shippedCircuits()['circuit-a']!;
const SEED = 'a110'.padEnd(64, '0');
const MAX_STEPS = 500;

/** Ada and Bruno registered for a one-lap race of two cars each, played by the organiser's force until a move of `car` is open. */
const twoTeamsAtMoveOf = (car: string) => {
  let state: RaceState = race.initialState;
  let now = Date.parse('2026-03-01T10:00:00.000Z');
  const run = (command: RaceCommand): RaceEvent[] => {
    const decided = race.decide(state, command, { now: new Date(now).toISOString(), circuit, seed: SEED });
    state = decided.reduce(race.evolve, state);
    now += HOUR;
    return decided;
  };
  run(CreateRace.parse({ type: 'CreateRace', raceId: 'team', title: 'Teams', circuitId: 'circuit-a', rulesetId: 'lamborghini', carsPerSeat: 2, laps: 1 }));
  for (const name of ['Ada', 'Bruno']) run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
  run({ type: 'CloseRegistration' });
  for (let steps = 0; !(state.step?.kind === 'move' && state.step.cars[0] === car); steps++) {
    if (steps === MAX_STEPS || state.phase === 'finished') throw new Error(`no move of car ${car} came: at ${state.step?.id}`);
    run({ type: 'PlayStep', force: true });
  }
  return {
    run,
    get state() {
      return state;
    },
  };
};

/** The cars the game's events of a leaving took out. */
const gameOut = (decided: RaceEvent[]): string[] =>
  decided.flatMap((event) =>
    event.type === 'CarEliminated' || event.type === 'CarWithdrawn'
      ? (event.events as LamborghiniEvent[]).flatMap((game) => (game.type === 'withdrawn' ? [game.car] : []))
      : [],
  );

const organiserEntries = (state: RaceState) => race.publicView(state, { role: 'organiser' })!.entries.map(({ car, status }) => ({ car, status }));

describe('[LB-SETUP-5] a seat of two cars leaves the race with both', () => {
  it("[LB-SETUP-5] [LB-FIN-1] the first car eliminated at its second car's move: both out of the race as of the game, waited for no more, and the race plays on for the other seat to the finish", () => {
    const teams = twoTeamsAtMoveOf('2');
    expect(race.awaited(teams.state)).toEqual(['2']);
    const decided = teams.run({ type: 'EliminateCar', car: '1', reason: 'left the club' });
    expect(gameOut(decided)).toEqual(['1', '2']);
    expect(activeCars(teams.state)).toEqual(['3', '4']);
    expect(race.awaited(teams.state)).toEqual([]);
    expect(organiserEntries(teams.state)).toEqual([
      { car: '1', status: 'out' },
      { car: '2', status: 'out' },
      { car: '3', status: 'in' },
      { car: '4', status: 'in' },
    ]);
    const ada = race.publicView(teams.state, { role: 'player', car: '2' })!;
    expect([ada.you?.status, ada.actions, ada.waitingFor]).toEqual(['out', [], []]);
    expect(() => teams.run({ type: 'WithdrawCar', car: '2' })).toThrow('car 2 has nothing to send now');
    const awaited = new Set<string>();
    for (let steps = 0; teams.state.phase !== 'finished'; steps++) {
      if (steps === MAX_STEPS) throw new Error(`the race did not finish: at ${teams.state.step?.id}`);
      teams.run({ type: 'PlayStep', force: true });
      for (const car of race.awaited(teams.state)) awaited.add(car);
    }
    expect([...awaited].sort()).toEqual(['3', '4']);
  });

  it("[LB-SETUP-5] a seat's second car withdrawn leaves alone; its first car eliminated then takes the seat out", () => {
    const teams = twoTeamsAtMoveOf('4');
    expect(gameOut(teams.run({ type: 'WithdrawCar', car: '4' }))).toEqual(['4']);
    expect(activeCars(teams.state)).toEqual(['1', '2', '3']);
    expect(gameOut(teams.run({ type: 'EliminateCar', car: '3', reason: 'left the club' }))).toEqual(['3']);
    expect(organiserEntries(teams.state).filter(({ status }) => status === 'in')).toEqual([
      { car: '1', status: 'in' },
      { car: '2', status: 'in' },
    ]);
  });

  it('[LB-SETUP-5] during registration a seat leaves, and comes back, with both its cars, and races with both', () => {
    let state: RaceState = race.initialState;
    const run = (command: RaceCommand) => {
      state = race.decide(state, command, { now: '2026-03-01T10:00:00.000Z', circuit, seed: SEED }).reduce(race.evolve, state);
    };
    run(CreateRace.parse({ type: 'CreateRace', raceId: 'team', title: 'Teams', circuitId: 'circuit-a', rulesetId: 'lamborghini', carsPerSeat: 2, laps: 1 }));
    for (const name of ['Ada', 'Bruno']) run(RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: hashOf(name) }));
    run({ type: 'WithdrawCar', car: '1' });
    expect(activeCars(state)).toEqual(['3', '4']);
    run({ type: 'ReinstateCar', car: '1' });
    expect(activeCars(state)).toEqual(['1', '2', '3', '4']);
    run({ type: 'CloseRegistration' });
    expect(state.phase).not.toBe('registration');
    expect(activeCars(state)).toEqual(['1', '2', '3', '4']);
  });
});
