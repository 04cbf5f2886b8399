import { describe, expect, it } from 'vitest';
import type { Mover } from '../../domain/lamborghini/movement.ts';
import { drawForMovement } from '../../domain/lamborghini/runaway.ts';
import { baseSpeed } from '../../domain/lamborghini/speed.ts';
import { scriptedDice } from '../support/dice.ts';

// Banknote speed values: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 (yellow), N7 11 (orange), N8 12 (red), N22 10 without an arrow.
const mover = (more: Partial<Mover> = {}): Mover => ({
  car: '1',
  carCard: 'CE',
  driverCard: 'D5',
  row: 30,
  lane: 2,
  distance: 30,
  damages: 0,
  damagesThisTurn: 0,
  checks: 0,
  ...more,
});
const deck = (...pile: string[]) => ({ pile, discard: [] });

describe('the Speed card of a movement turn', () => {
  it('[LB-MOVE-4] a car draws one Speed card in its turn: 10 without an arrow means no check', () => {
    const drawn = drawForMovement(deck('N22', 'N1'), scriptedDice(), mover(), 'movement');
    expect(drawn).toMatchObject({ drawn: 'N22', plusOne: 0, mover: { checks: 0 } });
    expect(drawn.events).toEqual([{ type: 'speedDrawn', car: '1', use: 'movement', card: 'N22' }]);
  });

  it('[LB-RUN-1] [LB-RUN-2] a 10 on a yellow arrow is checked at once, before the car moves: 10 gives +1 square, 8 nothing', () => {
    expect(drawForMovement(deck('N6', 'N6'), scriptedDice(), mover(), 'movement')).toMatchObject({ drawn: 'N6', plusOne: 1, mover: { checks: 1 } });
    const eight = drawForMovement(deck('N6', 'N4'), scriptedDice(), mover(), 'movement');
    expect(eight.events.filter(({ type }) => type === 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'runaway', total: 8, outcome: 'nothing' }]);
  });

  it("[LB-RUN-1] [LB-RUN-2] a 12 on red checks at −2: a 9 makes 7, an incident; the damage counts in the turn's speed, the direction fixes the first square", () => {
    const drawn = drawForMovement(deck('N8', 'N5', 'N4'), scriptedDice(), mover(), 'movement');
    expect(drawn.events.map(({ type }) => type)).toEqual(['speedDrawn', 'speedDrawn', 'checked', 'damaged', 'speedDrawn', 'directed']);
    expect(drawn.mover).toMatchObject({ damages: 1, direction: 'forwardRight' });
    // 12 + 0 + 1 (driver 5) − 1 for the damage.
    expect(baseSpeed({ ...drawn.mover, drawn: drawn.drawn })).toBe(12);
  });

  it('[LB-RUN-2] the card Luck draws to replace the first brings its own check when it has an arrow', () => {
    const luck = drawForMovement(deck('N7', 'N5'), scriptedDice(), mover({ checks: 1 }), 'luck');
    // 11 on orange: a check at −1, 9 − 1 = 8.
    expect(luck.events).toEqual([
      { type: 'speedDrawn', car: '1', use: 'luck', card: 'N7' },
      { type: 'speedDrawn', car: '1', use: 'check', card: 'N5' },
      { type: 'checked', car: '1', reason: 'runaway', total: 8, outcome: 'nothing' },
    ]);
    expect(luck.mover.checks).toBe(2);
  });

  it('[LB-RUN-2] [LB-INC-1] an incident on a runaway whose direction is a 12 waits for the player to choose it', () => {
    expect(drawForMovement(deck('N8', 'N1', 'N8'), scriptedDice(), mover(), 'movement')).toMatchObject({ chooser: 'self', mover: { damages: 1 } });
  });
});
