/**
 * Tiers seeded by the drivers' ratings in a game (issue 29, domain/league/seeding.ts), from the
 * ratings as every finished race gives them now (ratings.ts): a first season's tiers cut from the
 * organiser's list of drivers, and a next season's newcomers placed in the close's tiers.
 */
import * as z from 'zod';
import { placeNewcomers, type Seed, seedTiers } from '../../domain/league/seeding.ts';
import { own } from '../../domain/own.ts';
import { RulesetId } from '../../domain/race/commands.ts';
import { PlainText } from '../../domain/text.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Records } from '../store/records.ts';
import { type RatingDeps, ratingsOf } from './ratings.ts';
import { RegisterBody } from './schemas.ts';

export const SeedTiersBody = z.object({
  rulesetId: RulesetId,
  /** The league's drivers, by the names they enter races under; drivers level on rating stay in this order. */
  drivers: z.array(PlainText.trim().min(1).max(60)).min(1).max(500),
  /** How many drivers each tier takes, top first: as many as the drivers in all. */
  sizes: z.array(z.number().int().min(1).max(500)).min(1).max(12),
});

/** A next season's drivers new to the league: each registered under the address given, placed by his rating. */
export const Newcomers = z.array(RegisterBody).max(100).default([]);

const gameRatings = async (deps: RatingDeps, rulesetId: string) => own(await ratingsOf(deps), rulesetId) ?? {};

export async function seededTiers(deps: RatingDeps & { rulesets: Record<string, unknown> }, body: z.infer<typeof SeedTiersBody>): Promise<Seed[][]> {
  if (!own(deps.rulesets, body.rulesetId)) throw new HttpProblem(400, `no game ${body.rulesetId}`, [{ field: 'rulesetId', reason: 'no such ruleset' }]);
  return seedTiers(body.drivers, body.sizes, await gameRatings(deps, body.rulesetId));
}

const Placed = z.array(z.array(z.string()));

/**
 * The next season `nextId`'s tiers with the newcomers placed by rating in the game `rulesetId`,
 * written once: a retry after a race has finished in between, which may move a rating, places
 * every newcomer where the first attempt registered him.
 */
export async function withNewcomers(
  deps: RatingDeps & { records: Pick<Records, 'putIfAbsent' | 'get'> },
  nextId: string,
  rulesetId: string,
  tiers: string[][],
  newcomers: z.infer<typeof Newcomers>,
): Promise<string[][]> {
  if (newcomers.length === 0) return tiers;
  const placed = placeNewcomers(
    tiers,
    newcomers.map(({ name }) => name),
    await gameRatings(deps, rulesetId),
  );
  const key = `NEWCOMERS#${nextId}`;
  if (await deps.records.putIfAbsent(key, 0, { tiers: JSON.stringify(placed) })) return placed;
  const written = await deps.records.get(key, 0);
  return typeof written?.tiers === 'string' ? Placed.parse(JSON.parse(written.tiers)) : placed;
}
