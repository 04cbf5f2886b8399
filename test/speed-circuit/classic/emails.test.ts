import { describe, expect, it } from 'vitest';
import { reporters } from '../../../domain/reports.ts';
import { classicReporter } from '../../../domain/speed-circuit/classic/report.ts';
import { classicRace, play } from './support.ts';

/** Car 1 brakes 20 mph beyond Dec with the brake test and rolls a 6, then takes curve 4 at 120 in the 80 lane, tests its luck and rolls a 4. */
const state = classicRace([{ car: '1', at: '27B', speed: 180, build: { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 1 } }], { laps: 2 });
const turn = play(state, { '1': { speed: 120, braking: { brakeCheck: true }, curve1: [{ kind: 'lane', lane: 'A', pay: 'die' }] } }, 6, 4);
const code = (n: number) => turn.events.flatMap((e) => ('roll' in e ? [e.roll.code] : []))[n];

describe('the classic words of the emails', () => {
  it('tells what each event did to the car, each d6 with its face and verification code', () => {
    expect(classicReporter.describe('1', turn.events, 'en')).toEqual([
      `rolled a 6 for the brake test (verification code ${code(0)}): failed`,
      'brakes damaged: wear penalties are doubled for the rest of the race',
      'paid 1 wear unit for the damaged brakes',
      'paid 2 wear units in curve 4',
      `tested its luck in curve 4: rolled a 4 (verification code ${code(1)}): spin`,
      '120 mph, 5 squares to 4 A1',
      'crossed the line: lap 2',
      'spin on 4 A1 (too fast in the curve): restarts at Start Speed',
    ]);
    expect(classicReporter.describe('1', turn.events, 'it')).toContain(`tenta la fortuna nella curva 4: tira 4 (codice di controllo ${code(1)}): testacoda`);
  });

  it('shows laps, the wear available now and left in the race, the sheet and its damage in the players table', () => {
    const columns = classicReporter.playerColumns(turn.state, 'en');
    expect(columns.headers).toEqual(['Lap', 'Wear now', 'Wear left', 'Acc/Top/Dec', 'Damage', 'Race']);
    // 5 a lap over 2 laps, 3 spent: lap 2 begun, so 7 now and 7 in all.
    expect(columns.cells('1')).toEqual(['2', '7', '7', '40/180/40', 'brakes', 'racing']);
    expect(classicReporter.playerColumns(turn.state, 'it').headers).toEqual(['Giro', 'Wear ora', 'Wear rimasto', 'Acc/Top/Dec', 'Danni', 'Gara']);
  });

  it('is the reporter of the races run under the classic rules', () => {
    expect(reporters.classic).toBe(classicReporter);
  });
});
