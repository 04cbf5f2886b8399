/**
 * The races whose waits for absent players one cap counts together (docs/absences.md): a season's
 * races, or a championship's. One item per race naming its group, written when the season or the
 * championship is created, before it is stored, so that a retried creation writes what a crash
 * left out; a race already in a group keeps it (its first season or championship).
 */
import * as z from 'zod';
import type { Records } from './records.ts';
import { keys } from './table.ts';

export interface WaitGroups {
  /** The races of `raceId`'s season or championship, itself among them; undefined for a race in none. */
  of(raceId: string): Promise<string[] | undefined>;
}

/** Puts every race of `races` in their group, but those already in one. */
export const joinWaitGroup = async (records: Pick<Records, 'putIfAbsent'>, races: readonly string[]): Promise<void> => {
  for (const raceId of races) await records.putIfAbsent(keys.waitGroup(raceId), 0, { races: JSON.stringify(races) });
};

export const createWaitGroups = (records: Pick<Records, 'get'>): WaitGroups => ({
  async of(raceId) {
    const item = await records.get(keys.waitGroup(raceId), 0);
    return typeof item?.races === 'string' ? z.array(z.string()).parse(JSON.parse(item.races)) : undefined;
  },
});
