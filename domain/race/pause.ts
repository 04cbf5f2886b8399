/**
 * Pauses of a race's clock (issue 30; docs/pauses.md): the organiser pauses and resumes it when he
 * decides, and the players pause it by a vote of a majority of the seats still in the race, a
 * number of times per race for a number of days each (the race's `votePauses`, `votePauseDays`).
 * While paused the open step has no deadline: nothing is due and nobody is reminded. A resume
 * gives the step back the time it had left when the clock stopped.
 */

import type * as z from 'zod';
import { conflict, invalid } from '../errors.ts';
import type { PauseRace, ResumeRace, VotePause } from './commands.ts';
import type { Draft } from './events.ts';
import { fitDeadline } from './schedule.ts';
import { type RaceState, seatOf } from './state.ts';

export const DEFAULT_VOTE_PAUSES = 2;
export const DEFAULT_VOTE_PAUSE_DAYS = 7;
const DAY_MS = 86_400_000;

/** The seats still in the race, each by its first car. */
const seatsIn = (state: RaceState): string[] => [
  ...new Set(
    Object.values(state.entries)
      .filter((e) => e.status === 'in')
      .map(seatOf),
  ),
];

/** How many votes pause the race: more than half of the seats still in it. */
export const votesNeeded = (state: RaceState): number => Math.floor(seatsIn(state).length / 2) + 1;

/** How many days a pause by vote may last in the race. */
export const votePauseDaysOf = (state: RaceState): number => state.settings?.votePauseDays ?? DEFAULT_VOTE_PAUSE_DAYS;

/** How many more pauses by vote the race allows. */
export const votePausesLeft = (state: RaceState): number => (state.settings?.votePauses ?? DEFAULT_VOTE_PAUSES) - (state.votePausesTaken ?? 0);

const requireRunning = (state: RaceState, now: string): string => {
  if (state.pause) throw conflict('pause', `the race is paused already, since ${state.pause.at}`);
  const { deadline } = state;
  if (!state.step || deadline === undefined) throw conflict('phase', `the race is in its ${state.phase} phase: no step's clock runs`);
  if (Date.parse(deadline) <= Date.parse(now)) throw conflict('deadline', `the step's deadline, ${deadline}, has passed: it is being played`);
  return deadline;
};

const later = (field: string, until: string, now: string): string => {
  const instant = new Date(until).toISOString();
  if (Date.parse(instant) <= Date.parse(now)) throw invalid(field, `must be later than now, ${now}`);
  return instant;
};

export const pauseByOrganiser = (state: RaceState, { reason, until }: z.infer<typeof PauseRace>, now: string): Draft[] => {
  const deadline = requireRunning(state, now);
  const end = until === undefined ? {} : { until: later('until', until, now) };
  return [{ type: 'RacePaused', by: 'organiser', reason, ...end, left: Date.parse(deadline) - Date.parse(now) }];
};

/**
 * A seat's vote; the vote that makes the majority pauses the race until the earliest `until` of
 * the votes, for the reason of the first of them.
 */
export const voteToPause = (state: RaceState, { car, reason, days, until }: z.infer<typeof VotePause>, now: string): Draft[] => {
  const deadline = requireRunning(state, now);
  const entry = state.entries[car];
  if (entry?.status !== 'in') throw conflict('car', `car ${car} is not in the race`);
  const seat = seatOf(entry);
  if (state.pauseVotes?.[seat]) throw conflict('car', 'your seat has voted to pause this step already');
  const allowed = state.settings?.votePauses ?? DEFAULT_VOTE_PAUSES;
  if (votePausesLeft(state) <= 0) throw conflict('votePauses', `the players may pause this race ${allowed} times by a vote, and have`);
  if ((days === undefined) === (until === undefined)) throw invalid('days', 'give either days or until');
  const maxDays = votePauseDaysOf(state);
  const end = until === undefined ? new Date(Date.parse(now) + (days ?? 0) * DAY_MS).toISOString() : later('until', until, now);
  if (Date.parse(end) - Date.parse(now) > maxDays * DAY_MS)
    throw invalid(until === undefined ? 'days' : 'until', `a pause by vote lasts ${maxDays} days at most`);
  const votes = { ...state.pauseVotes, [seat]: { reason, until: end, at: now } };
  const voted: Draft = { type: 'PauseVoted', car: seat, reason, until: end };
  const seats = Object.keys(votes);
  if (seats.length < votesNeeded(state)) return [voted];
  const ballots = Object.values(votes);
  const first = ballots.reduce((a, b) => (Date.parse(b.at) < Date.parse(a.at) ? b : a));
  const earliest = ballots.map((vote) => vote.until).reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
  return [voted, { type: 'RacePaused', by: 'vote', reason: first.reason, until: earliest, left: Date.parse(deadline) - Date.parse(now), votes: seats }];
};

/** The resume: by the organiser at any time, by the resolver (`scheduled`) once the pause's `until` has come. */
export const resume = (state: RaceState, { reason, scheduled }: z.infer<typeof ResumeRace>, now: string): Draft[] => {
  const { pause } = state;
  if (!pause) throw conflict('pause', 'the race is not paused');
  if (scheduled && (pause.until === undefined || Date.parse(now) < Date.parse(pause.until)))
    throw conflict('until', `the pause lasts until ${pause.until ?? 'the organiser resumes the race'}`);
  const deadline = fitDeadline(new Date(Date.parse(now) + pause.left).toISOString(), state.settings?.schedule);
  return [{ type: 'RaceResumed', by: scheduled ? 'until' : 'organiser', ...(reason ? { reason } : {}), deadline }];
};

/** Whether the resolver should resume the race now: it is paused until an instant that has come. */
export const resumeDue = (state: RaceState, now: string): boolean => state.pause?.until !== undefined && Date.parse(now) >= Date.parse(state.pause.until);
