import { describe, expect, it } from 'vitest';
import { shippedBoards, squareKey } from '../../domain/lamborghini/board/index.ts';
import { CARDS } from '../../domain/lamborghini/cards.ts';
import { defaultHeading, directionEffect, incidentDirection, playerOnTheRight } from '../../domain/lamborghini/incident.ts';
import { freeSteps, isBlocked, passesBetween, passOverEnd, slipstreamSquares } from '../../domain/lamborghini/move.ts';
import { arrivalOrder, raceOrder, raceOver } from '../../domain/lamborghini/order.ts';
import { AFFECTS_SPEED, baseSpeed, cardBonus, speedTotal } from '../../domain/lamborghini/speed.ts';

const A = shippedBoards()['circuit-a']!;
const cars = (...places: [number, number][]) => new Set(places.map(([row, lane]) => squareKey(row, lane)));
const at = (square: { row: number; lane: number } | undefined) => square && [square.row, square.lane];
// Banknote speed values: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 (yellow), N7 11 (orange), N8 12 (red), N9 5 …
const ALONE = { place: 1, of: 1 };

describe('incidents', () => {
  it('[LB-INC-1] the direction: 5–7 chosen by the player on your right, 8–9 forward right, 10–11 forward left, 12 your choice', () => {
    expect(['N1', 'N2', 'N3', 'N4', 'N5', 'N6', 'N7', 'N8'].map(incidentDirection)).toEqual([
      { chooser: 'right' },
      { chooser: 'right' },
      { chooser: 'right' },
      { heading: 'forwardRight' },
      { heading: 'forwardRight' },
      { heading: 'forwardLeft' },
      { heading: 'forwardLeft' },
      { chooser: 'self' },
    ]);
  });

  it('[LB-INC-1] [LB-GAP-5] a first square off the track costs 3 speed: lane 4 of a bend is off-track, lane 4 of a straight or lane 0 is leaving the track', () => {
    expect(directionEffect(A, { row: 8, lane: 3 }, 'forwardRight', new Set())).toMatchObject({ kind: 'square', offTrack: true, square: { row: 9, lane: 4 } });
    expect(directionEffect(A, { row: 2, lane: 3 }, 'forwardRight', new Set())).toEqual({ kind: 'leftTrack' });
    expect(directionEffect(A, { row: 2, lane: 1 }, 'forwardLeft', new Set())).toEqual({ kind: 'leftTrack' });
  });

  it('[LB-GAP-7] a direction onto an occupied square is void and the car moves normally', () => {
    expect(directionEffect(A, { row: 30, lane: 2 }, 'forwardLeft', cars([31, 1]))).toEqual({ kind: 'void' });
    expect(directionEffect(A, { row: 30, lane: 2 }, 'forward', cars([31, 1]))).toMatchObject({ kind: 'square', offTrack: false });
  });

  it('[LB-GAP-6] the player on your right is the one before you in the clockwise seating; with one human, the next in turn order', () => {
    expect(playerOnTheRight(['1', '2', '3'], '2')).toBe('1');
    expect(playerOnTheRight(['1', '2', '3'], '1')).toBe('3');
    expect(playerOnTheRight(['1', '2', '3'], '2', { only: '2', turnOrder: ['3', '2', '1'] })).toBe('1');
  });

  it('[LB-GAP-6] a computer player chooses the first of forward, forward-left, forward-right that is free and on the track, else forward', () => {
    expect(defaultHeading(A, { row: 30, lane: 2 }, new Set())).toBe('forward');
    expect(defaultHeading(A, { row: 30, lane: 2 }, cars([31, 2]))).toBe('forwardLeft');
    expect(defaultHeading(A, { row: 30, lane: 2 }, cars([31, 2], [31, 1]))).toBe('forwardRight');
    expect(defaultHeading(A, { row: 30, lane: 2 }, cars([31, 1], [31, 2], [31, 3]))).toBe('forward');
  });
});

