/**
 * LB-INC-1, LB-GAP-6: an incident direction a player must choose (12 by the car's own player,
 * 5–7 by the player on his right), asked of the seat that chooses it as a step of its own.
 */
import { playerOnTheRight } from './incident.ts';
import { seatOf } from './race-flow.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

/** LB-GAP-6 Proposed: a single human player's right is the next seat in the turn order, the round's order of the cars. */
const onlyHuman = (state: LamborghiniState): { only: string; turnOrder: string[] } | undefined => {
  const [only, ...others] = state.race.humans ?? [];
  if (only === undefined || others.length > 0) return undefined;
  return { only, turnOrder: [...new Set(state.race.order.map((one) => seatOf(state, one)))] };
};

/**
 * LB-INC-1, LB-GAP-6 Proposed: who chooses a direction: the car's own seat for a 12, the seat on
 * its player's right (the one before his in the seating order) for 5–7, or, when his is the single
 * seat a human plays, the next seat in the turn order; a seat whose cars have all left passes the
 * choice on to the car's own.
 */
const chooserOf = (state: LamborghiniState, car: string, chooser: 'self' | 'right'): string => {
  const own = seatOf(state, car);
  if (chooser === 'self') return own;
  const seating = Object.keys(state.seats).sort((a, b) => Number(a) - Number(b));
  const right = playerOnTheRight(seating, own, onlyHuman(state));
  return (state.seats[right] ?? []).some((other) => state.race.cars[other]?.out === undefined) ? right : own;
};

export const asked = (state: LamborghiniState, choices: readonly { car: string; chooser: 'self' | 'right' }[]): LamborghiniEvent[] =>
  choices.map(({ car, chooser }) => ({ type: 'choiceAsked', choice: { car, chooser: chooserOf(state, car, chooser) } }));
