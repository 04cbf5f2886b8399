import { describe, expect, it } from 'vitest';
import {
  besidePlaces,
  boostOvertakes,
  closeUp,
  inSlipstream,
  nearAttacks,
  overtakePlaces,
  sideAttackSide,
  sideCloseUp,
} from '../../domain/vektorace/attacks.ts';
import { formatUnits } from '../../domain/vektorace/exact.ts';
import type { Point } from '../../domain/vektorace/geometry.ts';
import { ahead, noseAhead, reorder, type Standing, standing } from '../../domain/vektorace/order.ts';
import { travel } from '../../domain/vektorace/progress.ts';
import { declarable, mayGiveWayTo, turnOptions } from '../../domain/vektorace/turn.ts';
import { around, at, car, DEFAULT } from './support.ts';

const show = (p: Point) => `(${formatUnits(p.x)}, ${formatUnits(p.y)})`;
const stand = (x: number, y: number, heading: number, more: Partial<Standing> = {}): Standing => ({ position: at(x, y), heading, laps: 0, due: 1, ...more });

describe('order of play (VK-ORDER)', () => {
  it('[VK-ORDER-5] the rulebook’s case: A at (30, 6) heading 0° and B at (36, 24) heading 180° give d_AB = 5 and d_BA = 5, so neither is ahead on noses alone', () => {
    const a = stand(30, 6, 0);
    const b = stand(36, 24, 4);
    expect([noseAhead(a, b), noseAhead(b, a)]).toEqual([1, 1]);
    expect([ahead(a, b), ahead(b, a)]).toEqual([false, false]);
  });

  it('[VK-ORDER-5] progress decides first: B, having passed curve 2, is ahead of A on the bottom straight', () => {
    const a = stand(30, 6, 0, { due: 1 });
    const b = stand(36, 24, 4, { due: 3 });
    expect([ahead(b, a), ahead(a, b)]).toEqual([true, false]);
    expect(ahead(stand(10, 6, 0, { laps: 1 }), stand(40, 6, 0, { due: 6 }))).toBe(true);
  });

  it('[VK-ORDER-3] noses perfectly level: the overtake is not completed and the order stays', () => {
    const standings = { 1: stand(10, 10, 0), 2: stand(10, 11, 0) };
    expect([ahead(standings[1], standings[2]), ahead(standings[2], standings[1])]).toEqual([false, false]);
    expect(reorder(['1', '2'], '2', standings)).toEqual(['1', '2']);
  });

  it('[VK-ORDER-3] a nose ahead by a quarter unit completes the overtake', () => {
    const standings = { 1: stand(10, 10, 0), 2: stand(10.25, 11, 0) };
    expect(reorder(['1', '2'], '2', standings)).toEqual(['2', '1']);
  });

  it('[VK-ORDER-4] a car that overtakes the leader has overtaken all the others, whatever their places', () => {
    const standings = { 1: stand(20, 10, 0), 2: stand(15, 10, 0), 3: stand(16, 12, 0), 4: stand(21, 14, 0) };
    expect(reorder(['1', '2', '3', '4'], '4', standings)).toEqual(['4', '1', '2', '3']);
  });

  it('[VK-ORDER-2] the order for the next round is worked out after each move; a car never loses places by its own move', () => {
    const standings = { 1: stand(20, 10, 0), 2: stand(25, 10, 0), 3: stand(22, 12, 0) };
    expect(reorder(['1', '2', '3'], '1', standings)).toEqual(['1', '2', '3']);
    expect(reorder(['1', '2', '3'], '3', standings)).toEqual(['3', '1', '2']);
  });

  it('[VK-ORDER-1] the cars are placed in the order their standing gives, one move each', () => {
    expect(standing(car(10, 10, 0, 3))).toMatchObject({ laps: 0, due: 1, heading: 0 });
  });
});

