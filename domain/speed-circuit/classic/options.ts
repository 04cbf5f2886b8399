/**
 * What the organiser may choose when creating a classic race (SCC-WIN-2 Proposed): whether the
 * race ends with the turn in which the first car finishes (SCC-WIN-1, the default), or goes on
 * until every running car has finished, as AICS races do (SC-WIN-1), a deliberate deviation.
 */
import * as z from 'zod';

export const FinishRule = z.enum(['firstCar', 'allCars']);
export type FinishRule = z.infer<typeof FinishRule>;

export const ClassicOptions = z.object({ finish: FinishRule.default('firstCar') }).strict();
export type ClassicOptions = z.infer<typeof ClassicOptions>;
