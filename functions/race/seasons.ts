/**
 * A league's seasons (issue 29): a season has tiers (divisions), top tier first, each a
 * championship of its own over the same calendar of races; at its close the top of each tier but
 * the first moves up and the bottom of each but the last moves down (domain/league). A season is
 * written once by the organiser, as its tiers' lists of races; its standings are computed on every
 * read from the races' own logs, as a championship's are, so they never disagree with the races;
 * its close is written once, the first close's outcome answered to every later one.
 */
import * as z from 'zod';
import type { Standing } from '../../domain/championship.ts';
import { DomainError } from '../../domain/errors.ts';
import { finalOrder, type Ranked } from '../../domain/league/final-order.ts';
import { type NextSeason, promotion } from '../../domain/league/promotion.ts';
import { classificationByName, racePoints } from '../../domain/league/race-result.ts';
import { SeasonRules } from '../../domain/league/season-rules.ts';
import { CircuitId, RaceId, SeasonId } from '../../domain/race/ids.ts';
import type { AnyRuleset, RaceState } from '../../domain/race/index.ts';
import { type Entry, initialState } from '../../domain/race/state.ts';
import { samePolicy } from '../../domain/race/time-policy.ts';
import { PlainText } from '../../domain/text.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Registration } from '../notifier/delivery.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { Records } from '../store/records.ts';
import { joinWaitGroup } from '../store/wait-groups.ts';

const Tier = z.object({
  name: PlainText.trim().min(1).max(60),
  /** The tier's races in the calendar's order. */
  races: z.array(RaceId).min(1).max(20),
});

export const CreateSeasonBody = z.object({
  id: SeasonId,
  title: PlainText.trim().min(1).max(100),
  rules: SeasonRules,
  /** Top tier first. */
  tiers: z
    .array(Tier)
    .min(1)
    .max(12)
    .refine((tiers) => new Set(tiers.flatMap((tier) => tier.races)).size === tiers.flatMap((tier) => tier.races).length, {
      message: 'a race appears twice',
    }),
});

export const CloseSeasonBody = z.object({
  /** Drivers leaving the league: they take no place in next season's tiers, and cost no one his. */
  leaving: z.array(PlainText.min(1).max(100)).max(500).default([]),
});

/** The races every tier of a next season runs, in order, as the organiser gives them (next-season.ts). */
export const Calendar = z
  .array(z.object({ title: PlainText.trim().min(1).max(80), circuitId: CircuitId }))
  .min(1)
  .max(20);
export type Calendar = z.infer<typeof Calendar>;

/**
 * What a next season of a ruleset whose races go on from one another keeps to create each later
 * race once the one it follows has finished (next-season.ts): the calendar and the options. It
 * may hold a race's seed, so no answer shows it.
 */
const Plan = z.object({ calendar: Calendar, options: z.record(z.string(), z.unknown()) });

/** What is stored: the season as the organiser created it, with the ruleset its races share. */
const Season = CreateSeasonBody.extend({ rulesetId: z.string(), plan: Plan.optional() });
export type Season = z.infer<typeof Season>;

const Movement = z.object({
  driver: z.string(),
  from: z.number().int(),
  to: z.number().int().optional(),
  move: z.enum(['promoted', 'relegated', 'stays', 'leaves']),
});
/** What is stored at the close: next season's tiers (top first) and what happened to each driver. */
const Closing = z.object({ leaving: z.array(z.string()), tiers: z.array(z.array(z.string())), movements: z.array(Movement) });
type Closing = z.infer<typeof Closing>;

const SEASON = 0;
const CLOSING = 1;
const key = (id: string) => `SEASON#${id}`;

export interface SeasonDeps {
  records: Pick<Records, 'putIfAbsent' | 'get'>;
  notifier: Pick<Notifier, 'seasonClosed'> & Registration;
  /** The race's state, or `HttpProblem` 404. */
  load(raceId: string): Promise<{ state: RaceState }>;
  rulesetOf(state: RaceState): AnyRuleset | undefined;
}

const refused = (field: string, message: string) => new HttpProblem(400, message, [{ field, reason: message }]);

interface TierRace {
  raceId: string;
  state: RaceState;
  field: string;
}

/**
 * Each tier's races with their states, in the calendar's order. A `planned` season's races not yet
 * created (each waiting for the race it follows to finish) read as no race yet, in phase `none`.
 */
const tiersOf = (deps: SeasonDeps, tiers: readonly z.infer<typeof Tier>[], planned = false): Promise<TierRace[][]> =>
  Promise.all(
    tiers.map((tier, t) =>
      Promise.all(
        tier.races.map(async (raceId, r) => {
          const field = `tiers[${t}].races[${r}]`;
          const { state } = await deps.load(raceId).catch(() => {
            if (planned) return { state: initialState };
            throw new HttpProblem(404, `no race ${raceId}`, [{ field, reason: 'no such race' }]);
          });
          return { raceId, state, field };
        }),
      ),
    ),
  );

