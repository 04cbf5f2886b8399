import { describe, expect, it } from 'vitest';
import { ofType, oval, pathOf, play, raceOn, squareIndex, squareOf } from '../../../support/race.ts';

const circuit = oval();
const BOX = [{ kind: 'box' as const }];

describe('pit stops', () => {
  it('[SC-PIT-2] [SC-PIT-5] BOX at 100 mph: the movement ends in the pits at the line and the lap counts', () => {
    const state = raceOn(circuit, [{ car: '1', at: '26B', speed: 100 }]);
    const { events, state: after } = play(state, { '1': { speed: 100, curve1: BOX } });
    expect(pathOf(events, '1').map((id) => circuit.squares[squareIndex(circuit, id)]!.row)).toEqual([27, 28]);
    expect(ofType(events, 'CarMoved')[0]!.to).toEqual({ at: 'pits' });
    expect(ofType(events, 'LineCrossed')).toEqual([{ type: 'LineCrossed', car: '1', lap: 2 }]);
    expect(ofType(events, 'PitStopMade')).toHaveLength(1);
    expect(after.cars['1']).toMatchObject({ position: { at: 'pits' }, lap: 2, pitStops: 1, standstill: 'pit' });
  });

  it('[SC-PIT-2] above 100 mph the car cannot enter the pits and races on', () => {
    const state = raceOn(circuit, [{ car: '1', at: '26B', speed: 120 }]);
    const { events, state: after } = play(state, { '1': { speed: 120, curve1: [...BOX, { kind: 'lane', lane: 'C' }] } });
    expect(ofType(events, 'BoxIgnored')).toEqual([{ type: 'BoxIgnored', car: '1', reason: '120 mph is above the pit limit of 100' }]);
    expect(after.cars['1']!.position.at).toBe('track');
    expect(after.cars['1']!.pitStops).toBe(0);
  });

  it('[SC-PIT-3] the next turn the car leaves from the pit exit at its Start Speed', () => {
    const state = raceOn(circuit, [{ car: '1', at: 'pits', with: { lap: 2 } }]);
    const { events, state: after } = play(state, { '1': { speed: 60, curve1: [{ kind: 'lane', lane: 'C' }] } });
    expect(pathOf(events, '1')).toEqual(['2C', '3C', '4 C1']);
    expect(after.cars['1']!.standstill).toBeNull();
    expect(squareIndex(circuit, '1C')).toBe(circuit.pit.exit[0]);
  });

  it('[SC-PIT-4] the pits hold several cars at once', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '26A', speed: 100 },
      { car: '2', at: '26C', speed: 100 },
    ]);
    const { state: after } = play(state, { '1': { speed: 100, curve1: BOX }, '2': { speed: 80, curve1: BOX } });
    expect([after.cars['1']!.position, after.cars['2']!.position]).toEqual([{ at: 'pits' }, { at: 'pits' }]);
  });

  it('[SC-PIT-6] [SC-PIT-1] [SC-REL-6] a stop repairs crash damage but not engine damage, gives back 1 AFF and fits tyres for the track', () => {
    // Crash result 4 cost 20 Acc (repairable); an engine failure cost 20 Acc and 20 Top Speed (not repairable).
    const state = raceOn(
      circuit,
      [
        {
          car: '1',
          at: '26B',
          speed: 100,
          with: {
            sheet: { startSpeed: 60, acc: 20, dec: 40, topSpeed: 160, wearPerLap: 5 },
            repairable: { acc: 20, topSpeed: 0 },
            reliability: 12,
            engineFailures: 1,
          },
        },
      ],
      { weatherRoll: 3 },
    );
    const { events, state: after } = play(state, { '1': { speed: 100, curve1: BOX } });
    expect(ofType(events, 'PitStopMade')).toMatchObject([{ repaired: { acc: 20, topSpeed: 0 }, reliability: 13, tyres: 'wet', softStop: false }]);
    expect(after.cars['1']).toMatchObject({ sheet: { acc: 40, topSpeed: 160 }, repairable: { acc: 0, topSpeed: 0 }, reliability: 13, tyres: 'wet' });
  });
});

