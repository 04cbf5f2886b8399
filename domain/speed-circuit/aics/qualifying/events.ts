/**
 * What qualifying publishes (SC-QUAL-1, SC-QUAL-6, SC-QUAL-12, SC-QUAL-13, SC-PBEM-9): every pole
 * lap turn by turn with its rolls, the ranking with its tie-breaks and lots, and the grid. The race
 * state from the grid on is the turn engine's state plus the running order the ruleset reports.
 */
import * as z from 'zod';
import { CarBuild } from '../schemas.ts';
import { RaceState, startingCar } from '../state.ts';
import { PoleLapResult, PoleLapTurn } from './lap.ts';
import { RankedEntry } from './ranking.ts';

export const AicsRaceState = RaceState.extend({
  /** Cars in order: the grid until the first turn, then the running order after each turn. */
  order: z.array(z.string()),
});
export type AicsRaceState = z.infer<typeof AicsRaceState>;

export const GridPlace = z.object({
  car: z.string(),
  driver: z.string(),
  /** The pole-lap build, public from the grid on (ARCHITECTURE contract 4). */
  build: CarBuild,
  square: z.number().int().min(0),
  squareId: z.string(),
});
export type GridPlace = z.infer<typeof GridPlace>;

export const QualifyingEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('PoleLapDriven'), car: z.string(), turns: z.array(PoleLapTurn), result: PoleLapResult }),
  z.object({ type: z.literal('QualifyingRanked'), ranking: z.array(RankedEntry) }),
  /** Starters on their grid squares in grid order; the others do not start (SC-QUAL-12). */
  z.object({ type: z.literal('GridSet'), grid: z.array(GridPlace), nonStarters: z.array(z.string()) }),
]);
export type QualifyingEvent = z.infer<typeof QualifyingEvent>;

export function evolveQualifying(state: AicsRaceState, event: QualifyingEvent): AicsRaceState {
  switch (event.type) {
    case 'PoleLapDriven':
    case 'QualifyingRanked':
      return state;
    case 'GridSet':
      return {
        ...state,
        cars: Object.fromEntries(
          event.grid.map((place) => [place.car, startingCar({ ...place, laps: state.laps, tyres: state.weather.track, softTyres: false })]),
        ),
        order: event.grid.map((place) => place.car),
      };
  }
}
