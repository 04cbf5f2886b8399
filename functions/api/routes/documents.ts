/**
 * The documents, served by the resolver function (resolver-routes.ts): the OpenAPI document (zod's
 * JSON Schema generator), the pictures (the games' SVG renderers) and the games' assists (the move
 * preview, the Best Lap solver).
 */
import type { Hono } from 'hono';
import { DomainError } from '../../../domain/errors.ts';
import { own } from '../../../domain/own.ts';
import { parse } from '../../http/parse.ts';
import { HttpProblem } from '../../http/problem.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { emailPictureScale } from '../../notifier/notifier.ts';
import { svgToPng } from '../../picture/png.ts';
import { circuitPicture, racePicture } from '../../race/pictures.ts';
import { PictureQuery } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, circuitIdOf, on, raceIdOf, svg } from '../http.ts';
import { openApi } from '../openapi.ts';
import { mountPreview } from '../preview.ts';

export function mountDocuments(app: Hono, service: Service): void {
  const { deps, requireOrganiser } = service;
  const { assists } = deps;

  on(app, RESOLVER_ROUTES.openApi, (c) => c.json(openApi(deps.rulesets, assists)));

  on(app, RESOLVER_ROUTES.racePicture, async (c) => {
    const raceId = raceIdOf(c);
    return svg(c, await racePicture(service, raceId, parse(PictureQuery, c.req.query())));
  });

  // For the chats (league channels), which show a PNG and no SVG: drawn as an email's picture.
  on(app, RESOLVER_ROUTES.racePng, async (c) => {
    const raceId = raceIdOf(c);
    const query = parse(PictureQuery, c.req.query());
    const picture = await racePicture(service, raceId, query);
    const png = await svgToPng(picture, { scale: emailPictureScale(picture), palette: true });
    // A step's picture never changes once it is played; the picture now does at every step.
    const played = query.turn !== undefined || query.step !== undefined;
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': played ? 'public, max-age=86400' : 'no-cache' });
  });

  on(app, RESOLVER_ROUTES.circuitPicture, async (c) =>
    svg(c, await circuitPicture(service, circuitIdOf((c.req.param('file') ?? '').slice(0, -'.svg'.length)))),
  );

  if (assists)
    // SC-QUAL-10: the organiser learns a circuit's Best Lap for a car, shipped or uploaded. The
    // exact search takes seconds of CPU, hence the organiser only.
    on(app, RESOLVER_ROUTES.bestLap, async (c) => {
      requireOrganiser(bearer(c));
      const circuitId = circuitIdOf(c.req.param('id') ?? '');
      // The car comes as query parameters, numbers where they read as numbers (?startSpeed=0&acc=2…).
      const car = Object.fromEntries(Object.entries(c.req.query()).map(([name, value]) => [name, /^-?\d+$/.test(value) ? Number(value) : value]));
      for (const [rulesetId, { bestLap }] of Object.entries(assists)) {
        if (!bestLap) continue;
        const circuit = await deps.circuits.load(rulesetId, circuitId).catch((error: unknown) => {
          if (error instanceof DomainError && error.kind === 'notFound') return undefined;
          throw error;
        });
        if (circuit !== undefined) return c.json({ circuitId, rulesetId, car, bestLap: bestLap.solve(circuit, parse(bestLap.carSchema, car)) });
      }
      throw new HttpProblem(404, `no circuit ${circuitId} with a best-lap solver`, [{ field: 'circuitId', reason: 'no such circuit' }]);
    });

  if (assists)
    mountPreview(app, {
      raceIdOf,
      load: service.load,
      carOf: (c, state) => service.playerCar(state, bearer(c)),
      playerOf: (c, state) => service.playerOf(state, bearer(c)),
      stepOf: service.race.step,
      rulesetOf: service.race.rulesetOf,
      assistsOf: (state) => (state.settings ? own(assists, state.settings.rulesetId) : undefined),
      circuits: deps.circuits,
    });
}
