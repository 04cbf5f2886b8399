import { describe, expect, it } from 'vitest';
import type { Roll } from '../../domain/dice.ts';
import type { AicsEvent } from '../../domain/speed-circuit/aics/events.ts';
import { aicsReporter } from '../../domain/speed-circuit/aics/report.ts';
import { type RaceState, startingCar } from '../../domain/speed-circuit/aics/state.ts';

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
    '1': {
      ...car('1', 'Anna'),
      wear: 30,
      brakeWear: 1,
      lap: 2,
      pitStops: 1,
      tyres: 'wet',
      reliability: 14,
      repairable: { acc: 20, topSpeed: 0 },
      sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 },
    },
    '2': car('2', 'Bill'),
  },
  finishers: [],
  classification: [
    { car: '2', place: 1, points: 10 },
    { car: '1', place: 2, points: 6 },
  ],
};

const roll = (purpose: Roll['purpose'], carId: string | undefined, dice: number[], code: string): Roll => ({
  purpose,
  ...(carId ? { car: carId } : {}),
  dice,
  sides: 6,
  code,
});

// Rossi at 160 mph through curve 12, lane B (printed 140): 20 mph over, paid with 1 wear, then a 4 on the Curve table.
const rossiSpins: AicsEvent[] = [
  { type: 'TurnStarted', turn: 4 },
  {
    type: 'CarMoved',
    car: '7',
    declared: 160,
    speed: 160,
    bonus: 0,
    path: ['9B', '10B', '11B', '12 B1', '12 B2'],
    to: { at: 'track', square: 40 },
    curve: null,
  },
  { type: 'WearPaid', car: '7', W: 1, WF: 0, reason: 'curve', curve: '12', units: 1 },
  { type: 'CurveDieRolled', car: '7', curve: '12', roll: roll('curve', '7', [4], '7F3K-Q2'), result: 'spin' },
  { type: 'CarSpun', car: '7', cause: 'curve', square: '12 B1', to: { at: 'track', square: 38 } },
  { type: 'CrashAndSpinRolled', car: '7', roll: roll('crashAndSpin', '7', [3], 'C4SH-0001'), speed: 160, total: 4, effect: 'acc' },
  {
    type: 'CarDamaged',
    car: '7',
    cause: 'crashAndSpin',
    loss: { acc: 20, topSpeed: 0, dec: 0 },
    repairable: true,
    sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 },
  },
];

const forcing: AicsEvent[] = [
  { type: 'ReliabilityRolled', car: '3', check: 'acceleration', roll: roll('acceleration', '3', [5, 5, 6], 'ACC0-0016'), reliability: 16, passed: false },
  {
    type: 'CarDamaged',
    car: '3',
    cause: 'engine',
    loss: { acc: 20, topSpeed: 20, dec: 0 },
    repairable: false,
    sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 160, wearPerLap: 5 },
  },
  { type: 'ReliabilityRolled', car: '4', check: 'startSpeed', roll: roll('startSpeed', '4', [4, 4, 4], 'STRT-0015'), reliability: 16, passed: true },
  { type: 'CarMoved', car: '4', declared: 80, speed: 80, bonus: 1, path: ['2A', '3A', '4 A', '5 B1', '5 C2'], to: { at: 'track', square: 9 }, curve: null },
  { type: 'MoveDefaulted', car: '5', reason: 'erroneous', field: 'curve1', message: 'no movement given for curve 7', speed: 120 },
  {
    type: 'WeatherRolled',
    roll: roll('weather', undefined, [3, 4], 'WXYZ-0001'),
    weather: { tendency: 'uncertain', marker: 7, track: 'dry' },
    trackChanged: false,
  },
];

