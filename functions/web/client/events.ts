/** The public events of a race the page reads, accumulated commit by commit. */
import type { Roll } from '../../../domain/dice.ts';
import { api } from './api.ts';

export interface TurnResolved {
  type: 'TurnResolved';
  turn: number;
  /** `null` for a car the non-human player drove. */
  moves: Record<string, unknown>;
  events: unknown[];
  rolls: Roll[];
}

type Seen = TurnResolved | { type: string };

export interface History {
  last: number;
  turns: TurnResolved[];
}

export const emptyHistory = (): History => ({ last: 0, turns: [] });

/** Reads the commits after `history.last`; true when there were any. */
export async function catchUp(raceId: string, history: History, token: string | null): Promise<boolean> {
  const page = await api<{ commits: { events: Seen[] }[]; last: number }>(`/races/${encodeURIComponent(raceId)}/events?after=${history.last}`, { token });
  for (const event of page.commits.flatMap((commit) => commit.events)) {
    if (event.type === 'TurnResolved') history.turns.push(event as TurnResolved);
  }
  history.last = page.last;
  return page.commits.length > 0;
}
