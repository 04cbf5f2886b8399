/**
 * The non-human player against a driver who picks uniformly among the legal orders (issue 13
 * point 5): single-car races on a shipped track, each seeded, played through the generic race's
 * decider to the finish or to a cap of turns, counting the declaration turns each took. The
 * non-human player is the race's own (a car that sends nothing); the random driver sends its pick.
 */

import { drivingOf } from '../../domain/hex-rally/declaring.ts';
import { legalOrders } from '../../domain/hex-rally/legality.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceState } from '../../domain/race/index.ts';
import { mulberry32 } from '../crash/prng.ts';

const race = createRace({ [hexRally.id]: hexRally });
/** A car still driving after this many turns has not found its way (its missed-turn limit is 100): the race counts as this long. */
export const TURN_CAP = 90;

export interface DriverFigures {
  races: number;
  /** Mean declaration turns to the finish, a race that hit the cap counted at the cap. */
  meanTurns: number;
  /** Races the car did not finish: put out, or still driving at the cap. */
  unfinished: number;
  /** Of those, the races in which the car was put out. */
  out: number;
}

type Driver = 'nonHuman' | 'random';

function playOne(trackId: string, seed: number, driver: Driver): { turns: number; finished: boolean; out: boolean } {
  const circuit = hexRally.shippedCircuits()[trackId];
  const context = (hours: number) => ({
    now: new Date(Date.UTC(2025, 0, 1) + hours * 3_600_000).toISOString(),
    circuit,
    seed: seed.toString(16).padStart(64, '0'),
  });
  const pick = mulberry32(seed);
  let state: RaceState = race.initialState;
  let hours = 0;
  const run = (command: RaceCommand) => {
    state = race.decide(state, command, context(hours)).reduce(race.evolve, state);
  };
  run(
    CreateRace.parse({
      type: 'CreateRace',
      raceId: `drv${seed}`,
      title: 'Drivers',
      circuitId: trackId,
      rulesetId: hexRally.id,
      maxConsecutiveMissedTurns: 100,
    }),
  );
  run({ type: 'RegisterEntry', name: 'solo', email: 'solo@example.org', language: 'en', tokenHash: 'd'.repeat(64) });
  run({ type: 'CloseRegistration' });
  let turns = 0;
  while (state.phase !== 'finished' && turns < TURN_CAP) {
    const step = race.step(state)!;
    hours += 1;
    const game = state.game as HexRallyState | undefined;
    const car = game?.cars['1'];
    if (step.kind === 'declaration') {
      turns += 1;
      if (driver === 'random' && car && game) {
        const orders = legalOrders({ ...drivingOf(game, car), increase: car.increase });
        const order = pick.pick(orders);
        run({ type: 'Submit', car: '1', step: step.id, submission: hexRally.kinds.declaration!.schema.parse({ order }) });
      }
    }
    run({ type: 'PlayStep', step: step.id, force: true });
  }
  // A car put out (a wall at speed, a wreck) ends its race too, but has not finished it.
  const status = (state.game as HexRallyState | undefined)?.cars['1']?.status;
  return { turns, finished: status === 'finished', out: status === 'out' };
}

/** `races` seeded races of each driver on `trackId`, the same seeds for both. */
export function compareDrivers(trackId: string, races: number): Record<Driver, DriverFigures> {
  const figures = (driver: Driver): DriverFigures => {
    let total = 0;
    let unfinished = 0;
    let out = 0;
    for (let seed = 1; seed <= races; seed++) {
      const played = playOne(trackId, seed, driver);
      total += played.finished ? played.turns : TURN_CAP;
      if (!played.finished) unfinished += 1;
      if (played.out) out += 1;
    }
    return { races, meanTurns: total / races, unfinished, out };
  };
  return { nonHuman: figures('nonHuman'), random: figures('random') };
}
