/**
 * What only the server can give the race decider (contract 3): the circuit and the secret dice
 * seed. The seed lives in its own keyed item, never in the race stream, until `RaceFinished`.
 */
import { DomainError } from '../../domain/errors.ts';
import type { RaceContext, RaceState } from '../../domain/race/index.ts';
import type { Circuits } from './circuits.ts';
import type { Records } from './records.ts';

const seedKey = (raceId: string) => `SEED#${raceId}`;

/** Stores the seed of a new race; false when the race id is already taken. */
export const saveSeed = (records: Pick<Records, 'putIfAbsent'>, raceId: string, seed: string): Promise<boolean> =>
  records.putIfAbsent(seedKey(raceId), 0, { seed });

/** The seed kept for `raceId`, if any. */
export const loadSeed = async (records: Pick<Records, 'get'>, raceId: string): Promise<string | undefined> => {
  const seed = (await records.get(seedKey(raceId), 0))?.seed;
  return typeof seed === 'string' ? seed : undefined;
};

/**
 * The circuit and seed of an existing race, for the decider (and for the resolver's `context`).
 * A race's seed never changes once written, so each process reads it once.
 */
export const raceContext = ({ records, circuits }: { records: Pick<Records, 'get'>; circuits: Circuits }) => {
  const seeds = new Map<string, string>();
  const seedOf = async (raceId: string): Promise<string> => {
    const known = seeds.get(raceId);
    if (known !== undefined) return known;
    const seed = await loadSeed(records, raceId);
    if (seed === undefined) throw new Error(`race ${raceId} has no seed`);
    seeds.set(raceId, seed);
    return seed;
  };
  return async (state: RaceState): Promise<Omit<RaceContext, 'now'>> => {
    const settings = state.settings;
    if (!settings) throw new DomainError('notFound', 'raceId', 'no such race');
    const [circuit, seed] = await Promise.all([circuits.load(settings.rulesetId, settings.circuitId), seedOf(settings.raceId)]);
    return { circuit, seed };
  };
};
