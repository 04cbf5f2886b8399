/**
 * The scheduled referee: finds the races whose step is due through the race index (never a
 * scan) and plays that step through the race decider, the grid at the qualifying deadline, the
 * start at the setup deadline, one turn at each turn deadline or as soon as every car still
 * racing has moved (SC-PBEM-6). The step is one commit written by one conditional put: when two
 * resolvers meet, one wins and the other reloads, finds nothing due and stops.
 *
 * Order of the work for one race: commit, then the emails, then the index entry. The index entry
 * is written last because it is what takes the race off the due list: after a crash or an SES
 * error in between, the race stays due and a later run sends the emails of the commits the index
 * has not seen (the notifier skips those already sent). That later run waits `RECOVERY_GRACE_MS`
 * after the commit, so it never races the resolver that wrote it and is still sending. The gap:
 * if the API writes the index for a newer command before that run (a move of the next turn),
 * the index no longer shows the unsent commit and its emails are not sent.
 *
 * Retrying a step that never got written plays it again with the same seed and the same locked
 * moves, so the same binding and the same rolls.
 */
import { DomainError } from '../../domain/errors.ts';
import type { Race, RaceCommand, RaceContext, RaceEvent, RaceState } from '../../domain/race/index.ts';
import { isAnnounced, type Notifier } from '../notifier/notifier.ts';
import { handleCommand } from '../store/commandHandler.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RaceIndex, RaceIndexEntry } from '../store/raceIndex.ts';

export interface ResolverDeps {
  race: Race;
  store: EventStore<RaceEvent, RaceState>;
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

export interface Resolver {
  /** Plays the due step of every race the index shows due. A race that fails does not stop the others. */
  resolveDue(): Promise<{ resolutions: Resolution[]; failures: { raceId: string; error: unknown }[] }>;
  /** Plays the race's step if it is due now: for the organiser, and right after a move completes the turn. */
  resolveNow(raceId: string): Promise<Resolution>;
}

/** Longer than any resolver run (a Lambda runs at most 15 minutes): past it, a commit's writer has finished or died. */
export const RECOVERY_GRACE_MS = 15 * 60_000;

const stepCommand = (state: RaceState): RaceCommand | undefined => {
  switch (state.phase) {
    case 'qualifying':
      return { type: 'PublishGrid' };
    case 'setup':
      return { type: 'StartRace' };
    case 'racing':
      return { type: 'ResolveTurn', turn: state.turn };
    default:
      return undefined;
  }
};

/** The index entry that reflects `state` at `commit`. */
export const indexEntry = (raceId: string, state: RaceState, commit: number): RaceIndexEntry => ({
  raceId,
  status: state.phase,
  title: state.settings?.title ?? '',
  circuit: state.settings?.circuitId ?? '',
  ...(state.deadline ? { nextDeadline: new Date(state.deadline).toISOString() } : {}),
  commit,
});

export function createResolver({ race, store, index, notifier, context, clock = () => new Date() }: ResolverDeps): Resolver {
  /**
   * Commits after the index entry that announce something (grid, turn, finish) and were not
   * written just now by this call: their emails may be missing after a crash. A recent one may
   * still be in the hands of the resolver that wrote it, so it is left to that one until the
   * grace period has passed, and the index is not advanced past it meanwhile.
   */
  const unannounced = async (raceId: string, indexed: RaceIndexEntry | undefined, lastCommit: number, now: string) => {
    if (!indexed || indexed.commit >= lastCommit) return { announcements: [], inFlight: false };
    const commits = await store.readCommits(raceId, indexed.commit, lastCommit - indexed.commit);
    const announcements = commits.map((commit) => commit.events).filter((events) => events.some(isAnnounced));
    const inFlight = announcements.flat().some((event) => Date.parse(now) - Date.parse(event.at) < RECOVERY_GRACE_MS);
    return { announcements, inFlight };
  };

  const resolve = async (raceId: string, indexed: RaceIndexEntry | undefined): Promise<Resolution> => {
    const now = clock().toISOString();
    const result = await handleCommand({
      store,
      raceId,
      initial: race.initialState,
      evolve: race.evolve,
      decide: async (state) => {
        const command = stepCommand(state);
        if (!command || !race.isDue(state, now)) return [];
        return race.decide(state, command, { ...(await context(state)), now });
      },
    });
    const { events, state, commit } = result;
    if (state.phase === 'none') throw new DomainError('notFound', 'raceId', `no race ${raceId}`);
    const earlier = await unannounced(raceId, indexed, events.length > 0 ? commit - 1 : commit, now);
    let emails = 0;
    if (!earlier.inFlight) for (const announced of earlier.announcements) emails += await notifier.published(state, announced);
    if (events.length > 0) emails += await notifier.published(state, events);
    if (!earlier.inFlight) await index.putRace(indexEntry(raceId, state, commit));
    return { raceId, events, state, emails };
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

    resolveNow: async (raceId) => resolve(raceId, await index.getRace(raceId)),
  };
}
