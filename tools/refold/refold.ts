/**
 * Refolding a race: its events read again (upcast to today's shapes on the way, by the store) and
 * folded with today's `evolve`, each commit's snapshot rewritten where it differs from that fold.
 * For a rules fix that changes what a race's events lead to (the fold), replayed into running
 * races. Snapshots are derived data: the events are never touched (contract 1).
 *
 * A command landing while the refold runs was decided on the old snapshot: the refold goes on
 * reading until no commit is newer than the last it folded, so such a commit is refolded too.
 */
import { isDeepStrictEqual } from 'node:util';
import type * as z from 'zod';
import type { EventStore } from '../../functions/store/eventStore.ts';

export interface RefoldOptions<E, S> {
  store: EventStore<E, S>;
  raceId: string;
  initial: S;
  evolve: (state: S, event: E) => S;
  /**
   * The store's snapshot schema: a snapshot differs when its stored JSON is not the value the store
   * would write for the fold. Values, not bytes: the order of keys may differ between the events a
   * command decided (what its snapshot was folded from) and the same events as the store reads them.
   */
  snapshotSchema: z.ZodType<S>;
  /** Reports what would change, and changes nothing. */
  dryRun?: boolean;
}

export interface RefoldResult {
  /** Commits folded. */
  commits: number;
  /** Commits whose snapshot differed from the fold (rewritten, unless a dry run). */
  changed: number[];
}

/** A stored snapshot's value; a text that is no JSON (corrupted) is no snapshot. */
const parsed = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export async function refold<E, S>({ store, raceId, initial, evolve, snapshotSchema, dryRun = false }: RefoldOptions<E, S>): Promise<RefoldResult> {
  let state = initial;
  let last = 0;
  const changed: number[] = [];
  for (;;) {
    const commits = await store.readCommits(raceId, last);
    if (commits.length === 0) break;
    const stored = new Map((await store.readSnapshots(raceId)).map(({ commit, state }) => [commit, state]));
    for (const { commit, events } of commits) {
      if (commit !== last + 1) throw new Error(`race ${raceId}: commit ${last + 1} is missing before commit ${commit}`);
      state = events.reduce(evolve, state);
      if (!isDeepStrictEqual(parsed(stored.get(commit)), JSON.parse(JSON.stringify(snapshotSchema.parse(state))))) {
        changed.push(commit);
        if (!dryRun) await store.rewriteSnapshot(raceId, commit, state);
      }
      last = commit;
    }
  }
  return { commits: last, changed };
}
