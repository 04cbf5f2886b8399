import { describe, expect, it } from 'vitest';
import type { ClassicOptions, FinishRule } from '../../../domain/speed-circuit/classic/options.ts';
import { racePoints, raceResults } from '../../../domain/speed-circuit/classic/results.ts';
import { classic } from '../../../domain/speed-circuit/classic/ruleset.ts';
import { scriptedDice } from '../../support/dice.ts';
import { classicRace, ofType, oval, pathOf, play, squareOf } from './support.ts';

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

/** The last lap of a one-lap race ending as `finish` says: car 1 on 26A, car 2 on 25B, car 3 on 20A, car 4 crashed out. */
const lastLapOfFour = (finish: FinishRule | undefined) =>
  classicRace(
    [
      { car: '1', at: '26A', speed: 100 },
      { car: '2', at: '25B', speed: 140, build: FAST },
      { car: '3', at: '20A', speed: 60 },
      { car: '4', at: '5A', with: { status: 'eliminated', elimination: { reason: 'crashed', turn: 1 }, position: { at: 'off' } } },
    ],
    { laps: 1, finish },
  );

// Car 1 brakes to 60 mph: 27A, 28A, 1A, 1 square past the line; car 2, moving after it at 140 mph: 4 past; car 3 reaches 25A.
const firstTurn = { '1': { speed: 60 }, '2': { speed: 140 }, '3': { speed: 100 } };
const turn1 = play(lastLapOfFour('allCars'), firstTurn);
// Car 3 at 100 mph: 26A, 27A, 28A, 1A where car 1 stood, 2A, 2 squares past the line.
const turn2 = play(turn1.state, { '3': { speed: 100 } });

describe('the race goes on until every running car has finished (race option)', () => {
  it('the finish option is allCars on request, firstCar (SCC-WIN-1) by default, and nothing else', () => {
    expect(classic.optionsSchema!.parse({})).toEqual({ finish: 'firstCar' });
    expect(classic.optionsSchema!.safeParse({ finish: 'lastCar' }).success).toBe(false);
    const qualified = (options?: ClassicOptions) =>
      classic.qualify({
        circuit: oval(),
        laps: 1,
        maxStarters: 24,
        entrants: [{ car: '1', name: 'Ada' }],
        qualifying: {},
        dice: scriptedDice(),
        ...(options ? { options } : {}),
      }).state.finish;
    expect([qualified({ finish: 'allCars' }), qualified({ finish: 'firstCar' }), qualified()]).toEqual(['allCars', 'firstCar', 'firstCar']);
  });

  it('[SCC-WIN-2] the race goes on after cars finish; they leave the track at the end of their turn, placed ahead of the running cars', () => {
    expect(ofType(turn1.events, 'CarFinished').map(({ car, turn, beyond }) => [car, turn, beyond])).toEqual([
      ['1', 1, 1],
      ['2', 1, 4],
    ]);
    expect(ofType(turn1.events, 'TurnEnded')).toEqual([{ type: 'TurnEnded', turn: 1, removed: ['1', '2'] }]);
    expect([squareOf(turn1.state, '1'), squareOf(turn1.state, '2')]).toEqual(['off', 'off']);
    expect([turn1.state.results, classic.isFinished(turn1.state), classic.carsToMove(turn1.state)]).toEqual([null, false, ['3']]);
    expect(classic.classification(turn1.state)).toEqual(['2', '1', '3', '4']);
  });

  it('[SCC-WIN-2] the race ends when the last running car finishes; places go by turn of crossing, then by distance beyond the line', () => {
    expect(pathOf(turn2.events, '3')).toEqual(['26A', '27A', '28A', '1A', '2A']);
    expect(ofType(turn2.events, 'CarFinished').map(({ car, turn, beyond }) => [car, turn, beyond])).toEqual([['3', 2, 2]]);
    // Car 2 (turn 1, 4 past) before car 1 (turn 1, 1 past) before car 3 (turn 2, 2 past).
    expect(turn2.state.results!.map(({ car, place, outcome }) => [car, place, outcome])).toEqual([
      ['2', 1, 'finished'],
      ['1', 2, 'finished'],
      ['3', 3, 'finished'],
      ['4', null, 'crash'],
    ]);
    expect([classic.isFinished(turn2.state), classic.carsToMove(turn2.state), classic.classification(turn2.state)]).toEqual([true, [], ['2', '1', '3', '4']]);
  });

  it('[SCC-WIN-2] level past the line in one turn, the car that moved earlier is placed first (Proposed)', () => {
    // Car 1 at 100 mph and car 2 at 120 mph both end 3 squares past the line; car 1 moved first. Car 3 finishes next turn.
    const level = play(lastLapOfFour('allCars'), { '1': { speed: 100 }, '2': { speed: 120 }, '3': { speed: 100 } });
    expect(ofType(level.events, 'CarFinished').map(({ car, beyond }) => [car, beyond])).toEqual([
      ['1', 3],
      ['2', 3],
    ]);
    const { state } = play(level.state, { '3': { speed: 100 } });
    expect(state.results!.map(({ car, place }) => [car, place])).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 3],
      ['4', null],
    ]);
  });

  it('[SCC-SERIES-3] the points go by that classification: with 4 cars, 4, 2 and 1 points, and −2 for the crash', () => {
    expect(turn2.state.results!.map(({ car, points }) => [car, points])).toEqual([
      ['2', 4],
      ['1', 2],
      ['3', 1],
      ['4', -2],
    ]);
  });

  it('[SCC-WIN-2] when the last running car leaves the race, it is over: the finishers keep their places, the car that left did not finish', () => {
    const { events, state } = classic.eliminate(turn1.state, '3', 'withdrawn');
    expect(ofType(events, 'RaceScored')[0]!.results).toEqual([
      { car: '2', place: 1, outcome: 'finished', points: 4 },
      { car: '1', place: 2, outcome: 'finished', points: 2 },
      { car: '3', place: null, outcome: 'didNotFinish', points: -1 },
      { car: '4', place: null, outcome: 'crash', points: -2 },
    ]);
    expect(classic.isFinished(state)).toBe(true);
  });

  it('[SCC-WIN-1] without the option the same turn ends the race, in races created before the option too', () => {
    for (const finish of ['firstCar', undefined] as const) {
      const { events, state } = play(lastLapOfFour(finish), firstTurn);
      expect(ofType(events, 'TurnEnded')).toEqual([]);
      expect(state.results!.map(({ car, place, outcome, points }) => [car, place, outcome, points])).toEqual([
        ['2', 1, 'finished', 4],
        ['1', 2, 'finished', 2],
        ['3', 3, 'running', 1],
        ['4', null, 'crash', -2],
      ]);
    }
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
