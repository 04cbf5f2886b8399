/**
 * Every driver's rating in each ruleset, from every finished race in the order they finished
 * (domain/league/ratings.ts), computed on every read from the races' own logs: what the auditor
 * recomputes from the races' exports alone (`npm run audit -- --ratings`).
 */
import { rateFinished } from '../../domain/league/race-result.ts';
import type { Ratings } from '../../domain/league/ratings.ts';
import type { RaceState } from '../../domain/race/index.ts';
import type { RaceIndex } from '../store/raceIndex.ts';

export interface RatingDeps {
  index: Pick<RaceIndex, 'listRaces'>;
  load(raceId: string): Promise<{ state: RaceState }>;
}

export async function ratingsOf(deps: RatingDeps): Promise<Ratings> {
  const finished = (await deps.index.listRaces()).filter(({ status }) => status === 'finished');
  const races = await Promise.all(finished.map(async ({ raceId }) => ({ raceId, state: (await deps.load(raceId)).state })));
  return rateFinished(races);
}
