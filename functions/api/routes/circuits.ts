/** Circuits: the shipped and uploaded ones, and an upload (`mountCircuitUpload`, which needs the games' circuit compilers: the resolver function's, resolver-routes.ts). */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { UploadCircuitBody } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, readJson } from '../http.ts';

export function mountCircuitUpload(app: Hono, service: Service): void {
  const { deps, requireOrganiser } = service;
  app.post('/circuits', async (c) => {
    requireOrganiser(bearer(c));
    const { id, rulesetId = service.race.defaultRulesetId, file } = parse(UploadCircuitBody, await readJson(c));
    await deps.circuits.upload(rulesetId, id, file);
    return c.json({ id, rulesetId }, 201);
  });
}

export function mountCircuits(app: Hono, { deps }: Service): void {
  app.get('/circuits', async (c) => c.json({ shipped: await deps.circuits.shipped() }));
}
