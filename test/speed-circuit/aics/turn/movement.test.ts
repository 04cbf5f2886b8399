import { describe, expect, it } from 'vitest';
import { ofType, oval, pathOf, play, raceOn, squareIndex, squareOf } from '../../../support/race.ts';

const circuit = oval();

describe('movement and move order', () => {
  it('[SC-MOVE-1] turn 1 is played at Start Speed from the grid: 60 mph moves 3 squares over the line', () => {
    const state = raceOn(circuit, [{ car: '1', at: '28A', with: { lap: 0 } }]);
    const { events, state: after } = play(state, { '1': { speed: 60 } });
    expect(pathOf(events, '1')).toEqual(['1A', '2A', '3A']);
    expect(ofType(events, 'LineCrossed')).toEqual([{ type: 'LineCrossed', car: '1', lap: 1 }]);
    expect(after.cars['1']!.standstill).toBeNull();
    expect(after.cars['1']!.previousSpeed).toBe(60);
  });

  it('[SC-MOVE-1] the Start Speed may be forced by 20 mph with a Start Speed roll', () => {
    const state = raceOn(circuit, [{ car: '1', at: '28A', with: { lap: 0 } }]);
    const { events } = play(state, { '1': { speed: 80, curve1: [{ kind: 'lane', lane: 'C' }] } }, 2, 3, 4);
    expect(ofType(events, 'ReliabilityRolled')[0]).toMatchObject({ check: 'startSpeed', passed: true });
    expect(pathOf(events, '1')).toHaveLength(4);
  });

  it('[SC-MOVE-2] [SC-MOVE-3] the leader moves first, whatever the speeds', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '18A', speed: 100 },
      { car: '2', at: '22C', speed: 100 },
    ]);
    const { events } = play(state, { '1': { speed: 140 }, '2': { speed: 100 } });
    expect(ofType(events, 'MoveOrderSet')[0]!.order.map((entry) => [entry.car, entry.speed])).toEqual([
      ['2', 100],
      ['1', 140],
    ]);
  });

  it('[SC-MOVE-3] level cars: the higher declared speed first, then the inside lane', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 120 },
      { car: '2', at: '20C', speed: 120 },
      { car: '3', at: '20B', speed: 120 },
    ]);
    const faster = play(state, { '1': { speed: 100 }, '2': { speed: 140 }, '3': { speed: 100 } });
    expect(ofType(faster.events, 'MoveOrderSet')[0]!.order.map((entry) => entry.car)).toEqual(['2', '1', '3']);
    const equal = play(state, { '1': { speed: 120 }, '2': { speed: 120 }, '3': { speed: 120 } });
    expect(ofType(equal.events, 'MoveOrderSet')[0]!.order.map((entry) => entry.car)).toEqual(['1', '3', '2']);
  });

  it('[SC-MOVE-3] the order is fixed at the start of the turn and does not change while cars move', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 40 },
      { car: '2', at: '18B', speed: 160 },
    ]);
    const { events } = play(state, { '1': { speed: 40 }, '2': { speed: 160 } });
    expect(ofType(events, 'MoveOrderSet')[0]!.order.map((entry) => entry.car)).toEqual(['1', '2']);
    expect(ofType(events, 'CarMoved').map((event) => event.car)).toEqual(['1', '2']);
  });

  it('[SC-MOVE-4] one square per 20 mph: 160 mph on a straight is 8 squares, 60 mph is 3', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '17A', speed: 160 },
      { car: '2', at: '17C', speed: 60 },
    ]);
    const { events } = play(state, { '1': { speed: 160 }, '2': { speed: 60 } });
    expect(pathOf(events, '1')).toHaveLength(8);
    expect(pathOf(events, '2')).toHaveLength(3);
  });

  it('[SC-MOVE-5] [SC-MOVE-6] every step goes forward or diagonally forward, never into an occupied square', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 60 },
      { car: '2', at: '21A', speed: 20 },
    ]);
    const { events } = play(state, { '1': { speed: 60 }, '2': { speed: 0 } });
    const path = pathOf(events, '1');
    expect(path).toEqual(['21B', '22A', '23A']);
    [squareIndex(circuit, '20A'), ...path.map((id) => squareIndex(circuit, id))].reduce((from, to) => {
      expect(circuit.squares[from]!.next).toContain(to);
      return to;
    });
  });

  it('[SC-MOVE-7] the car uses its whole movement even when its placement names a square short of it', () => {
    const state = raceOn(circuit, [{ car: '1', at: '17A', speed: 160 }]);
    const { state: after } = play(state, { '1': { speed: 160, placement: [{ kind: 'square', square: '22A' }] } });
    expect(squareOf(after, '1')).toBe('25A');
  });

  it('[SC-MOVE-8] 0 mph is legal: the car stays and starts the next turn from standstill', () => {
    const state = raceOn(circuit, [{ car: '1', at: '20A', speed: 40 }]);
    const { state: after, events } = play(state, { '1': { speed: 0 } });
    expect(pathOf(events, '1')).toEqual([]);
    expect(squareOf(after, '1')).toBe('20A');
    expect(after.cars['1']!.standstill).toBe('stopped');
  });
});

