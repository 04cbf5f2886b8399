import { describe, expect, it } from 'vitest';
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import { startingCar, type RaceState } from '../../domain/speed-circuit/aics/state.ts';
import { aicsReporter } from '../../functions/notifier/aics.ts';

// SC-CAR-6 example: Start Speed 60, Acc 60, Dec 40, Top Speed 180, Wear 5: 32 W and 3 WF for 6 laps.
const build = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };
const car = (id: string, driver: string) => startingCar({ car: id, driver, build, square: 0, laps: 6, tyres: 'dry', softTyres: false });

const state: RaceState = {
  circuit: 'monza',
  laps: 6,
  turn: 4,
  weather: { tendency: 'uncertain', marker: 6, track: 'dry' },
  cloudLaps: 0,
  cars: {
    '1': { ...car('1', 'Anna'), wear: 30, brakeWear: 1, lap: 2, pitStops: 1, tyres: 'wet', reliability: 14, sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 } },
    '2': car('2', 'Bill'),
  },
  finishers: [],
  classification: [
    { car: '2', place: 1, points: 10 },
    { car: '1', place: 2, points: 6 },
  ],
};

const roll = { purpose: 'curve' as const, car: '1', dice: [5], sides: 6, code: 'ABCD-1234' };
const turn: AicsEvent[] = [
  { type: 'TurnStarted', turn: 4 },
  { type: 'CarMoved', car: '1', declared: 140, speed: 140, bonus: 1, path: ['18C', '19C', '20B'], to: { at: 'track', square: 20 }, curve: null },
  { type: 'WearPaid', car: '1', W: 1, WF: 0, reason: 'curve', curve: '7', units: 1 },
  { type: 'CurveDieRolled', car: '1', curve: '7', roll, result: 'clear' },
  { type: 'MoveDefaulted', car: '2', reason: 'erroneous', field: 'curve1', message: 'no movement given for curve 7', speed: 120 },
  { type: 'WeatherRolled', roll: { purpose: 'weather', dice: [3, 4], sides: 6, code: 'WXYZ-0001' }, weather: { tendency: 'uncertain', marker: 7, track: 'dry' }, trackChanged: false },
];

describe('AICS reporter', () => {
  it('says in plain words which squares a car covered, what wear it paid and why, and what its curve die decided', () => {
    expect(aicsReporter.describe('1', turn, 'en')).toEqual([
      'drove at 140 mph with 1 slipstream square, 3 squares: 18C → 19C → 20B',
      'paid 1 wear and 0 brake wear for speed over the curve limit in curve 7',
      'curve die in 7: clear',
    ]);
    expect(aicsReporter.describe('1', turn, 'it')).toEqual([
      'ha corso a 140 mph con 1 casella di scia, 3 caselle: 18C → 19C → 20B',
      'pagati 1 wear e 0 wear frenata per velocità oltre il limite della curva nella curva 7',
      'dado curva in 7: superata',
    ]);
  });

  it('[SC-GNU-1] explains an erroneous move the non-human player replaced, and tells the race-wide weather apart', () => {
    expect(aicsReporter.describe('2', turn, 'en')).toEqual([
      'the move could not be played (no movement given for curve 7): the non-human player drove at 120 mph',
    ]);
    expect(aicsReporter.describe(null, turn, 'it')).toEqual(['pioggia: segnalino su 7, pista asciutta']);
  });

  it('[SC-PBEM-7] shows in the players table the wear count, pit stops, tyres, damage and reliability', () => {
    const en = aicsReporter.playerColumns(state, 'en');
    expect(en.headers).toEqual(['Lap', 'W', 'WF', 'AFF', 'Tyres', 'Pit stops', 'Acc/Top/Dec', 'Race']);
    expect(en.cells('1')).toEqual(['2', '30', '1', '14', 'wet', '1', '40/180/40', 'racing']);
    // SC-CAR-6: the untouched car still holds its 32 W and 3 WF, and the starting reliability 16 (SC-REL-2).
    expect(en.cells('2')).toEqual(['0', '32', '3', '16', 'dry', '0', '60/180/40', 'racing']);
    expect(aicsReporter.playerColumns(state, 'it').cells('1')).toEqual(['2', '30', '1', '14', 'da bagnato', '1', '40/180/40', 'in gara']);
  });

  it('takes each car points from the ruleset classification', () => {
    expect(aicsReporter.points(state, ['2', '1'])).toEqual({ '2': 10, '1': 6 });
  });
});
