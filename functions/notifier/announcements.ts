/** Which race events every registered player is emailed about, apart from the emails themselves. */
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import { type RaceState, stepsPlayed } from '../../domain/race/state.ts';

/** The events that every registered player is emailed about: every step played, and the finish. */
export const isAnnounced = (event: RaceEvent): boolean => isStepRecord(event) || event.type === 'RaceFinished';

/** How many announced events the race has folded: each step played, and the finish. */
export const announcementsOf = (state: RaceState): number => stepsPlayed(state) + (state.phase === 'finished' ? 1 : 0);
