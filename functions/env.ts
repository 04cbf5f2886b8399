import * as z from 'zod';

/** What both Lambdas read from their environment. */
export const BackendEnv = z.object({
  TABLE_NAME: z.string().min(3),
  SENDER_EMAIL: z.email(),
  /** The API's public URL, for the links in the emails. */
  PUBLIC_URL: z.url().optional(),
  /** The web pages' public URL, for the race page the emails link to; PUBLIC_URL without it. */
  WEB_URL: z.url().optional(),
  /** sha256 (hex) of the organiser's bearer token, for the organiser's routes both serve; the token itself is never deployed. */
  ORGANISER_TOKEN_HASH: z.string().regex(/^[0-9a-f]{64}$/),
  /** Days away a calendar year allows each player (docs/absences.md); 21 when unset. */
  ABSENCE_DAYS_PER_YEAR: z.coerce.number().int().min(0).max(366).optional(),
});
export type BackendEnv = z.infer<typeof BackendEnv>;
