import { describe, expect, it } from 'vitest';
import { ofType, oval, pathOf, play, raceOn } from '../../../support/race.ts';

const circuit = oval();
const laneC = [{ kind: 'lane' as const, lane: 'C' }];

describe('rain', () => {
  it('[SC-RAIN-7] when the leader crosses the cloud line the moves are completed, then 2d6 move the marker; rain at 4 is immediate', () => {
    // A first roll of 5: uncertain, marker on 5, track dry. A 3 moves the marker left to 4: wet.
    const state = raceOn(
      circuit,
      [
        { car: '1', at: '13A', speed: 60 },
        { car: '2', at: '11B', speed: 60 },
      ],
      { weatherRoll: 5 },
    );
    const { events, state: after } = play(state, { '1': { speed: 60, curve1: laneC }, '2': { speed: 60, curve1: laneC } }, 1, 2);
    expect(ofType(events, 'CloudLineCrossed')).toEqual([{ type: 'CloudLineCrossed', car: '1', lap: 1 }]);
    const types = events.map((event) => event.type);
    expect(types.lastIndexOf('CarMoved')).toBeLessThan(types.indexOf('WeatherRolled'));
    expect(ofType(events, 'WeatherRolled')).toMatchObject([{ weather: { marker: 4, track: 'wet' }, trackChanged: true }]);
    expect(after.weather.track).toBe('wet');
    expect(after.cloudLaps).toBe(1);
    const later = play(after, { '1': { speed: 60 }, '2': { speed: 60 } });
    expect(pathOf(later.events, '2')).toContain('14A');
    expect(ofType(later.events, 'WeatherRolled')).toEqual([]);
  });

  it('[SC-RAIN-7] a change to dry takes effect the same way when the marker enters 7 from the wet side', () => {
    const state = { ...raceOn(circuit, [{ car: '1', at: '13A', speed: 60 }]), weather: { tendency: 'wet' as const, marker: 6, track: 'wet' as const } };
    const { state: after } = play(state, { '1': { speed: 60, curve1: laneC } }, 4, 4);
    expect(after.weather).toEqual({ tendency: 'wet', marker: 7, track: 'dry' });
  });

  it('[SC-RAIN-8] in a 120 curve at 140 having paid 1 W when rain comes, the car goes on at 140 without paying more', () => {
    const state = raceOn(circuit, [{ car: '1', at: '12 C1', speed: 140 }], { weatherRoll: 5 });
    const first = play(state, { '1': { speed: 140, curve1: laneC } }, 1, 2);
    expect(ofType(first.events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '16', units: 1 }]);
    expect(first.state.weather.track).toBe('wet');
    expect(first.state.cars['1']!.curve).toMatchObject({ curve: '16', wrongTyres: false });
    const second = play(first.state, { '1': { speed: 140 } });
    expect(pathOf(second.events, '1').slice(0, 2)).toEqual(['16 C3', '16 C4']);
    expect(ofType(second.events, 'WearPaid')).toEqual([]);
  });

  it('[SC-RAIN-6] [SC-RAIN-8] a car entering a curve on dry tyres after the rain counts it 20 mph slower', () => {
    const state = raceOn(circuit, [{ car: '1', at: '15C', speed: 120 }], { weatherRoll: 3 });
    const { events } = play(state, { '1': { speed: 120, curve1: laneC } });
    expect(ofType(events, 'WearPaid')).toEqual([{ type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '16', units: 1 }]);
  });
});
