/**
 * The classic grid (SCC-SETUP-4, SCC-SETUP-5 Proposed): no qualifying; once every car is built the
 * builds are revealed together and the cars line up by Start Speed, highest on the inside of the
 * front row, then row by row, ties broken by a d6, highest first, rerolled among cars still level.
 * A player who sent no build gets the balanced car and a place behind the others, drawn the same way.
 */
import type { Dice, Roll, RollRequest } from '../../dice.ts';
import { orderByRolls } from '../aics/qualifying/ranking.ts';
import type { Circuit } from '../circuit/types.ts';
import type { Entrant } from '../rules.ts';
import { type CarBuild, type CarEntry, sheetOf } from './car.ts';
import type { ClassicEvent, GridPlace } from './events.ts';
import type { ClassicPurpose } from './purposes.ts';

/** One point on each characteristic: Start 60, Acc 40, Dec 40, Top Speed 160, 5 wear per lap. */
export const BALANCED_BUILD: CarBuild = { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 };

const tieBreak = (car: string): RollRequest<ClassicPurpose> => ({ purpose: 'qualifyingTieBreak', car, count: 1, sides: 6 });

/** Entries reach the grid checked by `checkQualifying`; a missing one has no Start Speed. */
const startSpeedOf = (entry: CarEntry | undefined): number | null => (entry === undefined ? null : sheetOf(entry.build).startSpeed);

export interface GridInput {
  circuit: Circuit;
  maxStarters: number;
  entrants: Entrant[];
  entries: Record<string, CarEntry | undefined>;
  dice: Dice;
}

export function gridEvents({ circuit, maxStarters, entrants, entries, dice }: GridInput): ClassicEvent[] {
  const speeds = new Map(entrants.map(({ car }) => [car, startSpeedOf(entries[car])]));
  const rolls = new Map<string, Roll[]>();
  const level = (speed: number | null) => entrants.map(({ car }) => car).filter((car) => speeds.get(car) === speed);
  const fastestFirst = [...new Set(speeds.values())].sort((a, b) => (b ?? -1) - (a ?? -1));
  const order = fastestFirst.flatMap((speed) => orderByRolls(level(speed), tieBreak, dice, rolls));
  const starters = Math.min(maxStarters, circuit.grid.length);
  const grid = order.slice(0, starters).map((car, index): GridPlace => {
    const square = circuit.grid[index]!;
    return {
      car,
      driver: entrants.find((entrant) => entrant.car === car)?.name ?? car,
      build: entries[car]?.build ?? BALANCED_BUILD,
      square,
      squareId: circuit.squares[square]!.id,
    };
  });
  return [
    { type: 'GridOrdered', order: order.map((car) => ({ car, startSpeed: speeds.get(car) ?? null, rolls: rolls.get(car) ?? [] })) },
    { type: 'GridSet', grid, nonStarters: order.slice(starters) },
  ];
}
