/**
 * Qualifying (SC-QUAL): every pole lap driven, the ranking, and the grid of the first 24 or 26
 * (SC-QUAL-12, SC-QUAL-13, SC-PBEM-9), as the events that publish them.
 */
import type { Dice } from '../../../dice.ts';
import { DomainError } from '../../../errors.ts';
import type { Circuit } from '../../circuit/types.ts';
import type { Entrant } from '../../rules.ts';
import { checkBuild } from '../car.ts';
import type { Qualifying } from '../qualifying-schema.ts';
import type { CarBuild } from '../schemas.ts';
import type { GridPlace, QualifyingEvent } from './events.ts';
import { drivePoleLap } from './pole-lap.ts';
import { rank } from './ranking.ts';

export { AicsRaceState, evolveQualifying, QualifyingEvent } from './events.ts';
export { type PoleLap, type PoleLapResult, type PoleLapTurn, poleStartSquare } from './lap.ts';
export { drivePoleLap } from './pole-lap.ts';

/**
 * The car of an entrant drawn for the back of the grid without a usable build (late, missing or
 * incorrect entry, SC-QUAL-2): the rulebook's own example car (SC-CAR-6); its player may still
 * move one point before the start (SC-QUAL-11).
 */
export const DEFAULT_BUILD: CarBuild = { startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 };

function buildOf(qualifying: Qualifying | undefined): CarBuild {
  if (qualifying === undefined) return DEFAULT_BUILD;
  try {
    checkBuild(qualifying.build);
    return qualifying.build;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return DEFAULT_BUILD;
  }
}

export interface QualifyingInput {
  circuit: Circuit;
  maxStarters: number;
  entrants: Entrant[];
  qualifying: Record<string, Qualifying | undefined>;
  dice: Dice;
}

export function qualifyingEvents({ circuit, maxStarters, entrants, qualifying, dice }: QualifyingInput): QualifyingEvent[] {
  const laps = entrants.flatMap(({ car }) => {
    const entry = qualifying[car];
    return entry === undefined ? [] : [{ car, ...drivePoleLap(circuit, car, entry, dice) }];
  });
  const ranking = rank(
    entrants.map(({ car }) => ({ car, result: laps.find((lap) => lap.car === car)?.result ?? null })),
    dice,
  );
  const starters = Math.min(maxStarters, circuit.grid.length);
  const grid = ranking.slice(0, starters).map(({ car }, index): GridPlace => {
    const square = circuit.grid[index]!;
    return {
      car,
      driver: entrants.find((entrant) => entrant.car === car)?.name ?? car,
      build: buildOf(qualifying[car]),
      square,
      squareId: circuit.squares[square]!.id,
    };
  });
  return [
    ...laps.map(({ car, turns, result }): QualifyingEvent => ({ type: 'PoleLapDriven', car, turns, result })),
    { type: 'QualifyingRanked', ranking },
    { type: 'GridSet', grid, nonStarters: ranking.slice(starters).map(({ car }) => car) },
  ];
}
