/**
 * The next season of a closed one (issue 29): its tiers are the close's, and each tier's races are
 * created over the calendar the organiser gives, each driver of the tier registered in them under
 * the address, language and time zone of his last race, his token emailed to him as a player's
 * who registers himself. Every part is idempotent (a race created again with the same settings,
 * a registration by a key derived from the season and the driver, the season written once), so
 * the organiser's retry after a failure finishes what the first attempt began. A ruleset whose
 * races go on from one another (`championship.carry`) has each tier's first race created at the
 * start and each later one by `createFollowingRaces`, once the race it follows has finished.
 */
import * as z from 'zod';
import { SeasonRules } from '../../domain/league/season-rules.ts';
import { RaceId, SeasonId } from '../../domain/race/ids.ts';
import type { Entry } from '../../domain/race/state.ts';
import { PlainText } from '../../domain/text.ts';
import { parse } from '../http/parse.ts';
import { HttpProblem } from '../http/problem.ts';
import { createRace } from './create-race.ts';
import { register } from './registration.ts';
import { CreateRaceBody } from './schemas.ts';
import { Calendar, closingOf, createSeason, lastEntries, type SeasonDeps, seasonRaces, shown, storedSeason, writeSeason } from './seasons.ts';
import { Newcomers, withNewcomers } from './seeding.ts';
import type { Service } from './service.ts';

export const NextSeasonBody = z.object({
  id: SeasonId,
  title: PlainText.trim().min(1).max(100),
  /** This season's when absent. */
  rules: SeasonRules.optional(),
  /** The races every tier runs, in order. */
  calendar: Calendar,
  /** The ruleset's options for every race (laps, windows, …), as creating a race takes them. */
  options: z.record(z.string(), z.unknown()).default({}),
  /** Drivers new to the league, each placed in a tier by his rating (seeding.ts). */
  newcomers: Newcomers,
});

/** Race `r` of tier `t` of the season `id`: `<id>_<t>_<r>`, counted from 1. */
const raceIdOf = (id: string, tier: number, race: number) => `${id}_${tier + 1}_${race + 1}`;

/**
 * Race `race` of tier `tier` of the next season `id`, as creating a race takes it; for a ruleset
 * whose races go on from one another (`carries`), following the tier's race before it.
 */
const raceBodyOf =
  (
    id: string,
    tierNames: readonly string[],
    rulesetId: string,
    { calendar, options }: { calendar: Calendar; options: Record<string, unknown> },
    carries: boolean,
  ) =>
  (tier: number, race: number) => {
    const { title, circuitId } = calendar[race] ?? { title: '', circuitId: '' };
    return parse(CreateRaceBody, {
      ...options,
      id: raceIdOf(id, tier, race),
      title: `${title} (${tierNames[tier] ?? `${tier + 1}`})`,
      circuitId,
      rulesetId,
      ...(carries && race > 0 ? { follows: raceIdOf(id, tier, race - 1) } : {}),
    });
  };

/** Registers the driver of each of `entries` in the race `raceId`, once under retries (the key is the season's and the driver's). */
async function registerAll(
  service: Service,
  deps: SeasonDeps,
  seasonId: string,
  raceId: string,
  entries: readonly Pick<Entry, 'name' | 'email' | 'language' | 'timeZone'>[],
): Promise<void> {
  for (const { name, email, language, timeZone } of entries)
    await register(service, deps.notifier, raceId, { name, email, language, ...(timeZone ? { timeZone } : {}) }, `season\0${seasonId}\0${name}`);
}

