import { describe, expect, it } from 'vitest';
import { checkMove } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { moveOf, ofType, oval, pathOf, play, raceOn, squareOf } from '../../../support/race.ts';

const circuit = oval();

const pair = (follower: string, leader: string, followerSpeed = 120, leaderSpeed = 140) =>
  raceOn(circuit, [
    { car: '1', at: leader, speed: leaderSpeed },
    { car: '2', at: follower, speed: followerSpeed },
  ]);

describe('slipstream', () => {
  it('[SC-SLIP-1] a car directly behind another on straight squares takes one bonus square', () => {
    const { events } = play(pair('20A', '21A'), { '1': { speed: 140 }, '2': { speed: 120, slipstream: true } });
    expect(ofType(events, 'SlipstreamTaken')).toEqual([{ type: 'SlipstreamTaken', car: '2', behind: '1', bonus: 1 }]);
    expect(pathOf(events, '2')).toHaveLength(7);
  });

  it('[SC-SLIP-1] no slipstream when the car in front stands on a curve square', () => {
    const { events } = play(pair('15B', '16 B1', 100, 120), {
      '1': { speed: 120 },
      '2': { speed: 100, slipstream: true, curve1: [{ kind: 'lane', lane: 'C' }] },
    });
    expect(ofType(events, 'SlipstreamTaken')).toEqual([]);
    expect(ofType(events, 'SlipstreamIgnored')[0]!.reason).toContain('curve square 16 B1');
  });

  it('[SC-SLIP-1] a car beside the other, not directly behind it, takes no slipstream', () => {
    const { events } = play(pair('20B', '21A'), { '1': { speed: 140 }, '2': { speed: 120, slipstream: true } });
    expect(ofType(events, 'SlipstreamIgnored')[0]).toMatchObject({ car: '2', reason: 'no car directly ahead of 20B' });
  });

  it('[SC-SLIP-2] no slipstream for a car that declares a higher speed than the car in front', () => {
    const { events } = play(pair('20A', '21A', 140, 140), { '1': { speed: 140 }, '2': { speed: 160, slipstream: true } });
    expect(ofType(events, 'SlipstreamIgnored')).toHaveLength(1);
    expect(pathOf(events, '2')).toHaveLength(8);
  });

  it('[SC-SLIP-3] S written with the speed but no car ahead: ignored, no penalty, the declared speed is moved', () => {
    const state = raceOn(circuit, [{ car: '2', at: '20A', speed: 140 }]);
    const { events, state: after } = play(state, { '2': { speed: 140, slipstream: true } });
    expect(ofType(events, 'SlipstreamIgnored')).toHaveLength(1);
    expect(pathOf(events, '2')).toHaveLength(7);
    expect(after.cars['2']!.wear).toBe(state.cars['2']!.wear);
  });

  it('[SC-SLIP-4] the car in front must travel at 120 mph or more', () => {
    const { events } = play(pair('20A', '21A', 100, 100), { '1': { speed: 100 }, '2': { speed: 100, slipstream: true } });
    expect(ofType(events, 'SlipstreamIgnored')[0]!.reason).toContain('100 mph, below 120');
    expect(pathOf(events, '2')).toHaveLength(5);
  });

  it('[SC-SLIP-5] the bonus is 1 square behind a car at 120 to 160 mph and 2 squares behind one at 180 mph or more', () => {
    const slow = play(pair('17A', '18A', 160, 160), { '1': { speed: 160 }, '2': { speed: 160, slipstream: true } });
    expect(ofType(slow.events, 'SlipstreamTaken')[0]!.bonus).toBe(1);
    expect(pathOf(slow.events, '2')).toHaveLength(9);
    const fast = play(pair('17A', '18A', 160, 180), { '1': { speed: 180 }, '2': { speed: 180, slipstream: true } });
    expect(ofType(fast.events, 'SlipstreamTaken')[0]!.bonus).toBe(2);
    expect(pathOf(fast.events, '2')).toHaveLength(11);
  });

  it('[SC-SLIP-6] at 100 mph behind a car at 120 the car moves 6 squares but its speed stays 100 for the next turn', () => {
    const state = pair('20A', '21A', 100, 120);
    const { events, state: after } = play(state, { '1': { speed: 120 }, '2': { speed: 100, slipstream: true } });
    expect(pathOf(events, '2')).toHaveLength(6);
    expect(ofType(events, 'CarMoved').find((event) => event.car === '2')).toMatchObject({ speed: 100, bonus: 1 });
    expect(after.cars['2']!.previousSpeed).toBe(100);
    expect(() => checkMove(circuit, after, '2', moveOf({ speed: 200 }))).toThrow('above previous speed 100 + Acc 60 + 20');
  });

  it('[SC-SLIP-7] 140+S behind a car at 160 before a 140 curve: the leader pays 1 wear, the follower moves 7 + 1 and pays none', () => {
    const monza = getCircuit('monza');
    const state = raceOn(monza, [
      { car: '1', at: '36B', speed: 160 },
      { car: '2', at: '35B', speed: 140 },
    ]);
    const laneB = [{ kind: 'lane' as const, lane: 'B' }];
    const { events } = play(state, { '1': { speed: 160, curve1: laneB }, '2': { speed: 140, slipstream: true, curve1: laneB } });
    expect(pathOf(events, '1')).toHaveLength(8);
    expect(pathOf(events, '2')).toHaveLength(8);
    expect(pathOf(events, '2').slice(0, 6)).toEqual(['36B', '37B', '38B', '39B', '40 B1', '40 B2']);
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '40', units: 1 }]);
  });

  it('[SC-SLIP-8] the declared slipstream bonus is taken even when it ends in a rear-end', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '21A', speed: 120 },
      { car: '2', at: '20A', speed: 120 },
      { car: '3', at: '27B', speed: 20 },
      { car: '4', at: '27C', speed: 20 },
    ]);
    const moves = { '1': { speed: 120 }, '2': { speed: 120, slipstream: true }, '3': { speed: 0 }, '4': { speed: 0 } };
    const { events, state: after } = play(state, moves, 1);
    expect(ofType(events, 'SlipstreamTaken')).toHaveLength(1);
    expect(ofType(events, 'RearEnded')).toEqual([{ type: 'RearEnded', car: '2', hit: '1', square: '26A' }]);
    expect(squareOf(after, '2')).toBe('26A');
    expect(after.cars['2']!.standstill).toBe('rearEnd');
  });
});
