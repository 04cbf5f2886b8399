/**
 * What deciding a command needs of Lamborghini's race (LB-MOVE onwards), kept apart from the
 * referee's play (race-steps.ts) so that the API function never loads the turn engine: the
 * race's kinds of step and their submissions, the order of the cars, when the race is over, and
 * what a car may play as its move begins.
 */
import * as z from 'zod';
import { conflict, invalid } from '../errors.ts';
import { squareKey } from './board/geometry.ts';
import { CardId, carCard, card, driverCard, type CardId as Id } from './cards.ts';
import { manoeuvrePenalty } from './damage.ts';
import { classification, type Runner, raceOrder, raceOver, runnersOf } from './order.ts';
import { cardPlayProblem } from './play.ts';
import { BrakesOutOfTurn, PlanItem, type RaceCar } from './race-state.ts';
import type { Standing } from './speed.ts';
import type { LamborghiniState } from './state.ts';

export const MOVE = 'move';
export const DIRECTION = 'direction';

/**
 * A movement turn's submission: the cards played as the move begins, for the speed and for the
 * runaway check the Speed card face up may force (LB-MOVE-4, LB-CHECK-1, LB-CARD-1), then the
 * steps and declared bumps; and, in any of his car's moves, his standing instruction for its
 * Brakes in another car's turn, kept until he changes it.
 */
export const Move = z.strictObject({
  cards: z
    .array(CardId)
    .max(2)
    .optional()
    .describe(
      'The cards you play as your move begins: for its speed, or for the runaway check your Speed card forces (Set-up, Manoeuvre, Team; Brakes against its damage).',
    ),
  plan: z.array(PlanItem).max(60).optional(),
  brakesOutOfTurn: BrakesOutOfTurn.optional().describe(
    "Your car's Brakes in another car's turn: played against every damage (always), a 2nd or 3rd damage (from second), the 3rd only (third), or never. Kept until you change it; seen by you alone.",
  ),
});
export type Move = z.infer<typeof Move>;

export const DirectionChoice = z.strictObject({ heading: z.enum(['forward', 'forwardLeft', 'forwardRight']) });
export type DirectionChoice = z.infer<typeof DirectionChoice>;

export const onBoard = (car: RaceCar): boolean => car.finished === undefined && car.out === undefined;
export const racing = (car: RaceCar): boolean => onBoard(car) && !car.stopped;

/** The squares the cars other than `car` stand on: a finished car is off the board (LB-FIN-1 Proposed), a stopped one an obstacle. */
export const occupiedBy = (state: LamborghiniState, car?: string): Set<string> =>
  new Set(
    Object.entries(state.race.cars)
      .filter(([other, at]) => other !== car && onBoard(at))
      .map(([, at]) => squareKey(at.row, at.lane)),
  );

export const runners = (state: LamborghiniState): Runner[] => runnersOf(state.race.cars);

/** LB-GAP-11 Proposed: the car's place in the race order at this moment, over all the cars in the race. */
export const standingOf = (state: LamborghiniState, car: string): Standing => {
  const order = raceOrder(runners(state), state.race.order);
  return { place: order.indexOf(car) + 1, of: order.length };
};

/** The manoeuvre a car brings to a check (LB-CHECK-1): its Car's and Driver's, less its damage. */
export const manoeuvreOf = (state: LamborghiniState, car: string): number => {
  const murcielago = state.murcielagos[car]!;
  return carCard(murcielago.carCard).manoeuvre + driverCard(murcielago.driverCard).manoeuvre - manoeuvrePenalty(state.race.cars[car]!.damages);
};

/** Every car of the race, its seats in the order of play, withdrawn or eliminated ones included. */
const carsOf = (state: LamborghiniState): string[] => state.draft.order.flatMap((seat) => state.seats[seat] ?? []);

/** Withdrawn or eliminated: before the race begins (`race.out`) or during it. */
const hasLeft = (state: LamborghiniState, car: string): boolean => state.race.out[car] !== undefined || state.race.cars[car]?.out !== undefined;

/**
 * LB-FIN-1 Proposed: the race ends when every car has crossed the line after its laps or been
 * stopped, the cars that left aside; with every car gone, whatever the phase, no car is left to
 * race it, and it ends at once (docs/rules-decisions.md).
 */
export const isRaceOver = (state: LamborghiniState): boolean => {
  const cars = carsOf(state);
  if (cars.length > 0 && cars.every((car) => hasLeft(state, car))) return true;
  return state.grid.length > 0 && raceOver(runners(state));
};

/**
 * LB-FIN-1 Proposed: the cars that finished, then those racing, then the stopped ones; the cars
 * that left, last. A race every car left before its grid has no order but the order of play.
 */
export const classificationOf = (state: LamborghiniState): string[] => {
  if (state.grid.length === 0) return isRaceOver(state) ? carsOf(state) : [];
  return classification(state.race.cars, state.race.order);
};

export const seatOf = (state: LamborghiniState, car: string): string => Object.keys(state.seats).find((seat) => state.seats[seat]!.includes(car)) ?? car;

/** The type of a Technology or Manoeuvre card; none for the other kinds. */
export const typeOf = (id: Id): string => {
  const found = card(id);
  return found.kind === 'technology' || found.kind === 'manoeuvre' ? found.type : found.kind;
};

/** The card play a car may make as its move begins, or throws naming `cards` (LB-MOVE-4, LB-CARD-1, LB-TECH-2 and their Proposed). */
export const checkMove = (state: LamborghiniState, car: string, move: Move): void => {
  const problem = moveProblem(state, car, move);
  if (problem === undefined) return;
  throw problem.field === 'car' ? conflict('car', problem.reason) : invalid(problem.field, problem.reason);
};

/** What `checkMove` refuses, as its field and reason, without throwing: the non-human player asks it of every card. */
export const moveProblem = (state: LamborghiniState, car: string, move: Move): { field: string; reason: string } | undefined => {
  const turn = state.race.turn;
  if (!turn || turn.car !== car || turn.choices.length > 0) return { field: 'car', reason: `it is not car ${car}'s move` };
  const cards = move.cards ?? [];
  if (cards.length > 0 && turn.moving) return { field: 'cards', reason: 'cards are played as the move begins, not in its continuation' };
  const hand = state.murcielagos[car]?.hand ?? [];
  const played: Id[] = [...turn.played];
  for (const [index, id] of cards.entries()) {
    const field = `cards[${index}]`;
    if (!hand.includes(id) || played.includes(id)) return { field, reason: `car ${car} does not hold ${id}` };
    const problem = cardPlayProblem({ when: 'own', played, lasting: state.race.cars[car]!.lasting }, id);
    if (problem !== undefined) return { field, reason: problem };
    if (typeOf(id) === 'luck' && (cards.length > 1 || (move.plan ?? []).length > 0))
      return { field, reason: 'Luck is played alone: the move is planned in a new step, once its card is drawn (LB-MAN-1)' };
    played.push(id);
  }
  return undefined;
};
