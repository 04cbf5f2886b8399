import { describe, expect, it } from 'vitest';
import { overtakeCost } from '../../domain/vektorace/attacks.ts';
import { formatUnits } from '../../domain/vektorace/exact.ts';
import { degrees, fromStored, type Point, plus, unit } from '../../domain/vektorace/geometry.ts';
import { clearance, type Option, options, ruleRefusal } from '../../domain/vektorace/legality.ts';
import { type Choice, lay } from '../../domain/vektorace/move.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { front } from '../../domain/vektorace/shapes.ts';
import { declarable } from '../../domain/vektorace/turn.ts';
import {
  addCost,
  BLACK_ENDS,
  boostEnds,
  boostsOf,
  declarationCost,
  type End,
  endsOf,
  isBlack,
  moveCost,
  placementsOf,
  WHITE_ENDS,
} from '../../domain/vektorace/vectors.ts';
import { around, at, car, DEFAULT } from './support.ts';

const show = (p: Point) => `(${formatUnits(p.x)}, ${formatUnits(p.y)})`;
const straight: End = { cell: 0, turn: 0 };
const choose = (options: Option[], choice: Choice) =>
  options.find(
    (o) =>
      o.choice.placement === choice.placement &&
      o.choice.boost === choice.boost &&
      o.choice.end.cell === choice.end.cell &&
      o.choice.end.turn === choice.end.turn,
  )!;

describe('vector placement and end positions (VK-MOVE-3, VK-MOVE-4, VK-GAP-4)', () => {
  it('[VK-GAP-4] the rulebook example: at (0, 0) heading 0° in 3rd gear, f = (0.5, 0), S = (1, 0), E = (3, 0), straight ahead (4, 0)', () => {
    const laid = lay(at(0, 0), 0, 3, { placement: 'front', end: straight });
    expect(show(front(at(0, 0), 0))).toBe('(0.5, 0)');
    expect(laid.path.map(show)).toEqual(['(0, 0)', '(1, 0)', '(3, 0)', '(4, 0)']);
    expect([45, 315].map((d) => degrees(lay(at(0, 0), 0, 3, { placement: 'front', end: { cell: 0, turn: d === 45 ? 1 : -1 } }).heading))).toEqual([45, 315]);
  });

  it('[VK-GAP-4] the rulebook example: the front-left cell is (3 + 1/√2, 1/√2), heading 45° or 0° white and 315° black', () => {
    const ends = [1, 0, -1].map((t) => lay(at(0, 0), 0, 3, { placement: 'front', end: { cell: 1, turn: t } }));
    expect(ends.map((l) => show(l.position))).toEqual(Array(3).fill('(3+0.5√2, 0.5√2)'));
    expect(ends.map((l) => degrees(l.heading))).toEqual([45, 0, 315]);
    expect([1, 0, -1].map((t) => isBlack({ cell: 1, turn: t }))).toEqual([false, false, true]);
  });

  it('[VK-GAP-4] the rulebook example with BOOST 2: E_B = (5, 0), straight ahead (6, 0), a move of length 3 + 2 = 5', () => {
    const laid = lay(at(0, 0), 0, 3, { placement: 'front', boost: 2, end: straight });
    expect(laid.path.map(show)).toEqual(['(0, 0)', '(1, 0)', '(3, 0)', '(4, 0)', '(5, 0)', '(6, 0)']);
    expect(laid.length).toBe(5);
  });

  it('[VK-GAP-4] 13 ends, 7 white and 6 black, none turning the car more than 45°; 1st gear has 9, 2 of them black', () => {
    expect([WHITE_ENDS.length, BLACK_ENDS.length, endsOf(3).length]).toEqual([7, 6, 13]);
    expect(endsOf(5).every((e) => Math.abs(e.turn) <= 1)).toBe(true);
    const first = endsOf(1);
    expect([first.length, first.filter(isBlack).length]).toEqual([9, 2]);
    expect(first.filter(isBlack)).toEqual([
      { cell: 1, turn: -1 },
      { cell: -1, turn: 1 },
    ]);
  });

  it('[VK-MOVE-3] the vector always follows the car’s heading, laid in front, against a front side or (lateral shift) a side', () => {
    const p = at(10, 10);
    const firsts = placementsOf(2).map((placement) => show(lay(p, 2, 2, { placement, end: straight }).path[1]!));
    expect(firsts).toEqual(['(10, 11)', '(10-0.5√2, 10+0.5√2)', '(10+0.5√2, 10+0.5√2)', '(9, 10)', '(11, 10)']);
    for (const placement of placementsOf(2)) {
      const [, s, e] = lay(p, 2, 2, { placement, end: straight }).path;
      expect(formatUnits(e!.x) === formatUnits(s!.x) && formatUnits(e!.y) !== formatUnits(s!.y)).toBe(true);
    }
  });

  it('[VK-MOVE-4] the car is placed on one of the five cells beside the vector’s far end', () => {
    const cells = [-2, -1, 0, 1, 2].map((cell) => show(lay(at(0, 0), 0, 2, { placement: 'front', end: { cell, turn: 0 } }).position));
    expect(cells).toEqual(['(2, -1)', '(2+0.5√2, -0.5√2)', '(3, 0)', '(2+0.5√2, 0.5√2)', '(2, 1)']);
  });

  it('[VK-MOVE-2] gear n lays vector n, n units long [VK-GAP-3]', () => {
    expect([1, 2, 3, 4, 5].map((n) => show(lay(at(0, 0), 0, n, { placement: 'front', end: straight }).path[2]!))).toEqual([
      '(1, 0)',
      '(2, 0)',
      '(3, 0)',
      '(4, 0)',
      '(5, 0)',
    ]);
  });
});

