/**
 * The shape of a race's export (`API_ROUTES.export`): the race's whole log as the public sees it, one entry per
 * commit. Private payloads of players' submissions (pole laps, setups, moves) and players' emails
 * and token hashes are left out of it; the referee's events reveal the locked payloads.
 */
import * as z from 'zod';
import { invalid } from '../../domain/errors.ts';
import { API_ROUTES } from '../../functions/http/routes.ts';

const ExportedEvent = z.looseObject({ type: z.string(), at: z.string() });

export const RaceExport = z.object({
  raceId: z.string(),
  seedHash: z.string().optional(),
  /** `null` until the race has finished. */
  seed: z.string().nullable(),
  commits: z.array(z.object({ commit: z.number().int(), at: z.string(), events: z.array(ExportedEvent) })),
});
export type RaceExport = z.infer<typeof RaceExport>;

export function parseExport(exported: unknown): RaceExport {
  const result = RaceExport.safeParse(exported);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || 'export';
  throw invalid(field, `not a race export (GET ${API_ROUTES.export.path}): ${field}: ${issue?.message ?? 'unreadable'}`);
}
