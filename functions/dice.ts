import { randomBytes } from 'node:crypto';

/** A race's secret dice seed: 32 random bytes as hex, drawn once at race creation (contract 3). */
export const createSeed = (): string => randomBytes(32).toString('hex');
