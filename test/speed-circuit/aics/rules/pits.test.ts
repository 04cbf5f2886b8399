import { describe, expect, it } from 'vitest';
import type { Tyres } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { ofType, oval, pathOf, play, raceOn } from '../../../support/race.ts';

const circuit = oval();
/** Weather rolls that leave the track dry (8) or wet (3) (SC-RAIN-2, SC-RAIN-5). */
const DRY_TRACK = 8;
const WET_TRACK = 3;
const box = (tyres?: Tyres) => [tyres === undefined ? { kind: 'box' as const } : { kind: 'box' as const, tyres }];

/** A car at 100 mph on 26B: its movement reaches the start/finish line, so BOX stops it in the pits (SC-PIT-2, SC-PIT-5). */
const atPitEntry = (tyres: Tyres, weatherRoll: number, lap = 1) =>
  raceOn(circuit, [{ car: '1', at: '26B', speed: 100, with: { tyres, lap } }], { weatherRoll });

describe('tyres at a pit stop', () => {
  it('[SC-RAIN-9] [SC-PIT-6] the stop fits the tyres the move asks for: BOX WET on a dry track, BOX DRY on a wet one', () => {
    const wetOnDry = play(atPitEntry('dry', DRY_TRACK), { '1': { speed: 100, curve1: box('wet') } });
    expect(ofType(wetOnDry.events, 'PitStopMade')).toMatchObject([{ car: '1', tyres: 'wet' }]);
    expect(wetOnDry.state.cars['1']).toMatchObject({ tyres: 'wet', pitStops: 1 });
    const dryOnWet = play(atPitEntry('wet', WET_TRACK), { '1': { speed: 100, curve1: box('dry') } });
    expect(dryOnWet.state.cars['1']).toMatchObject({ tyres: 'dry', pitStops: 1 });
  });

  it('[SC-RAIN-9] [SC-PIT-3] a BOX that names no tyres fits those for the track', () => {
    expect(play(atPitEntry('wet', DRY_TRACK), { '1': { speed: 100, curve1: box() } }).state.cars['1']!.tyres).toBe('dry');
    expect(play(atPitEntry('dry', WET_TRACK), { '1': { speed: 100, curve1: box() } }).state.cars['1']!.tyres).toBe('wet');
  });

  it('[SC-RAIN-9] the tyres named by a BOX among later preferences are fitted too', () => {
    const { state } = play(atPitEntry('dry', WET_TRACK), { '1': { speed: 100, curve1: [{ kind: 'lane', lane: 'B' }, ...box('wet')] } });
    expect(state.cars['1']).toMatchObject({ tyres: 'wet', pitStops: 1 });
  });

  it('[SC-RAIN-9] [SC-PIT-6] [SC-SOFT-5] a tyre change at the crossing from lap 2 repairs crash damage and counts as the soft-tyre stop', () => {
    // Crash and spin result 4 cost 20 Acc (60 → 40), repairable; AFF 12 after four rolls.
    const state = raceOn(
      circuit,
      [
        {
          car: '1',
          at: '26B',
          speed: 100,
          with: {
            lap: 2,
            tyres: 'dry',
            softTyres: true,
            reliability: 12,
            repairable: { acc: 20, topSpeed: 0 },
            sheet: { startSpeed: 60, acc: 40, dec: 40, topSpeed: 180, wearPerLap: 5 },
          },
        },
      ],
      { weatherRoll: WET_TRACK },
    );
    const { events, state: after } = play(state, { '1': { speed: 100, curve1: box('wet') } });
    expect(ofType(events, 'PitStopMade')).toEqual([
      {
        type: 'PitStopMade',
        car: '1',
        repaired: { acc: 20, topSpeed: 0 },
        sheet: { startSpeed: 60, acc: 60, dec: 40, topSpeed: 180, wearPerLap: 5 },
        reliability: 13,
        tyres: 'wet',
        softStop: true,
      },
    ]);
    expect(after.cars['1']).toMatchObject({ lap: 3, tyres: 'wet', softStopMade: true, repairable: { acc: 0, topSpeed: 0 }, reliability: 13 });
  });

  it('[SC-RAIN-9] [SC-SOFT-3] a tyre change counts as the soft-tyre stop at the crossings from laps 2, 3 and 4 only', () => {
    const softStop = (lap: number) =>
      play(raceOn(circuit, [{ car: '1', at: '26B', speed: 100, with: { lap, softTyres: true } }], { weatherRoll: WET_TRACK }), {
        '1': { speed: 100, curve1: box('wet') },
      }).state.cars['1']!.softStopMade;
    expect([1, 2, 3, 4].map(softStop)).toEqual([false, true, true, true]);
  });

  it('[SC-RAIN-9] [SC-PIT-3] after the tyre change the car restarts from the pit exit at its Start Speed of 60 on the new tyres', () => {
    const stopped = play(atPitEntry('dry', WET_TRACK), { '1': { speed: 100, curve1: box('wet') } }).state;
    const restart = play(stopped, { '1': { speed: 60, curve1: [{ kind: 'lane', lane: 'C' }] } });
    expect(ofType(restart.events, 'ReliabilityRolled')).toEqual([]);
    expect(pathOf(restart.events, '1')).toHaveLength(3);
    expect(restart.state.cars['1']).toMatchObject({ tyres: 'wet', standstill: null, previousSpeed: 60 });
    const forced = play(stopped, { '1': { speed: 80, curve1: [{ kind: 'lane', lane: 'C' }] } }, 1, 1, 1);
    expect(ofType(forced.events, 'ReliabilityRolled')).toMatchObject([{ check: 'startSpeed', passed: true }]);
  });
});
