/**
 * The next season of a closed one (issue 29): its tiers are the close's, and each tier's races are
 * created over the calendar the organiser gives, each driver of the tier registered in them under
 * the address, language and time zone of his last race, his token emailed to him as a player's
 * who registers himself. Every part is idempotent (a race created again with the same settings,
 * a registration by a key derived from the season and the driver, the season written once), so
 * the organiser's retry after a failure finishes what the first attempt began.
 */
import * as z from 'zod';
import { SeasonRules } from '../../domain/league/season-rules.ts';
import { CircuitId, RaceId, SeasonId } from '../../domain/race/ids.ts';
import { PlainText } from '../../domain/text.ts';
import { parse } from '../http/parse.ts';
import { HttpProblem } from '../http/problem.ts';
import { createRace } from './create-race.ts';
import { register } from './registration.ts';
import { CreateRaceBody } from './schemas.ts';
import { closingOf, createSeason, lastEntries, type SeasonDeps, seasonRaces, storedSeason } from './seasons.ts';
import { Newcomers, withNewcomers } from './seeding.ts';
import type { Service } from './service.ts';

export const NextSeasonBody = z.object({
  id: SeasonId,
  title: PlainText.trim().min(1).max(100),
  /** This season's when absent. */
  rules: SeasonRules.optional(),
  /** The races every tier runs, in order. */
  calendar: z
    .array(z.object({ title: PlainText.trim().min(1).max(80), circuitId: CircuitId }))
    .min(1)
    .max(20),
  /** The ruleset's options for every race (laps, windows, …), as creating a race takes them. */
  options: z.record(z.string(), z.unknown()).default({}),
  /** Drivers new to the league, each placed in a tier by his rating (seeding.ts). */
  newcomers: Newcomers,
});

/** Race `r` of tier `t` of the season `id`: `<id>_<t>_<r>`, counted from 1. */
const raceIdOf = (id: string, tier: number, race: number) => `${id}_${tier + 1}_${race + 1}`;

export async function startNextSeason(service: Service, deps: SeasonDeps, id: string, body: z.infer<typeof NextSeasonBody>) {
  const season = await storedSeason(deps, id);
  const closing = await closingOf(deps, id);
  if (!closing) throw new HttpProblem(409, `season ${id} is not closed: its next season's tiers come from its close`, [{ field: 'id', reason: 'not closed' }]);
  const ruleset = service.deps.rulesets[season.rulesetId];
  if (ruleset?.championship?.carry)
    throw new HttpProblem(409, `the ${season.rulesetId} rules' races go on from one another: each is created once the one it follows has finished`, [
      { field: 'rulesetId', reason: 'races created one after another' },
    ]);
  const longest = raceIdOf(body.id, closing.tiers.length - 1, body.calendar.length - 1);
  if (!RaceId.safeParse(longest).success)
    throw new HttpProblem(400, `race ids such as ${longest} would be too long: a shorter season id`, [{ field: 'id', reason: 'too long for its races' }]);
  const raceBody = (tier: number, race: number) => {
    const { title, circuitId } = body.calendar[race] ?? { title: '', circuitId: '' };
    const tierName = season.tiers[tier]?.name ?? `${tier + 1}`;
    return parse(CreateRaceBody, {
      ...body.options,
      id: raceIdOf(body.id, tier, race),
      title: `${title} (${tierName})`,
      circuitId,
      rulesetId: season.rulesetId,
    });
  };
  // Every race's body is checked before any race is created, so that a mistake in the options creates nothing.
  const bodies = closing.tiers.map((_, tier) => body.calendar.map((_, race) => raceBody(tier, race)));
  const entries = lastEntries(await seasonRaces(deps, season));
  const newcomers = new Map(body.newcomers.map((newcomer) => [newcomer.name, newcomer]));
  const seated = await withNewcomers({ ...service.deps, load: service.load }, body.id, season.rulesetId, closing.tiers, body.newcomers);
  for (const [tier, drivers] of seated.entries())
    for (const [race, created] of (bodies[tier] ?? []).entries()) {
      const raceId = raceIdOf(body.id, tier, race);
      await createRace(service, created, true);
      for (const driver of drivers) {
        const entry = newcomers.get(driver) ?? entries.get(driver);
        if (!entry) continue;
        const { name, email, language, timeZone } = entry;
        await register(service, deps.notifier, raceId, { name, email, language, ...(timeZone ? { timeZone } : {}) }, `season\0${body.id}\0${driver}`);
      }
    }
  const tiers = closing.tiers.map((_, tier) => ({
    name: season.tiers[tier]?.name ?? `${tier + 1}`,
    races: body.calendar.map((_, race) => raceIdOf(body.id, tier, race)),
  }));
  const next = { id: body.id, title: body.title, rules: body.rules ?? season.rules, tiers };
  try {
    return await createSeason(deps, next);
  } catch (error) {
    // The retry of a start whose season was written: the same season is answered again.
    const written = await storedSeason(deps, body.id).catch(() => undefined);
    if (written && JSON.stringify(written.tiers) === JSON.stringify(tiers)) return written;
    throw error;
  }
}
