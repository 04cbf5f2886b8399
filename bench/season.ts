/**
 * Issue 29's season close through the application layer: a season of 8 tiers of 24 drivers over
 * 7 races, played on the toy league ruleset (test/race/toy-ruleset.ts: results the players' moves
 * decide, so the races are cheap to play and their order seeded) in the API's own store
 * (dynalite), then timed: the close (every tier's standings and final order, promotion), every
 * driver's rating, and the next season's 56 races and its season created through the API.
 */

import { pathTo, RESOLVER_ROUTES } from '../functions/http/routes.ts';
import { bearer, organiser, startApi } from '../test/api/world.ts';
import { mulberry32 } from '../test/crash/prng.ts';
import { toyLeague } from '../test/race/toy-ruleset.ts';
import { DRIVERS, RACES, shuffled, TIERS } from './league.ts';
import { timed } from './stats.ts';

type Api = Awaited<ReturnType<typeof startApi>>;

const RULES = { promote: 3, relegate: 3, tieBreaks: ['countBack', 'headToHead'] };

const driverOf = (tier: number, index: number) => `T${tier + 1} driver ${index + 1}`;
const raceIdOf = (season: number, tier: number, race: number) => `s${season}_t${tier + 1}_r${race + 1}`;

async function ok(api: Api, method: string, path: string, body?: unknown, headers?: Record<string, string>) {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const createRace = (api: Api, raceId: string) =>
  ok(
    api,
    'POST',
    pathTo(RESOLVER_ROUTES.createRace),
    { id: raceId, title: raceId, circuitId: 'oval', rulesetId: toyLeague.id, laps: 1, maxStarters: DRIVERS },
    organiser,
  );

/** A race of the tier's drivers, qualifying in a seeded order, every car at full speed to the finish. */
async function playRace(api: Api, raceId: string, drivers: readonly string[], next: () => number): Promise<void> {
  await createRace(api, raceId);
  const tokens = new Map<string, string>();
  for (const name of drivers)
    tokens.set(
      name,
      (await ok(api, 'POST', pathTo(RESOLVER_ROUTES.register, { id: raceId }), { name, email: `${name.replaceAll(' ', '.')}@example.org`, language: 'en' }))
        .token,
    );
  const cars = new Map<string, string>();
  await ok(api, 'POST', pathTo(RESOLVER_ROUTES.closeRegistration, { id: raceId }), undefined, organiser);
  for (const [index, name] of shuffled(drivers, next).entries())
    await ok(api, 'POST', pathTo(RESOLVER_ROUTES.submitQualifying, { id: raceId }), { turns: index + 1 }, bearer(tokens.get(name) ?? ''));
  let { race } = await ok(api, 'POST', pathTo(RESOLVER_ROUTES.resolve, { id: raceId }), { step: 'qualifying' }, organiser);
  for (const entry of race.entries as { car: string; name: string }[]) cars.set(entry.car, entry.name);
  ({ race } = await ok(api, 'POST', pathTo(RESOLVER_ROUTES.resolve, { id: raceId }), { step: 'setup' }, organiser));
  while (race.phase === 'racing') {
    for (const car of race.step.cars as string[])
      await ok(api, 'POST', pathTo(RESOLVER_ROUTES.submitMove, { id: raceId }), { turn: race.turn, speed: 6 }, bearer(tokens.get(cars.get(car) ?? '') ?? ''));
    ({ race } = await ok(api, 'POST', pathTo(RESOLVER_ROUTES.resolve, { id: raceId }), { turn: race.turn }, organiser));
  }
}

export interface SeasonClose {
  ms: number;
  parts: { close: number; ratings: number; nextRaces: number; nextSeason: number };
  setupMs: number;
  moved: number;
}

export async function seasonClose(): Promise<SeasonClose> {
  const api = await startApi('bench-season', { [toyLeague.id]: toyLeague });
  try {
    const rng = mulberry32(29);
    const next = () => rng.next();
    const setup = await timed(async () => {
      for (let tier = 0; tier < TIERS; tier++) {
        const drivers = Array.from({ length: DRIVERS }, (_, index) => driverOf(tier, index));
        for (let race = 0; race < RACES; race++) await playRace(api, raceIdOf(1, tier, race), drivers, next);
      }
      const tiers = Array.from({ length: TIERS }, (_, tier) => ({
        name: `Tier ${tier + 1}`,
        races: Array.from({ length: RACES }, (_, race) => raceIdOf(1, tier, race)),
      }));
      await ok(api, 'POST', pathTo(RESOLVER_ROUTES.createSeason), { id: 'season_1', title: 'Season 1', rules: RULES, tiers }, organiser);
    });
    const close = await timed(() => ok(api, 'POST', pathTo(RESOLVER_ROUTES.closeSeason, { id: 'season_1' }), {}, organiser));
    const ratings = await timed(() => ok(api, 'GET', pathTo(RESOLVER_ROUTES.ratings)));
    const nextRaces = await timed(async () => {
      for (let tier = 0; tier < TIERS; tier++) for (let race = 0; race < RACES; race++) await createRace(api, raceIdOf(2, tier, race));
    });
    const tiers = Array.from({ length: TIERS }, (_, tier) => ({
      name: `Tier ${tier + 1}`,
      races: Array.from({ length: RACES }, (_, race) => raceIdOf(2, tier, race)),
    }));
    const nextSeason = await timed(() =>
      ok(api, 'POST', pathTo(RESOLVER_ROUTES.createSeason), { id: 'season_2', title: 'Season 2', rules: RULES, tiers }, organiser),
    );
    const movements = (close.value.closing.movements as { move: string }[]).filter(({ move }) => move !== 'stays').length;
    return {
      ms: close.ms + ratings.ms + nextRaces.ms + nextSeason.ms,
      parts: { close: close.ms, ratings: ratings.ms, nextRaces: nextRaces.ms, nextSeason: nextSeason.ms },
      setupMs: setup.ms,
      moved: movements,
    };
  } finally {
    await api.close();
  }
}
