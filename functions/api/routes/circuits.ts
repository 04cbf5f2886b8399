/** Circuits: the shipped and uploaded ones, their pictures and the race's, and the Best Lap of a car on one. */
import type { Hono } from 'hono';
import { DomainError } from '../../../domain/errors.ts';
import { HttpProblem } from '../../http/problem.ts';
import { bearer, parse, raceIdOf, readJson, svg } from '../http.ts';
import { PictureQuery, UploadCircuitBody } from '../schemas.ts';
import type { Service } from '../service.ts';
import { circuitPicture, racePicture } from '../services/pictures.ts';

export function mountCircuits(app: Hono, service: Service): void {
  const { deps, requireOrganiser } = service;

  app.get('/races/:id/circuit.svg', async (c) => {
    const raceId = raceIdOf(c);
    const { turn } = parse(PictureQuery, c.req.query());
    return svg(c, await racePicture(service, raceId, turn));
  });

  app.post('/circuits', async (c) => {
    requireOrganiser(bearer(c));
    const { id, rulesetId, file } = parse(UploadCircuitBody, await readJson(c));
    await deps.circuits.upload(rulesetId, id, file);
    return c.json({ id, rulesetId }, 201);
  });

  app.get('/circuits/:file{.+\\.svg}', async (c) => svg(c, await circuitPicture(service, c.req.param('file').slice(0, -'.svg'.length))));

  // SC-QUAL-10: the organiser learns a circuit's Best Lap for a car, shipped or uploaded. The
  // exact search takes seconds of CPU, hence the organiser only.
  app.get('/circuits/:id/best-lap', async (c) => {
    requireOrganiser(bearer(c));
    const circuitId = c.req.param('id');
    // The car comes as query parameters, numbers where they read as numbers (?startSpeed=0&acc=2…).
    const car = Object.fromEntries(Object.entries(c.req.query()).map(([name, value]) => [name, /^-?\d+$/.test(value) ? Number(value) : value]));
    for (const ruleset of Object.values(deps.rulesets)) {
      if (!ruleset.bestLap) continue;
      const circuit = await deps.circuits.load(ruleset.id, circuitId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'notFound') return undefined;
        throw error;
      });
      if (circuit !== undefined)
        return c.json({ circuitId, rulesetId: ruleset.id, car, bestLap: ruleset.bestLap.solve(circuit, parse(ruleset.bestLap.carSchema, car)) });
    }
    throw new HttpProblem(404, `no circuit ${circuitId} with a best-lap solver`, [{ field: 'circuitId', reason: 'no such circuit' }]);
  });

  app.get('/circuits', (c) => c.json({ shipped: deps.circuits.shipped() }));
}
