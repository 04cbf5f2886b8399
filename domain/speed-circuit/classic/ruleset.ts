/**
 * Speed Circuit under the classic Avalon Hill rules (../shared/rules/speed-circuit-classic.md,
 * SCC-*), behind the same `RaceRuleset` contract as AICS, on the same circuits. Classic has no
 * qualifying: the qualifying entry is the car build alone, secret until the grid (SCC-SETUP-4), and
 * the grid is ordered by Start Speed (SCC-SETUP-5). It has no pre-race choice either: the setup is
 * an empty acknowledgement, and the race starts when every player has sent it, at its deadline, or
 * when the organiser decides.
 */
import * as z from 'zod';
import { conflict, DomainError } from '../../errors.ts';
import { compileCircuit, shippedCircuits } from '../circuit/index.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RaceRuleset } from '../rules.ts';
import { checkBuild } from './car.ts';
import { circuitStandings } from './championship.ts';
import { ClassicEvent, evolve } from './events.ts';
import { CarEntry, gridEvents } from './grid.ts';
import { CLASSIC_ID } from './id.ts';
import { Move, parseMoveText, printMove } from './notation.ts';
import { ClassicOptions } from './options.ts';
import { pointsByCar, raceResults } from './results.ts';
import type { ClassicRaceState } from './state.ts';
import { checkMove, resolveTurn } from './turn/index.ts';

/** Nothing to choose before a classic race: the setup only says the player is ready. */
export const Setup = z.object({}).strict();
export type Setup = z.infer<typeof Setup>;

const fold = (state: ClassicRaceState, events: ClassicEvent[]): ClassicRaceState => events.reduce(evolve, state);

const isRacing = (state: ClassicRaceState) => (car: string) => state.cars[car]?.status === 'racing';

/** The results once the race is over; before, the running order: finished cars, then racing ones, then the cars out of the race. */
function classification(state: ClassicRaceState): string[] {
  if (state.results !== null) return state.results.map((result) => result.car);
  const status = (car: string) => state.cars[car]?.status;
  return (['finished', 'racing', 'eliminated'] as const).flatMap((wanted) => state.order.filter((car) => status(car) === wanted));
}

export const classic: RaceRuleset<Circuit, CarEntry, Setup, Move, ClassicRaceState, ClassicEvent, ClassicOptions> = {
  id: CLASSIC_ID,
  compileCircuit,
  shippedCircuits,
  qualifyingSchema: CarEntry,
  setupSchema: Setup,
  moveSchema: Move,
  eventSchema: ClassicEvent,
  parseMoveText,
  printMove,

  checkQualifying: (_circuit, entry) => checkBuild(entry.build),

  optionsSchema: ClassicOptions,

  qualify({ circuit, laps, maxStarters, entrants, qualifying, dice, options = ClassicOptions.parse({}) }) {
    const events = gridEvents({ circuit, maxStarters, entrants, entries: qualifying, dice });
    const race: ClassicRaceState = { circuit: circuit.id, laps, finish: options.finish, turn: 0, cars: {}, finishers: [], order: [], results: null };
    return { state: fold(race, events), events };
  },

  checkSetup(_circuit, state, car) {
    const found = state.cars[car];
    if (found === undefined) throw new DomainError('notFound', 'car', `car ${car} is not on the grid`);
    if (found.status !== 'racing') throw conflict('car', `car ${car} is ${found.status}`);
  },

  start: (_circuit, state) => ({ state, events: [] }),

  checkMove,

  carsToMove: (state) => (state.results === null ? state.order.filter(isRacing(state)) : []),

  resolveTurn,

  evolve,

  isFinished: (state) => state.results !== null,

  eliminate(state, car, reason) {
    if (state.cars[car]?.status !== 'racing' || state.results !== null) return { state, events: [] };
    const events: ClassicEvent[] = [{ type: 'CarRetired', car, reason }];
    const retired = fold(state, events);
    // With nobody left racing the race is over, and nobody is running to be placed.
    if (!Object.keys(retired.cars).some(isRacing(retired))) events.push({ type: 'RaceScored', results: raceResults(retired, []) });
    return { state: fold(state, events), events };
  },

  classification,

  championship: { points: pointsByCar, standings: circuitStandings },
};
