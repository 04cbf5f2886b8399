import { describe, expect, it } from 'vitest';
import { shippedBoards } from '../../domain/lamborghini/board/index.ts';
import { bump, bumpKind, type Hit } from '../../domain/lamborghini/bump.ts';
import type { MovementEvent, Mover } from '../../domain/lamborghini/movement.ts';
import { scriptedDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';

const A = shippedBoards()['circuit-a']!;
// Banknote speed values: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 (yellow), N7 11 (orange), N8 12 (red).
const car = (id: string, row: number, lane: number, more: Partial<Mover> = {}): Mover => ({
  car: id,
  carCard: 'CE',
  driverCard: 'D5',
  row,
  lane,
  distance: row,
  damages: 0,
  damagesThisTurn: 0,
  checks: 0,
  ...more,
});
const hit = (row: number, lane: number, more: Partial<Hit> = {}): Hit => ({ ...car('2', row, lane), recorded: 0, ...more });
const deck = (...pile: string[]) => ({ pile, discard: [] });
const checks = (events: readonly MovementEvent[]) => events.filter((event): event is Extract<MovementEvent, { type: 'checked' }> => event.type === 'checked');

describe('rear-ending and pushing', () => {
  it('[LB-BUMP-1] a car directly behind another may rear-end it, one beside it push it; elsewhere neither', () => {
    expect(bumpKind(A, { row: 30, lane: 2 }, { row: 31, lane: 2 })).toBe('rearEnd');
    expect(bumpKind(A, { row: 30, lane: 2 }, { row: 30, lane: 3 })).toBe('push');
    expect(bumpKind(A, { row: 30, lane: 2 }, { row: 31, lane: 3 })).toBeUndefined();
    const error = refusal(() => bump({ board: A, deck: deck(), dice: scriptedDice(), declared: 'push' }, car('1', 30, 2), hit(31, 2)));
    expect([error.field, error.message]).toEqual(['bump', 'car 1 stands not beside car 2']);
  });

  it('[LB-BUMP-2] [LB-CHECK-2] both cars check, the one that hits first: its 12 gives it +1 square and the car hit −1 on its check', () => {
    const result = bump({ board: A, deck: deck('N8', 'N4'), dice: scriptedDice(), declared: 'rearEnd' }, car('1', 30, 2), hit(31, 2));
    expect(checks(result.events)).toEqual([
      { type: 'checked', car: '1', reason: 'bump', total: 12, outcome: 'plusOne' },
      { type: 'checked', car: '2', reason: 'bump', total: 7, outcome: 'incident' },
    ]);
    expect(result.movement).toBe(1);
    expect(result.mover.checks).toBe(1);
  });

  it('[LB-BUMP-2] [LB-GAP-7] the car hit takes its damage and records its direction and +1 square for its next turn; no car is moved', () => {
    const incident = bump({ board: A, deck: deck('N4', 'N3', 'N6'), dice: scriptedDice(), declared: 'push' }, car('1', 30, 2), hit(30, 3));
    expect(incident.hit).toMatchObject({ row: 30, lane: 3, damages: 1, direction: 'forwardLeft' });
    expect(incident.events.some(({ type }) => type === 'moved')).toBe(false);
    const plusOne = bump({ board: A, deck: deck('N4', 'N6'), dice: scriptedDice(), declared: 'push' }, car('1', 30, 2), hit(30, 3));
    expect(plusOne.hit.recorded).toBe(1);
  });

  it('[LB-MAN-1] with Clash the car that hits has +1 on its check and the car hit −1', () => {
    const result = bump({ board: A, deck: deck('N5', 'N5'), dice: scriptedDice(), declared: 'rearEnd', clash: true }, car('1', 30, 2), hit(31, 2));
    expect(checks(result.events).map(({ total }) => total)).toEqual([10, 8]);
  });

  it('[LB-BUMP-2] [LB-DMG-1] an incident of the car that hits costs it a damage and 1 square of movement at once; its direction fixes its next square', () => {
    const result = bump({ board: A, deck: deck('N2', 'N5', 'N4'), dice: scriptedDice(), declared: 'rearEnd' }, car('1', 30, 2), hit(31, 2));
    expect(result).toMatchObject({ movement: -1, mover: { damages: 1, direction: 'forwardRight' } });
  });

  it('[LB-CHECK-3] a car hit after its 2 checks of the turn makes no check and nothing happens to it; a car past its 2 checks cannot bump', () => {
    const result = bump({ board: A, deck: deck('N4'), dice: scriptedDice(), declared: 'rearEnd' }, car('1', 30, 2), hit(31, 2, { checks: 2 }));
    expect(checks(result.events)).toHaveLength(1);
    expect(result.hit).toEqual(hit(31, 2, { checks: 2 }));
    expect(
      refusal(() => bump({ board: A, deck: deck(), dice: scriptedDice(), declared: 'rearEnd' }, car('1', 30, 2, { checks: 2 }), hit(31, 2))).message,
    ).toContain('passes over');
  });
});
