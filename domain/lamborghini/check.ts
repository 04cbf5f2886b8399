/**
 * The manoeuvre check (LB-CHECK) and the runaway (LB-RUN): the total of a check, what it does, and
 * when a Speed card drawn for movement makes the speed excessive.
 */
import { type Arrow, carCard, driverCard, speedCard } from './cards.ts';
import { manoeuvrePenalty } from './damage.ts';

/** LB-RUN-1: the check a card's arrow forces, and its penalty; none for a card without one. */
export const RUNAWAY_PENALTY: Record<Arrow, number> = { yellow: 0, orange: 1, red: 2 };

/** LB-RUN-1, LB-RUN-2 Proposed: whether a Speed card drawn for movement (or Luck's replacement) makes the car run away, and the check's penalty. */
export const runaway = (drawn: string): { penalty: number } | undefined => {
  const { arrow } = speedCard(drawn);
  return arrow === undefined ? undefined : { penalty: RUNAWAY_PENALTY[arrow] };
};

export interface CheckModifiers {
  /** Damages the car has at the moment of the check (LB-CHECK-1 Proposed). */
  damages: number;
  /** LB-RUN-1: 0, 1 or 2. */
  runawayPenalty?: number;
  /** Manoeuvre or Technology cards played for it: Manoeuvre +2, Set-up +1/+2/+3, Team +1 (LB-MAN-1, LB-TECH-2). */
  cards?: number;
  /** LB-MAN-1: Clash, +1 for the car that plays it and −1 for the car it hits. */
  clash?: number;
  /** LB-CHECK-2: −1 for the car hit after the other car's total of 12 or more. */
  hitAfterTwelve?: boolean;
}

/** LB-CHECK-1: the Speed card's value (colour ignored), plus the Car's and the Driver's manoeuvre, minus damage and runaway, plus cards. */
export const manoeuvreTotal = (car: { carCard: string; driverCard: string }, drawn: string, modifiers: CheckModifiers): number =>
  speedCard(drawn).speed +
  carCard(car.carCard).manoeuvre +
  driverCard(car.driverCard).manoeuvre -
  manoeuvrePenalty(modifiers.damages) -
  (modifiers.runawayPenalty ?? 0) +
  (modifiers.cards ?? 0) +
  (modifiers.clash ?? 0) -
  (modifiers.hitAfterTwelve ? 1 : 0);

export type CheckOutcome = 'incident' | 'nothing' | 'plusOne';

/** LB-CHECK-2 (and its Proposed: 7 or less is an incident): 5–7 incident, 8–9 nothing, 10 or more +1 square. */
export const checkOutcome = (total: number): CheckOutcome => (total <= 7 ? 'incident' : total <= 9 ? 'nothing' : 'plusOne');

/** LB-CHECK-2: a total of 12 or more in a rear-end or push gives the opponent still to check −1. */
export const hitsOpponent = (total: number): boolean => total >= 12;

/** LB-CHECK-3: the checks a car may make in one movement turn; once used, it passes over the cars in front. */
export const CHECKS_PER_TURN = 2;

/** LB-RUN-1, LB-RUN-2: the turn's Speed card makes the car run away and its check is still to be made. */
export const runawayDue = (turn: { drawn?: string | undefined; runawayChecked?: boolean | undefined }): boolean =>
  turn.drawn !== undefined && !turn.runawayChecked && runaway(turn.drawn) !== undefined;
