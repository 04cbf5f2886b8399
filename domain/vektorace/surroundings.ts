/**
 * What one car's move is tested against, read from the race's state: the circuit, the laps, and
 * the bases of the other cars still racing. A car that has finished or is out of the race has
 * left the table (docs/rules-decisions.md, Vektorace), so it is no obstacle.
 */
import type { Circuit } from './circuit/types.ts';
import { fromStored } from './geometry.ts';
import type { Surroundings } from './legality.ts';
import type { VektoraceState } from './state.ts';

export const surroundingsOf = (circuit: Circuit, state: VektoraceState, car: string): Surroundings => ({
  circuit,
  laps: state.laps,
  others: Object.fromEntries(
    Object.entries(state.cars)
      .filter(([other, c]) => other !== car && c.status === 'racing')
      .map(([other, c]) => [other, fromStored(c.position)]),
  ),
});