describe('placement', () => {
  const blocked = () =>
    raceOn(circuit, [
      { car: '1', at: '20B', speed: 60 },
      { car: '2', at: '23A', speed: 20 },
    ]);

  it('[SC-AUTO-1] without a placement preference the car ends as far inside as possible', () => {
    const state = raceOn(circuit, [{ car: '1', at: '20C', speed: 60 }]);
    expect(squareOf(play(state, { '1': { speed: 60 } }).state, '1')).toBe('23A');
  });

  it('[SC-NOTATION-8] placement I ends in lane B when another car stands on the innermost square', () => {
    const { state } = play(blocked(), { '1': { speed: 60, placement: [{ kind: 'inside' }] }, '2': { speed: 0 } });
    expect(squareOf(state, '1')).toBe('23B');
  });

  it('[SC-NOTATION-12] the exact square comes first and beats the other placement preferences', () => {
    const { state } = play(blocked(), {
      '1': { speed: 60, placement: [{ kind: 'square', square: '23C' }, { kind: 'inside' }] },
      '2': { speed: 0 },
    });
    expect(squareOf(state, '1')).toBe('23C');
  });

  it('[SC-NOTATION-9] preferences are tried in order: an impossible square, then S, then I', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20C', speed: 60 },
      { car: '2', at: '24B', speed: 20 },
    ]);
    const unreachable = play(state, {
      '1': { speed: 60, placement: [{ kind: 'square', square: '25C' }, { kind: 'slipstream' }, { kind: 'inside' }] },
      '2': { speed: 0 },
    });
    expect(squareOf(unreachable.state, '1')).toBe('23B');
    const noCarAhead = raceOn(circuit, [{ car: '1', at: '20C', speed: 60 }]);
    const inside = play(noCarAhead, { '1': { speed: 60, placement: [{ kind: 'square', square: '25C' }, { kind: 'slipstream' }, { kind: 'inside' }] } });
    expect(squareOf(inside.state, '1')).toBe('23A');
  });

  it('[SC-NOTATION-9] movement preferences are tried in order: lane C blocked, lane B taken', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '13B', speed: 120 },
      { car: '2', at: '16 C2', speed: 20 },
    ]);
    const { events } = play(
      state,
      {
        '1': {
          speed: 120,
          curve1: [
            { kind: 'lane', lane: 'C' },
            { kind: 'lane', lane: 'B' },
            { kind: 'lane', lane: 'A' },
          ],
        },
        '2': { speed: 0 },
      },
      3,
      4,
    );
    expect(pathOf(events, '1')).toEqual(['14B', '15B', '16 B1', '16 B2', '16 B3', '17A']);
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '16', units: 1 }]);
  });

  it('[SC-NOTATION-10] movement comes first: a slipstream placement never changes the lane through the curve', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '11B', speed: 80 },
      { car: '2', at: '15B', speed: 20 },
    ]);
    const { events, state: after } = play(state, {
      '1': { speed: 80, curve1: [{ kind: 'lane', lane: 'C' }], placement: [{ kind: 'slipstream' }] },
      '2': { speed: 0 },
    });
    expect(pathOf(events, '1').slice(0, 3)).toEqual(['12 C1', '12 C2', '12 C3']);
    expect(squareOf(after, '1')).toBe('13B');
  });

  it('[SC-AUTO-2] placement S puts the car behind the innermost car ahead', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20B', speed: 60 },
      { car: '2', at: '24A', speed: 20 },
      { car: '3', at: '24C', speed: 20 },
    ]);
    const { state: after } = play(state, { '1': { speed: 60, placement: [{ kind: 'slipstream' }] }, '2': { speed: 0 }, '3': { speed: 0 } });
    expect(squareOf(after, '1')).toBe('23A');
  });

  it('[SC-CUSTOM-2] S:<player> puts the car in the slipstream of that player', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20B', speed: 60 },
      { car: '2', at: '24A', speed: 20 },
      { car: '3', at: '24C', speed: 20 },
    ]);
    const { state: after } = play(state, {
      '1': { speed: 60, placement: [{ kind: 'slipstream', behind: '3' }] },
      '2': { speed: 0 },
      '3': { speed: 0 },
    });
    expect(squareOf(after, '1')).toBe('23C');
  });

  it('[SC-CUSTOM-2] NOSLIP keeps the car off the square in front of a car it just overtook', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '21A', speed: 40 },
      { car: '2', at: '20A', speed: 80 },
    ]);
    const plain = play(state, { '1': { speed: 40 }, '2': { speed: 80 } });
    expect([squareOf(plain.state, '1'), squareOf(plain.state, '2')]).toEqual(['23A', '24A']);
    const noSlip = play(state, { '1': { speed: 40 }, '2': { speed: 80, placement: [{ kind: 'noSlipstream' }] } });
    expect(squareOf(noSlip.state, '2')).toBe('24B');
  });
});

