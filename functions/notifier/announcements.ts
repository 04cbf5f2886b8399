/** Which race events every registered player is emailed about, apart from the emails themselves. */
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import { type RaceState, stepsPlayed } from '../../domain/race/state.ts';

/** The events that every registered player is emailed about: the close of registration (the first step opens), every step played, and the finish. */
export const isAnnounced = (event: RaceEvent): boolean => event.type === 'RegistrationClosed' || isStepRecord(event) || event.type === 'RaceFinished';

/** Whether the race's registration has closed: it has gone on to its steps. */
const closed = (state: RaceState): boolean => state.phase !== 'none' && state.phase !== 'registration';

/** How many announced events the race has folded: the close of registration, each step played, and the finish. */
export const announcementsOf = (state: RaceState): number => (closed(state) ? 1 : 0) + stepsPlayed(state) + (state.phase === 'finished' ? 1 : 0);
