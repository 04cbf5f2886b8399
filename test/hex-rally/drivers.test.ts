/**
 * Issue 13 point 5 in a short run (the 200-race figures are in `npm run bench`): the non-human
 * player drives a car to the finish of each shipped track, in far fewer turns than a driver
 * picking uniformly among the legal orders, who does not finish at all.
 */
import { describe, expect, it } from 'vitest';
import { compareDrivers, TURN_CAP } from './drivers.ts';

describe('the non-human player against chance', () => {
  it.each(['test-loop', 'orc-pass'])('on %s finishes every race, in at least 30 per cent fewer turns than a random legal driver', (track) => {
    const { nonHuman, random } = compareDrivers(track, 8);
    expect(nonHuman.unfinished).toBe(0);
    expect(nonHuman.meanTurns).toBeLessThan(TURN_CAP / 3);
    expect(nonHuman.meanTurns).toBeLessThanOrEqual(0.7 * random.meanTurns);
  });
});
