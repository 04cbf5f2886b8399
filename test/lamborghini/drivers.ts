/**
 * The non-human player against a random legal player (issue 15 point 6): seeded 4-car Short-game
 * races, two seats left to the non-human player (they send nothing) and two sending what the
 * random player picks among the legal plays. Each seed is raced twice with the same dice, the
 * seats swapped, so that the seats' luck (the draw, the grid) cancels out. Both draft by the
 * Strategic phase's defaults, so the race's play alone makes the difference. Figures: each
 * player's mean place (1 to 4).
 */

import { createDice } from '../../domain/dice/derive.ts';
import { randomPlayer } from '../../domain/lamborghini/non-human.ts';
import { DIRECTION, MOVE } from '../../domain/lamborghini/race-flow.ts';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import { mulberry32 } from '../crash/prng.ts';
import { BOARD, raceOf } from './race-driver.ts';

export interface DriverFigures {
  /** Seeds, each raced twice. */
  races: number;
  nonHuman: number;
  random: number;
}

const PLAYERS = 4;

export function placesOf(seed: number, swapped: boolean): { nonHuman: number[]; random: number[] } {
  const rng = mulberry32(seed);
  const random = randomPlayer(() => rng.next());
  const randomSeats = new Set(swapped ? ['1', '3'] : ['2', '4']);
  const dice = createDice({ seed: seed.toString(16).padStart(64, '0'), raceId: `drivers-${seed}`, turn: 0, binding: '0'.repeat(64) });
  const race = raceOf(PLAYERS, 1, dice, (step, state) => {
    const car = step.cars[0]!;
    if (!randomSeats.has(car)) return {};
    if (step.kind === MOVE) return { [car]: random.move(state, BOARD, car) };
    if (step.kind === DIRECTION) return { [car]: { heading: random.direction() } };
    return {};
  });
  if (!lamborghini.isFinished(race.state)) throw new Error(`race ${seed} did not finish`);
  const classification = lamborghini.classification(race.state);
  const places = (seats: (car: string) => boolean) => classification.flatMap((car, index) => (seats(car) ? [index + 1] : []));
  return { nonHuman: places((car) => !randomSeats.has(car)), random: places((car) => randomSeats.has(car)) };
}

export function compareDrivers(races: number, from = 1): DriverFigures {
  const all = { nonHuman: [] as number[], random: [] as number[] };
  for (let seed = from; seed < from + races; seed++) {
    for (const swapped of [false, true]) {
      const { nonHuman, random } = placesOf(seed, swapped);
      all.nonHuman.push(...nonHuman);
      all.random.push(...random);
    }
  }
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return { races, nonHuman: mean(all.nonHuman), random: mean(all.random) };
}
