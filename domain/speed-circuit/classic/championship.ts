/**
 * A circuit (SCC-SERIES): a series of races on different tracks, usually 3 (SCC-SERIES-1), each
 * scored on its own table (SCC-SERIES-3, in `results.ts`); the player with the most points wins
 * (SCC-SERIES-4). Players may build a new car for each race and every race starts undamaged
 * (SCC-SERIES-2): each race is a race of its own, so only its points carry over.
 */
import { type ChampionshipRace, type Standing, standings } from '../../championship.ts';
import { invalid } from '../../errors.ts';

/** The standings over the races run so far; throws `DomainError` when two races share a track (SCC-SERIES-1). */
export function circuitStandings(races: readonly ChampionshipRace[]): Standing[] {
  races.forEach((race, index) => {
    const earlier = races.findIndex((other) => other.circuitId === race.circuitId);
    if (earlier !== index) {
      throw invalid(
        `races[${index}].circuitId`,
        `races ${races[earlier]!.raceId} and ${race.raceId} are both on ${race.circuitId}: a circuit is raced on different tracks`,
      );
    }
  });
  return standings(races);
}
