import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/errors.ts';
import { parseMoveText } from '../../../domain/speed-circuit/classic/notation.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import { classicRace, moveOf, ofType, oval, pathOf, play } from './support.ts';

const circuit = oval();
const order = (events: ReturnType<typeof play>['events']) => ofType(events, 'MoveOrderSet')[0]!.order.map((entry) => entry.car);
/** Top Speed 180 (2 points), Acc 40, Dec 40, Start 40, 5 wear a lap. */
const FAST = { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 1 };

describe('moving', () => {
  it('[SCC-MOVE-2] the leading car moves first; of two level cars the faster first, at equal speed the inside one (Proposed: anywhere in the field)', () => {
    const leader = classicRace([
      { car: '1', at: '18A', speed: 100 },
      { car: '2', at: '22B', speed: 100 },
    ]);
    expect(order(play(leader, { '1': { speed: 100 }, '2': { speed: 100 } }).events)).toEqual(['2', '1']);
    const level = classicRace([
      { car: '1', at: '20A', speed: 100 },
      { car: '2', at: '20C', speed: 100 },
      { car: '3', at: '24B', speed: 100 },
    ]);
    expect(order(play(level, { '1': { speed: 100 }, '2': { speed: 120 }, '3': { speed: 100 } }).events)).toEqual(['3', '2', '1']);
    expect(order(play(level, { '1': { speed: 100 }, '2': { speed: 100 }, '3': { speed: 100 } }).events)).toEqual(['3', '1', '2']);
  });

  it('[SCC-MOVE-3] one square per 20 mph, straight or diagonally, changing lane at will: 60 mph from 20A to 23C', () => {
    const { events } = play(classicRace([{ car: '1', at: '20A', speed: 60 }]), { '1': { speed: 60, placement: [{ kind: 'square', square: '23C' }] } });
    expect(pathOf(events, '1')).toEqual(['21B', '22C', '23C']);
  });

  it('[SCC-MOVE-3] a car changes lane in a curve too: from 4 B1 `60 CC` crosses to 4 C2 and goes on along lane C', () => {
    const { events } = play(classicRace([{ car: '1', at: '4 B1', speed: 60 }]), { '1': moveOf(parseMoveText('60 CC')) });
    expect(pathOf(events, '1')).toEqual(['4 C2', '4 C3', '4 C4']);
  });

  it('[SCC-MOVE-3] two lanes over, one lane a step: from 4 A1 `60 CC` goes 4 B2, 4 C3, 4 C4, paying nothing at 60 mph', () => {
    const { events } = play(classicRace([{ car: '1', at: '4 A1', speed: 60 }]), { '1': moveOf(parseMoveText('60 CC')) });
    expect(pathOf(events, '1')).toEqual(['4 B2', '4 C3', '4 C4']);
    expect(ofType(events, 'WearPaid')).toEqual([]);
  });

  it('[SCC-MOVE-3] a car that can still change lane in the curve it stands in names that curve in field 6, the next in field 7: from 12 C2 `120 CB / CC` crosses to 12 B2, then takes lane C of curve 16', () => {
    const { events } = play(classicRace([{ car: '1', at: '12 C2', speed: 120 }]), { '1': moveOf(parseMoveText('120 CB / CC')) });
    const path = pathOf(events, '1');
    expect(path[0]).toBe('12 B2');
    expect(path.slice(-2)).toEqual(['16 C1', '16 C2']);
    expect(ofType(events, 'WearPaid')).toEqual([]);
  });

  it('[SCC-MOVE-4] [SCC-COLL-1] a car never moves sideways and never enters or crosses an occupied square: it goes round', () => {
    const state = classicRace([
      { car: '1', at: '19B', speed: 60 },
      { car: '2', at: '21B', speed: 0 },
    ]);
    const { events } = play(state, { '1': { speed: 60 }, '2': { speed: 0 } });
    const path = ['19B', ...pathOf(events, '1')].map((id) => circuit.squares[circuit.byId.get(id)!]!);
    expect(path.map((square) => square.id)).not.toContain('21B');
    path.slice(1).forEach((square, i) => {
      expect(path[i]!.next).toContain(square.index);
    });
    expect(ofType(events, 'RearEnded')).toEqual([]);
  });
});

describe('collisions', () => {
  /** Three cars standing across row 21; car 1 comes from 19B at 60 mph. */
  const wall = classicRace([
    { car: '1', at: '19B', speed: 60 },
    { car: '2', at: '21A', speed: 0 },
    { car: '3', at: '21B', speed: 0 },
    { car: '4', at: '21C', speed: 0 },
  ]);
  const stand = { '2': { speed: 0 }, '3': { speed: 0 }, '4': { speed: 0 } };

  it('[SCC-COLL-2] [SCC-DEC-7] a car forced into an occupied square stops just behind it, at the speed it wrote, and restarts at its Start Speed', () => {
    const { events, state } = play(wall, { '1': { speed: 60 }, ...stand });
    expect(ofType(events, 'RearEnded')).toEqual([{ type: 'RearEnded', car: '1', hit: '2', square: '20A' }]);
    expect(ofType(events, 'CarMoved').find((event) => event.car === '1')).toMatchObject({ declared: 60, speed: 60, path: ['20A'] });
    expect(state.cars['1']!.standstill).toBe('rearEnd');
    expect(() => classic.checkMove(circuit, state, '1', moveOf({ speed: 100 }))).toThrow(DomainError);
    expect(() => classic.checkMove(circuit, state, '1', moveOf({ speed: 60 }))).not.toThrow();
  });

  it('[SCC-COLL-3] [SCC-REACT-1] the car hit takes no damage and keeps the square and path it already moved to', () => {
    const { events, state } = play(wall, { '1': { speed: 60 }, ...stand });
    expect(state.cars['3']).toEqual({ ...wall.cars['3'], previousSpeed: 0, standstill: 'stopped' });
    expect(ofType(events, 'CarMoved').filter((event) => event.car === '3')).toHaveLength(1);
    expect(events.filter((event) => 'car' in event && event.car === '3').map((event) => event.type)).toEqual(['CarMoved']);
  });
});