describe('curves, laps and the finish (VK-GAP-9, VK-WIN)', () => {
  it('[VK-GAP-9] a path crossing curve 1’s gate forward passes it, and curve 2 becomes due', () => {
    const moved = travel(DEFAULT, 3, { laps: 0, due: 1 }, [at(41, 4), at(45, 8)], true);
    expect([moved.passed, moved.due]).toEqual([[1], 2]);
  });

  it('[VK-GAP-9] one move may pass several curves, taken in path order', () => {
    const moved = travel(DEFAULT, 3, { laps: 0, due: 1 }, [at(41, 4), at(45, 8), at(45, 27)], true);
    expect(moved.passed).toEqual([1, 2]);
  });

  it('[VK-LIMIT-6] crossing the inside line of the curve due is a legal move that does not pass the curve', () => {
    const moved = travel(DEFAULT, 3, { laps: 0, due: 1 }, [at(38, 10), at(40, 12)], true);
    expect([moved.passed, moved.wrongSide, moved.due]).toEqual([[], [1], 1]);
  });

  it('[VK-GAP-9] the start is not a lap: crossing the line on the first move completes nothing', () => {
    expect(travel(DEFAULT, 3, { laps: 0, due: 1 }, [at(17.5, 8), at(21.5, 8)], true).completed).toBe(0);
  });

  it('[VK-WIN-2] with all curves passed a square crossing completes a lap; a diagonal one counts for nothing', () => {
    expect(travel(DEFAULT, 3, { laps: 0, due: 7 }, [at(15, 8), at(20, 8)], true)).toMatchObject({ laps: 1, due: 1, completed: 1 });
    expect(travel(DEFAULT, 3, { laps: 0, due: 7 }, [at(15, 8), at(20, 8)], false)).toMatchObject({ laps: 0, due: 7, diagonal: true });
  });

  it('[VK-WIN-1] the crossing that completes the last lap finishes the car’s race', () => {
    expect(travel(DEFAULT, 3, { laps: 2, due: 7 }, [at(15, 8), at(20, 8)], true)).toMatchObject({ laps: 3, finished: true });
  });
});

describe('limits and giving way (VK-LIMIT, VK-YIELD)', () => {
  /** A wall of cars across x = 12.75 from y = 9 to 21: 3rd gear from (10, 15) heading 0° has no move, 2nd gear has. */
  const wall = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [String(10 + i), at(12.75, 9 + i)]));

  it('[VK-LIMIT-5] a player with a legal move may not brake or take the penalty', () => {
    expect(turnOptions(around(), car(10, 15, 0, 3))).toMatchObject({ kind: 'move', gear: 3, mayBrake: false });
  });

  it('[VK-LIMIT-1] with no move in 3rd, the emergency stop drops to 2nd, the highest gear with a legal move, for one Gomma point', () => {
    const options = turnOptions(around(wall), car(10, 15, 0, 3));
    expect(options.kind).toBe('brake');
    if (options.kind !== 'brake') return;
    expect(options.gear).toBe(2);
    expect(options.moves.every((m) => m.cost.gomma >= 1)).toBe(true);
  });

  it('[VK-LIMIT-3] [VK-LIMIT-4] with no Gomma point to brake, no valid move is possible: no accident, the turn is lost', () => {
    expect(turnOptions(around(wall), car(10, 15, 0, 3, { gomma: 0 }))).toEqual({ kind: 'penalty' });
  });

  it('[VK-LIMIT-2] after the emergency stop the next gear may be the same or lower, never higher', () => {
    const gears = declarable(car(10, 15, 0, 3), { used: 2, braked: true, inPits: false, leftPits: false }, { gomma: 1, nitro: 0 });
    expect(gears.map((g) => g.gear)).toEqual([1, 2]);
  });

  it('[VK-LIMIT-6] with only moves off the table, the player must make one of them', () => {
    expect(turnOptions(around(), car(46.5, 15, 0, 3)).kind).toBe('off-table');
  });

  it('[VK-YIELD-1] a car blocked by a car still to move may give way to it, and only to such a car', () => {
    const blocked = car(10, 15, 0, 3);
    expect(mayGiveWayTo(around(wall), blocked, ['15', '20'])).toEqual(['15']);
    expect(mayGiveWayTo(around(wall), blocked, ['20'])).toEqual([]);
    expect(mayGiveWayTo(around(), blocked, ['15'])).toEqual([]);
  });

  it('[VK-ATK-5] a knocked car may not drop a gear at the end of its next move', () => {
    const gears = declarable(car(10, 15, 0, 4, { knocked: true }), { used: 4, braked: false, inPits: false, leftPits: false }, { gomma: 0, nitro: 0 });
    expect(gears.map((g) => g.gear)).toEqual([4, 5]);
  });

  it('[VK-GOMMA-2] the declaration counts the points the move has already spent [VK-GAP-13]', () => {
    const gears = declarable(car(10, 15, 0, 5, { gomma: 2 }), { used: 5, braked: false, inPits: false, leftPits: false }, { gomma: 1, nitro: 0 });
    expect(gears.map((g) => g.gear)).toEqual([3, 4, 5]);
  });

  it('[VK-PIT-6] in the pit area the gear stays; over the exit line the next gear is 2nd', () => {
    const ending = { used: 4 as const, braked: false, inPits: true, leftPits: false };
    expect(declarable(car(22, 2, 0, 4), ending, { gomma: 0, nitro: 0 }).map((g) => g.gear)).toEqual([4]);
    expect(declarable(car(29, 2, 0, 4), { ...ending, inPits: false, leftPits: true }, { gomma: 0, nitro: 0 }).map((g) => g.gear)).toEqual([2]);
  });
});

