/**
 * What deciding a command of a classic race needs (the `Rules` of ../rules.ts), behind the same
 * contract as AICS, on the same circuits. Classic has no qualifying: the qualifying entry is the
 * car build alone, secret until the grid (SCC-SETUP-4). It has no pre-race choice either: the
 * setup is an empty acknowledgement, and the race starts when every player has sent it, at its
 * deadline, or when the organiser decides. The referee, which orders the grid and plays the turns,
 * is referee.ts.
 */
import * as z from 'zod';
import { conflict, DomainError } from '../../errors.ts';
import { SHIPPED_CIRCUIT_IDS } from '../circuit/ids.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RaceRules } from '../rules.ts';
import { CarEntry, checkBuild } from './car.ts';
import { circuitStandings } from './championship.ts';
import { ClassicEvent, evolve } from './events.ts';
import { CLASSIC_ID } from './id.ts';
import { checkMove } from './move-check.ts';
import { Move, parseMoveText, printMove } from './notation.ts';
import { ClassicOptions } from './options.ts';
import { pointsByCar } from './results.ts';
import type { ClassicRaceState } from './state.ts';

/** Nothing to choose before a classic race: the setup only says the player is ready. */
export const Setup = z.object({}).strict();
export type Setup = z.infer<typeof Setup>;

export const isRacing = (state: ClassicRaceState) => (car: string) => state.cars[car]?.status === 'racing';

/** The results once the race is over; before, the running order: finished cars, then racing ones, then the cars out of the race. */
function classification(state: ClassicRaceState): string[] {
  if (state.results !== null) return state.results.map((result) => result.car);
  const status = (car: string) => state.cars[car]?.status;
  return (['finished', 'racing', 'eliminated'] as const).flatMap((wanted) => state.order.filter((car) => status(car) === wanted));
}

export const classicRules: RaceRules<Circuit, CarEntry, Setup, Move, ClassicRaceState, ClassicEvent, ClassicOptions> = {
  id: CLASSIC_ID,
  circuitIds: SHIPPED_CIRCUIT_IDS,
  qualifyingSchema: CarEntry,
  setupSchema: Setup,
  moveSchema: Move,
  eventSchema: ClassicEvent,
  parseMoveText,
  printMove,

  checkQualifying: (_circuit, entry) => checkBuild(entry.build),

  optionsSchema: ClassicOptions,

  checkSetup(_circuit, state, car) {
    const found = state.cars[car];
    if (found === undefined) throw new DomainError('notFound', 'car', `car ${car} is not on the grid`);
    if (found.status !== 'racing') throw conflict('car', `car ${car} is ${found.status}`);
  },

  checkMove,

  carsToMove: (state) => (state.results === null ? state.order.filter(isRacing(state)) : []),

  evolve,

  isFinished: (state) => state.results !== null,

  classification,

  championship: { points: pointsByCar, standings: circuitStandings },
};
