/**
 * A driver's record (issue 29): every race he entered under his name, with his place, points,
 * and how often the race waited for him and he sent in time, read from the races' own logs. What
 * each figure counts is said beside it, so that anyone reading a record knows what it means.
 */

import type { AnyRuleset } from '../race/any-ruleset.ts';
import { isStepRecord, type RaceEvent } from '../race/events.ts';
import { lockedOf } from '../race/records.ts';
import type { RaceState } from '../race/state.ts';
import { classificationByName, leftEarly, racePoints } from './race-result.ts';

export interface RaceRecord {
  raceId: string;
  rulesetId: string;
  title: string;
  phase: string;
  finishedAt: string | null;
  /** Among the players, by his best car: 1 for the winner; null until the race is finished. */
  place: number | null;
  /** By the ruleset's championship scoring; null until the race is finished or for a ruleset without scoring. */
  points: number | null;
  /** Withdrawn or eliminated before the end. */
  left: boolean;
  /** Steps played that waited for one of his cars, each car's counted once a step, but those a declared absence excused (docs/absences.md). */
  awaited: number;
  /** Of those, the ones where the car sent nothing and the non-human player played for it. */
  missed: number;
  /** Steps missed on a declared absence that the race's policy counts as excused misses; an absence the non-human player drives through counts nowhere. */
  excused: number;
}

/** Steps that waited for `cars`, those their player missed, and those a declared absence excused, from a race's events. */
export const stepsOf = (events: readonly RaceEvent[], cars: ReadonlySet<string>): { awaited: number; missed: number; excused: number } => {
  let awaited = 0;
  let missed = 0;
  let excused = 0;
  // The absent cars of the step about to be played (`MissesExcused` comes just before its record).
  let absent: Record<string, string> = {};
  for (const event of events) {
    if (event.type === 'MissesExcused') absent = event.cars;
    if (!isStepRecord(event)) continue;
    for (const [car, sent] of Object.entries(lockedOf(event))) {
      if (!cars.has(car)) continue;
      if (sent === null && absent[car] !== undefined) {
        if (absent[car] === 'excused') excused++;
        continue;
      }
      awaited++;
      if (sent === null) missed++;
    }
    absent = {};
  }
  return { awaited, missed, excused };
};

/** `driver`'s record of one race, or undefined when he did not enter it. */
export function raceRecordOf(
  raceId: string,
  state: RaceState,
  events: readonly RaceEvent[],
  driver: string,
  ruleset: AnyRuleset | undefined,
): RaceRecord | undefined {
  const cars = new Set(Object.values(state.entries).flatMap((entry) => (entry.name === driver ? [entry.car] : [])));
  if (cars.size === 0 || !state.settings) return undefined;
  const finished = state.phase === 'finished';
  const place = classificationByName(state).indexOf(driver);
  const points = finished && ruleset?.championship ? (racePoints(state, ruleset)[driver] ?? 0) : null;
  return {
    raceId,
    rulesetId: state.settings.rulesetId,
    title: state.settings.title,
    phase: state.phase,
    finishedAt: state.finishedAt ?? null,
    place: finished && place >= 0 ? place + 1 : null,
    points,
    left: leftEarly(state).has(driver),
    ...stepsOf(events, cars),
  };
}

export interface RecordTotals {
  races: number;
  finished: number;
  wins: number;
  points: number;
  awaited: number;
  missed: number;
  excused: number;
  /** Steps sent in time over steps awaited, 0 to 1; null before any step waited for him. */
  onTime: number | null;
}

export const totalsOf = (races: readonly RaceRecord[]): RecordTotals => {
  const sum = (of: (race: RaceRecord) => number) => races.reduce((total, race) => total + of(race), 0);
  const awaited = sum((race) => race.awaited);
  const missed = sum((race) => race.missed);
  return {
    races: races.length,
    finished: races.filter((race) => race.phase === 'finished').length,
    wins: races.filter((race) => race.place === 1).length,
    points: sum((race) => race.points ?? 0),
    awaited,
    missed,
    excused: sum((race) => race.excused),
    onTime: awaited === 0 ? null : (awaited - missed) / awaited,
  };
};
