/**
 * One stretch of a car's movement (LB-MOVE-1..6, LB-SLIP-1, LB-CHECK-2, LB-CHECK-3, LB-INC-1,
 * LB-INC-2, LB-DMG-1, LB-TECH-2, LB-MAN-1 Gamble and Slipstream, with their Proposed and LB-GAP-7):
 * the squares its player planned, taken one by one with the checks, incidents and changes of
 * movement they bring, until the movement is used up, the plan no longer fits the board (the
 * player plans again: a check's +1 square or incident changed the way), or a direction must be
 * chosen by a player (LB-INC-1: 12, and 5–7 by the player on the right).
 *
 * Rear-ends and pushes are bump.ts's. A damage about to be applied may be prevented by Brakes
 * (LB-GAP-8); the moving car's next check takes the bonus of its Set-up, Manoeuvre and Team cards.
 */
import type { Dice } from '../dice.ts';
import { ahead, squareKey } from './board/geometry.ts';
import type { Board, Heading } from './board/types.ts';
import { CHECKS_PER_TURN, checkOutcome, manoeuvreTotal } from './check.ts';
import { damageTaken } from './damage.ts';
import { directionEffect, incidentDirection, OFF_TRACK_PENALTY } from './incident.ts';
import { freeSteps, passesBetween, passOverEnd, slipstreamSquares } from './move.ts';
import { brakesAgainst, brakesOf, changedMovement } from './play.ts';
import type { BrakesOutOfTurn, PlannedStep } from './race-state.ts';
import { drawSpeed, type SpeedDeck, type SpeedEvent } from './speed-deck.ts';

export type { PlannedStep };

export interface Mover {
  car: string;
  carCard: string;
  driverCard: string;
  row: number;
  lane: number;
  /** LB-GAP-5: the distance D. */
  distance: number;
  damages: number;
  damagesThisTurn: number;
  checks: number;
  /** LB-GAP-7: the square an incident direction fixes for the next step. */
  direction?: Heading;
  /** LB-GAP-8: the damages a Brakes played in this movement turn may still prevent. */
  brakes?: number;
  /** LB-CARD-1 Proposed: the Brakes the car plays, out of its own turn, when a damage is about to be applied to it. */
  brakesCard?: string;
  /** Against which damages its player's instruction plays that Brakes (`always` when absent). */
  brakesOutOfTurn?: BrakesOutOfTurn;
}

export interface Stretch {
  board: Board;
  /** The squares the other cars stand on. */
  occupied: ReadonlySet<string>;
  deck: SpeedDeck;
  dice: Dice;
  remaining: number;
  /** LB-MAN-1: Gamble played this turn: pass between diagonal cars without a check. */
  gamble?: boolean;
  /** LB-MAN-1: Slipstream played this turn: one more free square forward after the slipstream square. */
  slipstreamCard?: boolean;
  slipstreamUsed?: boolean;
  /** LB-TECH-2: the Aerodynamics bonus counted in the movement, lost at the first change of lane. */
  aerodynamics?: number;
  /** LB-GAP-8: the bonus of the Set-up, Manoeuvre and Team cards played, for the car's next check. */
  checkBonus?: number;
}

export type MovementEvent =
  | SpeedEvent
  | { type: 'moved'; car: string; row: number; lane: number; distance: number; free: boolean }
  | { type: 'checked'; car: string; reason: 'pass' | 'runaway' | 'bump'; total: number; outcome: 'incident' | 'nothing' | 'plusOne' }
  | { type: 'damaged'; car: string; damages: number }
  | { type: 'damageAvoided'; car: string; reason: 'limit' | 'permanent' | 'brakes' }
  | { type: 'cardPlayed'; car: string; card: string }
  | { type: 'directed'; car: string; heading?: Heading; chooser?: 'self' | 'right' }
  | { type: 'movementChanged'; car: string; by: number; reason: 'plusOne' | 'damage' | 'offTrack' | 'leftTrack' | 'aerodynamics' };

export interface StretchResult {
  mover: Mover;
  deck: SpeedDeck;
  remaining: number;
  slipstreamUsed: boolean;
  aerodynamics: number;
  /** What is left of the check bonus: 0 once the car has checked. */
  checkBonus: number;
  /** The planned steps taken or spent (a pass the check stopped counts). */
  used: number;
  events: MovementEvent[];
  /** `done`: no movement left; `plan`: movement left and no planned step fits; `choose`: a player must choose the direction, for this movement or, with none left, the car's next (LB-GAP-7). */
  end: 'done' | 'plan' | 'choose';
}

/**
 * LB-TECH-2, LB-GAP-8, LB-CARD-1 Proposed: a damage about to be applied to the car is prevented by
 * the Brakes it played this turn, while its value lasts; out of its own turn, a car that has played
 * no Brakes in this one plays the one it holds at that moment, if its player's instruction plays
 * it against this damage.
 */
const braked = (start: Mover, events: MovementEvent[]): Mover => {
  if (start.brakes !== undefined || start.brakesCard === undefined || !brakesAgainst(start.brakesOutOfTurn, start.damages)) return start;
  const value = brakesOf(start.brakesCard) ?? 0;
  events.push({ type: 'cardPlayed', car: start.car, card: start.brakesCard });
  const { brakesCard: _played, ...mover } = start;
  return { ...mover, brakes: value };
};

/**
 * LB-INC-1, LB-INC-2: the car that had the incident takes a damage (at most 2 in a movement turn,
 * none a Brakes prevents) and draws its direction, which fixes its next square, or is a player's
 * to choose.
 */
