import { describe, expect, it } from 'vitest';
import type { Mover } from '../../domain/lamborghini/movement.ts';
import { runawayCheck } from '../../domain/lamborghini/runaway.ts';
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

describe('the runaway check of a movement turn', () => {
  it('[LB-MOVE-4] [LB-RUN-1] a 10 without an arrow means no check: nothing is drawn', () => {
    const checked = runawayCheck(deck('N1'), scriptedDice(), mover(), 'N22');
    expect(checked).toMatchObject({ plusOne: 0, incident: false, mover: { checks: 0 }, events: [] });
  });

  it('[LB-RUN-1] [LB-CHECK-2] a 10 on a yellow arrow is a normal check: 10 gives +1 square, 8 nothing', () => {
    expect(runawayCheck(deck('N6'), scriptedDice(), mover(), 'N6')).toMatchObject({ plusOne: 1, mover: { checks: 1 } });
    const eight = runawayCheck(deck('N4'), scriptedDice(), mover(), 'N6');
    expect(eight.events.filter(({ type }) => type === 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'runaway', total: 8, outcome: 'nothing' }]);
  });

  it("[LB-RUN-1] [LB-RUN-2] a 12 on red checks at −2: a 9 makes 7, an incident; the damage counts in the turn's speed, the direction fixes the first square", () => {
    const checked = runawayCheck(deck('N5', 'N4'), scriptedDice(), mover(), 'N8');
    expect(checked.events.map(({ type }) => type)).toEqual(['speedDrawn', 'checked', 'damaged', 'speedDrawn', 'directed']);
    expect(checked).toMatchObject({ incident: true, mover: { damages: 1, direction: 'forwardRight' } });
    // 12 + 0 + 1 (driver 5) − 1 for the damage.
    expect(baseSpeed({ ...checked.mover, drawn: 'N8' })).toBe(12);
  });

  it('[LB-RUN-1] [LB-CHECK-1] the cards played for the check add to it: 12 on red, a 9 with Manoeuvre +2 makes 9 − 2 + 2 = 9, nothing happens', () => {
    const checked = runawayCheck(deck('N5'), scriptedDice(), mover(), 'N8', 2);
    expect(checked.events.filter(({ type }) => type === 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'runaway', total: 9, outcome: 'nothing' }]);
  });

  it('[LB-RUN-1] an 11 on orange checks at −1: 9 − 1 = 8', () => {
    const checked = runawayCheck(deck('N5'), scriptedDice(), mover({ checks: 1 }), 'N7');
    expect(checked.events).toEqual([
      { type: 'speedDrawn', car: '1', use: 'check', card: 'N5' },
      { type: 'checked', car: '1', reason: 'runaway', total: 8, outcome: 'nothing' },
    ]);
    expect(checked.mover.checks).toBe(2);
  });

  it('[LB-RUN-2] [LB-INC-1] an incident on a runaway whose direction is a 12 waits for the player to choose it', () => {
    expect(runawayCheck(deck('N1', 'N8'), scriptedDice(), mover(), 'N8')).toMatchObject({ chooser: 'self', mover: { damages: 1 } });
  });
});
