/**
 * Vektorace (../shared/rules/vektorace.md) as a game of the generic race (domain/race/ruleset.ts).
 * Registration closes with the cars placed (VK-START-1, VK-START-3, flying-start.ts); in the start
 * step (`start`) every player sends at once his points' split, the pole player the first gear, and
 * each the Super Power tokens he wants (VK-START-2, VK-START-4, VK-SP-2); then the cars move one
 * after another, one step per car's move (`move-N`, the race's N-th move), in the order of play of
 * each round (VK-ORDER-1): the cars still to move in the round, as giving way changes them
 * (VK-YIELD-1), and when none is left the next round in the order of play the moves made
 * (VK-ORDER-2). Every move has its own deadline. The race ends when no car is racing any more.
 *
 * This is what deciding a command needs: the move's schema and notation, and the cheap checks. The
 * geometry that says whether a move may be made is the referee's check (referee.ts), which the
 * functions that take submissions run, so that the API function's bundle carries none of it.
 */
import { conflict } from '../errors.ts';
import type { Ruleset, Step } from '../race/ruleset.ts';
import type { Circuit } from './circuit/types.ts';
import { VektoraceEvent } from './events.ts';
import { classificationOf, evolve, racingCars } from './evolve.ts';
import { MOVE, START, VEKTORACE_ID } from './id.ts';
import { Move, parseMove, printMove } from './notation.ts';
import { VektoraceCreate, VektoraceSettings } from './settings.ts';
import { checkStartChoice, parseStartChoice, printStartChoice, StartChoice } from './start-choice.ts';
import type { VektoraceState } from './state.ts';

/** Steps as clients name them: `start` (rank 0), then `move-N` (rank N). */
const rankOf = (id: string): number | undefined => {
  if (id === START) return 0;
  const match = /^move-([1-9][0-9]{0,6})$/.exec(id);
  return match ? Number(match[1]) : undefined;
};

/** VK-ORDER-1, VK-YIELD-1: the car whose move is next: the first still to move in the round, or the first in the order of play of the next. */
export const carToMove = (state: VektoraceState, cars: readonly string[]): string | undefined => {
  const racing = (car: string) => state.cars[car]?.status === 'racing' && cars.includes(car);
  return state.toMove.find(racing) ?? state.order.find(racing);
};

export const vektoraceRules: Ruleset<Circuit, VektoraceState, VektoraceEvent, VektoraceSettings> = {
  id: VEKTORACE_ID,
  settingsSchema: VektoraceSettings,
  createSchema: VektoraceCreate,
  limits: (settings) => ({
    maxSeats: settings.maxStarters,
    missedStepLimit: {
      steps: settings.maxConsecutiveMissedMoves,
      reason: `missed more than ${settings.maxConsecutiveMissedMoves} consecutive moves`,
    },
  }),
  circuitIds: ['default', 'otto-curve'],
  next({ state, played, cars, settings }): Step | undefined {
    if (state === undefined) return undefined;
    if (played === undefined) {
      const starting = state.order.filter((car) => state.cars[car]?.status === 'racing' && cars.includes(car));
      return { id: START, kind: START, number: 0, rank: 0, cars: starting, window: settings.startWindow ?? settings.moveWindow };
    }
    const car = carToMove(state, cars);
    if (car === undefined) return undefined;
    const number = played.kind === MOVE ? played.number + 1 : 1;
    return { id: `move-${number}`, kind: MOVE, number, rank: number, cars: [car], window: settings.moveWindow };
  },
  rankOf,
  kinds: {
    [START]: {
      schema: StartChoice,
      notation: { parse: (text) => parseStartChoice(text), print: (choice) => printStartChoice(choice as StartChoice) },
      check: (_circuit, state, car, submission) => {
        if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
        checkStartChoice(state, car, submission as StartChoice);
      },
    },
    [MOVE]: {
      schema: Move,
      notation: { parse: (text) => parseMove(text), print: (move) => printMove(move as Move) },
      counted: true,
      check: (_circuit, state, car) => {
        if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
      },
    },
  },
  // Issue 14 point 3: each player is emailed when his move opens, and every player once a round,
  // with its moves; and every player once the start step is played, with everybody's choices.
  rounds: {
    closes: (events) => events.some((event) => event.type === 'RoundEnded' || event.type === 'FirstGearChosen'),
    closed: (state) =>
      state.round === 0
        ? // The start step's own submissions say who sent a choice.
          { name: START, cars: [], events: state.lastRound }
        : {
            name: `round-${state.round}`,
            cars: [
              ...new Set(
                state.lastRound.flatMap((event) => (event.type === 'CarMoved' || event.type === 'TurnLost' || event.type === 'GaveWay' ? [event.car] : [])),
              ),
            ],
            events: state.lastRound,
          },
  },
  eventSchema: VektoraceEvent,
  evolve,
  isFinished: (state) => racingCars(state).length === 0,
  classification: classificationOf,
};