describe('slipstream and attacks (VK-SLIP, VK-ATK, VK-GAP-8)', () => {
  const leader = { position: at(20, 10), heading: 0 as const, gear: 3 };
  const follower = (x: number, y = 10, gear = 3, heading: 0 | 1 | 7 = 0) => ({ position: at(x, y), heading, gear });

  it('[VK-SLIP-1] a car in 3rd gear or higher has a slipstream area two octagons long behind it', () => {
    expect(inSlipstream(leader, follower(18.5), false)).toBe('near');
    expect(inSlipstream(leader, follower(17.5), false)).toBe('far');
    expect(inSlipstream(leader, follower(16.75), false)).toBeUndefined();
    expect(inSlipstream({ ...leader, gear: 2 }, follower(18.5), false)).toBeUndefined();
  });

  it('[VK-SLIP-2] the follower must be in 3rd or higher, have used no Gomma point, and close up directly behind, at (19, 10)', () => {
    expect(inSlipstream(leader, follower(18.5, 10, 2), false)).toBeUndefined();
    expect(inSlipstream(leader, follower(18.5), true)).toBeUndefined();
    expect(show(closeUp(leader))).toBe('(19, 10)');
  });

  it('[VK-SLIP-3] only the nose counts: the base may reach into the area with the nose outside; a nose partly inside counts', () => {
    // Nose at x = 16.5 + 0.5 = 17.0, the area reaching back to 20 − 0.5 − 2 = 17.5.
    expect(inSlipstream(leader, follower(16.5), false)).toBeUndefined();
    // Offset by ½ sideways: half the nose is inside the area.
    expect(inSlipstream(leader, follower(18.5, 10.5), false)).toBe('near');
    // Offset by ¾: the base still reaches into the area (down to y = 10.25), the nose (from y = 10.54) does not.
    expect(inSlipstream(leader, follower(18.5, 10.75), false)).toBeUndefined();
  });

  it('[VK-SLIP-3] the follower must share the leader’s heading (Proposed)', () => {
    expect(inSlipstream(leader, follower(18.5, 10, 3, 1), false)).toBeUndefined();
  });

  it('[VK-ATK-2] a BOOST overtake needs a move longer than 5: 4th + BOOST 2 (6) yes, 3rd + BOOST 2 (5) no; it puts the car in front, front-left or front-right', () => {
    expect([boostOvertakes(6), boostOvertakes(5)]).toEqual([true, false]);
    const places = overtakePlaces(leader);
    expect([show(places.front), show(places.left), show(places.right)]).toEqual(['(21, 10)', '(20+0.5√2, 10+0.5√2)', '(20+0.5√2, 10-0.5√2)']);
  });

  it('[VK-ATK-3] blocked by a car in front, the attacker may take the place beside it', () => {
    const blocker = { position: at(21, 10), heading: 0 as const, gear: 3 };
    expect(Object.values(besidePlaces(blocker)).map(show)).toEqual(['(21, 11)', '(21, 9)']);
  });

  it('[VK-ATK-4] [VK-ATK-5] the overtake under acceleration and the knock need the near part of the slipstream (Proposed)', () => {
    expect([nearAttacks(inSlipstream(leader, follower(18.5), false)), nearAttacks(inSlipstream(leader, follower(17.5), false))]).toEqual([true, false]);
  });

  it('[VK-ATK-1] entering the slipstream area makes the attacks possible: close up, overtakes, knock', () => {
    expect(inSlipstream(leader, follower(18.5), false)).toBeDefined();
  });

  it('[VK-ATK-6] a car in 2nd gear or higher with its nose in the side area, facing the target’s way or 45° towards it, may side-attack and closes up beside', () => {
    const target = { position: at(20, 10), heading: 0 as const, gear: 1 };
    expect(sideAttackSide(target, follower(19, 11.5, 2))).toBe(1);
    expect(sideAttackSide(target, follower(19, 11.5, 2, 7))).toBe(1);
    expect(sideAttackSide(target, follower(19, 11.5, 2, 1))).toBeUndefined();
    expect(sideAttackSide(target, { ...follower(19, 11.5), gear: 1 })).toBeUndefined();
    expect(sideAttackSide(target, follower(19, 8.5, 2, 1))).toBe(-1);
    expect(show(sideCloseUp(target, 1))).toBe('(20, 11)');
  });

  it('[VK-ATK-9] a side attack is allowed after a black move, a slipstream close-up is not', () => {
    const target = { position: at(20, 10), heading: 0 as const, gear: 3 };
    expect(sideAttackSide(target, follower(19, 11.5, 3))).toBe(1);
    expect(inSlipstream(target, follower(18.5), true)).toBeUndefined();
  });
});
