/**
 * Speed Circuit under the AICS v3.06 rules, as the generic race drives it (domain/race): the
 * qualifying, the pre-race phase and the turn engine behind the one `RaceRuleset` contract.
 */
import * as z from 'zod';
import { standings } from '../../championship.ts';
import { DomainError, invalid } from '../../errors.ts';
import { compileCircuit, shippedCircuits } from '../circuit/index.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RaceRuleset } from '../rules.ts';
import { checkBuild } from './car.ts';
import { AicsEvent, evolve as evolveTurn } from './events.ts';
import { StandingOrder } from './gnu/index.ts';
import { AICS_ID } from './id.ts';
import { parseMove, printMove } from './notation.ts';
import { type AicsRaceState, evolveQualifying, poleStartSquare, QualifyingEvent, qualifyingEvents } from './qualifying/index.ts';
import { refuseHopelessLap } from './qualifying/preview.ts';
import { parsePoleLap, Qualifying } from './qualifying-schema.ts';
import { Move } from './schemas.ts';
import { classify } from './scoring.ts';
import { checkSetup, evolvePreRace, PreRaceEvent, prepareCars, rollStartingWeather, Setup } from './setup.ts';
import { checkMove, resolveTurn } from './turn/index.ts';
import { moveOrder } from './turn/order.ts';

/** The pole lap as moves, or as text with one turn per line (qualifying-schema.ts). */
export const QualifyingEntry = Qualifying.extend({
  lap: Qualifying.shape.lap.optional(),
  lapText: z
    .string()
    .max(4000)
    .optional()
    .describe('The pole lap, one turn per line: a move as the move form takes it (120, 140 T1, 120 CB 1W) or "Turn 1 – 120, Trajectory".'),
}).transform(({ lap, lapText, ...entry }, ctx): Qualifying => {
  if (lap !== undefined) return { ...entry, lap };
  try {
    if (lapText !== undefined) return { ...entry, lap: parsePoleLap(lapText) };
    ctx.addIssue({ code: 'custom', path: ['lap'], message: 'send the pole lap as "lap" (moves) or "lapText" (one turn per line)' });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['lapText'], message: error.message });
  }
  return z.NEVER;
});

export const StandingEvent = z.discriminatedUnion('type', [
  /** The organiser's elimination, or the player's withdrawal (SC-GNU-2). */
  z.object({ type: z.literal('CarRetired'), car: z.string(), reason: z.string() }),
  /** Finished cars by place, racing cars by position, retired cars last: `classification` during the race. */
  z.object({ type: z.literal('RunningOrderSet'), order: z.array(z.string()) }),
]);
export type StandingEvent = z.infer<typeof StandingEvent>;

export const AicsRulesetEvent = z.discriminatedUnion('type', [
  ...AicsEvent.options,
  ...QualifyingEvent.options,
  ...PreRaceEvent.options,
  ...StandingEvent.options,
]);
export type AicsRulesetEvent = z.infer<typeof AicsRulesetEvent>;

const typesOf = (union: { options: readonly { shape: { type: { value: string } } }[] }): ReadonlySet<string> =>
  new Set(union.options.map((option) => option.shape.type.value));
const TURN = typesOf(AicsEvent);
/** Whether `event` is one of a turn's events, which the picture draws. */
export const isTurnEvent = (event: { type: string }): event is AicsEvent => TURN.has(event.type);
const QUALIFYING = typesOf(QualifyingEvent);
const PRE_RACE = typesOf(PreRaceEvent);

export function evolve(state: AicsRaceState, event: AicsRulesetEvent): AicsRaceState {
  if (TURN.has(event.type)) return { ...evolveTurn(state, event as AicsEvent), order: state.order };
  if (QUALIFYING.has(event.type)) return evolveQualifying(state, event as QualifyingEvent);
  if (PRE_RACE.has(event.type)) return evolvePreRace(state, event as PreRaceEvent);
  const own = event as StandingEvent;
  switch (own.type) {
    case 'CarRetired': {
      const car = state.cars[own.car];
      if (car === undefined) return state;
      const elimination = { reason: 'retired' as const, turn: state.turn };
      const retired = { ...car, status: 'eliminated' as const, elimination, position: { at: 'off' as const }, curve: null };
      return { ...state, cars: { ...state.cars, [own.car]: retired } };
    }
    case 'RunningOrderSet':
      return { ...state, order: own.order };
  }
}

const fold = (state: AicsRaceState, events: AicsRulesetEvent[]): AicsRaceState => events.reduce(evolve, state);

/** Finished cars first, then the cars still racing, then the retired ones, each in the order of `state.order`. */
function classification(state: AicsRaceState): string[] {
  const status = (car: string) => state.cars[car]?.status;
  return (['finished', 'racing', 'eliminated'] as const).flatMap((wanted) => state.order.filter((car) => status(car) === wanted));
}

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

export const aics: RaceRuleset<Circuit, Qualifying, Setup, Move, AicsRaceState, AicsRulesetEvent> = {
  id: AICS_ID,
  compileCircuit,
  shippedCircuits,
  qualifyingSchema: QualifyingEntry,
  setupSchema: Setup,
  moveSchema: Move,
  eventSchema: AicsRulesetEvent,
  parseMoveText: parseMove,
  printMove,

  checkQualifying(circuit, qualifying) {
    checkBuild(qualifying.build);
    if (qualifying.lap.length === 0) throw invalid('lap', 'the pole lap has no turns: send one move per turn');
    poleStartSquare(circuit, qualifying.startLane);
    refuseHopelessLap(circuit, qualifying);
  },

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

  checkSetup: (_circuit, state, car, setup) => checkSetup(state, car, setup),

  start(_circuit, state, setups) {
    const events = prepareCars(state, setups);
    return { state: fold(state, events), events };
  },

  checkMove,

  carsToMove: (state) => classification(state).filter((car) => state.cars[car]?.status === 'racing'),

  standingOrderSchema: StandingOrder,

  resolveTurn(circuit, state, moves, dice, standingOrders = {}) {
    const orders = Object.fromEntries(Object.entries(standingOrders).map(([car, order]) => [car, StandingOrder.parse(order)]));
    const played = resolveTurn(circuit, state, moves, dice, orders);
    // The turn's state is already the fold of its events (turn/context.ts); only `order` is the ruleset's own.
    const after: AicsRaceState = { ...played.state, order: state.order };
    const order: AicsRulesetEvent = { type: 'RunningOrderSet', order: runningOrder(circuit, after) };
    return { state: evolve(after, order), events: [...played.events, order] };
  },

  evolve,

  isFinished: (state) => state.classification !== null,

  eliminate(state, car, reason) {
    if (state.cars[car]?.status !== 'racing') return { state, events: [] };
    const retired: AicsRulesetEvent[] = [{ type: 'CarRetired', car, reason }];
    const events = [...retired, ...classifyIfOver(fold(state, retired))];
    return { state: fold(state, events), events };
  },

  classification,

  // The AICS league's season: each race's points (SC-WIN-3) added up.
  championship: {
    points: (state) => Object.fromEntries((state.classification ?? []).map(({ car, points }) => [car, points])),
    standings,
  },
};