describe('the speed of a turn', () => {
  const car = { carCard: 'CA', driverCard: 'D1', damages: 0 };

  it('[LB-MOVE-4] speed = Speed card + Car card + Driver card + one card: 9 + 2 (car A) + 2 (driver 1) + 3 (Blue Engine) = 16', () => {
    const engine = CARDS.technology.find((card) => card.brand === 'blue' && card.type === 'engine')!;
    expect(baseSpeed({ ...car, drawn: 'N5' })).toBe(13);
    expect(speedTotal({ ...car, drawn: 'N5' }, engine, ALONE)).toBe(16);
  });

  it('[LB-MOVE-4] [LB-DMG-1] the damage penalty, +1 squares recorded and Tyres or Fuel tank count: 9 + 4 − 2 + 1 + 1 = 13; never below 0', () => {
    expect(speedTotal({ ...car, drawn: 'N5', damages: 2, recorded: 1, lasting: 1 }, undefined, ALONE)).toBe(13);
    expect(speedTotal({ carCard: 'CE', driverCard: 'D10', drawn: 'N1', damages: 3, turnsWithThree: 3 }, undefined, ALONE)).toBe(0);
  });

  it('[LB-MAN-1] Skilful adds min(3, 12 − T) and Fast min(4, 14 − T), never lowering a total already above the cap', () => {
    expect([8, 10, 12, 15].map((base) => cardBonus({ type: 'skilful' }, base, ALONE))).toEqual([3, 2, 0, 0]);
    expect([9, 11, 14, 16].map((base) => cardBonus({ type: 'fast' }, base, ALONE))).toEqual([4, 3, 0, 0]);
    // 12 + 4 = 16 without the card: Skilful leaves it at 16.
    expect(speedTotal({ ...car, drawn: 'N8' }, { type: 'skilful' }, ALONE)).toBe(16);
  });

  it('[LB-MAN-1] Winner +2 when 2nd or 3rd; Willpower +3 when last, +2 when second-to-last; otherwise no effect', () => {
    expect([1, 2, 3, 4].map((place) => cardBonus({ type: 'winner' }, 10, { place, of: 5 }))).toEqual([0, 2, 2, 0]);
    expect([5, 4, 3].map((place) => cardBonus({ type: 'willpower' }, 10, { place, of: 5 }))).toEqual([3, 2, 0]);
  });

  it('[LB-TECH-2] Aerodynamics gives +4 (Blue) or +3; Engine +3 (Blue) or +2; Brakes, Set-up, Team, Gamble, Manoeuvre and Clash do not affect speed', () => {
    const value = (brand: string, type: string) => CARDS.technology.find((card) => card.brand === brand && card.type === type)!;
    expect(
      [value('blue', 'aerodynamics'), value('red', 'aerodynamics'), value('blue', 'engine'), value('yellow', 'engine')].map((card) =>
        cardBonus(card, 10, ALONE),
      ),
    ).toEqual([4, 3, 3, 2]);
    expect(['brakes', 'setUp', 'team', 'gamble', 'manoeuvre', 'clash'].filter((type) => AFFECTS_SPEED.has(type as never))).toEqual([]);
    expect(
      ['aerodynamics', 'engine', 'tyres', 'fuelTank', 'skilful', 'fast', 'winner', 'willpower', 'luck', 'slipstream'].every((type) =>
        AFFECTS_SPEED.has(type as never),
      ),
    ).toBe(true);
  });
});

