/**
 * The routes' table (functions/http/routes.ts) is what the app mounts, and the routes it gives the
 * resolver function (infra/stack.ts sends them there) are exactly those the API function's app
 * leaves out (functions/api/resolver-routes.ts): one sent to the API function that its app lacks
 * would answer 404 on AWS alone.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../functions/api/app.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../functions/http/routes.ts';
import { type Api, startApi } from '../api/world.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-routes');
});
afterAll(() => api.close());

/** An app's routes as API Gateway writes them: `POST /races/{id}/resolve`. */
const routesOf = (app: Hono): Set<string> =>
  new Set(app.routes.filter((route) => route.method !== 'ALL').map(({ method, path }) => `${method} ${path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`));

it('sends to the resolver function every route the API function leaves out, and no other', () => {
  const { resolverRoutes: _routes, resolver: _resolver, ...apiFunction } = api.deps;
  const everyRoute = routesOf(createApp(api.deps));
  const apiRoutes = routesOf(createApp(apiFunction));
  const leftOut = [...everyRoute].filter((route) => !apiRoutes.has(route)).sort();
  const sent = Object.values(RESOLVER_ROUTES)
    .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
    .sort();
  expect(leftOut).toEqual(sent);
  expect(leftOut).toContain('POST /races/{id}/resolve');
  expect(apiRoutes).toContain('GET /races/{id}');
});

it('mounts every route of the table, and no other', () => {
  const table = [...Object.values(API_ROUTES), ...Object.values(RESOLVER_ROUTES)].map(({ method, path }) => `${method.toUpperCase()} ${path}`);
  expect([...routesOf(createApp(api.deps))].sort()).toEqual(table.sort());
});
