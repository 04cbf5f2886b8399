/**
 * The scheduled referee: finds the races whose step is due through the race index (never a
 * scan) and plays that step through the race decider, the grid at the qualifying deadline, the
 * start at the setup deadline, one turn at each turn deadline or as soon as every car still
 * racing has moved (SC-PBEM-6); the organiser may play it sooner (SC-PBEM-4). The step is one
 * commit written by one conditional put: when two resolvers meet, one wins and the other
 * reloads, finds nothing due and stops.
 *
 * Order of the work for one race: commit, then the emails, then the index entry, which records
 * how far the emails went. After a crash or an SES error in between, the index still shows the
 * announcement as owed, even once the API has written a newer command's view over it, so the race
 * stays due and a later run sends the emails of the commits after the last announced one (the
 * notifier skips those already sent). That later run waits `RECOVERY_GRACE_MS` after the commit,
 * so it never races the writer of the commit that is still sending.
 *
 * The players' submissions wait in the step's ballot (functions/store/ballots.ts). The resolver
 * closes the ballot and writes the submissions it plays into the step's commit, in front of the
 * step's result. Retrying a step that never got written closes the same ballot again and plays it
 * with the same seed and the same locked moves, so the same binding and the same rolls.
 */
import { DomainError } from '../../domain/errors.ts';
import type { Race, RaceCommand, RaceContext, RaceEvent, RaceState } from '../../domain/race/index.ts';
import { announcementsOf, isAnnounced } from '../notifier/announcements.ts';
import type { Notifier } from '../notifier/notifier.ts';
import { latestSubmissions, type Ballot, type Ballots, type Submitted } from '../store/ballots.ts';
import { handleCommand } from '../store/commandHandler.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RaceIndex, RaceIndexEntry, RaceView } from '../store/raceIndex.ts';

export interface ResolverDeps {
  race: Race;
  store: EventStore<RaceEvent, RaceState>;
  ballots: Ballots<RaceEvent>;
  index: RaceIndex;
  notifier: Notifier;
  /** The race's compiled circuit and dice, which only the server can build (the seed is secret). */
  context(state: RaceState): Promise<Omit<RaceContext, 'now'>>;
  clock?: () => Date;
}

export interface Resolution {
  raceId: string;
  /** What this call wrote: empty when nothing was due or another resolver was first. */
  events: RaceEvent[];
  state: RaceState;
  /** Emails sent, including those of earlier commits whose emails had not all gone out. */
  emails: number;
}

/** A commit one command just wrote (or the current one, with no events, when it wrote nothing). */
export interface Written {
  events: RaceEvent[];
  state: RaceState;
  commit: number;
}

export interface Resolver {
  /** Plays the due step of every race the index shows due, and sends the emails owed. A race that fails does not stop the others. */
  resolveDue(): Promise<{ resolutions: Resolution[]; failures: { raceId: string; error: unknown }[] }>;
  /** Plays the race's step if it is due now, or at once with `force` (the organiser's "resolve now"). */
  resolveNow(raceId: string, options?: { force?: boolean }): Promise<Resolution>;
  /** Sends the emails of a commit another command wrote (the finish after an elimination); what fails stays owed for the next run. */
  announce(raceId: string, written: Written): Promise<number>;
}

/** Longer than any resolver run (a Lambda runs at most 15 minutes): past it, a commit's writer has finished or died. */
export const RECOVERY_GRACE_MS = 15 * 60_000;

const stepCommand = (state: RaceState, force: boolean): RaceCommand | undefined => {
  switch (state.phase) {
    case 'qualifying':
      return { type: 'PublishGrid', force };
    case 'setup':
      return { type: 'StartRace', force };
    case 'racing':
      return { type: 'ResolveTurn', turn: state.turn, force };
    default:
      return undefined;
  }
};

/** The latest submission of each car the step still waits for, with its revision: what the step plays. */
export const countingSubmissions = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): Submitted<RaceEvent>[] => {
  const awaited = new Set(race.awaited(state));
  return latestSubmissions(ballot).filter(({ event }) => 'car' in event && awaited.has(event.car));
};