describe('AICS reporter', () => {
  it('[SC-CURVE-15] [SC-SPIN-2] [SC-CURVE-17] tells a spin in curve 12 in plain words: speed, lane, wear, the Curve table die and its code, the restart, the speed modifier', () => {
    expect(aicsReporter.describe('7', rossiSpins, 'en')).toEqual([
      '160 mph, 5 squares to 12 B2 through curve 12 lane B',
      'paid 1 wear in curve 12',
      'rolled a 4 on the Curve table in curve 12 (verification code 7F3K-Q2): spin',
      'spinout on 12 B1 (too fast in the curve): restarts at Start Speed',
      // SC-CURVE-17: +1 at 140–160 mph, so the die's 3 reads 4 on the Crash and spin table: 20 mph of Acc, repairable.
      'rolled 3 +1 (for 160 mph, SC-CURVE-17) = 4 on the Crash and spin table (verification code C4SH-0001): Acc damaged',
      'crash and spin damage: loses 20 mph Acc (repairable in the pits)',
    ]);
    expect(aicsReporter.describe('7', rossiSpins, 'it')).toEqual([
      '160 mph, 5 caselle fino a 12 B2 attraverso la curva 12 corsia B',
      'paga 1 wear nella curva 12',
      'tira 4 sulla Tabella delle curve nella curva 12 (codice di controllo 7F3K-Q2): testacoda',
      'uscita di pista in 12 B1 (troppo veloce in curva): riparte alla Start Speed',
      'tira 3 +1 (per i 160 mph, SC-CURVE-17) = 4 sulla Tabella tamponamento e testacoda (codice di controllo C4SH-0001): danno alla Acc',
      'danno da tamponamento e testacoda: perde 20 mph di Acc (riparabile ai box)',
    ]);
  });

  it('[SC-REL-3] [SC-START-2] tells the forced rolls against reliability 16, the Start Speed roll with its +3 and what it is for, after the movement', () => {
    // SC-REL-3: at AFF 16 a 16 fails; forcing the Start Speed, dice of 12 pass (12 + 3 = 15).
    expect(aicsReporter.describe('3', forcing, 'en')).toEqual([
      'rolled 5+5+6 = 16 for the forced Acc against reliability 16 (verification code ACC0-0016): failed',
      'engine damage: loses 20 mph Acc and 20 mph Top Speed',
    ]);
    expect(aicsReporter.describe('4', forcing, 'en')).toEqual([
      '80 mph, 5 squares to 5 C2 through curve 4 lane A and curve 5 lanes B→C',
      'rolled 4+4+4 +3 (for forcing the Start Speed, SC-REL-3) = 15 for the forced Start Speed against reliability 16 (verification code STRT-0015): passed',
    ]);
    expect(aicsReporter.describe('4', forcing, 'it')[1]).toBe(
      'tira 4+4+4 +3 (per la Start Speed forzata, SC-REL-3) = 15 per la Start Speed forzata contro affidabilità 16 (codice di controllo STRT-0015): superato',
    );
  });

  it('[SC-GNU-1] explains an erroneous move the non-human player replaced, and tells the race-wide weather roll apart', () => {
    expect(aicsReporter.describe('5', forcing, 'en')).toEqual([
      'the move could not be played (no movement given for curve 7): the non-human player drove at 120 mph',
    ]);
    expect(aicsReporter.describe(null, forcing, 'en')).toEqual(['Weather: rolled 3+4 = 7 (verification code WXYZ-0001), the marker moves to 7: track dry']);
    expect(aicsReporter.describe(null, forcing, 'it')).toEqual([
      'Pioggia: esce 3+4 = 7 (codice di controllo WXYZ-0001), il segnalino va sul 7: pista asciutta',
    ]);
  });

  it('[SC-GNU-1] tells, in English and Italian, that the move gave no lane or trajectory for a curve it could reach and the non-human player drove', () => {
    const incomplete: AicsEvent[] = [{ type: 'MoveDefaulted', car: '6', reason: 'incomplete', field: 'move.curve1', message: null, curve: '7', speed: 140 }];
    expect(aicsReporter.describe('6', incomplete, 'en')).toEqual([
      'the move gave no lane or trajectory for curve 7, which it could reach: the non-human player drove at 140 mph (SC-GNU-1)',
    ]);
    expect(aicsReporter.describe('6', incomplete, 'it')).toEqual([
      'la mossa non indicava corsia né traiettoria per la curva 7, che poteva raggiungere: lo GNU ha guidato a 140 mph (SC-GNU-1)',
    ]);
  });

  it('[SC-PBEM-7] shows in the players table the wear count, pit stops, tyres, damage and reliability', () => {
    const en = aicsReporter.playerColumns(state, 'en');
    expect(en.headers).toEqual(['Lap', 'W', 'WF', 'AFF', 'Tyres', 'Pit stops', 'Acc/Top/Dec', 'Damage', 'Race']);
    expect(en.cells('1')).toEqual(['2', '30', '1', '14', 'wet', '1', '40/180/40', '-20 Acc', 'racing']);
    // SC-CAR-6: the untouched car still holds its 32 W and 3 WF, and the starting reliability 16 (SC-REL-2).
    expect(en.cells('2')).toEqual(['0', '32', '3', '16', 'dry', '0', '60/180/40', '-', 'racing']);
    expect(aicsReporter.playerColumns(state, 'it').cells('1')).toEqual(['2', '30', '1', '14', 'da bagnato', '1', '40/180/40', '-20 Acc', 'in gara']);
  });

  it('takes each car points from the ruleset classification', () => {
    expect(aicsReporter.points(state, ['2', '1'])).toEqual({ '2': 10, '1': 6 });
  });
});
