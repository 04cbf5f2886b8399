/**
 * Rain: the weather tendency, the marker on the weather track and the state of the track (SC-RAIN-1..5).
 */
import * as z from 'zod';
import { invalid } from '../../errors.ts';

export const Weather = z.object({
  /** Fixed by the first roll for the whole race (SC-RAIN-2). */
  tendency: z.enum(['dry', 'wet', 'uncertain']),
  /** Box of the weather track, 2..12 (SC-RAIN-3). */
  marker: z.number().int().min(2).max(12),
  track: z.enum(['dry', 'wet']),
});
export type Weather = z.infer<typeof Weather>;
type Tendency = Weather['tendency'];

const MIN_MARKER = 2;
const MAX_MARKER = 12;

const roll2d6 = (sum: number): number => {
  if (!Number.isInteger(sum) || sum < MIN_MARKER || sum > MAX_MARKER) throw invalid('weather', `${sum} is not a 2d6 total`);
  return sum;
};

/** 2–4 wet, 7–12 dry, 5–6 keep the state the marker comes from (SC-RAIN-5). */
const trackAt = (marker: number, previous: Weather['track']): Weather['track'] => (marker <= 4 ? 'wet' : marker >= 7 ? 'dry' : previous);

/** SC-RAIN-2. */
const tendencyOf = (sum: number): Tendency => (sum >= 7 ? 'dry' : sum <= 4 ? 'wet' : 'uncertain');

/** The pre-race roll sets the tendency and the marker's box; a first 5 or 6 leaves the track dry (SC-RAIN-1..3, SC-RAIN-5 Proposed). */
export function initialWeather(sum2d6: number): Weather {
  const marker = roll2d6(sum2d6);
  return { tendency: tendencyOf(marker), marker, track: trackAt(marker, 'dry') };
}

/** The lowest total that moves the marker right, and the totals that leave it where it is (SC-RAIN-4). */
const MOVES: Record<Tendency, { rightFrom: number; stays: readonly number[] }> = {
  dry: { rightFrom: 7, stays: [] },
  wet: { rightFrom: 8, stays: [] },
  uncertain: { rightFrom: 8, stays: [7] },
};

/** One box left or right per roll, never off the track (SC-RAIN-4 Proposed), then the track state follows (SC-RAIN-5). */
export function moveMarker(weather: Weather, sum2d6: number): Weather {
  const sum = roll2d6(sum2d6);
  const move = MOVES[weather.tendency];
  const step = move.stays.includes(sum) ? 0 : sum >= move.rightFrom ? 1 : -1;
  const marker = Math.min(MAX_MARKER, Math.max(MIN_MARKER, weather.marker + step));
  return { ...weather, marker, track: trackAt(marker, weather.track) };
}
