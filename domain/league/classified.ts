/**
 * The places drivers took in a tier's races, as the tie-breaks read them: a race's classification
 * lists its players by the place of each one's best car. A race scored without a classification
 * gives no places: it counts for nothing in a tie-break.
 */
import type { ChampionshipRace } from '../championship.ts';

/** One map a race, each player to his place in it counted from 0 for the winner. */
export const placesOf = (races: readonly ChampionshipRace[]): Map<string, number>[] =>
  races.flatMap((race) => (race.classification ? [new Map(race.classification.map((player, place) => [player, place]))] : []));
