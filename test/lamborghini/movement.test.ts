import { describe, expect, it } from 'vitest';
import { shippedBoards, squareKey } from '../../domain/lamborghini/board/index.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { type MovementEvent, type Mover, moveStretch, type PlannedStep, type Stretch } from '../../domain/lamborghini/movement.ts';
import { scriptedDice } from '../support/dice.ts';

const A = shippedBoards()['circuit-a']!;
const cars = (...places: [number, number][]) => new Set(places.map(([row, lane]) => squareKey(row, lane)));
// Banknote speed values: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 (yellow), N7 11 (orange), N8 12 (red), N9 5 …
/** Car E and driver 5: manoeuvre 0 and 0, so a check's total is the card's value less the damage. */
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
const stretch = (remaining: number, more: Partial<Stretch> = {}): Stretch => ({
  board: A,
  occupied: new Set(),
  deck: { pile: [], discard: [] },
  dice: scriptedDice(),
  remaining,
  ...more,
});
const steps = (...headings: PlannedStep['heading'][]): PlannedStep[] => headings.map((heading) => ({ heading }));
const squares = (events: readonly MovementEvent[]) => events.flatMap((event) => (event.type === 'moved' ? [[event.row, event.lane]] : []));
/** Cars on (30, 3) and (31, 2): from (30, 2) the step forward-right to (31, 3) passes between them. */
const DIAGONAL = cars([30, 3], [31, 2]);

