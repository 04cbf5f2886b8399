/**
 * The referee of a classic race (the `RulesReferee` of ../rules.ts): the grid ordered by Start
 * Speed (SCC-SETUP-5), the start, each turn with the GNU for the cars that sent nothing, and a
 * car's retirement.
 */
import { compileCircuit, shippedCircuits } from '../circuit/index.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RulesReferee } from '../rules.ts';
import type { CarEntry } from './car.ts';
import { type ClassicEvent, evolve } from './events.ts';
import { gridEvents } from './grid.ts';
import type { Move } from './notation.ts';
import { ClassicOptions } from './options.ts';
import { raceResults } from './results.ts';
import { isRacing, type Setup } from './rules.ts';
import type { ClassicRaceState } from './state.ts';
import { resolveTurn } from './turn/index.ts';

const fold = (state: ClassicRaceState, events: ClassicEvent[]): ClassicRaceState => events.reduce(evolve, state);

export const classicReferee: RulesReferee<Circuit, CarEntry, Setup, Move, ClassicRaceState, ClassicEvent, ClassicOptions> = {
  compileCircuit,
  shippedCircuits,
  qualify({ circuit, laps, maxStarters, entrants, qualifying, dice, options = ClassicOptions.parse({}) }) {
    const events = gridEvents({ circuit, maxStarters, entrants, entries: qualifying, dice });
    const race: ClassicRaceState = { circuit: circuit.id, laps, finish: options.finish, turn: 0, cars: {}, finishers: [], order: [], results: null };
    return { state: fold(race, events), events };
  },

  start: (_circuit, state) => ({ state, events: [] }),

  resolveTurn,

  eliminate(state, car, reason) {
    if (state.cars[car]?.status !== 'racing' || state.results !== null) return { state, events: [] };
    const events: ClassicEvent[] = [{ type: 'CarRetired', car, reason }];
    const retired = fold(state, events);
    // With nobody left racing the race is over, and nobody is running to be placed.
    if (!Object.keys(retired.cars).some(isRacing(retired))) events.push({ type: 'RaceScored', results: raceResults(retired, []) });
    return { state: fold(state, events), events };
  },
};
