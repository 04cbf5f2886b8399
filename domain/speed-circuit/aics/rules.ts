/**
 * What deciding a command of an AICS race needs (the `Rules` of ../rules.ts): what the players
 * send and its checks, the events and their fold, the order of the cars. The referee, which drives
 * the pole laps and the turns, is referee.ts.
 */
import * as z from 'zod';
import { standings } from '../../championship.ts';
import { DomainError, invalid } from '../../errors.ts';
import { SHIPPED_CIRCUIT_IDS } from '../circuit/ids.ts';
import type { Circuit } from '../circuit/types.ts';
import type { RaceRules } from '../rules.ts';
import { checkBuild } from './car.ts';
import { AicsEvent } from './events.ts';
import { evolve as evolveTurn } from './evolve.ts';
import { AICS_ID } from './id.ts';
import { checkMove } from './move-check.ts';
import { parseMove, printMove } from './notation.ts';
import { type AicsRaceState, evolveQualifying, QualifyingEvent } from './qualifying/events.ts';
import { poleStartSquare } from './qualifying/lap.ts';
import { parsePoleLap, Qualifying } from './qualifying-schema.ts';
import { Move } from './schemas.ts';
import { checkSetup, evolvePreRace, PreRaceEvent, Setup } from './setup.ts';
import { StandingOrder } from './standing-order.ts';

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

/** Finished cars first, then the cars still racing, then the retired ones, each in the order of `state.order`. */
function classification(state: AicsRaceState): string[] {
  const status = (car: string) => state.cars[car]?.status;
  return (['finished', 'racing', 'eliminated'] as const).flatMap((wanted) => state.order.filter((car) => status(car) === wanted));
}

export const aicsRules: RaceRules<Circuit, Qualifying, Setup, Move, AicsRaceState, AicsRulesetEvent> = {
  id: AICS_ID,
  circuitIds: SHIPPED_CIRCUIT_IDS,
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
  },

  checkSetup: (_circuit, state, car, setup) => checkSetup(state, car, setup),

  checkMove,

  carsToMove: (state) => classification(state).filter((car) => state.cars[car]?.status === 'racing'),

  standingOrderSchema: StandingOrder,

  evolve,

  isFinished: (state) => state.classification !== null,

  classification,

  // The AICS league's season: each race's points (SC-WIN-3) added up.
  championship: {
    points: (state) => Object.fromEntries((state.classification ?? []).map(({ car, points }) => [car, points])),
    standings,
  },
};