describe('slipstream', () => {
  const pair = (followerSpeed: number, leaderSpeed: number, leader = '21B') =>
    classicRace([
      { car: '1', at: '20B', speed: followerSpeed },
      { car: '2', at: leader, speed: leaderSpeed, build: FAST },
    ]);

  it('[SCC-SLIP-1] [SCC-SLIP-4] [SCC-SLIP-5] a car directly behind another that wrote S gets 1 square behind a leader at 120 to 160 mph', () => {
    expect(classic.parseMoveText('120S').slipstream).toBe(true);
    const { events } = play(pair(120, 160), { '1': { speed: 120, slipstream: true }, '2': { speed: 160 } });
    expect(ofType(events, 'SlipstreamTaken')).toEqual([{ type: 'SlipstreamTaken', car: '1', behind: '2', bonus: 1 }]);
    expect(pathOf(events, '1')).toHaveLength(7);
  });

  it('[SCC-SLIP-6] 2 squares behind a leader above 160 mph; none below 120 (Proposed)', () => {
    const fast = play(pair(120, 180), { '1': { speed: 120, slipstream: true }, '2': { speed: 180 } });
    expect(ofType(fast.events, 'SlipstreamTaken')).toEqual([{ type: 'SlipstreamTaken', car: '1', behind: '2', bonus: 2 }]);
    const slow = play(pair(100, 100), { '1': { speed: 100, slipstream: true }, '2': { speed: 100 } });
    expect(ofType(slow.events, 'SlipstreamIgnored')).toEqual([{ type: 'SlipstreamIgnored', car: '1', reason: 'car 2 in front travels at 100 mph, below 120' }]);
  });

  it('[SCC-SLIP-7] the slipstream adds squares, not speed: the car drove its written 120 mph', () => {
    const { events, state } = play(pair(120, 160), { '1': { speed: 120, slipstream: true }, '2': { speed: 160 } });
    expect(ofType(events, 'CarMoved').find((event) => event.car === '1')).toMatchObject({ speed: 120, bonus: 1 });
    expect(state.cars['1']!.previousSpeed).toBe(120);
  });

  it('[SCC-SLIP-1] [SCC-SLIP-3] no slipstream from another lane, behind a car on a curve square, or for a car faster than the leader', () => {
    const aside = play(pair(120, 160, '21A'), { '1': { speed: 120, slipstream: true }, '2': { speed: 160 } });
    expect(ofType(aside.events, 'SlipstreamIgnored')[0]!.reason).toBe('no car directly ahead of 20B');
    const curve = classicRace([
      { car: '1', at: '3C', speed: 100 },
      { car: '2', at: '4 C1', speed: 120 },
    ]);
    const inCurve = play(curve, { '1': { speed: 100, slipstream: true, curve1: [{ kind: 'lane', lane: 'C' }] }, '2': { speed: 120 } });
    expect(ofType(inCurve.events, 'SlipstreamIgnored')[0]!.reason).toBe('the car in front stands on curve square 4 C1');
    const faster = play(pair(140, 120), { '1': { speed: 140, slipstream: true }, '2': { speed: 120 } });
    expect(ofType(faster.events, 'SlipstreamIgnored')[0]!.reason).toBe('140 mph is faster than car 2 in front at 120 mph');
  });

  it('[SCC-SLIP-2] no slipstream whose extra square would take the car into a curve square', () => {
    const state = classicRace([
      { car: '1', at: '13B', speed: 40 },
      { car: '2', at: '14B', speed: 120 },
    ]);
    const { events } = play(state, { '1': { speed: 40, slipstream: true }, '2': { speed: 120, curve1: [{ kind: 'lane', lane: 'C' }] } });
    expect(ofType(events, 'SlipstreamIgnored')).toEqual([
      { type: 'SlipstreamIgnored', car: '1', reason: 'the slipstream would take the car into curve square 16 C1' },
    ]);
    expect(pathOf(events, '1')).toEqual(['14A', '15A']);
  });

  it('[SCC-SLIP-8] a slipstream once taken is used even when it ends in a collision', () => {
    const state = classicRace([
      { car: '1', at: '20B', speed: 120 },
      { car: '2', at: '21B', speed: 120 },
      { car: '3', at: '27A', speed: 0 },
      { car: '4', at: '27C', speed: 0 },
    ]);
    const others = { '2': { speed: 120 }, '3': { speed: 0 }, '4': { speed: 0 } };
    // Without S, 6 squares end freely on row 26; the seventh square of the slipstream finds row 27 full.
    const free = play(state, { '1': { speed: 120 }, ...others });
    expect([ofType(free.events, 'RearEnded'), free.state.cars['1']!.standstill]).toEqual([[], null]);
    const { events, state: after } = play(state, { '1': { speed: 120, slipstream: true }, ...others });
    expect(ofType(events, 'SlipstreamTaken')).toHaveLength(1);
    expect(ofType(events, 'RearEnded')).toEqual([{ type: 'RearEnded', car: '1', hit: '3', square: '26A' }]);
    expect(after.cars['1']!.standstill).toBe('rearEnd');
  });
});
