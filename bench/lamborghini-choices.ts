/**
 * A seat's Lamborghini choices for its open step (issue 26, target ≤ 20 ms): on circuit B, the
 * largest shipped board, with the 5 cars the box holds, each car's move step of a round in which
 * all 5 are racing, asked with the whole plan picked (its every square walked, the race drawn with
 * the plan), as the page asks it at its last click before sending.
 */
import { lamborghiniChoices } from '../domain/lamborghini/choices/index.ts';
import { lamborghini } from '../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../domain/lamborghini/state.ts';
import type { Picks } from '../domain/race/choices.ts';
import type { Step } from '../domain/race/ruleset.ts';
import { raceOf } from '../test/lamborghini/race-driver.ts';
import { dice, playUnsent } from './lamborghini.ts';
import { median, percentile, sample } from './stats.ts';
import { against, type Figure, info, ms } from './table.ts';

const CARS = 5;
const FROM_ROUND = 4;
export const LB_CHOICES = `a seat's choices in a ${CARS}-car Lamborghini race on circuit B, whole plan picked, median (p90)`;
export const LB_CHOICES_TARGET = '≤ 20 ms';

export function lamborghiniChoicesFigures(): Figure[] {
  const board = lamborghini.shippedCircuits()['circuit-b']!;
  const begun = raceOf(CARS, 1, dice(0), () => ({}), {
    board,
    until: (state, step) =>
      step.kind === 'move' && state.race.round >= FROM_ROUND && Object.values(state.race.cars).every((car) => !car.finished && !car.stopped),
  });
  if (begun.state.race.round < FROM_ROUND) throw new Error('the race ended before a round with every car racing');
  const { settings, entrants } = begun;
  const cars = entrants.map(({ car }) => car);
  // Each move step of the round, as the referee leaves it when the step opens.
  const opened: { state: LamborghiniState; step: Step }[] = [];
  let state = begun.state;
  let played = begun.steps.at(-1);
  while (state.race.round === begun.state.race.round) {
    const step = lamborghini.next({ state, played, cars, settings })!;
    if (step.kind === 'move' && !state.race.turn?.moving) opened.push({ state, step });
    state = playUnsent(begun, board, state, step).state;
    played = step;
  }
  const asked = opened.map(({ state: at, step }) => {
    const car = step.cars[0]!;
    const ask = (picks: Picks) => lamborghiniChoices({ circuit: board, state: at, car, kind: step.kind, picks, language: 'en', settings, entrants })!;
    // The first square offered each time, until the plan is whole.
    let picks: Picks = {};
    for (let choices = ask(picks); choices.submission === null; choices = ask(picks)) {
      const open = choices.questions.find((question) => question.picked.length < question.min)!;
      picks = { ...picks, [open.id]: [open.options.find((option) => option.disabled === undefined)!.id] };
    }
    return { ask: () => ask(picks), squares: Object.keys(picks).length };
  });
  const times = asked.flatMap(({ ask }) => sample(ask, { warmup: 5, runs: 30 }));
  const before = process.cpuUsage().user;
  for (const { ask } of asked) for (let i = 0; i < 30; i++) ask();
  const cpu = (process.cpuUsage().user - before) / 1000 / (30 * asked.length);
  const squares = Math.max(...asked.map(({ squares }) => squares));
  return [
    against(
      LB_CHOICES,
      median(times),
      20,
      `${ms(median(times))} (${ms(percentile(times, 90))}), ${asked.length} moves, up to ${squares} squares`,
      LB_CHOICES_TARGET,
    ),
    info('  processor time per answer', ms(cpu)),
  ];
}
