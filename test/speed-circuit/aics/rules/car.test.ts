import { describe, expect, it } from 'vitest';
import type { RaceEvent } from '../../../../domain/race/events.ts';
import { createRace } from '../../../../domain/race/index.ts';
import { rulesets } from '../../../../domain/rulesets.ts';

const { redactEvent } = createRace(rulesets);

import { checkBuild, raceWear, sheetOf } from '../../../../domain/speed-circuit/aics/car.ts';
import { Qualifying } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import type { CarBuild } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { allowedSpeeds } from '../../../../domain/speed-circuit/aics/speed.ts';
import { startingCar } from '../../../../domain/speed-circuit/aics/state.ts';
import { EXAMPLE_BUILD, ofType, oval, play, raceOn, squareOf } from '../../../support/race.ts';

const circuit = oval();

/** Speeds the car may declare with no roll and no braking penalty. */
const free = (build: CarBuild, previousSpeed: number, fromStandstill = false): number[] =>
  allowedSpeeds({ sheet: sheetOf(build), previousSpeed, fromStandstill, reliability: 16 })
    .filter((speed) => speed.rolls.length === 0 && speed.beyondDec === 0)
    .map((speed) => speed.speed);

describe('building the car', () => {
  it('[SC-CAR-1] the build is sent secretly with the pole lap: only its author sees it before the grid', () => {
    const qualifying = Qualifying.parse({ build: EXAMPLE_BUILD, lap: [{ speed: 180 }] });
    const sent = { type: 'QualifyingSubmitted', v: 1, at: '2025-03-01T12:00:00.000Z', car: '1', qualifying } as RaceEvent;
    expect(redactEvent(sent, { role: 'player', car: '1' })).toMatchObject({ qualifying: { build: EXAMPLE_BUILD } });
    expect(redactEvent(sent, { role: 'player', car: '2' })).not.toHaveProperty('qualifying');
    expect(redactEvent(sent, { role: 'public' })).not.toHaveProperty('qualifying');
  });

  it('[SC-CAR-1] [SC-CAR-2] the preparation points go on exactly five categories: a build missing one is refused', () => {
    const { wear: _wear, ...fourCategories } = EXAMPLE_BUILD;
    expect(Qualifying.safeParse({ build: fourCategories, lap: [{ speed: 180 }] }).success).toBe(false);
    expect(() => checkBuild(EXAMPLE_BUILD)).not.toThrow();
  });

  it('[SC-CAR-2] [SC-CAR-4] a sheet shows exactly Start Speed, Acc, Dec, Top Speed and wear per lap, each from its chart row', () => {
    const build: CarBuild = { startSpeed: 3, acc: 0, dec: 0, topSpeed: 3, wear: 1 };
    expect(sheetOf(build)).toStrictEqual({ startSpeed: 80, acc: 20, dec: 20, topSpeed: 200, wearPerLap: 5 });
    expect(sheetOf(EXAMPLE_BUILD)).toStrictEqual({ startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 });
  });

  it('[SC-CAR-2] Start Speed caps a start, Acc the rise, Dec the free drop and Top Speed the speed; wear is bought per lap', () => {
    // The SC-CAR-6 example car: Start Speed 60, Acc 60, Dec 40, Top Speed 180, 5 wear per lap.
    expect(Math.max(...free(EXAMPLE_BUILD, 0, true))).toBe(60);
    expect(free(EXAMPLE_BUILD, 100)).toEqual([60, 80, 100, 120, 140, 160]);
    expect(free(EXAMPLE_BUILD, 160)).toEqual([120, 140, 160, 180]);
    expect(raceWear(EXAMPLE_BUILD, 6, false).wear - raceWear(EXAMPLE_BUILD, 5, false).wear).toBe(5);
  });
});

describe('a 6-lap race', () => {
  it('[SC-GAME-4] [SC-WEAR-1] wear totals are for 6 laps: the example car starts with 5 × 6 + 2 = 32 W and 3 WF', () => {
    const car = startingCar({ car: '1', driver: 'Ada', build: EXAMPLE_BUILD, square: 0, laps: 6, tyres: 'dry', softTyres: false });
    expect([car.wear, car.brakeWear]).toEqual([32, 3]);
    const sevenPerLap: CarBuild = { startSpeed: 0, acc: 1, dec: 1, topSpeed: 2, wear: 3 };
    expect(raceWear(sevenPerLap, 6, false)).toEqual({ wear: 42, brakeWear: 2 });
  });
});

describe('spending wear over the race', () => {
  type Turn = { speed: number; curve1: string; curve2: string; faces?: number[] };
  /** Lanes of curves 4, 10, 12 and 16: lap 2 at 160 mph (C, B, B, C) costs 2 + 2 + 2 + 2; lap 3 at 140 (C, B, C, C) costs 1 + 1 + 0 + 1. */
  const TURNS: Turn[] = [
    { speed: 160, curve1: 'C', curve2: 'B' }, // 22B over the line into lap 2
    { speed: 160, curve1: 'C', curve2: 'B' }, // curve 4 in lane C (120)
    { speed: 160, curve1: 'B', curve2: 'B' }, // curves 10 and 12 in lane B (120)
    { speed: 160, curve1: 'C', curve2: 'C', faces: [4, 4] }, // curve 16 in lane C (120), past the cloud line
    { speed: 160, curve1: 'C', curve2: 'B' },
    { speed: 140, curve1: 'C', curve2: 'B' }, // over the line into lap 3, curve 4 in lane C
    { speed: 140, curve1: 'B', curve2: 'C' },
    { speed: 140, curve1: 'B', curve2: 'C' }, // curve 10 in lane B, curve 12 in lane C (140)
    { speed: 140, curve1: 'C', curve2: 'C', faces: [4, 4] }, // curve 16 in lane C
    { speed: 140, curve1: 'C', curve2: 'B' },
  ];

  it('[SC-CAR-7] [SC-WEAR-2] the example car, 5 wear per lap, spends 8 W in lap 2 and 3 W in lap 3 and keeps 21 of its 32', () => {
    let state = raceOn(circuit, [{ car: '1', at: '22B', speed: 160 }]);
    const spent = new Map<number, number>();
    for (const turn of TURNS) {
      const lane = (letter: string) => [{ kind: 'lane' as const, lane: letter }];
      const played = play(state, { '1': { speed: turn.speed, curve1: lane(turn.curve1), curve2: lane(turn.curve2) } }, ...(turn.faces ?? []));
      expect(ofType(played.events, 'MoveDefaulted')).toEqual([]);
      const lap = played.state.cars['1']!.lap;
      const paid = ofType(played.events, 'WearPaid').reduce((sum, event) => sum + event.W, 0);
      spent.set(lap, (spent.get(lap) ?? 0) + paid);
      state = played.state;
    }
    expect(squareOf(state, '1')).toBe('24A');
    expect(Object.fromEntries(spent)).toEqual({ 2: 8, 3: 3 });
    expect(state.cars['1']!.wear).toBe(21);
  });
});
