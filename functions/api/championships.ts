/**
 * Championships: several races scored together (SCC-SERIES, an AICS season). A championship is
 * written once, by the organiser, as the list of its races; its standings are computed on every
 * read from the races' own logs by their ruleset, so they never disagree with the races.
 */
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { DomainError } from '../../domain/errors.ts';
import { ChampionshipId, RaceId } from '../../domain/race/ids.ts';
import type { AnyRuleset, RaceState } from '../../domain/race/index.ts';
import { creditedPoints, PointsPolicy, placedDriver } from '../../domain/race/tenure.ts';
import { samePolicy } from '../../domain/race/time-policy.ts';
import { PlainText } from '../../domain/text.ts';
import { HttpProblem } from '../http/problem.ts';
import { RESOLVER_ROUTES } from '../http/routes.ts';
import type { Records } from '../store/records.ts';
import { joinWaitGroup } from '../store/wait-groups.ts';
import { on } from './http.ts';

export const CreateChampionshipBody = z.object({
  id: ChampionshipId,
  title: PlainText.trim().min(1).max(100),
  races: z
    .array(RaceId)
    .min(1)
    .max(20)
    .refine((races) => new Set(races).size === races.length, { message: 'a race appears twice' }),
  /** Whom a seat handed over to a substitute scores for (domain/race/tenure.ts); championships stored before it read as `seat`. */
  points: PointsPolicy.default('seat'),
});

/** What is stored: the championship as the organiser created it. */
const Championship = CreateChampionshipBody.extend({ rulesetId: z.string() });
type Championship = z.infer<typeof Championship>;

const key = (id: string) => `CHAMPIONSHIP#${id}`;

/** The races of the championship `id` as it was created; undefined when there is none. */
export const championshipRaces = async (records: Pick<Records, 'get'>, id: string): Promise<string[] | undefined> => {
  const stored = ChampionshipId.safeParse(id).success ? await records.get(key(id), 0) : undefined;
  return typeof stored?.championship === 'string' ? Championship.parse(JSON.parse(stored.championship)).races : undefined;
};

export interface ChampionshipDeps {
  records: Pick<Records, 'putIfAbsent' | 'get'>;
  /** The race's state, or `HttpProblem` 404. */
  load(raceId: string): Promise<{ state: RaceState }>;
  rulesetOf(state: RaceState): AnyRuleset | undefined;
  requireOrganiser(c: Context): void;
  parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T>;
  readJson(c: Context): Promise<unknown>;
}

const refused = (field: string, message: string) => new HttpProblem(400, message, [{ field, reason: message }]);

export function mountChampionships(app: Hono, deps: ChampionshipDeps): void {
  /** The championship's races, each with its state and ruleset's scoring, in the order given. */
  const racesOf = async (raceIds: readonly string[]) =>
    Promise.all(
      raceIds.map(async (raceId, index) => {
        const { state } = await deps.load(raceId).catch(() => {
          throw new HttpProblem(404, `no race ${raceId}`, [{ field: `races[${index}]`, reason: 'no such race' }]);
        });
        return { raceId, state, scoring: deps.rulesetOf(state)?.championship };
      }),
    );

  /** The players by the place of their best car in the race's classification. */
  const classificationOf = (state: RaceState, policy: PointsPolicy): string[] => [
    ...new Set((state.classification ?? []).map((car) => placedDriver(state, car, policy))),
  ];

  on(app, RESOLVER_ROUTES.createChampionship, async (c) => {
    deps.requireOrganiser(c);
    const body = deps.parse(CreateChampionshipBody, await deps.readJson(c));
    const races = await racesOf(body.races);
    const rulesetId = races[0]?.state.settings?.rulesetId ?? '';
    races.forEach(({ state }, index) => {
      if (state.settings?.rulesetId !== rulesetId)
        throw refused(`races[${index}]`, `every race of a championship is played under one ruleset, here ${rulesetId}`);
      if (!samePolicy(state.settings?.timePolicy, races[0]?.state.settings?.timePolicy))
        throw refused(`races[${index}].timePolicy`, 'every race of a championship has one time policy: absences and missed steps count alike in all');
    });
    const scoring = races[0]?.scoring;
    if (!scoring) throw refused('races', `the ${rulesetId} rules have no championship scoring`);
    // Races that go on from one another make a championship in the order they follow one another, the first following none.
    if (scoring.carry)
      races.forEach(({ state }, index) => {
        const before = body.races[index - 1];
        if (state.settings?.follows !== before)
          throw refused(
            `races[${index}]`,
            before === undefined
              ? `race ${body.races[index]} follows race ${state.settings?.follows}: a championship starts with a race that follows none`
              : `race ${body.races[index]} does not follow race ${before}: the ${rulesetId} rules' races go on from one another`,
          );
      });
    try {
      scoring.standings(races.map(({ raceId, state }) => ({ raceId, circuitId: state.settings?.circuitId ?? '', points: {} })));
    } catch (error) {
      if (error instanceof DomainError) throw refused(error.field, error.message);
      throw error;
    }
    const championship: Championship = { ...body, rulesetId };
    await joinWaitGroup(deps.records, body.races);
    if (!(await deps.records.putIfAbsent(key(body.id), 0, { championship: JSON.stringify(championship) })))
      throw new HttpProblem(409, `championship id ${body.id} is taken`, [{ field: 'id', reason: 'taken' }]);
    return c.json({ championship }, 201);
  });

  on(app, RESOLVER_ROUTES.championship, async (c) => {
    const id = c.req.param('id') ?? '';
    const stored = ChampionshipId.safeParse(id).success ? await deps.records.get(key(id), 0) : undefined;
    if (typeof stored?.championship !== 'string') throw new HttpProblem(404, `no championship ${id}`, [{ field: 'id', reason: 'no such championship' }]);
    const championship = Championship.parse(JSON.parse(stored.championship));
    const races = await racesOf(championship.races);
    const finished = races.filter(({ state }) => state.phase === 'finished');
    const standings =
      races[0]?.scoring?.standings(
        finished.map(({ raceId, state, scoring }) => ({
          raceId,
          circuitId: state.settings?.circuitId ?? '',
          // By player name: a player is the same in every race he enters under the same name.
          points: creditedPoints(state, scoring?.points(state.game) ?? {}, championship.points),
          classification: classificationOf(state, championship.points),
        })),
      ) ?? [];
    return c.json({
      championship: {
        ...championship,
        races: races.map(({ raceId, state }) => ({
          raceId,
          title: state.settings?.title ?? '',
          circuitId: state.settings?.circuitId ?? '',
          phase: state.phase,
        })),
        standings,
      },
    });
  });
}