/**
 * The season's races make tiers of one calendar: one ruleset that scores championships, every
 * tier the same circuits in the same order and, for a ruleset whose races go on from one another,
 * each tier's races following one another.
 */
function checkCalendar(tiers: TierRace[][], ruleset: AnyRuleset | undefined, rulesetId: string): NonNullable<AnyRuleset['championship']> {
  const races = tiers.flat();
  for (const { state, field } of races) {
    if (state.settings?.rulesetId !== rulesetId) throw refused(field, `every race of a season is played under one ruleset, here ${rulesetId}`);
    if (!samePolicy(state.settings?.timePolicy, races[0]?.state.settings?.timePolicy))
      throw refused(`${field}.timePolicy`, 'every race of a season has one time policy: absences and missed steps count alike in all');
  }
  const scoring = ruleset?.championship;
  if (!scoring) throw refused('tiers[0].races[0]', `the ${rulesetId} rules have no championship scoring`);
  const calendar = tiers[0] ?? [];
  tiers.forEach((tier, t) => {
    if (tier.length !== calendar.length) throw refused(`tiers[${t}].races`, `every tier races the same calendar: ${calendar.length} races, as the first tier`);
    tier.forEach(({ state, field }, r) => {
      const circuit = calendar[r]?.state.settings?.circuitId;
      if (state.settings?.circuitId !== circuit) throw refused(field, `race ${r + 1} of every tier is raced on ${circuit}, as in the first tier`);
      const before = tier[r - 1]?.raceId;
      if (scoring.carry && state.settings?.follows !== before)
        throw refused(
          field,
          before === undefined
            ? 'a tier starts with a race that follows none'
            : `the ${rulesetId} rules' races go on from one another: this race follows ${before}`,
        );
    });
  });
  try {
    for (const tier of tiers) scoring.standings(tier.map(({ raceId, state }) => ({ raceId, circuitId: state.settings?.circuitId ?? '', points: {} })));
  } catch (error) {
    if (error instanceof DomainError) throw refused(error.field, error.message);
    throw error;
  }
  return scoring;
}

export async function createSeason(deps: SeasonDeps, body: z.infer<typeof CreateSeasonBody>): Promise<Season> {
  const tiers = await tiersOf(deps, body.tiers);
  const first = tiers[0]?.[0]?.state;
  const rulesetId = first?.settings?.rulesetId ?? '';
  checkCalendar(tiers, first && deps.rulesetOf(first), rulesetId);
  return writeSeason(deps, { ...body, rulesetId });
}

/** The list of seasons: the id of the season written `n`-th at `LIST`, `n`. */
const LIST = 'SEASONS';

/**
 * Puts `id` in the list of seasons unless it is there, at the first free place (another season's
 * taking it first moves it on). Before the season is written, so that a season written is listed,
 * whatever crash comes between: an id listed whose season never was is passed over.
 */
async function listSeason(deps: SeasonDeps, id: string): Promise<void> {
  for (let place = 0; ; ) {
    const item = await deps.records.get(LIST, place);
    if (item?.id === id) return;
    if (item !== undefined) place++;
    else if (await deps.records.putIfAbsent(LIST, place, { id })) return;
  }
}

/** Writes the season once, listed: its id is taken by any season written before. */
export async function writeSeason(deps: SeasonDeps, season: Season): Promise<Season> {
  await listSeason(deps, season.id);
  await joinWaitGroup(
    deps.records,
    season.tiers.flatMap((tier) => tier.races),
  );
  if (!(await deps.records.putIfAbsent(key(season.id), SEASON, { season: JSON.stringify(season) })))
    throw new HttpProblem(409, `season id ${season.id} is taken`, [{ field: 'id', reason: 'taken' }]);
  return season;
}

/** The season as answered: all but its plan, which may hold a seed. */
export const shown = ({ plan: _plan, ...season }: Season) => season;

export const storedSeason = async (deps: SeasonDeps, id: string): Promise<Season> => {
  const item = SeasonId.safeParse(id).success ? await deps.records.get(key(id), SEASON) : undefined;
  if (typeof item?.season !== 'string') throw new HttpProblem(404, `no season ${id}`, [{ field: 'id', reason: 'no such season' }]);
  return Season.parse(JSON.parse(item.season));
};

export const closingOf = async (deps: SeasonDeps, id: string): Promise<Closing | undefined> => {
  const item = await deps.records.get(key(id), CLOSING);
  return typeof item?.closing === 'string' ? Closing.parse(JSON.parse(item.closing)) : undefined;
};

export interface TierStandings {
  name: string;
  races: { raceId: string; title: string; circuitId: string; phase: string }[];
  /** By the ruleset's scoring, over the races finished so far. */
  standings: Standing[];
  /** The standings made strict by the season's tie-breaks: what promotion and relegation cut. */
  order: Ranked[];
}