describe('moving on the squares', () => {
  it('[LB-MOVE-3] a car may not stop on or pass through an occupied square: only the free steps remain', () => {
    expect(freeSteps(A, { row: 30, lane: 2 }, cars([31, 2])).map(({ heading }) => heading)).toEqual(['forwardLeft', 'forwardRight']);
  });

  it('[LB-MOVE-7] a car whose three squares ahead are taken is blocked and must rear-end or push', () => {
    expect(isBlocked(A, { row: 30, lane: 2 }, cars([31, 1], [31, 2], [31, 3]))).toBe(true);
    expect(isBlocked(A, { row: 30, lane: 1 }, cars([31, 1], [31, 2]))).toBe(true);
    expect(isBlocked(A, { row: 30, lane: 2 }, cars([31, 1], [31, 2]))).toBe(false);
  });

  it('[LB-MOVE-6] [LB-GAP-7] a diagonal step between two cars standing diagonally is a risky manoeuvre; with one of them absent it is not', () => {
    // Cars on (30, 3) and (31, 2): from (30, 2) forward-right to (31, 3) passes between them.
    expect(passesBetween(A, { row: 30, lane: 2 }, 'forwardRight', cars([30, 3], [31, 2]))).toBe(true);
    expect(passesBetween(A, { row: 30, lane: 2 }, 'forwardRight', cars([31, 2]))).toBe(false);
    expect(passesBetween(A, { row: 30, lane: 2 }, 'forward', cars([30, 3], [31, 2]))).toBe(false);
  });

  it('[LB-SLIP-1] [LB-GAP-7] directly behind another car, the free squares beside it are reached by a forward-diagonal step', () => {
    expect(slipstreamSquares(A, { row: 30, lane: 2 }, cars([31, 2])).map(({ square }) => at(square))).toEqual([
      [31, 1],
      [31, 3],
    ]);
    expect(slipstreamSquares(A, { row: 30, lane: 2 }, cars([31, 2], [31, 1])).map(({ square }) => at(square))).toEqual([[31, 3]]);
    expect(slipstreamSquares(A, { row: 30, lane: 2 }, cars([31, 1]))).toEqual([]);
  });

  it('[LB-CHECK-3] a car past its 2 checks passes over the cars in front and ends on a free square, one step short if it must', () => {
    // Rows 31 and 33 are full: with 3 squares left from (30, 2) it cannot end on row 33, so it ends on row 32, losing a square.
    expect(at(passOverEnd(A, { row: 30, lane: 2 }, 3, cars([31, 1], [31, 2], [31, 3], [33, 1], [33, 2], [33, 3])))).toEqual([32, 2]);
    expect(at(passOverEnd(A, { row: 30, lane: 2 }, 2, cars([31, 1], [31, 2], [31, 3])))).toEqual([32, 2]);
  });
});

describe('the order of the race and the finish', () => {
  it('[LB-ORDER-1] the first on the track moves first; side by side, the one ahead in the previous turn first', () => {
    const runners = [
      { car: '1', distance: 20 },
      { car: '2', distance: 25 },
      { car: '3', distance: 20 },
    ];
    expect(raceOrder(runners, ['3', '1', '2'])).toEqual(['2', '3', '1']);
    expect(raceOrder(runners, ['1', '2', '3'])).toEqual(['2', '1', '3']);
  });

  it('[LB-FIN-2] the green car crosses first and ends 7 squares past the line, the black crosses second and ends 10 past: black wins', () => {
    const green = { car: 'green', distance: 187, finished: { turn: 20, past: 7, moved: 1 } };
    const black = { car: 'black', distance: 190, finished: { turn: 20, past: 10, moved: 2 } };
    expect(arrivalOrder([green, black])).toEqual(['black', 'green']);
  });

  it('[LB-GAP-12] cars finishing in one turn with the same squares past the line rank by who crossed earlier in that turn', () => {
    const runners = [
      { car: '1', distance: 184, finished: { turn: 21, past: 4, moved: 2 } },
      { car: '2', distance: 184, finished: { turn: 21, past: 4, moved: 1 } },
      { car: '3', distance: 181, finished: { turn: 20, past: 1, moved: 3 } },
    ];
    expect(arrivalOrder(runners)).toEqual(['3', '2', '1']);
  });

  it('[LB-FIN-1] [LB-GAP-11] the race ends when every car has finished or stopped; stopped cars rank after all others, by distance', () => {
    const runners = [
      { car: '1', distance: 100, stopped: true },
      { car: '2', distance: 181, finished: { turn: 30, past: 1, moved: 1 } },
      { car: '3', distance: 150 },
      { car: '4', distance: 120, stopped: true },
    ];
    expect(raceOrder(runners, [])).toEqual(['2', '3', '4', '1']);
    expect(raceOver(runners)).toBe(false);
    expect(raceOver([runners[0]!, runners[1]!, runners[3]!])).toBe(true);
  });
});
