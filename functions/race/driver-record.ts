/**
 * A driver's record, readable by anyone (issue 29): his races, places, points, missed steps and
 * on-time share (domain/league/driver-record.ts), and his rating in each ruleset, computed on every
 * read from the races' own logs. A driver is named as he enters his races.
 */
import { type RaceRecord, raceRecordOf, totalsOf } from '../../domain/league/driver-record.ts';
import { rateFinished } from '../../domain/league/race-result.ts';
import type { AnyRuleset, RaceEvent, RaceState } from '../../domain/race/index.ts';
import { HttpProblem } from '../http/problem.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RatingDeps } from './ratings.ts';

export interface DriverRecordDeps extends RatingDeps {
  store: Pick<EventStore<RaceEvent, RaceState>, 'readCommits'>;
  rulesetOf(state: RaceState): AnyRuleset | undefined;
}

/** Every race `driver` entered, in the order they were created, with his record of each; the races loaded, for his ratings. */
export async function racesOf(deps: DriverRecordDeps, driver: string) {
  const entries = await deps.index.listRaces();
  const loaded = await Promise.all(entries.map(async ({ raceId }) => ({ raceId, state: (await deps.load(raceId)).state })));
  // In the order the races were created, as a record reads.
  const entered = loaded
    .filter(({ state }) => Object.values(state.entries).some((entry) => entry.name === driver))
    .sort((a, b) => (a.state.createdAt ?? '').localeCompare(b.state.createdAt ?? '') || a.raceId.localeCompare(b.raceId));
  const races = (
    await Promise.all(
      entered.map(async ({ raceId, state }) => {
        const events = (await deps.store.readCommits(raceId)).flatMap((commit) => commit.events);
        return raceRecordOf(raceId, state, events, driver, deps.rulesetOf(state));
      }),
    )
  ).filter((race): race is RaceRecord => race !== undefined);
  return { races, loaded };
}

export async function driverRecord(deps: DriverRecordDeps, driver: string) {
  const { races, loaded } = await racesOf(deps, driver);
  if (races.length === 0) throw new HttpProblem(404, `no driver ${driver} has entered a race`, [{ field: 'name', reason: 'no such driver' }]);
  const ratings = rateFinished(loaded);
  return {
    driver,
    totals: totalsOf(races),
    ratings: Object.fromEntries(
      Object.entries(ratings).flatMap(([rulesetId, drivers]) => {
        const rating = drivers[driver];
        return rating ? [[rulesetId, { rating: rating.rating, races: rating.races }]] : [];
      }),
    ),
    races,
  };
}
