/** Which race events every registered player is emailed about, apart from the emails themselves. */
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import { type RaceState, stepsPlayed } from '../../domain/race/state.ts';

/** The events that move the open step's deadline, each told once to every player still racing (deadline-email.ts). */
export type DeadlineMove = Extract<RaceEvent, { type: 'RacePaused' | 'RaceResumed' | 'DeadlineExtended' }>;

export const movesDeadline = (event: RaceEvent): event is DeadlineMove =>
  event.type === 'RacePaused' || event.type === 'RaceResumed' || event.type === 'DeadlineExtended';

/**
 * The events that the players are emailed about: the close of registration (the first step
 * opens), every step played, the finish, and every move of the open step's deadline.
 */
export const isAnnounced = (event: RaceEvent): boolean =>
  event.type === 'RegistrationClosed' || isStepRecord(event) || event.type === 'RaceFinished' || movesDeadline(event);

/** Whether the race's registration has closed: it has gone on to its steps. */
const closed = (state: RaceState): boolean => state.phase !== 'none' && state.phase !== 'registration';

/**
 * How many announced events the race has folded: the close of registration, each step played, and
 * the finish. A deadline's moves are not counted: their emails are owed through the outbox alone.
 */
export const announcementsOf = (state: RaceState): number => (closed(state) ? 1 : 0) + stepsPlayed(state) + (state.phase === 'finished' ? 1 : 0);
