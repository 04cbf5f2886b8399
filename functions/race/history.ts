/** A race's history as a viewer may read it, and its export for the auditor. */
import type { RaceState, Viewer } from '../../domain/race/index.ts';
import { handedOverSeats } from '../../domain/race/tenure.ts';
import type { Disclosure } from '../../domain/race/view.ts';
import type { Service } from './service.ts';

/** The shuffles' orders are shown once the finish has revealed the seed they are recomputed from; the game says what else each viewer sees. */
const disclosure = (state: RaceState): Disclosure => ({ seedRevealed: state.seed !== undefined, state });

export async function history({ deps, race }: Service, raceId: string, state: RaceState, after: number, viewer: Viewer) {
  const commits = await deps.store.readCommits(raceId, after);
  return {
    commits: commits.map((k) => ({ commit: k.commit, at: k.at, events: k.events.map((e) => race.redactEvent(e, viewer, disclosure(state))) })),
    last: commits.at(-1)?.commit ?? after,
  };
}

export async function exportOf({ deps, race, load }: Service, raceId: string) {
  const { state } = await load(raceId);
  const commits = await deps.store.readCommits(raceId);
  return {
    raceId,
    seedHash: state.settings?.seedHash,
    seed: state.seed ?? null,
    // Who drove which steps of a seat handed over, which the log's SeatHandedOver events say too, here for the championships and the records.
    tenures: handedOverSeats(state),
    // The finish reveals the standing orders, which the auditor needs to replay the turns they drove, and the shuffles' orders.
    commits: commits.map((k) => ({
      commit: k.commit,
      at: k.at,
      events: k.events.map((e) =>
        e.type === 'StandingOrderSet' && state.phase === 'finished' ? e : race.redactEvent(e, { role: 'public' }, disclosure(state)),
      ),
    })),
  };
}