/** Each tier's standings over its races finished so far, and their final order. */
async function standingsOf(deps: SeasonDeps, season: Season): Promise<{ tiers: TierStandings[]; races: TierRace[] }> {
  const tiers = await tiersOf(deps, season.tiers, season.plan !== undefined);
  const standings = tiers.map((tier, t) => {
    const finished = tier
      .filter(({ state }) => state.phase === 'finished')
      .map(({ raceId, state }) => ({
        raceId,
        circuitId: state.settings?.circuitId ?? '',
        points: racePoints(state, deps.rulesetOf(state)),
        classification: classificationByName(state),
      }));
    const first = tier[0]?.state;
    const table = (first && deps.rulesetOf(first)?.championship?.standings(finished)) ?? [];
    return {
      name: season.tiers[t]?.name ?? '',
      races: tier.map(({ raceId, state }) => ({ raceId, title: state.settings?.title ?? '', circuitId: state.settings?.circuitId ?? '', phase: state.phase })),
      standings: table,
      order: finalOrder(table, finished, season.rules.tieBreaks),
    };
  });
  return { tiers: standings, races: tiers.flat() };
}

/** Every season in the order written (those written before the list was kept are not in it), each with its tiers' races and whether it is closed. */
export async function listSeasons(deps: SeasonDeps) {
  const ids: string[] = [];
  for (let item = await deps.records.get(LIST, 0); item !== undefined; item = await deps.records.get(LIST, ids.length)) ids.push(String(item.id));
  const seasons = await Promise.all(
    ids.map(async (id) => {
      const season = await storedSeason(deps, id).catch((error: unknown) => {
        if (error instanceof HttpProblem && error.status === 404) return undefined;
        throw error;
      });
      return season && { id, title: season.title, rulesetId: season.rulesetId, tiers: season.tiers, closed: (await closingOf(deps, id)) !== undefined };
    }),
  );
  return seasons.filter((season) => season !== undefined);
}

export async function readSeason(deps: SeasonDeps, id: string) {
  const season = await storedSeason(deps, id);
  const [{ tiers }, closing] = await Promise.all([standingsOf(deps, season), closingOf(deps, id)]);
  return { ...shown(season), tiers, closing: closing ?? null };
}

/** The season's races as they are now, every tier's. */
export const seasonRaces = async (deps: SeasonDeps, season: Season): Promise<RaceState[]> =>
  (await tiersOf(deps, season.tiers, season.plan !== undefined)).flat().map(({ state }) => state);

/** Each driver's entry in the last of `races` he entered: his address, language and time zone now. */
export function lastEntries(races: readonly RaceState[]): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const state of [...races].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '')))
    for (const entry of Object.values(state.entries)) entries.set(entry.name, entry);
  return entries;
}

/** Next season's tiers from this one's final orders, written once; refused while a race is unfinished. */
async function writeClosing(deps: SeasonDeps, id: string, season: Season, tiers: TierStandings[], races: TierRace[], leaving: string[]): Promise<Closing> {
  const waiting = races.find(({ state }) => state.phase !== 'finished');
  if (waiting)
    throw new HttpProblem(409, `race ${waiting.raceId} is not finished: a season closes once all its races are`, [
      { field: waiting.field, reason: 'not finished' },
    ]);
  let next: NextSeason;
  try {
    next = promotion(
      tiers.map((tier) => tier.order.map(({ player }) => player)),
      season.rules,
      new Set(leaving),
    );
  } catch (error) {
    if (error instanceof DomainError)
      throw refused(error.field === 'promote' || error.field === 'relegate' ? `rules.${error.field}` : error.field, error.message);
    throw error;
  }
  const closing: Closing = { leaving, tiers: next.tiers, movements: next.movements };
  if (await deps.records.putIfAbsent(key(id), CLOSING, { closing: JSON.stringify(closing) })) return closing;
  return (await closingOf(deps, id)) ?? closing;
}

/**
 * Closes the season once every race of it is finished: next season's tiers from each tier's final
 * order, and each driver told by email. Closed already, it answers the first close's outcome and
 * sends the emails a failure left unsent.
 */
export async function closeSeason(deps: SeasonDeps, id: string, body: z.infer<typeof CloseSeasonBody>): Promise<{ closing: Closing; emailed: number }> {
  const season = await storedSeason(deps, id);
  const { tiers, races } = await standingsOf(deps, season);
  const closing = (await closingOf(deps, id)) ?? (await writeClosing(deps, id, season, tiers, races, body.leaving));
  const entries = lastEntries(races.map(({ state }) => state));
  const readers = [...entries.values()].map(({ name, email, language }) => ({ driver: name, email, language }));
  const emailed = await deps.notifier.seasonClosed({ id, title: season.title, tiers, movements: closing.movements }, readers).catch((error: unknown) => {
    // The close stands; the organiser's next close sends what is missing.
    console.error(`season ${id}: emails of its close failed:`, error);
    return 0;
  });
  return { closing, emailed };
}