describe('wear accounting', () => {
  it('[SC-AUTO-5] a curve penalty not written in the move is still deducted', () => {
    const state = raceOn(circuit, [{ car: '1', at: '13B', speed: 160 }]);
    const { events, state: after } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'C' }] } }, 3, 4);
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 2, WF: 0, reason: 'curve', curve: '16', units: 2 }]);
    expect(after.cars['1']!.wear).toBe(state.cars['1']!.wear - 2);
  });

  it('[SC-WEAR-4] remaining W and WF are updated each turn by exactly what the events say was paid', () => {
    // SC-DEC-11: Acc 60, Dec 40, Top 180 at 140 mph writes 60 mph: 40 beyond Dec, 2 brake wear.
    const state = raceOn(circuit, [
      { car: '1', at: '13B', speed: 160 },
      { car: '2', at: '20A', speed: 140 },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 160, curve1: [{ kind: 'lane', lane: 'C' }] }, '2': { speed: 60 } }, 3, 4);
    for (const car of ['1', '2']) {
      const paid = ofType(events, 'WearPaid').filter((event) => event.car === car);
      expect(state.cars[car]!.wear - after.cars[car]!.wear).toBe(paid.reduce((sum, event) => sum + event.W, 0));
      expect(state.cars[car]!.brakeWear - after.cars[car]!.brakeWear).toBe(paid.reduce((sum, event) => sum + event.WF, 0));
    }
    expect(ofType(events, 'WearPaid').find((event) => event.car === '2')).toMatchObject({ W: 0, WF: 2, reason: 'deceleration' });
  });
});

describe('Appendix A', () => {
  it('[Appendix A] rolls, braking, movement per car in order, then AFF drops, weather and the end of the turn', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '20A', speed: 180 },
      { car: '2', at: '17B', speed: 140 },
      { car: '3', at: '13A', speed: 40 },
    ]);
    const moves = { '1': { speed: 200 }, '2': { speed: 60, braking: { first: 'WF' as const, brakeCheck: true } }, '3': { speed: 40 } };
    const { events } = play(state, moves, 1, 2, 3, 2, 2, 2, 3, 4);
    expect(events.map((event) => `${event.type}${'car' in event ? ` ${event.car}` : ''}`)).toEqual([
      'TurnStarted',
      'MoveOrderSet',
      'ReliabilityRolled 1',
      'CarMoved 1',
      'LineCrossed 1',
      'WearPaid 2',
      'ReliabilityRolled 2',
      'CarMoved 2',
      'CarMoved 3',
      'CloudLineCrossed 3',
      'ReliabilityDropped 1',
      'ReliabilityDropped 2',
      'WeatherRolled',
      'TurnEnded',
    ]);
  });
});
