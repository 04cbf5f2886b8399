/**
 * One car's move of a 6-car Vektorace race, as the referee plays it: the move sent (the non-human
 * player's choice, given as a player's), judged and played, once the field has spread round the
 * circuit; and the same move left to the non-human player, which chooses it first.
 */
import { createDice } from '../domain/dice/derive.ts';
import type { Step } from '../domain/race/ruleset.ts';
import { MOVE, START } from '../domain/vektorace/id.ts';
import { chooseMove } from '../domain/vektorace/non-human.ts';
import { beforeMove } from '../domain/vektorace/play.ts';
import { vektorace } from '../domain/vektorace/ruleset.ts';
import type { VektoraceSettings } from '../domain/vektorace/settings.ts';
import type { VektoraceState } from '../domain/vektorace/state.ts';
import { median, percentile, sample } from './stats.ts';

export const VK_CARS = 6;
const SEED = '7e5'.padEnd(64, '0');
/** From this round on the field has spread over the circuit. */
const FROM_ROUND = 5;

export interface VektoraceMoveFigure {
  round: number;
  median: number;
  p90: number;
  nonHuman: number;
}

export function vektoraceMove(): VektoraceMoveFigure {
  const circuit = vektorace.shippedCircuits().default!;
  const settings = vektorace.createSchema.parse({ laps: 3 }) as VektoraceSettings;
  const entrants = Array.from({ length: VK_CARS }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}`, seat: String(i + 1) }));
  const dice = createDice({ seed: SEED, raceId: 'bench', turn: 0, binding: SEED });
  const referee = vektorace.referee!;
  const cars = entrants.map((e) => e.car);
  const begun = referee.begin!({ circuit, entrants, settings, dice }).state;
  // Every player leaves his start choices to the non-human player.
  const start = vektorace.next({ state: begun, played: undefined, cars, settings })!;
  let state: VektoraceState = referee.play[START]!({ circuit, state: begun, step: start, submissions: {}, dice, standingOrders: {}, entrants, settings }).state;
  let step: Step | undefined = vektorace.next({ state, played: start, cars, settings });
  const play = (at: VektoraceState, on: Step, submissions: Record<string, unknown>) =>
    referee.play[MOVE]!({ circuit, state: at, step: on, submissions, dice, standingOrders: {}, entrants, settings });
  while (step) {
    const car = step.cars[0]!;
    const move = chooseMove(circuit, beforeMove(state), car);
    if (state.round >= FROM_ROUND) {
      const [before, on] = [state, step];
      const samples = sample(() => play(before, on, { [car]: move }), { warmup: 50, runs: 300 });
      const nonHuman = sample(() => play(before, on, { [car]: undefined }), { warmup: 10, runs: 100 });
      return { round: state.round, median: median(samples), p90: percentile(samples, 90), nonHuman: median(nonHuman) };
    }
    state = play(state, step, { [car]: move }).state;
    step = vektorace.next({ state, played: step, cars, settings });
  }
  throw new Error(`the race ended before round ${FROM_ROUND}`);
}
