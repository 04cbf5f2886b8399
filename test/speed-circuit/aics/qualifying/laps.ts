/**
 * Pole laps for tests: the rulebook's cars and programs written as the players write them, driven
 * with exactly the dice faces a test scripts.
 */

import { drivePoleLap, type PoleLap } from '../../../../domain/speed-circuit/aics/qualifying/index.ts';
import { parsePoleLap, type Qualifying } from '../../../../domain/speed-circuit/aics/qualifying-schema.ts';
import type { CarBuild } from '../../../../domain/speed-circuit/aics/schemas.ts';
import { getCircuit } from '../../../../domain/speed-circuit/circuit/index.ts';
import { scriptedDice } from '../../../support/dice.ts';

/** SC-QUAL-3: 40 Start Speed (0), 60 Acc (2), 60 Dec (2), 200 Top Speed (3), 4 wear per lap (0). */
export const POLE_CAR: CarBuild = { startSpeed: 0, acc: 2, dec: 2, topSpeed: 3, wear: 0 };

/** A car whose Top Speed (140) is forced at 160 mph: 60 Start Speed, 60 Acc, 40 Dec, 140 Top Speed, 7 wear per lap. */
export const FORCING_CAR: CarBuild = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 0, wear: 3 };

/** One program per turn, turns separated by ";". */
export const program = (turns: string): string => turns.split(';').join('\n');

/** Test-oval laps found by driving: 6 + 2 without dice or wear; 6 + 7 forcing Top Speed in four turns. */
export const OVAL_LAP = program('120;120;120;120;120;180');
export const OVAL_FORCED_LAP = program('120;120;160;160;160;160;160');
/** Monza: 17 turns + 10 squares without dice or wear. */
export const MONZA_LAP = program('140;100;100;160;140;100;140;140;140;160;120;100;160;200;140;200;200');

/** Drives a lap and checks that every scripted face was rolled. */
export function drive(circuitId: string, build: CarBuild, lap: string, faces: number[] = [], startLane?: Qualifying['startLane']): PoleLap {
  const dice = scriptedDice(...faces);
  const result = drivePoleLap(getCircuit(circuitId), '1', { build, lap: parsePoleLap(lap), startLane }, dice);
  if (dice.remaining() > 0) throw new Error(`${dice.remaining()} scripted face(s) were not rolled`);
  return result;
}

export const rollsOf = (lap: PoleLap) =>
  lap.turns.flatMap((turn) => turn.rolls.map((r) => `${turn.turn}:${r.check}:${r.roll.dice.join('')}:${r.passed ? 'pass' : 'fail'}`));
