/**
 * The ends of a Vektorace move as the race page offers them to click (issue 14 point 7,
 * clickable-ends.ts): every legal end of the preview drawn once with its `data-end`, each with
 * the moves that reach it, every one of which the referee accepts, cheapest first.
 */
import { describe, expect, it } from 'vitest';
import { vektoraceAssists } from '../../domain/vektorace/assists.ts';
import { fold } from '../../domain/vektorace/evolve.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { beforeMove } from '../../domain/vektorace/play.ts';
import { previewMove } from '../../domain/vektorace/preview.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { findAll, parseXml } from '../speed-circuit/picture/xml.ts';
import { scriptedDice } from '../support/dice.ts';
import { settingsOf, startRace } from './drivers.ts';
import { car, DEFAULT } from './support.ts';

const entrants = ['1', '2', '3'].map((c) => ({ car: c, name: `p${c}`, seat: c }));
const started = () => beforeMove(startRace(DEFAULT, entrants, settingsOf(3, { gomma: 2 }), scriptedDice()).state);
const costOf = (label: string) => [...label.matchAll(/(\d+) (Gomma|Nitro)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe('the ends of a move to click on the race picture', () => {
  it('[VK-GEAR-2] draws every legal end of the declared gear once, with its data-end, and names its place', () => {
    const state = started();
    const offered = vektoraceAssists.ends!(DEFAULT, state, '1', MOVE)!;
    const preview = previewMove(DEFAULT, state, '1');
    expect(offered.ends).toHaveLength(preview.ends.length);
    const marks = findAll(parseXml(offered.picture), (e) => e.attrs['data-end'] !== undefined).map((e) => e.attrs['data-end']);
    expect(marks).toEqual(offered.ends.map((end) => end.id));
    expect(new Set(marks).size).toBe(marks.length);
    const first = preview.ends[0]!;
    expect(offered.ends[0]!.label).toBe(`End at (${first.at.x}, ${first.at.y}) facing ${first.heading * 45}°: ${offered.ends[0]!.ways.length} moves`);
  });

  it('[VK-GEAR-1] gives for each end every way to reach it with every gear then declarable, the referee accepting each, cheapest first', () => {
    const state = started();
    const offered = vektoraceAssists.ends!(DEFAULT, state, '1', MOVE)!;
    const preview = previewMove(DEFAULT, state, '1');
    offered.ends.forEach((end, i) => {
      const ways = preview.ends[i]!.ways;
      expect(end.ways).toHaveLength(ways.reduce((sum, way) => sum + way.next.length, 0));
      const costs = end.ways.map((way) => costOf(way.label));
      expect(costs).toEqual([...costs].sort((a, b) => a - b));
      for (const way of end.ways) {
        expect(way.label.startsWith(`${way.text}: `)).toBe(true);
        expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, state, '1', parseMove(way.text))).not.toThrow();
      }
    });
    // 4th gear from the start: one gear up or down or the same is free (VK-GEAR-1), each gear dropped beyond costs a Gomma point (VK-GOMMA-2).
    const straight = offered.ends.flatMap((end) => end.ways).filter((way) => way.text.startsWith('4 F F0 '));
    expect(straight.map((way) => way.label)).toEqual(['4 F F0 >3: free', '4 F F0 >4: free', '4 F F0 >5: free', '4 F F0 >2: 1 Gomma', '4 F F0 >1: 2 Gomma']);
  });

  it('[VK-LIMIT-1] [VK-LIMIT-6] offers the emergency stop’s ends too when every move would cross the inside line, and none for a kind without', () => {
    // At (39, 8.5) in 3rd, facing 0°, every move crosses the inside line of curve 1 (42, 8): the player may brake (VK-LIMIT-6 A).
    const start = started();
    const racing: VektoraceState = { ...start, cars: { ...start.cars, '1': car(39, 8.5, 0, 3, { gomma: 8 }) } };
    const preview = previewMove(DEFAULT, racing, '1');
    expect(preview.ends.every((end) => end.ways.every((way) => way.wrongSide))).toBe(true);
    const offered = vektoraceAssists.ends!(DEFAULT, racing, '1', MOVE)!;
    const stops = offered.ends.filter((end) => end.id.startsWith('stop-'));
    expect(stops.length).toBeGreaterThan(0);
    expect(stops).toHaveLength(preview.braking!.ends.length);
    for (const end of stops) {
      expect(end.label).toMatch(/^Emergency stop to \(/);
      for (const way of end.ways) {
        expect(way.text).toMatch(/^3![12] /);
        expect(() => vektorace.referee!.check![MOVE]!(DEFAULT, racing, '1', parseMove(way.text))).not.toThrow();
      }
    }
    expect(offered.ends.filter((end) => end.id.startsWith('end-'))[0]!.ways[0]!.label).toMatch(/crosses the inside line: the curve is not passed/);
    expect(vektoraceAssists.ends!(DEFAULT, racing, '1', START)).toBeUndefined();
    expect(() => vektoraceAssists.ends!(DEFAULT, fold(racing, [{ type: 'CarRetired', car: '1', reason: 'withdrawn' }]), '1', MOVE)).toThrow(/not racing/);
  });
});
