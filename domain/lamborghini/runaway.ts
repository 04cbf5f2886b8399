/**
 * The runaway check (LB-RUN-1, LB-RUN-2, LB-CHECK-1 with their Proposed): a Speed card drawn for
 * movement (or Luck's replacement) on a 10, 11 or 12 arrow makes the car run away. The card is
 * drawn face up as the car's turn opens; the check is made as its move is played, before the car
 * moves and before Luck may replace the card, with the cards its player played for it (Set-up,
 * Manoeuvre, Team, and a Brakes for the damage). Its results stand: a damage, a direction for the
 * first square, or +1 square for the turn.
 */
import type { Dice } from '../dice.ts';
import { checkOutcome, manoeuvreTotal, runaway } from './check.ts';
import { type MovementEvent, type Mover, suffer } from './movement.ts';
import { drawSpeed, type SpeedDeck } from './speed-deck.ts';

export interface RunawayCheck {
  deck: SpeedDeck;
  mover: Mover;
  /** +1 square won on the check, added to the turn's movement (LB-GAP-7). */
  plusOne: number;
  incident: boolean;
  /** A player must choose the incident's direction (LB-INC-1: 12, or 5–7 by the player on the right). */
  chooser?: 'self' | 'right';
  events: MovementEvent[];
}

/** LB-RUN-1: the check `drawn` forces, at its penalty, with `cards` the bonus of the cards played for it (LB-CHECK-1). */
export const runawayCheck = (deck: SpeedDeck, dice: Dice, start: Mover, drawn: string, cards = 0): RunawayCheck => {
  const events: MovementEvent[] = [];
  let current = deck;
  const draw = (purpose: 'check' | 'direction') => {
    const next = drawSpeed(current, dice, start.car, purpose);
    current = next.deck;
    events.push(...next.events);
    return next.card;
  };
  const risk = runaway(drawn);
  if (risk === undefined) return { deck, mover: start, plusOne: 0, incident: false, events };
  const mover = { ...start, checks: start.checks + 1 };
  const total = manoeuvreTotal(mover, draw('check'), { damages: mover.damages, runawayPenalty: risk.penalty, cards });
  const outcome = checkOutcome(total);
  events.push({ type: 'checked', car: mover.car, reason: 'runaway', total, outcome });
  if (outcome !== 'incident') return { deck: current, mover, plusOne: outcome === 'plusOne' ? 1 : 0, incident: false, events };
  const incident = suffer(mover, draw, events);
  return { deck: current, mover: incident.mover, plusOne: 0, incident: true, events, ...(incident.chooser ? { chooser: incident.chooser } : {}) };
};
