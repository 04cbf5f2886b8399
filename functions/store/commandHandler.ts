/**
 * The write side in one loop (Emmett's command handler): load the latest snapshot and the
 * commits after it, fold them, decide, append at the next commit number. When another writer
 * took that number first, reload and decide again on the newer state; never overwrite.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ConcurrencyError } from './errors.ts';
import type { EventStore } from './eventStore.ts';

export interface CommandOptions<S, E> {
  store: EventStore<E, S>;
  raceId: string;
  initial: S;
  evolve: (state: S, event: E) => S;
  /** May throw (a `DomainError` refuses the command); an empty list writes nothing. */
  decide: (state: S) => E[] | Promise<E[]>;
  /** Save a snapshot once this many commits follow the last one, bounding the cost of a load. */
  snapshotEvery?: number;
  /** Attempts before a `ConcurrencyError` is given up to the caller. */
  maxAttempts?: number;
}

export interface CommandResult<S, E> {
  events: E[];
  /** The commit the events were written as, or the current commit when nothing was written. */
  commit: number;
  state: S;
  /** Commit numbers lost to other writers before this one landed. */
  conflicts: number;
}

const BACKOFF_BASE_MS = 5;
const BACKOFF_CAP_MS = 200;

/** Full jitter: concurrent losers spread out instead of colliding again in step. */
const backoff = (attempt: number): Promise<void> =>
  sleep(Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));

export async function handleCommand<S, E>({
  store,
  raceId,
  initial,
  evolve,
  decide,
  snapshotEvery = 10,
  maxAttempts = 10,
}: CommandOptions<S, E>): Promise<CommandResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const { snapshot, commits, commit } = await store.loadLatest(raceId);
    const state = commits.flatMap((c) => c.events).reduce(evolve, snapshot?.state ?? initial);
    const events = await decide(state);
    if (events.length === 0) return { events, commit, state, conflicts: attempt };
    try {
      await store.append(raceId, commit + 1, events);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt + 1 >= maxAttempts) throw error;
      await backoff(attempt);
      continue;
    }
    const next = events.reduce(evolve, state);
    if (commit + 1 - (snapshot?.commit ?? 0) >= snapshotEvery) await store.saveSnapshot(raceId, commit + 1, next);
    return { events, commit: commit + 1, state: next, conflicts: attempt };
  }
}
