/** Which race events every registered player is emailed about, apart from the emails themselves. */
import type { RaceEvent } from '../../domain/race/events.ts';
import type { RaceState } from '../../domain/race/state.ts';

/** The events that every registered player is emailed about. */
export const isAnnounced = (event: RaceEvent): boolean => event.type === 'GridPublished' || event.type === 'TurnResolved' || event.type === 'RaceFinished';

/** How many announced events the race has folded: the grid, each resolved turn, the finish. */
export const announcementsOf = (state: RaceState): number =>
  (state.game === undefined ? 0 : 1) + Math.max(0, state.turn - 1) + (state.phase === 'finished' ? 1 : 0);
