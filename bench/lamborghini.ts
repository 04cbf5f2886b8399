/**
 * One turn of a 5-car Lamborghini Short race: a whole round, every car's movement turn (its move
 * step and any direction chosen in it) played by the referee as the race plays the steps, every
 * car left to the non-human player, which plans each move as it goes; from a round in which all
 * 5 cars are racing. And the non-human player against the random legal player
 * (test/lamborghini/drivers.ts).
 */
import { createDice } from '../domain/dice/derive.ts';
import type { Board } from '../domain/lamborghini/board/types.ts';
import { lamborghini } from '../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../domain/lamborghini/state.ts';
import type { Step } from '../domain/race/ruleset.ts';
import { type Race, raceOf } from '../test/lamborghini/race-driver.ts';
import { median, percentile, sample } from './stats.ts';

export const LAMBORGHINI_CARS = 5;
const SEED = '1b0'.padEnd(64, '0');
/** From this round on the field has spread over the circuit. */
const FROM_ROUND = 5;

export const dice = (turn: number) => createDice({ seed: SEED, raceId: 'bench', turn, binding: SEED });

export interface LamborghiniTurnFigure {
  round: number;
  median: number;
  p90: number;
  steps: number;
  events: number;
}

/** Plays `step` as the race does with nothing sent: every car of it left to the non-human player. */
export const playUnsent = (race: Pick<Race, 'entrants' | 'settings'>, board: Board, state: LamborghiniState, step: Step) =>
  lamborghini.referee!.play[step.kind]!({
    circuit: board,
    state,
    step,
    submissions: Object.fromEntries(step.cars.map((car) => [car, undefined])),
    dice: dice(step.number),
    standingOrders: {},
    entrants: race.entrants,
    settings: race.settings,
  });

export function lamborghiniTurn(): LamborghiniTurnFigure {
  const begun = raceOf(LAMBORGHINI_CARS, 1, dice(0), () => ({}), {
    until: (state) => state.race.round >= FROM_ROUND && Object.values(state.race.cars).every((car) => !car.finished && !car.stopped && !car.out),
  });
  const start = begun.state;
  const settings = begun.settings;
  const entrants = begun.entrants;
  const cars = entrants.map(({ car }) => car);
  if (start.race.round < FROM_ROUND) throw new Error('the race ended before a round with every car racing');
  const board = lamborghini.shippedCircuits()['circuit-a']!;
  const round = () => {
    let state: LamborghiniState = start;
    let played: Step | undefined = begun.steps.at(-1);
    let steps = 0;
    let events = 0;
    while (state.race.round === start.race.round) {
      const step = lamborghini.next({ state, played, cars, settings })!;
      const result = playUnsent(begun, board, state, step);
      state = result.state;
      events += result.events.length;
      steps += 1;
      played = step;
    }
    return { steps, events };
  };
  const once = round();
  const samples = sample(round, { warmup: 30, runs: 200 });
  return { round: start.race.round, median: median(samples), p90: percentile(samples, 90), ...once };
}
