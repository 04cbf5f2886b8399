/**
 * The drivers' ratings recomputed from the races' exports alone (issue 29): each export audited
 * and replayed to its end, read as the API reads a finished race (domain/league/race-result.ts),
 * and rated in the order the races finished. The API's ratings (`RESOLVER_ROUTES.ratings`) must
 * be these.
 */
import { invalid } from '../../domain/errors.ts';
import { rateFinished } from '../../domain/league/race-result.ts';
import type { Ratings } from '../../domain/league/ratings.ts';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { replayExport } from './audit.ts';
import { parseExport } from './export.ts';

export function ratingsFromExports(exports: readonly unknown[], rulesets: Record<string, AnyRuleset>): Ratings {
  const races = exports.map((exported, index) => {
    const { raceId } = parseExport(exported);
    const { result, state } = replayExport(exported, rulesets);
    if (!result.ok) throw invalid(`exports[${index}]`, `race ${raceId} diverges at commit ${result.divergence.commit}: ${result.divergence.what}`);
    return { raceId, state };
  });
  return rateFinished(races);
}
