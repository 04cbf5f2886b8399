/**
 * Rear-ending and pushing (LB-BUMP-1, LB-BUMP-2, LB-MAN-1 Clash, LB-CHECK-2, LB-GAP-7 Proposed):
 * a car that stands directly behind another declares a rear-end, one beside another a push; both
 * make a manoeuvre check, the car that hits first. Neither car is moved by it: an incident gives
 * a damage and a direction, which fixes the next square of the moving car and is recorded on the
 * car hit for its next turn; a +1 square adds to the moving car's movement at once and is recorded
 * on the car hit. The chains of LB-BUMP-3 are bump-chain.ts's.
 */
import type { Dice } from '../dice.ts';
import { invalid } from '../errors.ts';
import { ahead } from './board/geometry.ts';
import type { Board } from './board/types.ts';
import { CHECKS_PER_TURN, checkOutcome, hitsOpponent, manoeuvreTotal } from './check.ts';
import { type MovementEvent, type Mover, suffer } from './movement.ts';
import { drawSpeed, type SpeedDeck } from './speed-deck.ts';

/** A car that is hit: its +1 squares wait for its next turn. */
export type Hit = Mover & { recorded: number };

export interface BumpResult {
  mover: Mover;
  hit: Hit;
  deck: SpeedDeck;
  /** What the moving car's movement gains or loses at once: +1 square, −1 a damage. */
  movement: number;
  /** Who must choose a direction drawn as 12 or 5–7 (LB-INC-1): the car it is for. */
  choices: { car: string; chooser: 'self' | 'right' }[];
  events: MovementEvent[];
}

/** LB-BUMP-1: a rear-end from directly behind, a push from beside, in the same row. */
export const bumpKind = (board: Board, mover: Pick<Mover, 'row' | 'lane'>, hit: Pick<Mover, 'row' | 'lane'>): 'rearEnd' | 'push' | undefined => {
  const front = ahead(board, mover, 'forward');
  if (front.row === hit.row && front.lane === hit.lane) return 'rearEnd';
  if (mover.row === hit.row && Math.abs(mover.lane - hit.lane) === 1) return 'push';
  return undefined;
};

export const bump = (
  input: {
    board: Board;
    deck: SpeedDeck;
    dice: Dice;
    declared: 'rearEnd' | 'push';
    clash?: boolean;
    /** LB-GAP-8: the Set-up, Manoeuvre and Team bonus of the car that hits, for this check. */
    checkBonus?: number;
  },
  moving: Mover,
  struck: Hit,
): BumpResult => {
  const kind = bumpKind(input.board, moving, struck);
  if (kind !== input.declared)
    throw invalid('bump', `car ${moving.car} stands ${input.declared === 'rearEnd' ? 'not directly behind' : 'not beside'} car ${struck.car}`);
  if (moving.checks >= CHECKS_PER_TURN)
    throw invalid('bump', `car ${moving.car} has made its ${CHECKS_PER_TURN} checks this turn: it passes over the cars in front (LB-CHECK-3)`);
  const events: MovementEvent[] = [];
  const choices: BumpResult['choices'] = [];
  let deck = input.deck;
  let movement = 0;
  const drawer = (car: string) => (use: 'check' | 'direction') => {
    const drawn = drawSpeed(deck, input.dice, car, use);
    deck = drawn.deck;
    events.push(...drawn.events);
    return drawn.card;
  };
  const clash = input.clash ? 1 : 0;

  let mover: Mover = { ...moving, checks: moving.checks + 1 };
  const total = manoeuvreTotal(mover, drawer(mover.car)('check'), { damages: mover.damages, clash, cards: input.checkBonus ?? 0 });
  const outcome = checkOutcome(total);
  events.push({ type: 'checked', car: mover.car, reason: 'bump', total, outcome });
  if (outcome === 'plusOne') movement += 1;
  if (outcome === 'incident') {
    const incident = suffer(mover, drawer(mover.car), events, () => {
      movement -= 1;
    });
    mover = incident.mover;
    if (incident.chooser) choices.push({ car: mover.car, chooser: incident.chooser });
  }

  // LB-CHECK-3 Proposed: a car hit after its 2 checks of the turn makes none, and nothing happens to it.
  let hit = struck;
  if (hit.checks < CHECKS_PER_TURN) {
    hit = { ...hit, checks: hit.checks + 1 };
    const against = manoeuvreTotal(hit, drawer(hit.car)('check'), { damages: hit.damages, clash: -clash, hitAfterTwelve: hitsOpponent(total) });
    const result = checkOutcome(against);
    events.push({ type: 'checked', car: hit.car, reason: 'bump', total: against, outcome: result });
    if (result === 'plusOne') hit = { ...hit, recorded: hit.recorded + 1 };
    if (result === 'incident') {
      const incident = suffer(hit, drawer(hit.car), events);
      hit = { ...hit, ...incident.mover };
      if (incident.chooser) choices.push({ car: hit.car, chooser: incident.chooser });
    }
  }
  return { mover, hit, deck, movement, choices, events };
};
