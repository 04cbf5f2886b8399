/** The public events of a race the page reads, accumulated commit by commit: every step played, whatever its game. */
import type { Roll } from '../../../domain/dice.ts';
import type { StepRecord } from '../../../domain/race/events.ts';
import { lockedOf, playedStepOf } from '../../../domain/race/records.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { api } from './api.ts';

const RECORDS: ReadonlySet<string> = new Set(['GridPublished', 'RaceStarted', 'TurnResolved', 'StepPlayed']);

/** A step as the reports and the replay show it. */
export interface PlayedStep {
  id: string;
  kind: string;
  number: number;
  /** The submissions it played, by car: `null` for a car the non-human player drove, `(secret)` for one the game keeps secret. */
  submissions: Record<string, unknown>;
  events: unknown[];
  rolls: Roll[];
}

export interface History {
  last: number;
  steps: PlayedStep[];
}

export const emptyHistory = (): History => ({ last: 0, steps: [] });

/** Reads the commits after `history.last`; true when there were any. */
export async function catchUp(raceId: string, history: History, token: string | null): Promise<boolean> {
  const page = await api<{ commits: { events: { type: string }[] }[]; last: number }>(API_ROUTES.events, {
    parameters: { id: raceId },
    query: { after: history.last },
    token,
  });
  for (const event of page.commits.flatMap((commit) => commit.events)) {
    if (!RECORDS.has(event.type)) continue;
    const record = event as StepRecord;
    history.steps.push({ ...playedStepOf(record), submissions: lockedOf(record), events: record.events, rolls: 'rolls' in record ? record.rolls : [] });
  }
  history.last = page.last;
  return page.commits.length > 0;
}