describe('soft tyres', () => {
  const soft = (lap: number, extra = {}) => raceOn(circuit, [{ car: '1', at: '26B', speed: 100, with: { softTyres: true, lap, ...extra } }]);

  it('[SC-SOFT-3] a soft-tyre car that starts lap 5 without its stop is eliminated', () => {
    const { events, state } = play(soft(4), { '1': { speed: 100 } });
    expect(ofType(events, 'LineCrossed')).toMatchObject([{ lap: 5 }]);
    expect(ofType(events, 'CarEliminated')).toEqual([{ type: 'CarEliminated', car: '1', reason: 'softTyreStopMissed', rule: 'SC-SOFT-3' }]);
    expect(state.cars['1']!.status).toBe('eliminated');
  });

  it('[SC-SOFT-3] the stop at the crossing from lap 4 to lap 5 is still in time', () => {
    const { events, state } = play(soft(4), { '1': { speed: 100, curve1: BOX } });
    expect(ofType(events, 'PitStopMade')).toMatchObject([{ softStop: true }]);
    expect(state.cars['1']!.status).toBe('racing');
  });

  it('[SC-SOFT-4] the stop gives no further wear bonus', () => {
    const before = soft(3);
    const { state } = play(before, { '1': { speed: 100, curve1: BOX } });
    expect(state.cars['1']!.softStopMade).toBe(true);
    expect([state.cars['1']!.wear, state.cars['1']!.brakeWear]).toEqual([before.cars['1']!.wear, before.cars['1']!.brakeWear]);
  });

  it('[SC-SOFT-5] a repair stop at the crossing from lap 2 counts as the soft-tyre stop; one from lap 1 does not', () => {
    const damaged = { repairable: { acc: 20, topSpeed: 0 }, sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 } };
    expect(play(soft(2, damaged), { '1': { speed: 100, curve1: BOX } }).state.cars['1']!.softStopMade).toBe(true);
    expect(play(soft(1, damaged), { '1': { speed: 100, curve1: BOX } }).state.cars['1']!.softStopMade).toBe(false);
  });
});

describe('finish', () => {
  it('[SC-WIN-1] a car finishes after the last lap and leaves the track at the end of the turn; the race goes on for the others', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '27A', speed: 120, with: { lap: 6 } },
      { car: '2', at: '20A', speed: 120, with: { lap: 6 } },
    ]);
    const first = play(state, { '1': { speed: 120 }, '2': { speed: 120 } });
    expect(ofType(first.events, 'CarFinished')).toEqual([{ type: 'CarFinished', car: '1', turn: 1, beyond: 5, laneIndex: 0 }]);
    expect(ofType(first.events, 'TurnEnded')).toEqual([{ type: 'TurnEnded', turn: 1, removed: ['1'] }]);
    expect(first.state.cars['1']!.position).toEqual({ at: 'off' });
    expect(first.state.classification).toBeNull();
    const second = play(first.state, { '2': { speed: 120 } });
    expect(second.state.cars['2']!.status).toBe('finished');
    expect(second.state.classification).toEqual([
      { car: '1', place: 1, points: 10 },
      { car: '2', place: 2, points: 6 },
    ]);
  });

  it('[SC-WIN-2] in the same turn the car farther beyond the line ranks higher; level, the inner lane; curves beyond count as straights', () => {
    const state = raceOn(circuit, [
      { car: '1', at: '28C', speed: 180, with: { lap: 6 } },
      { car: '2', at: '27A', speed: 120, with: { lap: 6 } },
      { car: '3', at: '27C', speed: 120, with: { lap: 6 } },
    ]);
    const { events, state: after } = play(state, { '1': { speed: 180 }, '2': { speed: 120 }, '3': { speed: 120 } });
    expect(ofType(events, 'CarFinished').map((event) => [event.car, event.beyond])).toEqual([
      ['1', 9],
      ['2', 5],
      ['3', 5],
    ]);
    expect(ofType(events, 'WearPaid')).toEqual([]);
    expect(squareOf(after, '1')).toBe('off');
    expect(after.classification!.map((entry) => entry.car)).toEqual(['1', '2', '3']);
  });
});
