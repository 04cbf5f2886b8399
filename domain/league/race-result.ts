/**
 * A race as championships, seasons and ratings read it: its players by the names they entered
 * under (a player is the same in every race he enters under the same name, the one thing a player
 * shows in every race), each with his points by the ruleset's scoring and his place by his best
 * car. One reading for the API and the auditor alike, so that the auditor's ratings, recomputed
 * from the races' exports, are the API's.
 */
import type { AnyRuleset } from '../race/any-ruleset.ts';
import type { RaceState } from '../race/state.ts';
import { placingsOf, type RatedRace, type Ratings, rateRaces } from './ratings.ts';

const nameOf = (state: RaceState, car: string): string => state.entries[car]?.name ?? `car ${car}`;

/** Points by player name, from points by car. */
export const pointsByName = (state: RaceState, points: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(Object.entries(points).map(([car, value]) => [nameOf(state, car), value]));

/** The players by the place of their best car in the race's classification. */
export const classificationByName = (state: RaceState): string[] => [...new Set((state.classification ?? []).map((car) => nameOf(state, car)))];

/** The players none of whose cars was still in the race at its end (withdrawn or eliminated). */
export const leftEarly = (state: RaceState): Set<string> => {
  const players = Object.values(state.entries);
  return new Set(players.filter((entry) => players.every((other) => other.name !== entry.name || other.status === 'out')).map((entry) => entry.name));
};

/** A finished race's placings for the ratings; undefined for a race not finished. */
export const ratedRaceOf = (raceId: string, state: RaceState): RatedRace | undefined =>
  state.phase === 'finished' && state.settings
    ? { raceId, rulesetId: state.settings.rulesetId, placings: placingsOf(classificationByName(state), leftEarly(state)) }
    : undefined;

/** Finished races in the order they finished, the race id telling apart two that finished at once. */
export const byFinish = <T extends { raceId: string; state: RaceState }>(races: readonly T[]): T[] =>
  [...races]
    .filter(({ state }) => state.phase === 'finished')
    .sort((a, b) => (a.state.finishedAt ?? '').localeCompare(b.state.finishedAt ?? '') || (a.raceId < b.raceId ? -1 : a.raceId > b.raceId ? 1 : 0));

/** The points a finished race gives each player under its ruleset's scoring; none for a ruleset without one. */
export const racePoints = (state: RaceState, ruleset: AnyRuleset | undefined): Record<string, number> =>
  pointsByName(state, ruleset?.championship?.points(state.game) ?? {});

/** Every driver's rating from `races`, the finished ones rated in the order they finished: the API's and the auditor's. */
export const rateFinished = (races: readonly { raceId: string; state: RaceState }[]): Ratings =>
  rateRaces(byFinish(races).flatMap(({ raceId, state }) => ratedRaceOf(raceId, state) ?? []));