describe('BOOST (VK-BOOST, VK-GAP-5)', () => {
  it('[VK-BOOST-3] vector 4 offers BOOST 3, 2 and 1, each for one Nitro point', () => {
    expect(boostsOf(4)).toEqual([1, 2, 3]);
    expect(boostsOf(4).map((boost) => moveCost({ placement: 'front', boost, end: straight }))).toEqual(Array(3).fill({ gomma: 0, nitro: 1 }));
    expect(boostsOf(1)).toEqual([]);
  });

  it('[VK-BOOST-2] the BOOST vector is laid exactly in front of the vector in play, extending it', () => {
    const laid = lay(at(0, 0), 0, 4, { placement: 'front-left', boost: 2, end: straight });
    expect(laid.path.slice(1, 5).map(show)).toEqual(['(0.5√2, 0.5√2)', '(3+0.5√2, 0.5√2)', '(4+0.5√2, 0.5√2)', '(5+0.5√2, 0.5√2)']);
  });

  it('[VK-BOOST-4] only the ends of the BOOST used: 7, 5, 3, then straight only [VK-GAP-5], none black', () => {
    expect([1, 2, 3, 4, 5].map((m) => boostEnds(m).length)).toEqual([7, 5, 3, 1, 1]);
    expect([1, 2, 3, 4].every((m) => boostEnds(m).every((e) => !isBlack(e)))).toBe(true);
    const refused = ruleRefusal(DEFAULT, car(10, 15, 0, 4), 4, { placement: 'front', boost: 3, end: { cell: 1, turn: 0 } }, { gomma: 0, nitro: 1 });
    expect(refused).toMatchObject({ kind: 'refused', rule: 'VK-BOOST-4' });
  });

  it('[VK-BOOST-1] the BOOST needs a Nitro point: with none left it is not offered [VK-GAP-13]', () => {
    const moves = options(around(), car(10, 15, 0, 4, { nitro: 0 }), 4);
    expect(choose(moves, { placement: 'front', boost: 1, end: straight }).verdict).toMatchObject({ kind: 'refused', rule: 'VK-GAP-13' });
    expect(choose(moves, { placement: 'front', end: straight }).verdict).toEqual({ kind: 'legal' });
  });
});

