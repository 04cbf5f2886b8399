/**
 * Issue 26's Speed Circuit figure: building a seat's choices for the open step, for every car of the
 * bench's 26-car Monza race in mid-race, each answer the page asks for as the player clicks (the
 * speeds, a speed's lines, the square): per seat its heaviest answer, p50 over the seats (target
 * ≤ 20 ms). For information, every answer, and a pole lap clicked turn by turn on Monza, whose
 * every answer drives the turns already chosen again.
 */
import { performance } from 'node:perf_hooks';
import { aicsChoices } from '../domain/speed-circuit/aics/choices/index.ts';
import type { AicsRaceState } from '../domain/speed-circuit/aics/qualifying/index.ts';
import { aics } from '../domain/speed-circuit/aics/ruleset.ts';
import type { Circuit } from '../domain/speed-circuit/circuit/types.ts';
import { type Answer, clickThrough, type Picks } from '../test/speed-circuit/clicker.ts';
import { startedRace, turnDice } from './engine.ts';
import { CIRCUIT_ID, playersMoves } from './players.ts';
import { median, percentile } from './stats.ts';
import { against, type Figure, info, ms } from './table.ts';

export const SC_CHOICES = 'AICS racing choices of a seat, 26 cars on monza: its heaviest answer, p50 (p90)';
export const SC_CHOICES_TARGET = '≤ 20 ms';
/** Mid-race: the field spread over the lap, cars in curves and in each other's slipstream. */
const TURN = 20;
const POLE_CAR = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };

/** Times every answer of `ask` while a careful player clicks the step through. */
async function timedClicks(ask: (picks: Picks) => Answer, wanted: Picks = {}): Promise<number[]> {
  const times: number[] = [];
  await clickThrough((picks) => {
    const start = performance.now();
    const answer = ask(picks);
    times.push(performance.now() - start);
    return answer;
  }, wanted);
  return times;
}

function raceAt(circuit: Circuit, turn: number): AicsRaceState {
  let state = startedRace(circuit);
  while (state.turn < turn) state = aics.resolveTurn(circuit, state, playersMoves(circuit, state, aics.carsToMove(state)), turnDice(state.turn + 1)).state;
  return state;
}

export async function speedCircuitChoicesFigures(): Promise<Figure[]> {
  const circuit = aics.shippedCircuits()[CIRCUIT_ID]!;
  const state = raceAt(circuit, TURN);
  const cars = aics.carsToMove(state);
  const racing = (car: string) => (picks: Picks) => aicsChoices({ circuit, state, car, kind: 'racing', picks, language: 'en', settings: {}, entrants: [] })!;
  // Warm-up: every car's step once, unmeasured.
  for (const car of cars) await timedClicks(racing(car));
  const bySeat: number[][] = [];
  for (const car of cars) bySeat.push(await timedClicks(racing(car)));
  const heaviest = bySeat.map((times) => Math.max(...times));
  const times = bySeat.flat();
  const pole = (picks: Picks) => aicsChoices({ circuit, state: undefined, car: '1', kind: 'qualifying', picks, language: 'en', settings: {}, entrants: [] })!;
  const wanted = { ...Object.fromEntries(Object.entries(POLE_CAR).map(([category, points]) => [category, [String(points)]])), lap: ['turns'] };
  const lap = await timedClicks(pole, wanted);
  const driven = lap.slice(-5);
  return [
    against(
      SC_CHOICES,
      median(heaviest),
      20,
      `${ms(median(heaviest))} (${ms(percentile(heaviest, 90))}), max ${ms(Math.max(...heaviest))}; turn ${TURN + 1}, ${cars.length} seats`,
      SC_CHOICES_TARGET,
    ),
    info('  every answer of those seats, p50 (p90)', `${ms(median(times))} (${ms(percentile(times, 90))}), ${times.length} answers`),
    info('  a pole lap clicked turn by turn on monza, the last 5 answers', `${driven.map(ms).join(', ')} (${lap.length} answers)`),
  ];
}
