/**
 * The record a race may ask of a driver to register (issue 29): how many of the races he entered
 * have finished, and the share of the steps he was awaited in that he sent in time, as his record counts them
 * (domain/league/driver-record.ts). The figures are read by the application and handed to
 * `decide`, which judges them here.
 */
import * as z from 'zod';
import { forbidden } from '../errors.ts';

export const MinimumRecord = z.strictObject({
  /** Races he entered that have reached their finish, whether he was still in them or not: a race still open counts nothing. */
  finished: z.number().int().min(1).max(1000).optional(),
  /** Steps sent in time over steps awaited, 0 to 1. */
  onTime: z.number().min(0).max(1).optional(),
});
export type MinimumRecord = z.infer<typeof MinimumRecord>;

/** A registering driver's figures, as his record's totals give them. */
export const RecordFigures = z.object({
  finished: z.number().int().min(0),
  /** Null before any step waited for him. */
  onTime: z.number().min(0).max(1).nullable(),
});
export type RecordFigures = z.infer<typeof RecordFigures>;

const percent = (share: number) => `${Math.floor(share * 100)}%`;

/**
 * Refuses a driver short of `minimum`. A driver no step has waited for yet has no on-time share to
 * fall short of: only a `finished` minimum keeps a newcomer out.
 */
export const requireRecord = (minimum: MinimumRecord, name: string, figures: RecordFigures): void => {
  if (minimum.finished !== undefined && figures.finished < minimum.finished)
    throw forbidden('name', `${name}'s record: ${figures.finished} finished ${figures.finished === 1 ? 'race' : 'races'}; this race asks ${minimum.finished}`);
  if (minimum.onTime !== undefined && figures.onTime !== null && figures.onTime < minimum.onTime)
    throw forbidden('name', `${name}'s record: on time in ${percent(figures.onTime)} of the steps awaited; this race asks ${percent(minimum.onTime)}`);
};
