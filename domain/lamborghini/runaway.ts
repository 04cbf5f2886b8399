/**
 * The Speed card of a movement turn (LB-MOVE-4, LB-RUN-1, LB-RUN-2 with its Proposed): drawn at
 * the start of the car's turn, or again with Luck; a 10, 11 or 12 on its arrow makes the car run
 * away, and the check is made at once, before the car moves and before Luck may replace the card.
 * Its results stand: a damage, a direction for the first square, or +1 square for the turn.
 */
import type { Dice } from '../dice.ts';
import { checkOutcome, manoeuvreTotal, runaway } from './check.ts';
import { type MovementEvent, type Mover, suffer } from './movement.ts';
import { drawSpeed, type SpeedDeck } from './speed-deck.ts';

export interface MovementDraw {
  /** The Speed card whose value the turn's speed uses. */
  drawn: string;
  deck: SpeedDeck;
  mover: Mover;
  /** +1 square won on the runaway check, added to the turn's movement (LB-GAP-7). */
  plusOne: number;
  /** A player must choose the incident's direction (LB-INC-1: 12, or 5–7 by the player on the right). */
  chooser?: 'self' | 'right';
  events: MovementEvent[];
}

export const drawForMovement = (deck: SpeedDeck, dice: Dice, start: Mover, use: 'movement' | 'luck'): MovementDraw => {
  const events: MovementEvent[] = [];
  let current = deck;
  const draw = (purpose: 'movement' | 'luck' | 'check' | 'direction') => {
    const drawn = drawSpeed(current, dice, start.car, purpose);
    current = drawn.deck;
    events.push(...drawn.events);
    return drawn.card;
  };
  const drawn = draw(use);
  const risk = runaway(drawn);
  if (risk === undefined) return { drawn, deck: current, mover: start, plusOne: 0, events };
  const mover = { ...start, checks: start.checks + 1 };
  const total = manoeuvreTotal(mover, draw('check'), { damages: mover.damages, runawayPenalty: risk.penalty });
  const outcome = checkOutcome(total);
  events.push({ type: 'checked', car: mover.car, reason: 'runaway', total, outcome });
  if (outcome !== 'incident') return { drawn, deck: current, mover, plusOne: outcome === 'plusOne' ? 1 : 0, events };
  const incident = suffer(mover, draw, events);
  return { drawn, deck: current, mover: incident.mover, plusOne: 0, events, ...(incident.chooser ? { chooser: incident.chooser } : {}) };
};
