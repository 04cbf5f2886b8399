/**
 * Issue 14 point 6 in a short run (the 200-race figures are in `npm run bench`): the non-human
 * player drives a car round each shipped circuit to the finish, always with moves the referee
 * accepts, in far fewer rounds than a driver picking uniformly among the legal moves.
 */
import { describe, expect, it } from 'vitest';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import { compareDrivers, ROUND_CAP } from './drivers.ts';

describe('the Vektorace non-human player against chance', () => {
  it.each(['default', 'otto-curve'])('on %s finishes every race, in at most half the rounds of a random legal driver', (id) => {
    const { nonHuman, random } = compareDrivers(vektorace.shippedCircuits()[id]!, { races: 3, cars: 1, laps: 1 });
    expect(nonHuman.unfinished).toBe(0);
    expect(nonHuman.meanRounds).toBeLessThan(ROUND_CAP / 3);
    expect(nonHuman.meanRounds).toBeLessThanOrEqual(0.5 * random.meanRounds);
  });
});
