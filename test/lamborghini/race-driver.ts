/**
 * Plays a Lamborghini race through the game-flow contract alone (domain/race/ruleset.ts), the way the
 * generic race plays a step: `begin`, then `next` and the step's kind, each submission checked by
 * its kind first, until no step is left. `send` gives what the cars send (nothing: the referee's
 * non-human player plays).
 */
import type { Dice } from '../../domain/dice.ts';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import type { Board } from '../../domain/lamborghini/board/types.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { LamborghiniCreate, type LamborghiniSettings } from '../../domain/lamborghini/settings.ts';
import type { LamborghiniEvent, LamborghiniState } from '../../domain/lamborghini/state.ts';
import type { Entrant, Step } from '../../domain/race/ruleset.ts';
import { seededDice } from '../support/dice.ts';

export const BOARD: Board = shippedBoards()['circuit-a']!;

/** Players each of `carsPerSeat` cars, numbered 1, 2, … with the first car of a player his seat. */
export const entrantsOf = (players: number, carsPerSeat: number): Entrant[] =>
  Array.from({ length: players * carsPerSeat }, (_, index) => ({
    car: String(index + 1),
    name: `Player ${Math.floor(index / carsPerSeat) + 1}`,
    seat: String(Math.floor(index / carsPerSeat) * carsPerSeat + 1),
  }));

export interface Race {
  state: LamborghiniState;
  events: LamborghiniEvent[];
  steps: Step[];
  settings: LamborghiniSettings;
  entrants: Entrant[];
}

export type Send = (step: Step, state: LamborghiniState, events: readonly LamborghiniEvent[]) => Record<string, unknown>;

export const raceOf = (
  players: number,
  carsPerSeat: number,
  dice: Dice,
  send: Send = () => ({}),
  options: {
    board?: Board;
    maxSteps?: number;
    until?: (state: LamborghiniState, step: Step) => boolean;
    laps?: number;
    /** The Long game, and what the race before handed on (a later race). */
    version?: 'long';
    carried?: unknown;
  } = {},
): Race => {
  const board = options.board ?? BOARD;
  const settings: LamborghiniSettings = LamborghiniCreate.parse({
    carsPerSeat,
    ...(options.laps ? { laps: options.laps } : {}),
    ...(options.version ? { version: options.version } : {}),
  });
  const entrants = entrantsOf(players, carsPerSeat);
  const begun = lamborghini.referee!.begin!({ circuit: board, entrants, settings, dice, ...(options.carried ? { carried: options.carried } : {}) });
  let state = begun.state;
  const events = [...begun.events];
  const steps: Step[] = [];
  for (let played: Step | undefined; steps.length < (options.maxSteps ?? 5000); ) {
    const step = lamborghini.next({ state, played, cars: entrants.map(({ car }) => car), settings });
    if (step === undefined || options.until?.(state, step)) break;
    const kind = lamborghini.kinds[step.kind]!;
    const sent = send(step, state, events);
    for (const [car, submission] of Object.entries(sent)) {
      kind.check(board, state, car, kind.schema.parse(submission));
      lamborghini.referee!.check?.[step.kind]?.(board, state, car, submission);
    }
    const submissions = Object.fromEntries(step.cars.map((car) => [car, sent[car]]));
    const result = lamborghini.referee!.play[step.kind]!({ circuit: board, state, step, submissions, dice, standingOrders: {}, entrants, settings });
    state = result.state;
    events.push(...result.events);
    steps.push(step);
    played = step;
  }
  return { state, events, steps, settings, entrants };
};

/** The state as the race's first movement turn opens, for tests that set the board up from there. */
export const raceStart = (players: number, dice: Dice): LamborghiniState =>
  raceOf(players, 1, dice, () => ({}), { until: (_state, step) => step.kind === 'move' || step.kind === 'direction' }).state;

export interface Placing {
  car: string;
  row: number;
  lane: number;
  distance?: number;
  damages?: number;
  hand?: string[];
}

/**
 * The race as a test sets it: every car on its square, the Car card E and Driver 5 on every car
 * (speed 0 + 1, manoeuvre 0 + 0), `car`'s turn open with `drawn` face up, and the Speed deck's
 * top cards `pile`, the rest of the deck below.
 */
export const positioned = (
  start: LamborghiniState,
  cars: readonly Placing[],
  turn: { car: string; drawn: string },
  pile: readonly string[],
): LamborghiniState => {
  const kept = start.speed.pile.filter((id) => !pile.includes(id) && id !== turn.drawn);
  return {
    ...start,
    murcielagos: Object.fromEntries(cars.map(({ car, hand }) => [car, { ...start.murcielagos[car]!, car, carCard: 'CE', driverCard: 'D5', hand: hand ?? [] }])),
    speed: { pile: [...pile, ...kept], discard: start.speed.discard.filter((id) => !pile.includes(id) && id !== turn.drawn) },
    race: {
      ...start.race,
      order: cars.map(({ car }) => car),
      cars: Object.fromEntries(
        cars.map(({ car, row, lane, distance, damages }) => [
          car,
          {
            row,
            lane,
            distance: distance ?? row,
            damages: damages ?? 0,
            turnsWithThree: 0,
            recorded: 0,
            checks: 0,
            damagesThisTurn: 0,
            lasting: [],
            stopped: false,
          },
        ]),
      ),
      turn: { car: turn.car, drawn: turn.drawn, plusOne: 0, played: [], choices: [] },
    },
  };
};

/**
 * Three players of one car each from a seeded start, for the tests that set cars on the board
 * (`positioned`) and play one step: each submission checked by its kind and the referee, as the
 * race does.
 */
export function threeCarTable() {
  const settings = LamborghiniCreate.parse({});
  const entrants = entrantsOf(3, 1);
  const cars = entrants.map(({ car }) => car);
  const referee = lamborghini.referee!;
  const play = (state: LamborghiniState, step: Step, sent: Record<string, unknown> = {}) => {
    const kind = lamborghini.kinds[step.kind]!;
    for (const [car, submission] of Object.entries(sent)) {
      kind.check(BOARD, state, car, kind.schema.parse(submission));
      referee.check?.[step.kind]?.(BOARD, state, car, submission);
    }
    const submissions = Object.fromEntries(step.cars.map((car) => [car, sent[car]]));
    return referee.play[step.kind]!({ circuit: BOARD, state, step, submissions, dice: seededDice(1), standingOrders: {}, entrants, settings });
  };
  const stepAfter = (state: LamborghiniState, played: Step | undefined): Step => lamborghini.next({ state, played, cars, settings })!;
  return { start: raceStart(3, seededDice(7)), play, moveStep: (state: LamborghiniState) => stepAfter(state, undefined), stepAfter };
}

/** A card's id by what it is. */
export const tech = (brand: string, type: string) => CARDS.technology.find((card) => card.brand === brand && card.type === type)!.id;
export const man = (type: string) => CARDS.manoeuvre.find((card) => card.type === type)!.id;
/** A plan of `steps` squares straight ahead. */
export const forward = (steps: number) => Array.from({ length: steps }, () => ({ heading: 'forward' as const }));
export const eventsOf = (events: readonly LamborghiniEvent[], ...types: string[]) => events.filter((event) => types.includes(event.type));
