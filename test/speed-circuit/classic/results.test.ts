import { describe, expect, it } from 'vitest';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import { racePoints, raceResults } from '../../../domain/speed-circuit/classic/results.ts';
import { classicRace, ofType, play } from './support.ts';

/** Top Speed 180 (2 points), Acc 40, Dec 40, Start 40, 5 wear a lap. */
const FAST = { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 1 };

/** The last lap of a one-lap race: car 1 on 26A, car 2 on 25B, car 3 far behind on 20C. */
const lastLap = () =>
  classicRace(
    [
      { car: '1', at: '26A', speed: 100 },
      { car: '2', at: '25B', speed: 140, build: FAST },
      { car: '3', at: '20C', speed: 60 },
    ],
    { laps: 1 },
  );

describe('winning the race', () => {
  it('[SCC-WIN-1] the race ends with the turn in which a car crosses the line after the last lap; the car farthest past the line wins', () => {
    // Car 1 crosses first, 3 squares past the line; car 2, moving after it, 140 mph: 4 squares past.
    const { events, state } = play(lastLap(), { '1': { speed: 100 }, '2': { speed: 140 }, '3': { speed: 60 } });
    expect(ofType(events, 'CarFinished').map(({ car, beyond }) => [car, beyond])).toEqual([
      ['1', 3],
      ['2', 4],
    ]);
    expect(state.results).toEqual([
      { car: '2', place: 1, outcome: 'finished', points: 4 },
      { car: '1', place: 2, outcome: 'finished', points: 2 },
      { car: '3', place: 3, outcome: 'running', points: 1 },
    ]);
    expect([classic.isFinished(state), classic.carsToMove(state), classic.classification(state)]).toEqual([true, [], ['2', '1', '3']]);
  });

  it('[SCC-WIN-2] level past the line, the car that crossed first wins: it moved earlier in the turn (Proposed)', () => {
    const { state } = play(lastLap(), { '1': { speed: 100 }, '2': { speed: 120 }, '3': { speed: 60 } });
    expect(state.results!.slice(0, 2).map(({ car, place }) => [car, place])).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
  });

  it('[SCC-WIN-2] the cars that did not finish are placed by laps, then by distance, then by speed and the inside; eliminated cars get no place (Proposed)', () => {
    const out = (reason: 'engineBlown' | 'crashed') => ({ status: 'eliminated' as const, elimination: { reason, turn: 3 }, position: { at: 'off' as const } });
    const state = classicRace(
      [
        { car: '1', at: '26A', speed: 100, with: { lap: 2 } },
        { car: '2', at: '18A', speed: 40, with: { lap: 2 } },
        { car: '3', at: '18B', speed: 40, with: { lap: 2 } },
        { car: '4', at: '17C', speed: 60, with: { lap: 2 } },
        { car: '5', at: '26B', speed: 40 },
        { car: '6', at: '5A', with: out('engineBlown') },
        { car: '7', at: '5B', with: out('crashed') },
      ],
      { laps: 2 },
    );
    // Car 1 finishes; cars 2, 3 and 4 end level on row 20 (4 at 60 mph, 2 and 3 at 40, 2 inside); car 5 is a lap behind, on row 28.
    const { state: after } = play(state, { '1': { speed: 100 }, '2': { speed: 40 }, '3': { speed: 40 }, '4': { speed: 60 }, '5': { speed: 40 } });
    // Seven starters: the 6-car column.
    expect(after.results).toEqual([
      { car: '1', place: 1, outcome: 'finished', points: 4 },
      { car: '4', place: 2, outcome: 'running', points: 3 },
      { car: '2', place: 3, outcome: 'running', points: 2 },
      { car: '3', place: 4, outcome: 'running', points: 1 },
      { car: '5', place: 5, outcome: 'running', points: 1 },
      { car: '6', place: null, outcome: 'didNotFinish', points: 1 },
      { car: '7', place: null, outcome: 'crash', points: -2 },
    ]);
  });
});

describe('points of a race', () => {
  it('[SCC-SERIES-3] with 6 cars: 4, 3, 2, 1 points, did not finish 1, crash −2; fifth and sixth score as did not finish (Proposed)', () => {
    expect([1, 2, 3, 4, 5, 6].map((place) => racePoints('finished', place, 6))).toEqual([4, 3, 2, 1, 1, 1]);
    expect([racePoints('didNotFinish', null, 6), racePoints('crash', null, 6)]).toEqual([1, -2]);
  });

  it('[SCC-SERIES-3] with 2 to 5 cars: 4, 2, 1, 0 points, did not finish −1, crash −2', () => {
    expect([1, 2, 3, 4, 5].map((place) => racePoints('running', place, 5))).toEqual([4, 2, 1, 0, -1]);
    expect([racePoints('didNotFinish', null, 2), racePoints('crash', null, 2)]).toEqual([-1, -2]);
  });

  it('[SCC-SERIES-3] a race whose cars all left it scores every car out of the race', () => {
    const gone = classicRace([
      { car: '1', at: '20A', with: { status: 'eliminated', elimination: { reason: 'retired', turn: 1 }, position: { at: 'off' } } },
      { car: '2', at: '20C', with: { status: 'eliminated', elimination: { reason: 'crashed', turn: 1 }, position: { at: 'off' } } },
    ]);
    expect(raceResults(gone, [])).toEqual([
      { car: '1', place: null, outcome: 'didNotFinish', points: -1 },
      { car: '2', place: null, outcome: 'crash', points: -2 },
    ]);
  });
});
