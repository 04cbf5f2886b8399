/**
 * A seat's choices for a Vektorace move (issue 26, target p50 ≤ 20 ms): every end of the move in
 * words with the way there, drawn on the race picture to click, for each move of the first rounds
 * of a 6-car race on the largest shipped circuit (otto-curve), the non-human player making the
 * moves; and the same choices asked again once the player has picked an end (the ways, the
 * attacks tried, the gears), and once he has picked the gear too (the whole move judged).
 */

import { createDice } from '../domain/dice/derive.ts';
import type { Picks } from '../domain/race/choices.ts';
import type { Step } from '../domain/race/ruleset.ts';
import { vektoraceAssists } from '../domain/vektorace/assists.ts';
import { MOVE, START } from '../domain/vektorace/id.ts';
import { vektorace } from '../domain/vektorace/ruleset.ts';
import type { VektoraceSettings } from '../domain/vektorace/settings.ts';
import { MAX_CARS } from '../domain/vektorace/start.ts';
import type { VektoraceState } from '../domain/vektorace/state.ts';
import { median, percentile, sample } from './stats.ts';
import { against, type Figure, info, ms } from './table.ts';

const SEED = '26c'.padEnd(64, '0');
const CIRCUIT = 'otto-curve';
/** The moves measured: the first rounds, the field still close together, the most cars in the way. */
const MOVES = 24;

export const VK_CHOICES = `Vektorace choices of a move, ${MAX_CARS} cars on ${CIRCUIT}, median (p90)`;
export const VK_CHOICES_TARGET = '≤ 20 ms';

/** Compiled once, as the API compiles a circuit once per process. */
const circuit = vektorace.shippedCircuits()[CIRCUIT]!;

interface Asked {
  state: VektoraceState;
  car: string;
  /** An end picked, then its gear too: the second and third questions the page asks. */
  end: Picks;
  gear: Picks;
}

/** The states before each of the first `MOVES` moves, with an end of each and a gear for it. */
function moves(): Asked[] {
  const settings = vektorace.createSchema.parse({ laps: 3, superPowers: true }) as VektoraceSettings;
  const entrants = Array.from({ length: MAX_CARS }, (_, i) => ({ car: String(i + 1), name: `Driver ${i + 1}`, seat: String(i + 1) }));
  const cars = entrants.map((e) => e.car);
  const dice = createDice({ seed: SEED, raceId: 'bench', turn: 0, binding: SEED });
  const referee = vektorace.referee!;
  const begun = referee.begin!({ circuit, entrants, settings, dice }).state;
  const start = vektorace.next({ state: begun, played: undefined, cars, settings })!;
  let state: VektoraceState = referee.play[START]!({ circuit, state: begun, step: start, submissions: {}, dice, standingOrders: {}, entrants, settings }).state;
  let step: Step | undefined = vektorace.next({ state, played: start, cars, settings });
  const asked: Asked[] = [];
  while (step && asked.length < MOVES) {
    const car = step.cars[0]!;
    const choices = ask(state, car, {});
    const ends = choices.questions.find((q) => q.id === 'end')!.options;
    // The middle end: neither the shortest nor the longest move.
    const end = { end: [ends[Math.floor(ends.length / 2)]!.id] };
    const gears = ask(state, car, end).questions.find((q) => q.id === 'gear');
    asked.push({ state, car, end, gear: gears ? { ...end, gear: [gears.options[0]!.id] } : end });
    state = referee.play[MOVE]!({ circuit, state, step, submissions: { [car]: undefined }, dice, standingOrders: {}, entrants, settings }).state;
    step = vektorace.next({ state, played: step, cars, settings });
  }
  return asked;
}

const ask = (state: VektoraceState, car: string, picks: Picks) =>
  vektoraceAssists.choices!({
    circuit,
    state,
    car,
    kind: MOVE,
    picks,
    language: 'en',
    settings: {},
    entrants: [],
  })!;

export interface ChoicesFigure {
  median: number;
  p90: number;
  /** Processor time per answer, which a loaded machine does not inflate as it does the clock's. */
  cpu: number;
  endPicked: number;
  gearPicked: number;
  /** The most ends one move offered. */
  ends: number;
}

export function vektoraceChoices(): ChoicesFigure {
  const asked = moves();
  const times = (picks: (a: Asked) => Picks) => asked.flatMap((a) => sample(() => ask(a.state, a.car, picks(a)), { warmup: 2, runs: 5 }));
  const empty = times(() => ({}));
  const before = process.cpuUsage().user;
  for (const a of asked) ask(a.state, a.car, {});
  const cpu = (process.cpuUsage().user - before) / 1000 / asked.length;
  const ends = Math.max(...asked.map((a) => ask(a.state, a.car, {}).questions.find((q) => q.id === 'end')!.options.length));
  return {
    median: median(empty),
    p90: percentile(empty, 90),
    cpu,
    endPicked: median(times((a) => a.end)),
    gearPicked: median(times((a) => a.gear)),
    ends,
  };
}

export function vektoraceChoicesFigures(): Figure[] {
  const figure = vektoraceChoices();
  return [
    against(VK_CHOICES, figure.median, 20, `${ms(figure.median)} (${ms(figure.p90)}), ${MOVES} moves, ${figure.ends} ends at most`, VK_CHOICES_TARGET),
    info('  processor time per answer', ms(figure.cpu)),
    info('  asked again, an end picked ÷ its gear picked too', `${ms(figure.endPicked)} ÷ ${ms(figure.gearPicked)}`),
  ];
}
