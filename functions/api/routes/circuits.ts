/** Circuits: the shipped and uploaded ones. */
import type { Hono } from 'hono';
import { bearer, parse, readJson } from '../http.ts';
import { UploadCircuitBody } from '../schemas.ts';
import type { Service } from '../service.ts';

export function mountCircuits(app: Hono, service: Service): void {
  const { deps, requireOrganiser } = service;

  app.post('/circuits', async (c) => {
    requireOrganiser(bearer(c));
    const { id, rulesetId = service.race.defaultRulesetId, file } = parse(UploadCircuitBody, await readJson(c));
    await deps.circuits.upload(rulesetId, id, file);
    return c.json({ id, rulesetId }, 201);
  });

  app.get('/circuits', (c) => c.json({ shipped: deps.circuits.shipped() }));
}
