/** Which race events every registered player is emailed about, apart from the emails themselves. */
import type { RaceEvent } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/state.ts';

/** The events that every registered player is emailed about. */
export const isAnnounced = (event: RaceEvent): boolean =>
  event.type === 'GridPublished' || event.type === 'RaceStarted' || event.type === 'TurnResolved' || event.type === 'RaceFinished';

/**
 * How many announced events the race has folded: the grid, the start, each resolved turn, the
 * finish. From the start on, `turn` counts the start and the turns resolved before it.
 */
export const announcementsOf = (state: RaceState): number => (state.game === undefined ? 0 : 1) + state.turn + (state.phase === 'finished' ? 1 : 0);