describe('a stretch of movement', () => {
  it('[LB-MOVE-1] [LB-MOVE-2] moves the car its movement in squares, forward or forward-diagonally: 3 squares from (30, 2) to (33, 3)', () => {
    const moved = moveStretch(stretch(3), mover(), steps('forward', 'forwardRight', 'forward'));
    expect(squares(moved.events)).toEqual([
      [31, 2],
      [32, 3],
      [33, 3],
    ]);
    expect(moved).toMatchObject({ end: 'done', remaining: 0, used: 3, mover: { row: 33, lane: 3, distance: 33 } });
  });

  it('[LB-MOVE-5] a car must use all its movement: a plan that ends early leaves the stretch waiting for more steps', () => {
    const moved = moveStretch(stretch(4), mover(), steps('forward', 'forward'));
    expect(moved).toMatchObject({ end: 'plan', remaining: 2, used: 2 });
  });

  it('[LB-MOVE-3] a planned step onto an occupied square is not taken', () => {
    const moved = moveStretch(stretch(3, { occupied: cars([32, 2]) }), mover(), steps('forward', 'forward', 'forward'));
    expect(moved).toMatchObject({ end: 'plan', remaining: 2, used: 1, mover: { row: 31, lane: 2 } });
  });

  it('[LB-MOVE-6] passing between two diagonal cars is checked before the step: 8 lets it through, 10 gives +1 square', () => {
    const eight = moveStretch(stretch(2, { occupied: DIAGONAL, deck: { pile: ['N4'], discard: [] } }), mover(), steps('forwardRight', 'forward'));
    expect(eight.events.filter(({ type }) => type === 'checked')).toEqual([{ type: 'checked', car: '1', reason: 'pass', total: 8, outcome: 'nothing' }]);
    expect(eight).toMatchObject({ end: 'done', mover: { row: 32, lane: 3, checks: 1 } });
    const ten = moveStretch(stretch(2, { occupied: DIAGONAL, deck: { pile: ['N6'], discard: [] } }), mover(), steps('forwardRight', 'forward', 'forward'));
    expect(ten).toMatchObject({ end: 'done', remaining: 0, used: 3, mover: { row: 33, lane: 3 } });
  });

  it('[LB-MOVE-6] [LB-INC-1] [LB-INC-2] with an incident the step is not made: one damage, −1 movement, and the direction (9: forward right) fixes the next square', () => {
    const moved = moveStretch(stretch(4, { occupied: DIAGONAL, deck: { pile: ['N3', 'N5'], discard: [] } }), mover(), steps('forwardRight', 'forward'));
    expect(moved.events.map(({ type }) => type)).toEqual(['speedDrawn', 'checked', 'damaged', 'movementChanged', 'speedDrawn', 'directed', 'moved', 'moved']);
    // 4 squares, less 1 for the damage: the direction's square (31, 3), then forward to (32, 3), and 1 left to plan.
    expect(squares(moved.events)).toEqual([
      [31, 3],
      [32, 3],
    ]);
    expect(moved).toMatchObject({ end: 'plan', remaining: 1, mover: { damages: 1, damagesThisTurn: 1 } });
  });

  it('[LB-INC-2] a car that has taken 2 damages in this turn takes no more; the incident still gives its direction', () => {
    const moved = moveStretch(
      stretch(3, { occupied: DIAGONAL, deck: { pile: ['N3', 'N5'], discard: [] } }),
      mover({ damages: 2, damagesThisTurn: 2 }),
      steps('forwardRight', 'forward'),
    );
    expect(moved.events.filter(({ type }) => type === 'damageAvoided')).toEqual([{ type: 'damageAvoided', car: '1', reason: 'limit' }]);
    expect(moved.mover.damages).toBe(2);
  });

  it('[LB-INC-1] a 12 lets the player choose the direction, and 5–7 the player on his right: the stretch waits for the choice', () => {
    const twelve = moveStretch(stretch(3, { occupied: DIAGONAL, deck: { pile: ['N3', 'N8'], discard: [] } }), mover(), steps('forwardRight'));
    expect(twelve).toMatchObject({ end: 'choose', remaining: 2 });
    expect(twelve.events.at(-1)).toEqual({ type: 'directed', car: '1', chooser: 'self' });
    const five = moveStretch(stretch(3, { occupied: DIAGONAL, deck: { pile: ['N3', 'N1'], discard: [] } }), mover(), steps('forwardRight'));
    expect(five.events.at(-1)).toEqual({ type: 'directed', car: '1', chooser: 'right' });
  });

  it('[LB-INC-1] [LB-GAP-5] a direction onto an off-track square costs 3 speed; one off the board costs 3 and the car moves on from where it stands', () => {
    const off = moveStretch(stretch(6), mover({ row: 8, lane: 3, direction: 'forwardRight' }), steps('forwardLeft', 'forward'));
    // (9, 4) off-track: 6 − 1 − 3 = 2, then back on to (10, 3) and (11, 3).
    expect(squares(off.events)).toEqual([
      [9, 4],
      [10, 3],
      [11, 3],
    ]);
    expect(off).toMatchObject({ end: 'done', remaining: 0 });
    const gone = moveStretch(stretch(5), mover({ row: 3, lane: 1, direction: 'forwardLeft' }), steps('forward', 'forward'));
    expect(squares(gone.events)).toEqual([
      [4, 1],
      [5, 1],
    ]);
    expect(gone.events[0]).toEqual({ type: 'movementChanged', car: '1', by: -3, reason: 'leftTrack' });
  });

  it('[LB-MAN-1] with Gamble the car passes between two diagonal cars without a check', () => {
    const moved = moveStretch(stretch(1, { occupied: DIAGONAL, gamble: true }), mover(), steps('forwardRight'));
    expect(moved.events.map(({ type }) => type)).toEqual(['moved']);
  });

  it('[LB-SLIP-1] [LB-MAN-1] behind another car the side square is free of charge, once per move; with the Slipstream card one more square forward', () => {
    const behind = cars([31, 2]);
    const slip = moveStretch(stretch(2, { occupied: behind }), mover(), [{ heading: 'forwardRight', slipstream: true }, ...steps('forward', 'forward')]);
    expect(squares(slip.events)).toEqual([
      [31, 3],
      [32, 3],
      [33, 3],
    ]);
    expect(slip).toMatchObject({ end: 'done', slipstreamUsed: true });
    const card = moveStretch(stretch(1, { occupied: behind, slipstreamCard: true }), mover(), [
      { heading: 'forwardLeft', slipstream: true },
      ...steps('forward'),
    ]);
    expect(squares(card.events)).toEqual([
      [31, 1],
      [32, 1],
      [33, 1],
    ]);
    const twice = moveStretch(stretch(2, { occupied: behind, slipstreamUsed: true }), mover(), [{ heading: 'forwardRight', slipstream: true }]);
    expect(twice).toMatchObject({ end: 'plan', used: 0 });
  });

  it('[LB-TECH-2] any change of lane cancels Aerodynamics: the +4 already counted comes off the movement at once', () => {
    const blueAero = CARDS.technology.find((one) => one.brand === 'blue' && one.type === 'aerodynamics')!.value;
    const moved = moveStretch(stretch(6, { aerodynamics: blueAero }), mover(), steps('forward', 'forwardLeft', 'forward'));
    expect(moved.events.find(({ type }) => type === 'movementChanged')).toEqual({ type: 'movementChanged', car: '1', by: -4, reason: 'aerodynamics' });
    expect(moved).toMatchObject({ end: 'done', remaining: 0, aerodynamics: 0, mover: { row: 32, lane: 1 } });
  });

  it('[LB-CHECK-3] after its 2 checks the car passes over the cars in front, ending on a free square its movement reaches', () => {
    const moved = moveStretch(stretch(3, { occupied: cars([31, 1], [31, 2], [31, 3]) }), mover({ checks: 2 }), steps('forward'));
    expect(moved).toMatchObject({ end: 'done', remaining: 0, mover: { row: 33, lane: 2, distance: 33 } });
    expect(moved.events.filter(({ type }) => type === 'checked')).toEqual([]);
  });
});
