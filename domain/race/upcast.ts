/**
 * Versions of stored events and the upcasters that read old versions in today's shape
 * (ARCHITECTURE contract 1: events are never rewritten; a change of shape gets a new version and
 * an upcaster).
 *
 * - A race event carries its version `v` (1 for every race event today). An upcaster of the race
 *   (`RACE_UPCASTERS`, by event type and version) turns version N of a type into version N + 1;
 *   they are chained up to the current version.
 * - A game (ruleset) event, nested in the `events` array of `GridPublished`, `RaceStarted`,
 *   `TurnResolved`, `CarEliminated` and `CarWithdrawn`, is version 1 when it has no `v`: that is
 *   every game event written so far, whose bytes never change. A game declares its current
 *   version as `eventVersion` (1 when absent); from version 2 on its new events carry `v`
 *   (`stampGameEvents`, applied by the decider) and its `upcast(event)` turns a stored event of
 *   an older version into the current shape.
 *
 * The store applies the composed upcaster (`raceUpcaster`) to each stored event before it
 * validates it; an event of a version newer than the code reads, or of an older version no
 * upcaster brings forward, is refused by the validation, naming its commit: never skipped.
 */

import type { AnyRuleset } from './any-ruleset.ts';
import type { RaceEventType } from './events.ts';
import { FIRST_VERSION, gameEventVersion, isRecord, versionOf } from './version.ts';

export type Upcaster = (event: unknown) => unknown;

/** Race upcasters: `[type][N]` turns a stored race event of that type at version N into version N + 1. */
export type RaceUpcasters = Partial<Record<RaceEventType, Record<number, (event: Record<string, unknown>) => Record<string, unknown>>>>;

/** The race's own upcasters: none yet, every race event is at version 1. */
export const RACE_UPCASTERS: RaceUpcasters = {};

/** The race events whose `events` hold the game's events. */
const CARRYING_GAME_EVENTS: ReadonlySet<string> = new Set(['GridPublished', 'RaceStarted', 'TurnResolved', 'CarEliminated', 'CarWithdrawn']);

/** The game's new events as stored: unchanged at version 1 (no `v`), each stamped with the version from 2 on. */
export const stampGameEvents = <E>(ruleset: Pick<AnyRuleset, 'eventVersion'>, events: E[]): E[] => {
  const current = gameEventVersion(ruleset);
  if (current === FIRST_VERSION) return events;
  return events.map((event) => (isRecord(event) && event.v === undefined ? ({ ...event, v: current } as E) : event));
};

/** One stored game event in the current shape: through the game's `upcast` when it is older than the current version. */
export const gameUpcaster =
  (ruleset: Pick<AnyRuleset, 'eventVersion' | 'upcast'>): Upcaster =>
  (event) => {
    const version = versionOf(event);
    return ruleset.upcast && typeof version === 'number' && version < gameEventVersion(ruleset) ? ruleset.upcast(event) : event;
  };

/** A step in a chain of upcasters must move the version on, or the chain would never end. */
const MAX_STEPS = 1000;

/**
 * The upcaster of a race's stored events: the race's own upcasters by type and version, then the
 * game's for the game events inside (none for a stream of no known game). An event already in the
 * current shape is returned as it is, the same object.
 */
export const raceUpcaster =
  (ruleset: Pick<AnyRuleset, 'eventVersion' | 'upcast'> | undefined, upcasters: RaceUpcasters = RACE_UPCASTERS): Upcaster =>
  (stored) => {
    if (!isRecord(stored)) return stored;
    let event = stored;
    for (let steps = 0; steps < MAX_STEPS; steps++) {
      const { type, v } = event;
      const step = typeof type === 'string' && typeof v === 'number' ? upcasters[type as RaceEventType]?.[v] : undefined;
      if (!step) break;
      event = step(event);
      if (event.v === v) throw new Error(`the race upcaster of ${type} version ${v} left it at version ${v}`);
    }
    if (!ruleset || !CARRYING_GAME_EVENTS.has(event.type as string) || !Array.isArray(event.events)) return event;
    const upcast = gameUpcaster(ruleset);
    const games = event.events as unknown[];
    const upcastGames = games.map(upcast);
    return upcastGames.every((game, i) => game === games[i]) ? event : { ...event, events: upcastGames };
  };
