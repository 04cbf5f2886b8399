/**
 * The scheduled referee: finds the races whose step is due through the race index (never a
 * scan; `dueRaces`, which the fan-out's scheduled run enqueues, functions/fanout) and plays that step through the race decider, the grid at the qualifying deadline, the
 * start at the setup deadline, one turn at each turn deadline or as soon as every car still
 * racing has moved (SC-PBEM-6); the organiser may play it sooner (SC-PBEM-4). The step is one
 * commit written by one conditional put: when two resolvers meet, one wins and the other
 * reloads, finds its step played and stops; a call plays at most the step it began with, so a
 * double click never plays the next one.
 *
 * Exactly once through crashes (a Lambda may die at any await). Before it closes a ballot the
 * resolver records the coming commit in the race's outbox (raceIndex.ts), then closes the ballot,
 * writes the step, sends its emails (each claimed and marked done one by one, delivery.ts), and
 * records in the index how far the emails went; only then is the outbox settled. A run that
 * dies anywhere in between leaves the outbox item, which makes the race due at the next run:
 * a closed ballot without its commit is played with the submissions it holds (the same seed and
 * the same locked moves, so the same binding and the same rolls), and the emails of every commit
 * after the last announced one are sent, skipping those marked done and those another sender
 * holds (the race then stays owed until they are done).
 *
 * The players' submissions wait in the step's ballot (functions/store/ballots.ts). The resolver
 * closes the ballot and writes the submissions it plays into the step's commit, in front of the
 * step's result.
 */
import { DomainError } from '../../domain/errors.ts';
import type { OpenStep, Race, RaceCommand, RaceContext, RaceEvent, RaceState } from '../../domain/race/index.ts';
import { resumeDue } from '../../domain/race/pause.ts';
import { reminderAt } from '../../domain/race/reminder.ts';
import { seatOf } from '../../domain/race/state.ts';
import { announcementsOf, isAnnounced } from '../notifier/announcements.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { Absences } from '../store/absences.ts';
import { type Ballot, type Ballots, ballotStep, latestSubmissions, type Submitted } from '../store/ballots.ts';
import { handleCommand } from '../store/commandHandler.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RaceIndex, RaceIndexEntry, RaceView } from '../store/raceIndex.ts';
import type { Reminder, Reminders } from '../store/reminders.ts';
import type { WaitGroups } from '../store/wait-groups.ts';
import { absentCars, waitedElsewhere } from './absent-cars.ts';
import { type ChannelPosts, createPosting } from './posts.ts';

export interface ResolverDeps {
  race: Race;
  store: EventStore<RaceEvent, RaceState>;
  ballots: Ballots<RaceEvent>;
  index: RaceIndex;
  reminders: Reminders;
  notifier: Notifier;
  /** The race's compiled circuit and dice, which only the server can build (the seed is secret). */
  context(state: RaceState): Promise<Omit<RaceContext, 'now'>>;
  clock?: () => Date;
  /** The players' absences, which a race whose time policy reads them is told of at its deadlines (docs/absences.md). */
  absences?: Pick<Absences, 'list'>;
  /** The races of a season or championship, whose waits for a player's absences one cap counts together (docs/absences.md). */
  waitGroups?: WaitGroups;
  /** The league channels, told in a job of their own once a commit's emails are out (posts.ts); without them the race is told by email only. */
  channels?: ChannelPosts;
}

export interface Resolution {
  raceId: string;
  /** What this call wrote: empty when nothing was due or another resolver was first. */
  events: RaceEvent[];
  state: RaceState;
  /** Emails sent, including those of earlier commits whose emails had not all gone out. */
  emails: number;
  /** The race's last commit, written by this call or found. */
  commit: number;
}

/** A commit one command just wrote (or the current one, with no events, when it wrote nothing). */
export interface Written {
  events: RaceEvent[];
  state: RaceState;
  commit: number;
}

export interface ResolveOptions {
  /** Plays the step before its deadline: the organiser's "resolve now" (SC-PBEM-4). */
  force?: boolean;
  /** The step the caller means, by its name; nothing is played unless it is the step open now. */
  step?: string;
  /**
   * `later`: the emails the commit owes are left to `announceOwed` (the fan-out's email queue,
   * functions/fanout): the race index shows the commit, and the outbox stays until they are out.
   */
  emails?: 'now' | 'later';
}

/** A race the index shows due or owing emails, at the commit the index last saw. */
export interface DueRace {
  raceId: string;
  commit: number;
}

