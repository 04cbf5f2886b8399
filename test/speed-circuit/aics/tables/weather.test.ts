import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialWeather, moveMarker, Weather } from '../../../../domain/speed-circuit/aics/weather.ts';
import { refusal } from '../../../support/refusal.ts';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Totals that send the marker left under every tendency, and right under every tendency. */
const LEFT = 2;
const RIGHT = 12;

describe('the weather roll', () => {
  it('[SC-RAIN-1] the pre-race roll is a 2d6 total, 2 to 12', () => {
    for (const sum of range(2, 12)) expect(Weather.parse(initialWeather(sum)).marker).toBe(sum);
    expect(refusal(() => initialWeather(1)).field).toBe('weather');
    expect(refusal(() => initialWeather(13)).field).toBe('weather');
  });

  it('[SC-RAIN-2] 7 to 12 is dry, 2 to 4 wet, 5 or 6 uncertain', () => {
    expect(range(2, 12).map((sum) => initialWeather(sum).tendency)).toEqual([
      'wet',
      'wet',
      'wet',
      'uncertain',
      'uncertain',
      'dry',
      'dry',
      'dry',
      'dry',
      'dry',
      'dry',
    ]);
  });

  it('[SC-RAIN-3] a 7 puts the marker on 7, tendentially dry; a 3 puts it on 3, tendentially rainy', () => {
    expect(initialWeather(7)).toEqual({ tendency: 'dry', marker: 7, track: 'dry' });
    expect(initialWeather(3)).toEqual({ tendency: 'wet', marker: 3, track: 'wet' });
  });

  it('[SC-RAIN-5] an initial 5 or 6 leaves the track dry (Proposed)', () => {
    expect(initialWeather(5)).toEqual({ tendency: 'uncertain', marker: 5, track: 'dry' });
    expect(initialWeather(6)).toEqual({ tendency: 'uncertain', marker: 6, track: 'dry' });
    expect(moveMarker(initialWeather(5), LEFT)).toEqual({ tendency: 'uncertain', marker: 4, track: 'wet' });
  });
});

describe('moving the weather marker', () => {
  const step = (tendency: Weather['tendency'], sum: number): number => moveMarker({ tendency, marker: 7, track: 'dry' }, sum).marker - 7;

  it.each([
    { tendency: 'dry', left: range(2, 6), stays: [], right: range(7, 12) },
    { tendency: 'wet', left: range(2, 7), stays: [], right: range(8, 12) },
    { tendency: 'uncertain', left: range(2, 6), stays: [7], right: range(8, 12) },
  ] as const)('[SC-RAIN-4] $tendency: left on $left, stays on $stays, right on $right', ({ tendency, left, stays, right }) => {
    for (const sum of left) expect(step(tendency, sum)).toBe(-1);
    for (const sum of stays) expect(step(tendency, sum)).toBe(0);
    for (const sum of right) expect(step(tendency, sum)).toBe(1);
  });

  it('[SC-RAIN-4] the marker never leaves 2..12 (Proposed)', () => {
    expect(moveMarker({ tendency: 'wet', marker: 2, track: 'wet' }, LEFT).marker).toBe(2);
    expect(moveMarker({ tendency: 'dry', marker: 12, track: 'dry' }, RIGHT).marker).toBe(12);
  });

  it('[SC-RAIN-5] from 7: 6 and 5 stay dry, 4 is wet, back to 5 and 6 stays wet, 7 is dry again', () => {
    const walk = [LEFT, LEFT, LEFT, RIGHT, RIGHT, RIGHT];
    const states: Weather[] = [];
    walk.reduce((weather, sum) => {
      const next = moveMarker(weather, sum);
      states.push(next);
      return next;
    }, initialWeather(7));
    expect(states.map((w) => `${w.marker} ${w.track}`)).toEqual(['6 dry', '5 dry', '4 wet', '5 wet', '6 wet', '7 dry']);
  });

  it('[SC-RAIN-4] [SC-RAIN-5] the marker moves one box at most, stays on the track, and 2–4 are wet, 7–12 dry', () => {
    const sum = fc.integer({ min: 2, max: 12 });
    fc.assert(
      fc.property(sum, fc.array(sum, { maxLength: 30 }), (first, rolls) => {
        let weather = initialWeather(first);
        for (const roll of rolls) {
          const next = Weather.parse(moveMarker(weather, roll));
          expect(Math.abs(next.marker - weather.marker)).toBeLessThanOrEqual(1);
          expect(next.tendency).toBe(weather.tendency);
          if (next.marker <= 4) expect(next.track).toBe('wet');
          else if (next.marker >= 7) expect(next.track).toBe('dry');
          else expect(next.track).toBe(weather.track);
          weather = next;
        }
      }),
      { numRuns: 1000 },
    );
  });
});