/** What the step plays. */
export const submissionsOf = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): RaceEvent[] =>
  countingSubmissions(race, state, ballot).map(({ event }) => event);

/** The race with the submissions of its open step, as the step will see them. */
export const withBallot = (race: Race, state: RaceState, ballot: Ballot<RaceEvent>): RaceState =>
  submissionsOf(race, state, ballot).reduce(race.evolve, state);

/** The index view of `state` at `commit`. */
export const indexEntry = (raceId: string, state: RaceState, commit: number): RaceView => ({
  raceId,
  status: state.phase,
  title: state.settings?.title ?? '',
  circuit: state.settings?.circuitId ?? '',
  ...(state.deadline ? { nextDeadline: new Date(state.deadline).toISOString() } : {}),
  commit,
  announcements: announcementsOf(state),
});

export function createResolver({ race, store, ballots, index, notifier, context, clock = () => new Date() }: ResolverDeps): Resolver {
  /**
   * Commits after `afterCommit` up to `throughCommit` that announce something (grid, turn,
   * finish): their emails may be missing after a crash. A recent one may still be in the hands of
   * the writer of its commit, so it is left to that one until the grace period has passed, and the
   * index is not advanced past it meanwhile.
   */
  const unannounced = async (raceId: string, afterCommit: number, throughCommit: number, now: string) => {
    if (afterCommit >= throughCommit) return { announcements: [], inFlight: false };
    const commits = await store.readCommits(raceId, afterCommit, throughCommit - afterCommit);
    const announcements = commits.map((commit) => commit.events).filter((events) => events.some(isAnnounced));
    const inFlight = announcements.flat().some((event) => Date.parse(now) - Date.parse(event.at) < RECOVERY_GRACE_MS);
    return { announcements, inFlight };
  };

  /** Sends the emails of `written` and those still owed before it, then records in the index how far they went. */
  const announce = async (raceId: string, { events, state, commit }: Written, indexed: RaceIndexEntry | undefined, now: string) => {
    const earlier = await unannounced(raceId, indexed?.announcedCommit ?? 0, events.length > 0 ? commit - 1 : commit, now);
    let emails = 0;
    if (!earlier.inFlight) for (const announced of earlier.announcements) emails += await notifier.published(state, announced);
    if (events.length > 0) emails += await notifier.published(state, events);
    if (!earlier.inFlight) await index.putRace(indexEntry(raceId, state, commit), { announced: announcementsOf(state), announcedCommit: commit });
    return emails;
  };

  const resolve = async (raceId: string, indexed: RaceIndexEntry | undefined, force = false): Promise<Resolution> => {
    const now = clock().toISOString();
    const written = await handleCommand({
      store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state) => {
        const command = stepCommand(state, force);
        const step = race.step(state);
        if (!command || !step) return [];
        if (!force && !race.isDue(withBallot(race, state, await ballots.read(raceId, step)), now)) return [];
        // Closed first: a submission either is in what is played here or is refused as too late.
        const submitted = submissionsOf(race, state, await ballots.close(raceId, step));
        const ready = submitted.reduce(race.evolve, state);
        return [...submitted, ...race.decide(ready, command, { ...(await context(ready)), now })];
      },
    });
    if (written.state.phase === 'none') throw new DomainError('notFound', 'raceId', `no race ${raceId}`);
    const emails = await announce(raceId, written, indexed, now);
    return { raceId, events: written.events, state: written.state, emails };
  };

  return {
    async resolveDue() {
      const due = await index.dueRaces(clock().toISOString());
      const resolutions: Resolution[] = [];
      const failures: { raceId: string; error: unknown }[] = [];
      for (const entry of due) {
        try {
          resolutions.push(await resolve(entry.raceId, entry));
        } catch (error) {
          failures.push({ raceId: entry.raceId, error });
        }
      }
      return { resolutions, failures };
    },

    resolveNow: async (raceId, { force = false } = {}) => resolve(raceId, await index.getRace(raceId), force),

    announce: async (raceId, written) => announce(raceId, written, await index.getRace(raceId), clock().toISOString()),
  };
}
