/**
 * The non-human player's figures (issue "GNU", point 6): the best-lap solver's time on each
 * shipped circuit, the GNU's time to choose one car's move in a full-grid race, and the pace of a
 * lone GNU car against the solver's best lap for the same car.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDice } from '../domain/dice/derive.ts';
import { gnuMove } from '../domain/speed-circuit/aics/gnu/index.ts';
import type { CarBuild, Move } from '../domain/speed-circuit/aics/schemas.ts';
import { bestLap, bestLapOf, parseCar } from '../domain/speed-circuit/aics/solver/index.ts';
import { type RaceState, startingCar } from '../domain/speed-circuit/aics/state.ts';
import { resolveTurn } from '../domain/speed-circuit/aics/turn/index.ts';
import { initialWeather } from '../domain/speed-circuit/aics/weather.ts';
import { compileCircuit, shippedCircuits } from '../domain/speed-circuit/circuit/index.ts';
import type { Circuit } from '../domain/speed-circuit/circuit/types.ts';
import { buildOf } from './players.ts';
import { median, percentile } from './stats.ts';
import { ms } from './table.ts';

const SOLVER_TARGET_S = 2;
const DECISION_TARGET_MS = 5;
const PACE_TARGET_TURNS = 2;
/** Turns of the full-grid race whose decisions are timed: the start, the first laps' packs. */
const TIMED_TURNS = 40;
const LAPS = 6;
const SEED = 'b0a7'.repeat(16);

const verdict = (ok: boolean): string => (ok ? 'ok' : 'over');

/** A circuit compiled afresh from its file, so that no search of an earlier figure is kept for it. */
function freshCircuit(id: string): Circuit {
  const file = fileURLToPath(new URL(`../domain/speed-circuit/circuits/${id}.json`, import.meta.url));
  return compileCircuit(JSON.parse(readFileSync(file, 'utf8')));
}

/** A race of these builds on the grid, one in five on soft tyres. */
function gridRace(circuit: Circuit, builds: CarBuild[]): RaceState {
  return {
    circuit: circuit.id,
    laps: LAPS,
    turn: 0,
    weather: initialWeather(8),
    cloudLaps: 0,
    finishers: [],
    classification: null,
    cars: Object.fromEntries(
      builds.map((build, i) => {
        const car = String(i + 1);
        const entry = { car, driver: car, build, square: circuit.grid[i]!, laps: LAPS, tyres: 'dry' as const, softTyres: builds.length > 1 && i % 5 === 0 };
        return [car, startingCar(entry)];
      }),
    ),
  };
}

const dice = (turn: number) => createDice({ seed: SEED, raceId: 'gnu-bench', turn, binding: SEED });

/** The car of the circuit's stated Best Lap (SC-QUAL-10), or the rulebook's pole-lap car (SC-QUAL-3). */
const bestLapCar = (circuit: Circuit): string => circuit.bestLap?.car ?? '40ss 60acc 60dec 200top 4w';

function solverLines(): string[] {
  return Object.values(shippedCircuits()).map((shipped) => {
    const circuit = freshCircuit(shipped.id);
    const car = bestLapCar(shipped);
    const start = performance.now();
    const lap = bestLap(circuit, parseCar(car));
    const seconds = (performance.now() - start) / 1000;
    return `best-lap solver, ${shipped.id} (${car}): ${seconds.toFixed(2)} s for ${lap.turns} turns + ${lap.squares} squares; target ≤ ${SOLVER_TARGET_S} s: ${verdict(seconds <= SOLVER_TARGET_S)}`;
  });
}

/**
 * The GNU's decisions of a full-grid race on each circuit, each turn's played with the moves chosen.
 * The cars of one turn share what they foresee of each other (the first to ask works it out), so
 * the figure is each turn's time over its cars: the time one car's decision costs the resolver.
 */
function decisionLines(): string[] {
  return Object.values(shippedCircuits()).map((shipped) => {
    const circuit = freshCircuit(shipped.id);
    let state = gridRace(
      circuit,
      Array.from({ length: circuit.maxStarters }, (_, i) => buildOf(String(i + 1))),
    );
    const perCar: number[] = [];
    while (state.turn < TIMED_TURNS && state.classification === null) {
      const turnDice = dice(state.turn + 1);
      const racing = Object.values(state.cars).filter((car) => car.status === 'racing');
      const start = performance.now();
      const moves: Record<string, Move> = Object.fromEntries(racing.map((car) => [car.car, gnuMove(circuit, state, car.car, turnDice)]));
      perCar.push((performance.now() - start) / racing.length);
      state = resolveTurn(circuit, state, moves, turnDice).state;
    }
    const p50 = median(perCar);
    return `GNU decision a car, ${circuit.maxStarters} cars on ${shipped.id}, ${state.turn} turns: p50 ${ms(p50)} (p90 ${ms(percentile(perCar, 90))}); target p50 ≤ ${DECISION_TARGET_MS} ms: ${verdict(p50 <= DECISION_TARGET_MS)}`;
  });
}

/** A lone GNU car's laps after the first (flying, as the solver's lap is) against the solver's best lap for the same car. */
function paceLines(): string[] {
  return Object.values(shippedCircuits()).map((circuit) => {
    const car = bestLapCar(circuit);
    const best = bestLapOf(circuit, car);
    let state = gridRace(circuit, [parseCar(car)]);
    const crossings: number[] = [];
    while (state.classification === null) {
      const turnDice = dice(state.turn + 1);
      const played = resolveTurn(circuit, state, { '1': gnuMove(circuit, state, '1', turnDice) }, turnDice);
      if (played.events.some((event) => event.type === 'LineCrossed')) crossings.push(played.state.turn);
      state = played.state;
    }
    const laps = crossings
      .slice(1)
      .map((turn, i) => turn - crossings[i]!)
      .slice(1);
    const slowest = Math.max(...laps);
    return `GNU pace, lone ${car} on ${circuit.id}: flying laps ${laps.join(', ')} turns vs best lap ${best.turns} + ${best.squares}; target ≤ best + ${PACE_TARGET_TURNS}: ${verdict(slowest <= best.turns + PACE_TARGET_TURNS)}`;
  });
}

export async function gnuBench(): Promise<string[]> {
  return [...solverLines(), ...decisionLines(), ...paceLines()];
}
