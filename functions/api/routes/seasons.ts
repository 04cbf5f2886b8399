/**
 * A league's seasons, the drivers' ratings and records (issue 29), served by the resolver function
 * (resolver-routes.ts): a season's standings read every race of it, the ratings every finished
 * race and a driver's record every race he entered.
 */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import type { Notifier } from '../../notifier/notifier.ts';
import { driverRecord } from '../../race/driver-record.ts';
import { createFollowingRaces, NextSeasonBody, startNextSeason } from '../../race/next-season.ts';
import { ratingsOf } from '../../race/ratings.ts';
import { CloseSeasonBody, CreateSeasonBody, closeSeason, createSeason, listSeasons, readSeason } from '../../race/seasons.ts';
import { SeedTiersBody, seededTiers } from '../../race/seeding.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, readJson, readOptionalJson } from '../http.ts';

export function mountSeasons(app: Hono, service: Service, notifier: Notifier): void {
  const deps = { records: service.deps.records, notifier, load: service.load, rulesetOf: service.race.rulesetOf };

  on(app, RESOLVER_ROUTES.createSeason, async (c) => {
    service.requireOrganiser(bearer(c));
    return c.json({ season: await createSeason(deps, parse(CreateSeasonBody, await readJson(c))) }, 201);
  });

  on(app, RESOLVER_ROUTES.seasons, async (c) => {
    service.requireOrganiser(bearer(c));
    return c.json({ seasons: await listSeasons(deps) });
  });

  on(app, RESOLVER_ROUTES.season, async (c) => c.json({ season: await readSeason(deps, c.req.param('id') ?? '') }));

  on(app, RESOLVER_ROUTES.closeSeason, async (c) => {
    service.requireOrganiser(bearer(c));
    const body = await readOptionalJson(c);
    return c.json(await closeSeason(deps, c.req.param('id') ?? '', parse(CloseSeasonBody, body ?? {})));
  });

  on(app, RESOLVER_ROUTES.nextSeason, async (c) => {
    service.requireOrganiser(bearer(c));
    return c.json({ season: await startNextSeason(service, deps, c.req.param('id') ?? '', parse(NextSeasonBody, await readJson(c))) }, 201);
  });

  on(app, RESOLVER_ROUTES.createFollowingRaces, async (c) => {
    service.requireOrganiser(bearer(c));
    return c.json(await createFollowingRaces(service, deps, c.req.param('id') ?? ''));
  });

  on(app, RESOLVER_ROUTES.ratings, async (c) => c.json({ ratings: await ratingsOf({ index: service.deps.index, load: service.load }) }));

  on(app, RESOLVER_ROUTES.seedTiers, async (c) =>
    c.json({ tiers: await seededTiers({ ...service.deps, load: service.load }, parse(SeedTiersBody, await readJson(c))) }),
  );

  on(app, RESOLVER_ROUTES.driver, async (c) =>
    c.json({ record: await driverRecord({ ...deps, index: service.deps.index, store: service.deps.store }, c.req.param('name') ?? '') }),
  );
}
