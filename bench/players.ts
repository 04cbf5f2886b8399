/**
 * The race every benchmark plays: 26 cars on Monza, 6 laps, pole laps written as players write
 * them, and players who send, each turn, the move the non-human player would choose for them.
 * Their choices draw on dice of their own, so the race's dice stay exactly the resolver's.
 */
import { createDice } from '../domain/dice/derive.ts';
import { gnuMove } from '../domain/speed-circuit/aics/gnu/index.ts';
import type { AicsRaceState } from '../domain/speed-circuit/aics/qualifying/index.ts';
import type { CarBuild, Move } from '../domain/speed-circuit/aics/schemas.ts';
import type { Circuit } from '../domain/speed-circuit/circuit/types.ts';

export const CIRCUIT_ID = 'monza';
export const CARS = 26;
export const LAPS = 6;
export const RACE_SEED = '5eed'.repeat(16);
const PLAYERS_SEED = 'c0de'.repeat(16);

/** Seven points each (SC-CAR-5), from a Top Speed car to a braking one. */
const BUILDS: CarBuild[] = [
  { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 },
  { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 },
  { startSpeed: 0, acc: 1, dec: 3, topSpeed: 2, wear: 1 },
  { startSpeed: 1, acc: 1, dec: 2, topSpeed: 2, wear: 1 },
];

/** A Monza pole lap without dice or wear for the first build; harder builds may spoil it and start from the back. */
export const POLE_LAP_TEXT = ['140', '100', '100', '160', '140', '100', '140', '140', '140', '160', '120', '100', '160', '200', '140', '200', '200'].join('\n');

export const cars = (): string[] => Array.from({ length: CARS }, (_, i) => String(i + 1));

export const buildOf = (car: string): CarBuild => BUILDS[(Number(car) - 1) % BUILDS.length]!;

/** Each car's move for the turn after `state`, as the non-human player would play it. */
export function playersMoves(circuit: Circuit, state: AicsRaceState, racing: readonly string[]): Record<string, Move> {
  const dice = createDice({ seed: PLAYERS_SEED, raceId: 'players', turn: state.turn + 1, binding: PLAYERS_SEED });
  return Object.fromEntries(racing.map((car) => [car, gnuMove(circuit, state, car, dice)]));
}
