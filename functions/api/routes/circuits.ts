/** Circuits: the shipped and uploaded ones, and an upload (`mountCircuitUpload`, which needs the games' circuit compilers: the resolver function's, resolver-routes.ts). */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../http/routes.ts';
import { UploadCircuitBody } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, readJson } from '../http.ts';

export function mountCircuitUpload(app: Hono, service: Service): void {
  const { deps, requireOrganiser } = service;
  on(app, RESOLVER_ROUTES.uploadCircuit, async (c) => {
    requireOrganiser(bearer(c));
    const { id, rulesetId = service.race.defaultRulesetId, file } = parse(UploadCircuitBody, await readJson(c));
    await deps.circuits.upload(rulesetId, id, file);
    return c.json({ id, rulesetId }, 201);
  });
}

export function mountCircuits(app: Hono, { deps }: Service): void {
  on(app, API_ROUTES.circuits, async (c) => c.json({ shipped: await deps.circuits.shipped() }));
}
