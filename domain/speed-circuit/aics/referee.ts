/**
 * The referee of an AICS race (the `RulesReferee` of ../rules.ts): the pole laps driven to the
 * grid and the starting weather (SC-QUAL, SC-RAIN-1), the setups applied, each turn played by the
 * turn engine with the GNU for the cars that sent nothing, and a car's retirement.
 */
import { compileCircuit, shippedCircuits } from '../circuit/index.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RulesReferee } from '../rules.ts';
import { type AicsRaceState, qualifyingEvents } from './qualifying/index.ts';
import { refuseHopelessLap } from './qualifying/preview.ts';
import type { Qualifying } from './qualifying-schema.ts';
import { type AicsRulesetEvent, evolve } from './rules.ts';
import type { Move } from './schemas.ts';
import { classify } from './scoring.ts';
import { prepareCars, rollStartingWeather, type Setup } from './setup.ts';
import { StandingOrder } from './standing-order.ts';
import { resolveTurn } from './turn/index.ts';
import { moveOrder } from './turn/order.ts';

const fold = (state: AicsRaceState, events: AicsRulesetEvent[]): AicsRaceState => events.reduce(evolve, state);

const finishersOf = (state: AicsRaceState) =>
  state.finishers.flatMap((car) => {
    const finish = state.cars[car]?.finish;
    return finish ? [{ car, ...finish }] : [];
  });

function runningOrder(circuit: Circuit, state: AicsRaceState): string[] {
  const placed = classify(finishersOf(state)).map((entry) => entry.car);
  const racing = moveOrder(
    circuit,
    Object.values(state.cars).filter((car) => car.status === 'racing'),
    {},
  );
  return [...placed, ...racing, ...state.order.filter((car) => !placed.includes(car) && !racing.includes(car))];
}

/** Once no car is racing any more, the race is classified (SC-WIN-1..3). */
function classifyIfOver(state: AicsRaceState): AicsRulesetEvent[] {
  const cars = Object.values(state.cars);
  if (state.classification !== null || cars.some((car) => car.status === 'racing')) return [];
  return [{ type: 'RaceClassified', classification: classify(finishersOf(state)) }];
}

export const aicsReferee: RulesReferee<Circuit, Qualifying, Setup, Move, AicsRaceState, AicsRulesetEvent> = {
  compileCircuit,
  shippedCircuits,
  // SC-QUAL-8 Proposed: a lap void even if every roll passes can never count (docs/rules-decisions.md).
  refuseQualifying: refuseHopelessLap,

  qualify({ circuit, laps, maxStarters, entrants, qualifying, dice }) {
    const grid = qualifyingEvents({ circuit, maxStarters, entrants, qualifying, dice });
    // SC-RAIN-1: the weather is rolled right after the grid, before the players' setups.
    const weather = rollStartingWeather(dice);
    const events: AicsRulesetEvent[] = [...grid, weather];
    const race: AicsRaceState = {
      circuit: circuit.id,
      laps,
      turn: 0,
      weather: weather.weather,
      cloudLaps: 0,
      cars: {},
      finishers: [],
      classification: null,
      order: [],
    };
    return { state: fold(race, events), events };
  },

  start(_circuit, state, setups) {
    const events = prepareCars(state, setups);
    return { state: fold(state, events), events };
  },

  resolveTurn(circuit, state, moves, dice, standingOrders = {}) {
    const orders = Object.fromEntries(Object.entries(standingOrders).map(([car, order]) => [car, StandingOrder.parse(order)]));
    const played = resolveTurn(circuit, state, moves, dice, orders);
    // The turn's state is already the fold of its events (turn/context.ts); only `order` is the ruleset's own.
    const after: AicsRaceState = { ...played.state, order: state.order };
    const order: AicsRulesetEvent = { type: 'RunningOrderSet', order: runningOrder(circuit, after) };
    return { state: evolve(after, order), events: [...played.events, order] };
  },

  eliminate(state, car, reason) {
    if (state.cars[car]?.status !== 'racing') return { state, events: [] };
    const retired: AicsRulesetEvent[] = [{ type: 'CarRetired', car, reason }];
    const events = [...retired, ...classifyIfOver(fold(state, retired))];
    return { state: fold(state, events), events };
  },
};