export interface Resolver {
  /** The races the index shows due or owing emails: what a scheduled run hands to the fan-out (functions/fanout). */
  dueRaces(): Promise<DueRace[]>;
  /**
   * Sends the reminders that are due, but those of the races in `playing`, whose step is due and
   * being played (a later run drops them once it is). A reminder that fails does not stop the others.
   */
  remindDue(playing?: ReadonlySet<string>): Promise<{ raceId: string; error: unknown }[]>;
  /** Sends every email the race still owes, through its last commit, and settles its outbox once they are all out (`complete`). */
  announceOwed(raceId: string): Promise<{ emails: number; complete: boolean }>;
  /** Plays the race's step if it is due now, or at once with `force`; at most the step open when it began, or `step`. */
  resolveNow(raceId: string, options?: ResolveOptions): Promise<Resolution>;
  /** Sends the emails of a commit another command wrote (the finish after an elimination); what fails stays owed for the next run. */
  announce(raceId: string, written: Written): Promise<number>;
  /** The league channels' job: posts what the race owes them through `commit`, and settles its outbox once every post is out (posts.ts). */
  postOwed(raceId: string, commit: number): Promise<{ posts: number; complete: boolean }>;
}

/** The latest submission of each car the step still waits for, with its revision: what the step plays. */
export const countingSubmissions = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): Submitted<RaceEvent>[] => {
  const awaited = new Set(race.awaited(state));
  return latestSubmissions(ballot).filter(({ event }) => 'car' in event && awaited.has(event.car));
};

/** What the step plays. */
export const submissionsOf = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): RaceEvent[] =>
  countingSubmissions(race, state, ballot).map(({ event }) => event);

/** The race with the submissions of its open step, as the step will see them. */
export const withBallot = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): RaceState => submissionsOf(race, state, ballot).reduce(race.evolve, state);

/** Schedules the reminder of the race's open step, if it has one (domain/race/reminder.ts): after every commit, which may open a step or move its deadline. */
export const remindLater = async (reminders: Reminders, race: Race, raceId: string, state: RaceState): Promise<void> => {
  const step = race.step(state);
  const at = step && reminderAt({ ...state, step });
  if (step && at) await reminders.schedule(raceId, step.id, step.rank, at);
};

/** When the scheduled run should look at the race: its step's deadline, or while paused the pause's end, which it resumes the race at. */
const wakeAt = (state: RaceState): string | undefined => state.deadline ?? state.pause?.until;

/**
 * The cars of the one seat a step of several seats still waits for, of `waiting` (issue 30: "you
 * are the last to send"); undefined while more seats, or none, are awaited.
 */
export const lastSeatWaiting = (state: RaceState, step: OpenStep, waiting: string[]): string[] | undefined => {
  const seat = (car: string): string => {
    const entry = state.entries[car];
    return entry ? seatOf(entry) : car;
  };
  return new Set(step.cars.map(seat)).size >= 2 && new Set(waiting.map(seat)).size === 1 ? waiting : undefined;
};

/** The index view of `state` at `commit`. */
export const indexEntry = (raceId: string, state: RaceState, commit: number): RaceView => {
  const wake = wakeAt(state);
  return {
    raceId,
    status: state.phase,
    title: state.settings?.title ?? '',
    circuit: state.settings?.circuitId ?? '',
    ...(wake ? { nextDeadline: new Date(wake).toISOString() } : {}),
    commit,
    announcements: announcementsOf(state),
  };
};

