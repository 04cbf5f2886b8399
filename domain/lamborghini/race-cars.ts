/**
 * The race's cars, their Murcielagos and the turn under way as the turn engine reads them. Each is
 * one the race's state always holds where it is read (a car placed, a turn opened, a move begun),
 * so a missing one is a broken invariant, named by the error, never an `undefined` read further on.
 */
import type { CardId } from './cards.ts';
import type { Mover } from './movement.ts';
import { brakesOf } from './play.ts';
import type { Moving, RaceCar, Turn } from './race-state.ts';
import type { Murcielago } from './setup.ts';
import type { LamborghiniState } from './state.ts';

export const carOf = (state: LamborghiniState, car: string): RaceCar => {
  const at = state.race.cars[car];
  if (at === undefined) throw new Error(`no car ${car} on the Lamborghini board`);
  return at;
};

export const murcielagoOf = (state: LamborghiniState, car: string): Murcielago => {
  const murcielago = state.murcielagos[car];
  if (murcielago === undefined) throw new Error(`no Murcielago ${car} in the Lamborghini race`);
  return murcielago;
};

export const turnOf = (state: LamborghiniState): Turn => {
  const { turn } = state.race;
  if (turn === undefined) throw new Error('no Lamborghini movement turn is under way');
  return turn;
};

/** The turn's Speed card, drawn face up as it opened (LB-MOVE-4). */
export const drawnOf = (turn: Turn): CardId => {
  if (turn.drawn === undefined) throw new Error(`car ${turn.car}'s turn has no Speed card drawn`);
  return turn.drawn;
};

/** The turn under way once its move has begun, with the movement it keeps between its steps. */
export const movingTurnOf = (state: LamborghiniState): Turn & { moving: Moving } => {
  const turn = turnOf(state);
  if (turn.moving === undefined) throw new Error(`car ${turn.car}'s move has not begun`);
  return { ...turn, moving: turn.moving };
};

export const moverOf = (state: LamborghiniState, car: string): Mover => {
  const at = carOf(state, car);
  const murcielago = murcielagoOf(state, car);
  // LB-CARD-1 Proposed: out of its own turn only a Brakes, played as a damage is about to be applied.
  const brakesCard = state.race.turn?.car === car || at.brakes !== undefined ? undefined : murcielago.hand.find((id) => brakesOf(id) !== undefined);
  return {
    car,
    carCard: murcielago.carCard,
    driverCard: murcielago.driverCard,
    row: at.row,
    lane: at.lane,
    distance: at.distance,
    damages: at.damages,
    damagesThisTurn: at.damagesThisTurn,
    checks: at.checks,
    ...(at.direction ? { direction: at.direction } : {}),
    ...(at.brakes !== undefined ? { brakes: at.brakes } : {}),
    ...(brakesCard !== undefined ? { brakesCard } : {}),
    ...(at.brakesOutOfTurn !== undefined ? { brakesOutOfTurn: at.brakesOutOfTurn } : {}),
  };
};