export async function startNextSeason(service: Service, deps: SeasonDeps, id: string, body: z.infer<typeof NextSeasonBody>) {
  const season = await storedSeason(deps, id);
  const closing = await closingOf(deps, id);
  if (!closing) throw new HttpProblem(409, `season ${id} is not closed: its next season's tiers come from its close`, [{ field: 'id', reason: 'not closed' }]);
  // A ruleset whose races go on from one another starts each tier's first race now and the others once the one each follows has finished (createFollowingRaces).
  const carries = service.deps.rulesets[season.rulesetId]?.championship?.carry !== undefined;
  const longest = raceIdOf(body.id, closing.tiers.length - 1, body.calendar.length - 1);
  if (!RaceId.safeParse(longest).success)
    throw new HttpProblem(400, `race ids such as ${longest} would be too long: a shorter season id`, [{ field: 'id', reason: 'too long for its races' }]);
  const tierNames = closing.tiers.map((_, tier) => season.tiers[tier]?.name ?? `${tier + 1}`);
  const raceBody = raceBodyOf(body.id, tierNames, season.rulesetId, body, carries);
  // Every race's body is checked before any race is created, so that a mistake in the options creates nothing.
  const bodies = closing.tiers.map((_, tier) => body.calendar.map((_, race) => raceBody(tier, race)));
  const entries = lastEntries(await seasonRaces(deps, season));
  const newcomers = new Map(body.newcomers.map((newcomer) => [newcomer.name, newcomer]));
  const seated = await withNewcomers({ ...service.deps, load: service.load }, body.id, season.rulesetId, closing.tiers, body.newcomers);
  for (const [tier, drivers] of seated.entries())
    for (const [race, created] of (bodies[tier] ?? []).entries()) {
      if (carries && race > 0) continue;
      await createRace(service, created, true);
      const entered = drivers.flatMap((driver) => newcomers.get(driver) ?? entries.get(driver) ?? []);
      await registerAll(service, deps, body.id, raceIdOf(body.id, tier, race), entered);
    }
  const tiers = tierNames.map((name, tier) => ({ name, races: body.calendar.map((_, race) => raceIdOf(body.id, tier, race)) }));
  const next = { id: body.id, title: body.title, rules: body.rules ?? season.rules, tiers };
  try {
    // The later races of a season whose races go on from one another are not created yet: the plan is what creates them.
    return shown(
      carries
        ? await writeSeason(deps, { ...next, rulesetId: season.rulesetId, plan: { calendar: body.calendar, options: body.options } })
        : await createSeason(deps, next),
    );
  } catch (error) {
    // The retry of a start whose season was written: the same season is answered again.
    const written = await storedSeason(deps, body.id).catch(() => undefined);
    if (written && JSON.stringify(written.tiers) === JSON.stringify(tiers)) return shown(written);
    throw error;
  }
}

/**
 * The races of a season whose races go on from one another that can be created now: each race
 * whose tier's race before it has finished, created following it, and the drivers of that race
 * registered in it under the address, language and time zone they raced it with, their tokens
 * emailed. The organiser calls it when he is ready (docs/leagues.md); a race created and still in
 * registration gets the registrations a failure left out, and one past registration is left
 * alone, so that a retry, or a second call, creates and registers nothing twice. A season whose
 * races were all created at its start has nothing to create.
 */
export async function createFollowingRaces(service: Service, deps: SeasonDeps, id: string): Promise<{ created: string[]; waiting: string[] }> {
  const season = await storedSeason(deps, id);
  const created: string[] = [];
  const waiting: string[] = [];
  const { plan } = season;
  if (!plan) return { created, waiting };
  const raceBody = raceBodyOf(
    id,
    season.tiers.map(({ name }) => name),
    season.rulesetId,
    plan,
    true,
  );
  const head = async (raceId: string) => (await service.deps.store.head(raceId))?.state;
  for (const [tier, { races }] of season.tiers.entries())
    for (const [race, raceId] of races.entries()) {
      const follows = races[race - 1];
      if (follows === undefined) continue;
      const previous = await head(follows);
      if (previous?.phase !== 'finished') {
        waiting.push(raceId);
        continue;
      }
      const existing = await head(raceId);
      if (existing && existing.phase !== 'registration') continue;
      await createRace(service, raceBody(tier, race), true);
      if (!existing) created.push(raceId);
      await registerAll(service, deps, id, raceId, [...lastEntries([previous]).values()]);
    }
  return { created, waiting };
}
