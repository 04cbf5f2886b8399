/**
 * What the organiser chooses for a league's season (issue 29), stored with the season and sent by
 * the organiser's page: how many drivers of each tier move up and down at the season's end, and
 * how drivers level in a tier's standings are told apart. Whether the numbers fit the tiers is
 * checked when the season closes (promotion.ts), when the tiers' sizes are known.
 */
import * as z from 'zod';

/**
 * `countBack`: more best places (more wins, then more second places, …) over the tier's races;
 * `headToHead`: more races finished ahead of the others still level.
 */
export const TieBreak = z.enum(['countBack', 'headToHead']);
export type TieBreak = z.infer<typeof TieBreak>;

export const SeasonRules = z.object({
  /** Drivers of each tier but the first who move up a tier. */
  promote: z.number().int().min(0),
  /** Drivers of each tier but the last who move down a tier. */
  relegate: z.number().int().min(0),
  /** Applied in this order to drivers level in the standings; each at most once. */
  tieBreaks: z
    .array(TieBreak)
    .max(TieBreak.options.length)
    .refine((tieBreaks) => new Set(tieBreaks).size === tieBreaks.length, { message: 'a tie-break appears twice' }),
});
export type SeasonRules = z.infer<typeof SeasonRules>;
