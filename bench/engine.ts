/**
 * Rules engine figures (issue "rules engine", point 8): one 26-car turn with every rule live, and
 * the replay of a whole race from its events.
 */
import { createDice } from '../domain/dice/derive.ts';
import type { RaceEvent, RaceState } from '../domain/race/index.ts';
import type { AicsRaceState } from '../domain/speed-circuit/aics/qualifying/index.ts';
import { parsePoleLap } from '../domain/speed-circuit/aics/qualifying-schema.ts';
import { aics } from '../domain/speed-circuit/aics/ruleset.ts';
import type { Move } from '../domain/speed-circuit/aics/schemas.ts';
import type { Circuit } from '../domain/speed-circuit/circuit/types.ts';
import { buildOf, CARS, CIRCUIT_ID, cars, LAPS, POLE_LAP_TEXT, playersMoves, RACE_SEED } from './players.ts';
import { median, percentile, sample } from './stats.ts';

/**
 * The measured turn is the one, among these, whose resolution exercises the most rules: by then
 * the field is spread over the lap, some cars in curves, some in each other's slipstream.
 */
const CANDIDATE_TURNS = { from: 20, to: 35 };
/** Events every turn has; the others show which rules a turn exercised. */
const ROUTINE = new Set(['TurnStarted', 'MoveOrderSet', 'CarMoved', 'TurnEnded', 'RunningOrderSet', 'SlipstreamIgnored']);

export const turnDice = (turn: number) => createDice({ seed: RACE_SEED, raceId: 'bench', turn, binding: RACE_SEED });

/** The race after qualifying and the start. */
export function startedRace(circuit: Circuit): AicsRaceState {
  const lap = parsePoleLap(POLE_LAP_TEXT);
  const qualified = aics.qualify({
    circuit,
    laps: LAPS,
    maxStarters: CARS,
    entrants: cars().map((car) => ({ car, name: `Driver ${car}` })),
    qualifying: Object.fromEntries(cars().map((car) => [car, { build: buildOf(car), lap }])),
    dice: turnDice(0),
  });
  return aics.start(circuit, qualified.state, {}).state;
}

const rulesExercised = (events: readonly { type: string }[]): number => new Set(events.map((event) => event.type).filter((type) => !ROUTINE.has(type))).size;

/** The players' moves, each asking for the slipstream and to be placed in it, so SC-SLIP is tried for every car. */
const slipstreaming = (moves: Record<string, Move>): Record<string, Move> =>
  Object.fromEntries(
    Object.entries(moves).map(([car, move]) => [car, { ...move, slipstream: true, placement: [{ kind: 'slipstream' }, ...move.placement.slice(0, 3)] }]),
  );

export interface TurnFigure {
  turn: number;
  median: number;
  p90: number;
  racing: number;
  events: number;
  /** Events of the measured turn by type, for the rules it exercised. */
  exercised: Record<string, number>;
}

export function resolveOneTurn(): TurnFigure {
  const circuit = aics.shippedCircuits()[CIRCUIT_ID]!;
  let state = startedRace(circuit);
  let chosen: { state: AicsRaceState; moves: Record<string, Move>; score: number } | undefined;
  while (state.turn < CANDIDATE_TURNS.to && !aics.isFinished(state)) {
    const moves = playersMoves(circuit, state, aics.carsToMove(state));
    if (state.turn + 1 >= CANDIDATE_TURNS.from) {
      const trial = slipstreaming(moves);
      const score = rulesExercised(aics.resolveTurn(circuit, state, trial, turnDice(state.turn + 1)).events);
      if (chosen === undefined || score > chosen.score) chosen = { state, moves: trial, score };
    }
    state = aics.resolveTurn(circuit, state, moves, turnDice(state.turn + 1)).state;
  }
  if (chosen === undefined) throw new Error(`the race ended before turn ${CANDIDATE_TURNS.from}`);
  const turn = chosen.state.turn + 1;
  const { state: before, moves } = chosen;
  const { events } = aics.resolveTurn(circuit, before, moves, turnDice(turn));
  const samples = sample(() => aics.resolveTurn(circuit, before, moves, turnDice(turn)), { warmup: 50, runs: 200 });
  const exercised: Record<string, number> = {};
  for (const event of events) exercised[event.type] = (exercised[event.type] ?? 0) + 1;
  return { turn, median: median(samples), p90: percentile(samples, 90), racing: aics.carsToMove(before).length, events: events.length, exercised };
}

export interface ReplayFigure {
  median: number;
  turns: number;
  raceEvents: number;
  /** Ruleset events carried inside the race events (grid, start, turns, eliminations). */
  rulesetEvents: number;
  finished: boolean;
}

/** Folds a whole race's events through `evolve` from the initial state, as an auditor's replay does. */
export function replay(
  race: { initialState: RaceState; evolve: (state: RaceState, event: RaceEvent) => RaceState },
  events: readonly RaceEvent[],
): ReplayFigure {
  const fold = () => events.reduce(race.evolve, race.initialState);
  const final = fold();
  const samples = sample(fold, { warmup: 3, runs: 15 });
  const rulesetEvents = events.reduce((sum, event) => sum + ('events' in event ? (event.events?.length ?? 0) : 0), 0);
  return {
    median: median(samples),
    turns: events.filter((event) => event.type === 'TurnResolved').length,
    raceEvents: events.length,
    rulesetEvents,
    finished: final.phase === 'finished',
  };
}