export const suffer = (
  start: Mover,
  draw: (use: 'direction') => string,
  events: MovementEvent[],
  /** What the damage does at once to the movement under way, if any (LB-DMG-1 Proposed). */
  onDamage: () => void = () => {},
): { mover: Mover; chooser?: 'self' | 'right' } => {
  let mover = start;
  if (damageTaken(mover).taken) mover = braked(mover, events);
  const taken = damageTaken(mover, mover.brakes ?? 0);
  if (taken.reason === 'brakes') mover = { ...mover, brakes: taken.brakesLeft };
  if (taken.taken) {
    mover = { ...mover, damages: mover.damages + 1, damagesThisTurn: mover.damagesThisTurn + 1 };
    events.push({ type: 'damaged', car: mover.car, damages: mover.damages });
    onDamage();
  } else events.push({ type: 'damageAvoided', car: mover.car, reason: taken.reason! });
  const direction = incidentDirection(draw('direction'));
  if ('chooser' in direction) {
    events.push({ type: 'directed', car: mover.car, chooser: direction.chooser });
    return { mover, chooser: direction.chooser };
  }
  events.push({ type: 'directed', car: mover.car, heading: direction.heading });
  return { mover: { ...mover, direction: direction.heading } };
};

export function moveStretch(stretch: Stretch, start: Mover, plan: readonly PlannedStep[]): StretchResult {
  const { board, occupied, dice } = stretch;
  const events: MovementEvent[] = [];
  let mover = { ...start };
  let deck = stretch.deck;
  let remaining = stretch.remaining;
  let slipstreamUsed = stretch.slipstreamUsed ?? false;
  let aerodynamics = stretch.aerodynamics ?? 0;
  let checkBonus = stretch.checkBonus ?? 0;
  let used = 0;
  const result = (end: StretchResult['end']): StretchResult => ({ mover, deck, remaining, slipstreamUsed, aerodynamics, checkBonus, used, events, end });
  const change = (by: number, reason: Extract<MovementEvent, { type: 'movementChanged' }>['reason']) => {
    const next = changedMovement(remaining, by);
    if (next !== remaining) events.push({ type: 'movementChanged', car: mover.car, by: next - remaining, reason });
    remaining = next;
  };
  const enter = (row: number, lane: number, free: boolean) => {
    const changedLane = lane !== mover.lane;
    mover = { ...mover, row, lane, distance: mover.distance + 1 };
    events.push({ type: 'moved', car: mover.car, row, lane, distance: mover.distance, free });
    if (!free) remaining -= 1;
    if (changedLane && aerodynamics > 0) {
      change(-aerodynamics, 'aerodynamics');
      aerodynamics = 0;
    }
  };
  const draw = (use: 'check' | 'direction') => {
    const drawn = drawSpeed(deck, dice, mover.car, use);
    deck = drawn.deck;
    events.push(...drawn.events);
    return drawn.card;
  };

  while (remaining > 0) {
    if (mover.direction !== undefined) {
      const effect = directionEffect(board, mover, mover.direction, occupied);
      mover = { ...mover, direction: undefined };
      if (effect.kind === 'leftTrack') change(-OFF_TRACK_PENALTY, 'leftTrack');
      if (effect.kind === 'square') {
        enter(effect.square.row, effect.square.lane, false);
        if (effect.offTrack) change(-OFF_TRACK_PENALTY, 'offTrack');
      }
      continue;
    }
    const planned = plan[used];
    if (planned === undefined) return result('plan');
    if (planned.slipstream) {
      const side = slipstreamSquares(board, mover, occupied).find(({ heading }) => heading === planned.heading);
      if (slipstreamUsed || !side) return result('plan');
      used += 1;
      slipstreamUsed = true;
      enter(side.square.row, side.square.lane, true);
      // LB-MAN-1 Slipstream: one further free square forward, if it is free.
      const further = stretch.slipstreamCard ? freeSteps(board, mover, occupied).find(({ heading }) => heading === 'forward') : undefined;
      if (further) enter(further.square.row, further.square.lane, true);
      continue;
    }
    if (mover.checks >= CHECKS_PER_TURN) {
      // LB-CHECK-3: past its checks the car passes over the cars in front, to the free square its movement reaches.
      const to = ahead(board, mover, planned.heading);
      if (occupied.has(squareKey(to.row, to.lane)) || passesBetween(board, mover, planned.heading, occupied)) {
        const end = passOverEnd(board, mover, remaining, occupied);
        if (!end) return result('plan');
        used += 1;
        const steps = (end.row - mover.row + board.rows) % board.rows;
        mover = { ...mover, row: end.row, lane: end.lane, distance: mover.distance + steps };
        events.push({ type: 'moved', car: mover.car, row: end.row, lane: end.lane, distance: mover.distance, free: false });
        remaining = 0;
        return result('done');
      }
    }
    const step = freeSteps(board, mover, occupied).find(({ heading }) => heading === planned.heading);
    if (!step) return result('plan');
    used += 1;
    if (passesBetween(board, mover, planned.heading, occupied) && !stretch.gamble && mover.checks < CHECKS_PER_TURN) {
      // LB-MOVE-6 Proposed: the check comes before the step.
      mover = { ...mover, checks: mover.checks + 1 };
      const total = manoeuvreTotal(mover, draw('check'), { damages: mover.damages, cards: checkBonus });
      checkBonus = 0;
      const outcome = checkOutcome(total);
      events.push({ type: 'checked', car: mover.car, reason: 'pass', total, outcome });
      if (outcome === 'incident') {
        const incident = suffer(mover, draw, events, () => change(-1, 'damage'));
        mover = incident.mover;
        if (incident.chooser) return result('choose');
        continue;
      }
      enter(step.square.row, step.square.lane, false);
      if (outcome === 'plusOne') change(1, 'plusOne');
      continue;
    }
    enter(step.square.row, step.square.lane, false);
  }
  return result('done');
}
