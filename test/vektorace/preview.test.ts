import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { clearance, options, ruleRefusal } from '../../domain/vektorace/legality.ts';
import { lay } from '../../domain/vektorace/move.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { playMove } from '../../domain/vektorace/play.ts';
import { type Preview, previewMove } from '../../domain/vektorace/preview.ts';
import type { CarState, VektoraceState } from '../../domain/vektorace/state.ts';
import { around, at, car, DEFAULT, raceOn } from './support.ts';

const race = (cars: Record<string, CarState>, toMove = Object.keys(cars)): VektoraceState => raceOn(cars, { toMove });

const way = (preview: Preview, move: string) => preview.ends.flatMap((e) => e.ways.map((w) => ({ ...w, end: e }))).find((w) => w.move === move);

/** A wall of cars across x = 12.75 from y = 9 to 21: 3rd gear from (10, 15) heading 0° has no move, 2nd gear has (play.test.ts). */
const wall = Object.fromEntries(Array.from({ length: 13 }, (_, i) => [String(10 + i), car(12.75, 9 + i, 0, 3)]));

describe('the move preview (issue 14 point 4)', () => {
  it('[VK-GEAR-1] 3rd gear straight ahead from (10, 15) ends at (14, 15) for nothing; then 2nd, 3rd or 4th are free, 1st costs a Gomma point, 5th a Nitro point', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3) }), '1');
    expect(preview).toMatchObject({ kind: 'move', declared: 3, gear: 3, braking: null, giveWay: [] });
    const straight = way(preview, '3 F F0')!;
    expect(straight.end.position).toEqual(toStored(at(14, 15)));
    expect(straight.end.at).toEqual({ x: 14, y: 15 });
    expect(straight.cost).toEqual({ gomma: 0, nitro: 0 });
    expect(straight.next).toEqual([
      { gear: 1, cost: { gomma: 1, nitro: 0 } },
      { gear: 2, cost: { gomma: 0, nitro: 0 } },
      { gear: 3, cost: { gomma: 0, nitro: 0 } },
      { gear: 4, cost: { gomma: 0, nitro: 0 } },
      { gear: 5, cost: { gomma: 0, nitro: 1 } },
    ]);
  });

  it('[VK-BOOST-3] [VK-BOOST-5] 4th gear with BOOST 2 costs one Nitro point, ends at (17, 15), and the car is still in 4th: 3rd, 4th, 5th free', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 4) }), '1');
    const boosted = way(preview, '4 F B2 F0')!;
    expect([boosted.boost, boosted.cost, boosted.end.at]).toEqual([2, { gomma: 0, nitro: 1 }, { x: 17, y: 15 }]);
    expect(boosted.next.filter((n) => n.cost.gomma + n.cost.nitro === 0).map((n) => n.gear)).toEqual([3, 4, 5]);
    // VK-BOOST-2: vector 4 offers BOOST 3, 2 and 1.
    expect(new Set(preview.ends.flatMap((e) => e.ways.map((w) => w.boost)))).toEqual(new Set([null, 1, 2, 3]));
  });

  it('[VK-GOMMA-3] [VK-GOMMA-4] a black end costs one Gomma point, the lateral shift one more; the cheapest way to an end comes first', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3) }), '1');
    expect(way(preview, '3 F FL-')!.cost).toEqual({ gomma: 1, nitro: 0 });
    expect(way(preview, '3 SL L+')!.cost).toEqual({ gomma: 2, nitro: 0 });
    for (const end of preview.ends) {
      const totals = end.ways.map((w) => w.cost.gomma + w.cost.nitro);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
  });

  it('[VK-LIMIT-1] [VK-LIMIT-2] blocked in 3rd, the preview is the emergency stop to 2nd: each way costs its Gomma point and no gear above 2nd follows', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3), ...wall }), '1');
    expect([preview.kind, preview.declared, preview.gear]).toEqual(['brake', 3, 2]);
    const ways = preview.ends.flatMap((e) => e.ways);
    expect(ways.length).toBeGreaterThan(0);
    expect(ways.every((w) => w.move.startsWith('3!2 ') && w.cost.gomma >= 1)).toBe(true);
    expect(Math.max(...ways.flatMap((w) => w.next.map((n) => n.gear)))).toBe(2);
  });

  it('[VK-YIELD-1] blocked by a car still to move, the preview offers giving way to it', () => {
    expect(previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3), ...wall }, ['1', '15']), '1').giveWay).toEqual(['15']);
    expect(previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3), ...wall }, ['1']), '1').giveWay).toEqual([]);
  });

  it('[VK-LIMIT-3] with no Gomma point to brake the turn is lost, and the car may first turn 45° either way', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3, { gomma: 0 }), ...wall }), '1');
    expect(preview).toMatchObject({ kind: 'penalty', gear: null, ends: [], rotations: [0, 1, -1] });
  });

  it('[VK-LIMIT-6] with only moves off the table the preview shows them, each followed by 1st gear only', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(46.5, 15, 0, 3) }), '1');
    expect(preview.kind).toBe('off-table');
    expect(new Set(preview.ends.flatMap((e) => e.ways.flatMap((w) => w.next.map((n) => n.gear))))).toEqual(new Set([1]));
  });

  it('[VK-PIT-6] entering the pits in 2nd, the pit-stop move is marked and the car keeps 2nd; inside the pit area it may not turn', () => {
    const entering = previewMove(DEFAULT, race({ 1: car(15, 2, 0, 2, { due: 7 }) }), '1');
    const pit = way(entering, '2 F F0')!;
    expect([pit.pitStop, pit.end.at, pit.next]).toEqual([true, { x: 18, y: 2 }, [{ gear: 2, cost: { gomma: 0, nitro: 0 } }]]);
    const inside = previewMove(DEFAULT, race({ 1: car(22, 2, 0, 2, { due: 1, laps: 1 }) }), '1');
    expect(inside.ends.length).toBeGreaterThan(0);
    expect(new Set(inside.ends.map((e) => e.heading))).toEqual(new Set([0]));
  });

  it('[VK-PIT-5] after BOX-BOX the preview leaves out the moves that cross the finish line outside the pit area, which the referee refuses', () => {
    const free = previewMove(DEFAULT, race({ 1: car(15, 5, 0, 3, { due: 7 }) }), '1');
    const state = race({ 1: car(15, 5, 0, 3, { due: 7, boxBox: true }) });
    const called = previewMove(DEFAULT, state, '1');
    const moves = (preview: Preview) => preview.ends.flatMap((e) => e.ways.map((w) => `${w.move} >${w.next[0]!.gear}`));
    expect(called.ends.length).toBeGreaterThan(0);
    expect(called.ends.length).toBeLessThan(free.ends.length);
    for (const move of moves(called)) expect(() => playMove(DEFAULT, state, '1', parseMove(move))).not.toThrow();
    // VK-PIT-4: no BOOST after BOX-BOX either.
    const skipping = moves(free).filter((move) => !moves(called).includes(move) && !/ B\d/.test(move));
    expect(skipping.length).toBeGreaterThan(0);
    for (const move of skipping) expect(() => playMove(DEFAULT, state, '1', parseMove(move))).toThrow(/must pass through the pit area/);
  });

  it('[VK-GEAR-2] [VK-GAP-16] the next gears are shown by number and cost only, never where they would reach', () => {
    const preview = previewMove(DEFAULT, race({ 1: car(10, 15, 0, 3) }), '1');
    const next = preview.ends.flatMap((e) => e.ways.flatMap((w) => w.next));
    expect(new Set(next.map((n) => Object.keys(n).join()))).toEqual(new Set(['gear,cost']));
    // Only the declared gear's moves: every way is in 3rd.
    expect(preview.ends.every((e) => e.ways.every((w) => w.move.startsWith('3 ')))).toBe(true);
  });

  it('is plain JSON, the same for the same state, and every way is a move the notation reads back', () => {
    const state = race({ 1: car(30, 8, 0, 5), 2: car(28, 6.5, 0, 5), 3: car(26, 9, 0, 4) });
    const preview = previewMove(DEFAULT, state, '1');
    expect(JSON.parse(JSON.stringify(preview))).toEqual(preview);
    expect(previewMove(DEFAULT, structuredClone(state), '1')).toEqual(preview);
    for (const end of preview.ends)
      for (const w of end.ways) {
        const move = parseMove(`${w.move} >${w.next[0]!.gear}`);
        expect(move).toMatchObject({ kind: 'drive', gear: 5, ...(w.boost === null ? {} : { boost: w.boost }) });
      }
  });

  it('[VK-GAP-6] the options, sharing shapes between moves, give the verdict of testing each move on its own', () => {
    const spot = fc.record({ x: fc.integer({ min: 8, max: 160 }), y: fc.integer({ min: 8, max: 100 }) }).map(({ x, y }) => at(x / 4, y / 4));
    fc.assert(
      fc.property(spot, spot, fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 5 }), (p, q, h, gear) => {
        const mover = car(p, 0, h as CarState['heading'], gear as CarState['gear']);
        const surroundings = around({ 2: q });
        for (const option of options(surroundings, mover, mover.gear)) {
          const alone =
            ruleRefusal(DEFAULT, mover, mover.gear, option.choice, option.cost) ??
            clearance(surroundings, mover, lay(p, mover.heading, mover.gear, option.choice));
          expect(option.verdict).toEqual(alone);
        }
      }),
      { seed: 1412, numRuns: 40 },
    );
  });
});
