/**
 * Pauses (issue 30; docs/pauses.md), each case worked out by hand on a toy race of three seats
 * whose first turn opens at hour 72 with its deadline 48 hours later, at hour 120.
 */
import { describe, expect, it } from 'vitest';
import type { RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { reminderAt } from '../../domain/race/reminder.ts';
import { refusal } from '../support/refusal.ts';
import { at, threeSeatsAtTurnOne } from './three-seats.ts';
import { toy } from './toy-ruleset.ts';

const race = createRace({ [toy.id]: toy });
const seed = 'feed'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;

const decide = (state: RaceState, command: RaceCommand, hours: number): RaceEvent[] => race.decide(state, command, { now: at(hours), circuit, seed });
const run = (state: RaceState, command: RaceCommand, hours: number): RaceState => decide(state, command, hours).reduce(race.evolve, state);

const racingWith = (settings: Record<string, unknown> = {}): RaceState =>
  threeSeatsAtTurnOne(race.initialState, run, { raceId: 'p1', title: 'Pause GP', ...settings });

const racing = racingWith();
const vote = (car: string, days = 2): RaceCommand => ({ type: 'VotePause', car, reason: `${car} is away`, days });

describe('a pause by a vote of the players', () => {
  it('needs a majority of the three seats: one vote does not pause the race, the second does, with 20 hours left of the 48', () => {
    expect(racing.deadline).toBe(at(120));
    const oneVote = run(racing, vote('1', 3), 100);
    expect(oneVote.pause).toBeUndefined();
    expect(oneVote.deadline).toBe(at(120));
    expect(race.publicView(oneVote, { role: 'public' })?.pauseVotes).toEqual({ votes: 1, needed: 2, pausesLeft: 2, maxDays: 7 });

    const events = decide(oneVote, vote('2', 2), 101);
    // The pause lasts until the earlier `until` (hour 101 + 2 days = hour 149), for the first vote's reason; 19 hours were left.
    expect(events.map((e) => e.type)).toEqual(['PauseVoted', 'RacePaused']);
    expect(events[1]).toMatchObject({ by: 'vote', reason: '1 is away', until: at(149), left: 19 * 3_600_000, votes: ['1', '2'] });
    const paused = events.reduce(race.evolve, oneVote);
    expect(paused.deadline).toBeUndefined();
    expect(paused.pauseVotes).toBeUndefined();
    expect(race.publicView(paused, { role: 'public' })).toMatchObject({
      deadline: null,
      pause: { by: 'vote', reason: '1 is away', at: at(101), until: at(149) },
      pauseVotes: { votes: 0, needed: 2, pausesLeft: 1, maxDays: 7 },
    });
  });

  it('gives the step back the time that was left when the clock stopped: paused with 20 hours left, resumed at hour 130, due at hour 150', () => {
    const paused = run(run(racing, vote('1'), 100), vote('3'), 100);
    expect(paused.pause?.left).toBe(20 * 3_600_000);
    const resumed = decide(paused, { type: 'ResumeRace', reason: 'back early' }, 130);
    expect(resumed).toMatchObject([{ type: 'RaceResumed', by: 'organiser', reason: 'back early', deadline: at(150) }]);
    const state = resumed.reduce(race.evolve, paused);
    expect([state.pause, state.deadline]).toEqual([undefined, at(150)]);
  });

  it('ends at its until by the scheduled resume, and not before', () => {
    // Two days from hour 100: until hour 148.
    const paused = run(run(racing, vote('1'), 100), vote('2'), 100);
    const early = refusal(() => decide(paused, { type: 'ResumeRace', scheduled: true }, 147));
    expect([early.kind, early.field]).toEqual(['conflict', 'until']);
    expect(decide(paused, { type: 'ResumeRace', scheduled: true }, 148)).toMatchObject([{ type: 'RaceResumed', by: 'until', deadline: at(168) }]);
  });

  it('is refused once the race has had as many pauses by vote as its settings allow, naming votePauses', () => {
    const once = racingWith({ votePauses: 1 });
    const pausedAndBack = run(run(run(once, vote('1'), 80), vote('2'), 80), { type: 'ResumeRace' }, 90);
    expect(pausedAndBack.votePausesTaken).toBe(1);
    const refused = refusal(() => decide(pausedAndBack, vote('3'), 91));
    expect([refused.kind, refused.field]).toEqual(['conflict', 'votePauses']);
    expect(race.publicView(pausedAndBack, { role: 'player', car: '3' })?.actions).not.toContain('votePause');
  });

  it('refuses a pause longer than the race allows, a second vote of a seat, and a vote for no length', () => {
    const week = refusal(() => decide(racing, vote('1', 8), 100));
    expect([week.kind, week.field]).toEqual(['invalid', 'days']);
    const short = racingWith({ votePauseDays: 1 });
    const untilTooLate = refusal(() => decide(short, { type: 'VotePause', car: '1', reason: 'away', until: at(125) }, 100));
    expect([untilTooLate.kind, untilTooLate.field]).toEqual(['invalid', 'until']);
    const twice = refusal(() => decide(run(racing, vote('1'), 100), vote('1'), 101));
    expect([twice.kind, twice.field]).toEqual(['conflict', 'car']);
    const neither = refusal(() => decide(racing, { type: 'VotePause', car: '1', reason: 'away' }, 100));
    expect([neither.kind, neither.field]).toEqual(['invalid', 'days']);
  });

  it('lets the votes lapse with the step they were cast in', () => {
    const oneVote = run(racing, vote('1'), 100);
    const played = run(oneVote, { type: 'ResolveTurn', turn: 1 }, 120);
    expect(played.turn).toBe(2);
    expect(played.pauseVotes).toBeUndefined();
    expect(race.publicView(played, { role: 'public' })?.pauseVotes.votes).toBe(0);
  });
});

describe('a pause by the organiser', () => {
  const paused = run(racing, { type: 'PauseRace', reason: 'server move' }, 110);

  it('stops the clock: nothing is due, even with every move in, nobody is reminded, the deadline cannot be moved nor the step played', () => {
    expect(paused.pause).toEqual({ by: 'organiser', reason: 'server move', at: at(110), left: 10 * 3_600_000 });
    const allIn = ['1', '2', '3'].reduce((state, car) => run(state, { type: 'SubmitMove', car, turn: 1, move: { speed: 6 } }, 111), paused);
    expect(race.isDue(allIn, at(200))).toBe(false);
    expect(reminderAt(allIn)).toBeUndefined();
    const extend = refusal(() => decide(paused, { type: 'ExtendDeadline', deadline: at(300) }, 111));
    expect([extend.kind, extend.field]).toEqual(['conflict', 'pause']);
    const forced = refusal(() => decide(allIn, { type: 'ResolveTurn', turn: 1, force: true }, 111));
    expect([forced.kind, forced.field]).toEqual(['conflict', 'pause']);
    expect(race.publicView(paused, { role: 'organiser' })?.actions).toEqual(['resume', 'eliminate', 'handOverSeat']);
  });

  it('is not paused twice nor resumed unpaused, and an until must be later than now', () => {
    expect(refusal(() => decide(paused, { type: 'PauseRace', reason: 'again' }, 111)).field).toBe('pause');
    expect(refusal(() => decide(racing, { type: 'ResumeRace' }, 111)).field).toBe('pause');
    expect(refusal(() => decide(racing, { type: 'PauseRace', reason: 'r', until: at(100) }, 110)).field).toBe('until');
  });

  it('resumes with the 10 hours that were left, and a pause with an until ends there by the scheduled resume', () => {
    expect(run(paused, { type: 'ResumeRace' }, 200).deadline).toBe(at(210));
    const until = run(racing, { type: 'PauseRace', reason: 'holiday', until: at(150) }, 110);
    expect(decide(until, { type: 'ResumeRace', scheduled: true }, 150)).toMatchObject([{ type: 'RaceResumed', by: 'until', deadline: at(160) }]);
  });

  it('ends when the race finishes while paused', () => {
    const over = ['1', '2', '3'].reduce((state, car) => run(state, { type: 'EliminateCar', car, reason: 'gone' }, 111), paused);
    expect(over.phase).toBe('finished');
    expect(over.pause).toBeUndefined();
  });
});
