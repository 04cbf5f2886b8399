/**
 * The write side in one loop (Emmett's command handler): load the newest commit's state, decide,
 * append the events with the state they leave at the next commit number. When another writer
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
  /** Decides on the state at commit `commit`; may throw (a `DomainError` refuses the command); an empty list writes nothing. */
  decide: (state: S, commit: number) => E[] | Promise<E[]>;
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
const backoff = (attempt: number): Promise<void> => sleep(Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt));

export async function handleCommand<S, E>({ store, raceId, initial, evolve, decide, maxAttempts = 10 }: CommandOptions<S, E>): Promise<CommandResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const head = await store.head(raceId);
    const state = head?.state ?? initial;
    const commit = head?.commit ?? 0;
    const events = await decide(state, commit);
    if (events.length === 0) return { events, commit, state, conflicts: attempt };
    const next = events.reduce(evolve, state);
    try {
      await store.append(raceId, commit + 1, events, next);
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt + 1 >= maxAttempts) throw error;
      await backoff(attempt);
      continue;
    }
    return { events, commit: commit + 1, state: next, conflicts: attempt };
  }
}
