/**
 * The qualifying order (SC-QUAL-2, SC-QUAL-6, SC-QUAL-8 Proposed): valid laps by fewest turns, then
 * most squares beyond the line, then 3d6 tie-breaks; after them every invalid, late or missing entry,
 * in an order drawn by lot.
 */
import * as z from 'zod';
import { type Dice, Roll, type RollRequest, total } from '../../../dice.ts';
import type { AicsPurpose } from '../purposes.ts';
import type { PoleLapResult } from './lap.ts';

const count = z.number().int().min(0);

export const RankedEntry = z.object({
  car: z.string(),
  position: z.number().int().min(1),
  lap: z.enum(['valid', 'invalid', 'missing']),
  turns: count.nullable(),
  squares: count.nullable(),
  /** Tie-break rolls (3d6) or lots (1d1000), one per round the car took part in. */
  rolls: z.array(Roll),
});
export type RankedEntry = z.infer<typeof RankedEntry>;

/** A lap as qualifying judged it; null when it arrived late or never (SC-QUAL-2). */
export interface Entry {
  car: string;
  result: PoleLapResult | null;
}

type Rolls = Map<string, Roll[]>;

/** Highest roll first; cars still level roll again among themselves, alone a car needs no roll (SC-QUAL-6 Proposed). */
export function orderByRolls(cars: string[], request: (car: string) => RollRequest, dice: Dice, rolls: Rolls): string[] {
  if (cars.length < 2) return cars;
  const rolled = cars.map((car) => {
    const roll = dice.roll(request(car));
    rolls.set(car, [...(rolls.get(car) ?? []), roll]);
    return { car, total: total(roll) };
  });
  const totals = [...new Set(rolled.map((r) => r.total))].sort((a, b) => b - a);
  return totals.flatMap((value) =>
    orderByRolls(
      rolled.filter((r) => r.total === value).map((r) => r.car),
      request,
      dice,
      rolls,
    ),
  );
}

const tieBreak = (car: string): RollRequest<AicsPurpose> => ({ purpose: 'qualifyingTieBreak', car, count: 3, sides: 6 });
const lot = (car: string): RollRequest<AicsPurpose> => ({ purpose: 'qualifyingDraw', car, count: 1, sides: 1000 });

const sameTime = (a: Timed, b: Timed): boolean => a.lap.turns === b.lap.turns && a.lap.squares === b.lap.squares;

interface Timed {
  car: string;
  lap: Extract<PoleLapResult, { valid: true }>;
}

export function rank(entries: Entry[], dice: Dice): RankedEntry[] {
  const rolls: Rolls = new Map();
  const valid = entries
    .flatMap((entry): Timed[] => (entry.result?.valid ? [{ car: entry.car, lap: entry.result }] : []))
    .sort((a, b) => a.lap.turns - b.lap.turns || b.lap.squares - a.lap.squares);
  const level: string[][] = [];
  valid.forEach((entry, i) => {
    const previous = valid[i - 1];
    if (previous !== undefined && sameTime(previous, entry)) level.at(-1)!.push(entry.car);
    else level.push([entry.car]);
  });
  const timed = level.flatMap((cars) => orderByRolls(cars, tieBreak, dice, rolls));
  const drawn = orderByRolls(
    entries.filter((entry) => !entry.result?.valid).map((entry) => entry.car),
    lot,
    dice,
    rolls,
  );
  const byCar = new Map(entries.map((entry) => [entry.car, entry.result]));
  return [...timed, ...drawn].map((car, index) => {
    const result = byCar.get(car) ?? null;
    return {
      car,
      position: index + 1,
      lap: result === null ? 'missing' : result.valid ? 'valid' : 'invalid',
      turns: result?.valid ? result.turns : null,
      squares: result?.valid ? result.squares : null,
      rolls: rolls.get(car) ?? [],
    };
  });
}