describe('Gomma and Nitro (VK-GEAR, VK-GOMMA, VK-NITRO)', () => {
  it('[VK-GEAR-1] after a move in 3rd the next may be in 3rd, 2nd or 4th at no cost', () => {
    expect([2, 3, 4].map((next) => declarationCost(3, next))).toEqual(Array(3).fill({ gomma: 0, nitro: 0 }));
  });

  it('[VK-GOMMA-2] dropping from 5th to 1st costs 3 Gomma points', () => {
    expect(declarationCost(5, 1)).toEqual({ gomma: 3, nitro: 0 });
  });

  it('[VK-NITRO-2] going from 2nd to 5th costs 2 Nitro points', () => {
    expect(declarationCost(2, 5)).toEqual({ gomma: 0, nitro: 2 });
  });

  it('[VK-GEAR-3] larger changes are paid: Gomma down, Nitro up', () => {
    expect([declarationCost(4, 1), declarationCost(1, 4)]).toEqual([
      { gomma: 2, nitro: 0 },
      { gomma: 0, nitro: 2 },
    ]);
  });

  it('[VK-GOMMA-3] each of the six black ends costs one Gomma point; white ends are free', () => {
    expect(BLACK_ENDS.map((end) => moveCost({ placement: 'front', end }).gomma)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(WHITE_ENDS.map((end) => moveCost({ placement: 'front', end }).gomma)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('[VK-GOMMA-4] the lateral shift costs one Gomma point and is not possible in 1st gear', () => {
    expect(moveCost({ placement: 'left', end: straight })).toEqual({ gomma: 1, nitro: 0 });
    expect(placementsOf(1)).toEqual(['front', 'front-left', 'front-right']);
    expect(ruleRefusal(DEFAULT, car(10, 15, 0, 1), 1, { placement: 'right', end: straight }, { gomma: 1, nitro: 0 })).toMatchObject({ rule: 'VK-GOMMA-4' });
  });

  it('[VK-GOMMA-1] a lateral shift to a black end costs two Gomma points', () => {
    expect(moveCost({ placement: 'left', end: { cell: 2, turn: 1 } })).toEqual({ gomma: 2, nitro: 0 });
  });
});

describe('overlap and the table (VK-MOVE-5, VK-GAP-6)', () => {
  const mover = car(10, 15, 0, 3);

  it('[VK-MOVE-5] a vector may not overlap another car; touching it is allowed', () => {
    const path = { placement: 'front', end: straight } as const;
    expect(clearance(around({ 2: at(13, 15.5) }), mover, lay(at(10, 15), 0, 3, path))).toEqual({ kind: 'blocked', by: 'car 2' });
    // The vector is 1 unit wide: a car 1 unit to its side touches it.
    expect(clearance(around({ 2: at(12, 16) }), mover, lay(at(10, 15), 0, 3, path))).toEqual({ kind: 'legal' });
  });

  it('[VK-MOVE-5] the car’s base may not overlap a curve token', () => {
    const near = car(19, 23, 0, 2);
    expect(clearance(around(), near, lay(at(19, 23), 0, 2, { placement: 'front', end: straight }))).toEqual({ kind: 'blocked', by: 'curve 4' });
    // The base at (21, 23) reaches x = 21.5; the token of radius ¾ at (23, 23) begins at 22.25.
    expect(clearance(around(), near, lay(at(19, 23), 0, 1, { placement: 'front', end: straight }))).toEqual({ kind: 'legal' });
  });

  it('[VK-GAP-6] the pit wall is an obstacle', () => {
    const beside = car(20, 5, 0, 2);
    expect(clearance(around(), beside, lay(at(20, 5), 0, 2, { placement: 'front-right', end: straight }))).toEqual({ kind: 'blocked', by: 'the pit wall' });
  });

  it('[VK-LIMIT-6] a move clear of everything but the table edge is off the table', () => {
    const edge = car(46, 15, 0, 3);
    expect(clearance(around(), edge, lay(at(46, 15), 0, 3, { placement: 'front', end: straight }))).toEqual({ kind: 'off-table' });
  });
});

describe('limits on the choice (VK-START-5, VK-ATK-7, VK-ATK-8, VK-PIT-4, VK-PIT-6)', () => {
  const cost = { gomma: 0, nitro: 0 };

  it('[VK-START-5] the first move ends straight ahead: an end beside the far end keeping the heading is allowed, a turn is not', () => {
    const first = car(17.5, 8, 0, 3, { started: false });
    expect(ruleRefusal(DEFAULT, first, 3, { placement: 'front', end: { cell: 1, turn: 0 } }, cost)).toBeUndefined();
    expect(ruleRefusal(DEFAULT, first, 3, { placement: 'front', end: { cell: 0, turn: 1 } }, cost)).toMatchObject({ rule: 'VK-START-5' });
  });

  it('[VK-ATK-7] attacked on the left: no vector on the front-left side or the left, no end on the left cells; the front cell may turn either way', () => {
    const hit = car(10, 15, 0, 3, { attacked: { left: true, right: false } });
    const refused = (placement: Choice['placement'], end: End) => ruleRefusal(DEFAULT, hit, 3, { placement, end }, cost)?.kind === 'refused';
    expect([
      refused('front-left', straight),
      refused('left', straight),
      refused('front', { cell: 1, turn: 0 }),
      refused('right', { cell: 2, turn: 0 }),
    ]).toEqual([true, true, true, true]);
    expect([refused('front', { cell: 0, turn: 1 }), refused('front', { cell: 0, turn: -1 }), refused('front-right', { cell: -1, turn: 0 })]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('[VK-ATK-8] attacked on both sides: only the front placement and the front cell, with h, h + 45° or h − 45°', () => {
    const hit = car(10, 15, 0, 3, { attacked: { left: true, right: true } });
    const allowed = options(around(), hit, 3).filter((o) => o.verdict.kind === 'legal');
    expect(new Set(allowed.map((o) => o.choice.placement))).toEqual(new Set(['front']));
    expect(new Set(allowed.map((o) => o.choice.end.cell))).toEqual(new Set([0]));
    expect(new Set(allowed.filter((o) => o.choice.boost === undefined).map((o) => o.choice.end.turn))).toEqual(new Set([-1, 0, 1]));
    expect(ruleRefusal(DEFAULT, hit, 3, { placement: 'front', end: { cell: 1, turn: 0 } }, cost)).toMatchObject({ rule: 'VK-ATK-8' });
  });

  it('[VK-PIT-4] after calling BOX-BOX! the car may not use the BOOST', () => {
    expect(ruleRefusal(DEFAULT, car(10, 6, 0, 3, { boxBox: true }), 3, { placement: 'front', boost: 1, end: straight }, cost)).toMatchObject({
      rule: 'VK-PIT-4',
    });
  });

  it('[VK-PIT-6] a car whose base overlaps the pit area may not change direction', () => {
    const inPit = car(22, 2, 0, 2);
    expect(ruleRefusal(DEFAULT, inPit, 2, { placement: 'front', end: { cell: 0, turn: 1 } }, cost)).toMatchObject({ rule: 'VK-PIT-6' });
    expect(ruleRefusal(DEFAULT, inPit, 2, { placement: 'front', end: straight }, cost)).toBeUndefined();
  });

  it('[VK-PIT-5] the pit area is an obstacle on the final lap, open to a car with the finish due before it', () => {
    const entering = (laps: number) => car(15, 2, 0, 2, { due: 7, laps });
    const move = lay(at(15, 2), 0, 2, { placement: 'front', end: straight });
    expect(clearance(around({}, 3), entering(1), move)).toEqual({ kind: 'legal' });
    expect(clearance(around({}, 3), entering(2), move)).toEqual({ kind: 'blocked', by: 'the pit area' });
    expect(clearance(around({}, 3), car(15, 2, 0, 2, { due: 3, laps: 0 }), move)).toEqual({ kind: 'blocked', by: 'the pit area' });
  });

  it('[VK-PIT-6] the pit entry must be crossed square: a diagonal move into the pits is refused', () => {
    const diagonal = car(16, 4.5, 7, 2, { due: 7, laps: 0 });
    const move = lay(fromStored(diagonal.position), 7, 2, { placement: 'front', end: straight });
    expect(clearance(around(), diagonal, move)).toMatchObject({ kind: 'refused', rule: 'VK-PIT-6' });
  });
});

describe('the 45° rule and borderline space (VK-GEOM, VK-GAP-12)', () => {
  it('[VK-GEOM-1] every end of every gear and BOOST leaves the car facing one of the 8 headings, turned at most 45°', () => {
    for (const gear of [1, 2, 3, 4, 5] as const)
      for (const o of options(around(), car(24, 15, 1, gear), gear)) {
        expect(Number.isInteger(o.laid.heading) && o.laid.heading >= 0 && o.laid.heading < 8).toBe(true);
        expect([0, 1, 7]).toContain((o.laid.heading - 1 + 8) % 8);
      }
  });

  it('[VK-GEOM-3] [VK-GAP-12] a car fits exactly into a gap one unit wide between two cars: touching is not overlapping', () => {
    const move = lay(at(10, 15), 0, 2, { placement: 'front', end: straight });
    expect(clearance(around({ 2: at(13, 16), 3: at(13, 14) }), car(10, 15, 0, 2), move)).toEqual({ kind: 'legal' });
    expect(clearance(around({ 2: at(13, 15.75), 3: at(13, 14) }), car(10, 15, 0, 2), move)).toEqual({ kind: 'blocked', by: 'car 2' });
  });

  it('[VK-GEOM-4] [VK-GAP-12] a diagonal gap decided exactly: a car placed √2 from two cars on its diagonals touches both', () => {
    const move = lay(at(10, 15), 1, 1, { placement: 'front', end: { cell: 0, turn: 0 } });
    const end = move.position;
    const others = { 2: plus(end, unit(3)), 3: plus(end, unit(7)) };
    expect(clearance(around(others), car(10, 15, 1, 1), move)).toEqual({ kind: 'legal' });
  });
});

describe('BOOST and the declaration (VK-BOOST-5, VK-BOOST-6, VK-NITRO-1)', () => {
  it('[VK-BOOST-5] after a move in 4th with a BOOST the car is still in 4th: it may declare 3rd, 4th or 5th freely', () => {
    const gears = declarable(car(10, 15, 0, 4), { used: 4, braked: false, inPits: false, leftPits: false }, { gomma: 0, nitro: 1 });
    expect(gears.filter((g) => g.cost.gomma === 0 && g.cost.nitro === 0).map((g) => g.gear)).toEqual([3, 4, 5]);
  });

  it('[VK-BOOST-6] Nitro is spent at two moments: one point for the BOOST in the move, the gear jump at its end', () => {
    const boost = moveCost({ placement: 'front', boost: 3, end: straight });
    const jump = declarationCost(2, 5);
    expect(addCost(boost, jump)).toEqual({ gomma: 0, nitro: 3 });
    // The BOOST is not announced: the move names it, after the gear declared the round before.
    expect(parseMove('4 F B3 F0 >5')).toMatchObject({ gear: 4, boost: 3, next: 5 });
  });

  it('[VK-NITRO-1] the overtake under acceleration costs one Nitro point; the BOOST overtake nothing beyond the BOOST', () => {
    expect([overtakeCost(5), overtakeCost(6)]).toEqual([
      { gomma: 0, nitro: 1 },
      { gomma: 0, nitro: 0 },
    ]);
  });
});
