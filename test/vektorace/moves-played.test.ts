/**
 * A car's move as the referee plays it (play.ts): the attacks after the move and where they put
 * the attacker, what they cost and what they leave on the car attacked, and the pit stop's refill,
 * in the rulebook's units on the default circuit's open infield.
 */
import { describe, expect, it } from 'vitest';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { parseMove } from '../../domain/vektorace/notation.ts';
import { playMove } from '../../domain/vektorace/play.ts';
import type { CarState, VektoraceState } from '../../domain/vektorace/state.ts';
import { at, car, DEFAULT, raceOn } from './support.ts';

/** Car 1 to move, after the cars listed before it in the order of play. */
const raceOf = (cars: Record<string, CarState>): VektoraceState =>
  raceOn(cars, { round: 1, order: [...Object.keys(cars).filter((c) => c !== '1'), '1'], toMove: ['1'] });
const play = (state: VektoraceState, text: string) => playMove(DEFAULT, state, '1', parseMove(text));
const ofType = <T extends VektoraceEvent['type']>(events: VektoraceEvent[], type: T) =>
  events.filter((e): e is Extract<VektoraceEvent, { type: T }> => e.type === type);
const leader = car(20, 10, 0, 3);

describe('attacks after the move (VK-SLIP, VK-ATK)', () => {
  it('[VK-SLIP-2] a follower in 3rd whose nose ends in the far part of the slipstream closes up directly behind the leader', () => {
    const events = play(raceOf({ '1': car(13.75, 10, 0, 3), '2': leader }), '3 F F0 S2 >3');
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ position: toStored(at(17.75, 10)) });
    expect(ofType(events, 'CarRelocated')).toEqual([{ type: 'CarRelocated', car: '1', position: toStored(at(19, 10)), heading: 0, reason: 'close-up' }]);
  });

  it('[VK-ATK-5] the knock needs the near part: refused from the far part, and from the near part it restricts the car knocked', () => {
    expect(() => play(raceOf({ '1': car(13.75, 10, 0, 3), '2': leader }), '3 F F0 K2 >3')).toThrow(/near part/);
    const events = play(raceOf({ '1': car(14.25, 10, 0, 3), '2': leader }), '3 F F0 K2 >3');
    expect(ofType(events, 'Attacked')).toEqual([{ type: 'Attacked', car: '2', by: '1', kind: 'knock' }]);
    expect(ofType(events, 'CarRelocated')[0]?.position).toEqual(toStored(at(19, 10)));
  });

  it('[VK-ATK-4] the overtake under acceleration from the near part costs one Nitro point and puts the attacker in front', () => {
    const events = play(raceOf({ '1': car(14.25, 10, 0, 3), '2': leader }), '3 F F0 O2F >3');
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ nitro: 3, gomma: 4 });
    expect(ofType(events, 'CarRelocated')[0]).toMatchObject({ position: toStored(at(21, 10)), reason: 'overtake' });
    expect(ofType(events, 'OrderChanged')).toEqual([{ type: 'OrderChanged', order: ['1', '2'] }]);
  });

  it('[VK-ATK-2] a move longer than 5 (4th gear + BOOST 2) overtakes from the far part for the BOOST’s Nitro point alone', () => {
    const events = play(raceOf({ '1': car(10.75, 10, 0, 4), '2': leader }), '4 F B2 F0 O2L >4');
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ position: toStored(at(17.75, 10)), nitro: 3 });
    expect(ofType(events, 'CarRelocated')[0]?.reason).toBe('overtake');
  });

  it('[VK-ATK-6] a car in 2nd or higher whose nose ends in the side attack area closes up beside the target, whose left side is attacked', () => {
    const events = play(raceOf({ '1': car(14.75, 11, 0, 3), '2': leader }), '3 F F0 A2 >3');
    expect(ofType(events, 'CarRelocated')[0]).toMatchObject({ position: toStored(at(20, 11)), reason: 'side-attack' });
    expect(ofType(events, 'Attacked')).toEqual([{ type: 'Attacked', car: '2', by: '1', kind: 'left' }]);
  });

  it('[VK-PIT-4] a car that called BOX-BOX is immune to attacks', () => {
    expect(() => play(raceOf({ '1': car(13.75, 10, 0, 3), '2': car(20, 10, 0, 3, { boxBox: true }) }), '3 F F0 S2 >3')).toThrow(/immune/);
  });
});

describe('the pit stop (VK-PIT)', () => {
  // All 6 curves passed, the finish line due, on the first of 3 laps: the pit lane is open.
  const inLane = (gear: number) => car(gear === 2 ? 16 : 14, 1.75, 0, gear as 2 | 4, { due: 7 });

  it('[VK-PIT-2] a pit stop in 2nd gear ending within the lines refills 8 points, split as the player says; the crossing completes the lap', () => {
    const events = play(raceOf({ '1': inLane(2) }), '2 F F0 >2 G5N3');
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ laps: 1, due: 1, gear: 2 });
    expect(ofType(events, 'Refilled')).toEqual([{ type: 'Refilled', car: '1', gomma: 5, nitro: 3 }]);
  });

  it('[VK-PIT-3] Splash and go: entering in 4th loses 4 of the points', () => {
    expect(ofType(play(raceOf({ '1': inLane(4) }), '4 F F0 >4 G3N1'), 'Refilled')).toEqual([{ type: 'Refilled', car: '1', gomma: 3, nitro: 1 }]);
    expect(() => play(raceOf({ '1': inLane(4) }), '4 F F0 >4 G4N1')).toThrow(/refills 4 points/);
  });

  it('[VK-PIT-6] inside the pit area the speed may not change', () => {
    expect(() => play(raceOf({ '1': inLane(2) }), '2 F F0 >3')).toThrow(/may declare gear 2/);
  });
});
