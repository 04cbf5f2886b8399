/**
 * What only the server can give the race decider (contract 3): the circuit and the secret dice
 * seed. The seed lives in its own keyed item, never in the race stream, until `RaceFinished`.
 */
import { DomainError } from '../../domain/errors.ts';
import type { RaceContext, RaceState } from '../../domain/race/index.ts';
import type { Records } from '../store/records.ts';
import type { Circuits } from './circuits.ts';

const seedKey = (raceId: string) => `SEED#${raceId}`;

/** Stores the seed of a new race; false when the race id is already taken. */
export const saveSeed = (records: Pick<Records, 'putIfAbsent'>, raceId: string, seed: string): Promise<boolean> =>
  records.putIfAbsent(seedKey(raceId), 0, { seed });

/** The circuit and seed of an existing race, for the decider (and for the resolver's `context`). */
export const raceContext =
  ({ records, circuits }: { records: Pick<Records, 'get'>; circuits: Circuits }) =>
  async (state: RaceState): Promise<Omit<RaceContext, 'now'>> => {
    const settings = state.settings;
    if (!settings) throw new DomainError('notFound', 'raceId', 'no such race');
    const [circuit, item] = await Promise.all([circuits.load(settings.rulesetId, settings.circuitId), records.get(seedKey(settings.raceId), 0)]);
    if (typeof item?.seed !== 'string') throw new Error(`race ${settings.raceId} has no seed`);
    return { circuit, seed: item.seed };
  };