export function createResolver({
  race,
  store,
  ballots,
  index,
  reminders,
  notifier,
  context,
  absences,
  waitGroups,
  channels,
  clock = () => new Date(),
}: ResolverDeps): Resolver {
  const posting = createPosting({ channels, store, index });
  /**
   * Sends the emails of every commit after the last one fully announced through `written` (a
   * crash may have lost some), then records in the index how far they went and settles the
   * outbox, unless the league channels' posts of those commits are still owed: their job settles it
   * (posts.ts). While another sender still holds one of the emails, the race stays owed.
   */
  const announce = async (raceId: string, { events, state, commit }: Written, indexed: RaceIndexEntry | undefined) => {
    await remindLater(reminders, race, raceId, state);
    const from = indexed?.announcedCommit ?? 0;
    const through = events.length > 0 ? commit - 1 : commit;
    const earlier = from < through ? await store.readCommits(raceId, from, through - from) : [];
    const owed = [...earlier, { commit, events }].filter((announced) => announced.events.some(isAnnounced));
    let emails = 0;
    let complete = true;
    for (const announced of owed) {
      const published = await notifier.published(state, announced.events, announced.commit);
      emails += published.sent;
      complete &&= published.complete;
    }
    if (!complete) {
      await index.putRace(indexEntry(raceId, state, commit));
      return { emails, complete };
    }
    await index.putRace(indexEntry(raceId, state, commit), { announced: announcementsOf(state), announcedCommit: commit });
    if (!(await posting.handOn(raceId, indexed, from, commit))) await index.settle(raceId, commit);
    return { emails, complete };
  };

  const resolve = async (
    raceId: string,
    indexed: RaceIndexEntry | undefined,
    { force = false, step: meant, emails: when = 'now' }: ResolveOptions = {},
  ): Promise<Resolution> => {
    const now = clock().toISOString();
    let pinned = meant;
    const written = await handleCommand({
      store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state, commit) => {
        // A paused race is looked at only to resume it at its pause's end, once (the commit is conditional); refused before its ballot is closed.
        if (state.pause) {
          if (force) throw new DomainError('conflict', 'pause', `the race is paused since ${state.pause.at}: resume it first`);
          if (!resumeDue(state, now)) return [];
          // Owed before the commit, as every move of a deadline is emailed: a crash right after it must not lose them.
          await index.owe(raceId, commit + 1);
          return race.decide(state, { type: 'ResumeRace', scheduled: true }, { ...(await context(state)), now });
        }
        const step = race.step(state);
        // After losing its commit to another writer the call finds its step played, and stops.
        pinned ??= step?.id;
        if (!step || step.id !== pinned) return [];
        const ballot = await ballots.read(raceId, ballotStep(step));
        // A closed ballot without its commit is a step a crashed run began: it is due now.
        const begun = ballot.closed;
        const collected = withBallot(race, state, ballot);
        if (!force && !begun && !race.isDue(collected, now)) return [];
        const absent = absences ? await absentCars(absences, collected, step.cars, now) : {};
        // A step that waits (time-policy.ts) moves its deadline and leaves its ballot open.
        const away = Object.keys(absent);
        const waited = waitGroups && away.length > 0 && !force && !begun ? await waitedElsewhere(waitGroups, store, raceId, collected, away) : undefined;
        const waiting = force || begun ? [] : race.postpone(collected, { now, absent, ...(waited ? { waitedElsewhere: waited } : {}) });
        // Owed before the commit either way: the step's emails, or those of its deadline's move.
        await index.owe(raceId, commit + 1);
        if (waiting.length > 0) return waiting;
        // Closed first: a submission either is in what is played here or is refused as too late.
        const submitted = submissionsOf(race, state, await ballots.close(raceId, ballotStep(step)));
        const ready = submitted.reduce(race.evolve, state);
        const command: RaceCommand = { type: 'PlayStep', step: step.id, force: force || begun };
        return [...submitted, ...race.decide(ready, command, { ...(await context(ready)), now, absent })];
      },
    });
    if (written.state.phase === 'none') throw new DomainError('notFound', 'raceId', `no race ${raceId}`);
    if (when === 'later') {
      await remindLater(reminders, race, raceId, written.state);
      await index.putRace(indexEntry(raceId, written.state, written.commit));
      return { raceId, events: written.events, state: written.state, emails: 0, commit: written.commit };
    }
    const { emails } = await announce(raceId, written, indexed);
    return { raceId, events: written.events, state: written.state, emails, commit: written.commit };
  };

  /**
   * Reminds the players the open step still waits for, but those whose standing order will play
   * for them; a reminder of a step no longer open is dropped. It stays due until every email of it
   * is out.
   */
  const remind = async ({ raceId, step: meant, rank, kind = 'deadline' }: Reminder): Promise<void> => {
    const state = (await store.head(raceId))?.state;
    const step = state && race.step(state);
    if (!state || !step || step.id !== meant) return reminders.done(raceId, rank, kind);
    // Paused, it stays due: the resume schedules it again at the new deadline's lead.
    if (state.pause) return;
    const collected = withBallot(race, state, await ballots.read(raceId, ballotStep(step)));
    if (kind === 'last') {
      // Whoever the step waits for when the run comes: the last seat still, or nobody to tell.
      const last = lastSeatWaiting(
        collected,
        step,
        step.cars.filter((car) => collected.pending[car] === undefined),
      );
      if (!last || (await notifier.lastToSend(collected, step, last)).complete) await reminders.done(raceId, rank, kind);
      return;
    }
    const waiting = step.cars.filter((car) => collected.pending[car] === undefined && collected.standingOrders?.[car] === undefined);
    if ((await notifier.remind(collected, step, waiting)).complete) await reminders.done(raceId, rank);
  };

  return {
    async dueRaces() {
      const [due, owing] = await Promise.all([index.dueRaces(clock().toISOString()), index.owing()]);
      const races = new Map<string, number>(due.map((entry) => [entry.raceId, entry.commit]));
      for (const raceId of owing) if (!races.has(raceId)) races.set(raceId, (await index.getRace(raceId))?.commit ?? 0);
      return [...races].map(([raceId, commit]) => ({ raceId, commit }));
    },

    async remindDue(playing = new Set<string>()) {
      const failures: { raceId: string; error: unknown }[] = [];
      for (const reminder of await reminders.due(clock().toISOString())) {
        if (playing.has(reminder.raceId)) continue;
        try {
          await remind(reminder);
        } catch (error) {
          failures.push({ raceId: reminder.raceId, error });
        }
      }
      return failures;
    },

    async announceOwed(raceId) {
      const head = await store.head(raceId);
      if (!head) return { emails: 0, complete: true };
      return announce(raceId, { events: [], state: head.state, commit: head.commit }, await index.getRace(raceId));
    },

    resolveNow: async (raceId, options) => resolve(raceId, await index.getRace(raceId), options),

    announce: async (raceId, written) => (await announce(raceId, written, await index.getRace(raceId))).emails,

    postOwed: posting.postOwed,
  };
}
