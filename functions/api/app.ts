/**
 * The HTTP API: one Hono app for AWS Lambda and local mode alike, one router per resource
 * (routes/) over the application services (services/, service.ts). Each handler parses, calls
 * and answers. Every read goes through the race's `publicView` / `redactEvent`, every refusal is
 * problem+json, and a refused request appends nothing.
 */

import { Hono } from 'hono/tiny';
import { HttpProblem, problem, toProblem } from '../http/problem.ts';
import { ConcurrencyError } from '../store/errors.ts';
import { mountWeb } from '../web/routes.ts';
import { bodyLimit } from './body-limit.ts';
import { mountChampionships } from './championships.ts';
import { bearer, parse, problemResponse, readJson, requestIdOf } from './http.ts';
import { idempotent } from './idempotency.ts';
import { mountCircuits } from './routes/circuits.ts';
import { mountEntries } from './routes/entries.ts';
import { mountHistory } from './routes/history.ts';
import { mountRaces } from './routes/races.ts';
import { mountStandingOrders } from './routes/standing-orders.ts';
import { mountMySubmissions } from './routes/submissions.ts';
import { type ApiDeps, createService } from './service.ts';

export type { ApiDeps } from './service.ts';

export function createApp(deps: ApiDeps): Hono {
  const service = createService(deps);
  const app = new Hono();

  app.use('*', bodyLimit(deps.config.maxBodyBytes ?? 64 * 1024));
  app.use('*', idempotent({ store: deps.idempotency, clock: deps.clock }));

  // Before the API routes: a browser asking for /races/{id} as HTML gets the race page.
  if (deps.webAssets) mountWeb(app, deps.webAssets);

  mountRaces(app, service);
  mountEntries(app, service);
  mountMySubmissions(app, service);
  mountStandingOrders(app, service);
  mountChampionships(app, {
    records: deps.records,
    load: service.load,
    rulesetOf: service.race.rulesetOf,
    requireOrganiser: (c) => service.requireOrganiser(bearer(c)),
    parse,
    readJson,
  });
  mountHistory(app, service);
  mountCircuits(app, service);
  deps.resolverRoutes?.(app, service);

  app.notFound((c) => problemResponse(c, problem(404, `no route ${c.req.method} ${c.req.path}`, [{ field: 'path', reason: 'no such route' }])));
  app.onError((error, c) => {
    const answer = toProblem(error instanceof ConcurrencyError ? new HttpProblem(409, 'the race changed too often meanwhile; try again') : error);
    const headers = error instanceof HttpProblem ? error.headers : {};
    if (answer.status < 500) return problemResponse(c, answer, headers);
    // The answer says nothing of the inside; the id it carries finds the log line that does.
    const requestId = requestIdOf(c);
    console.error(`request ${requestId}: ${c.req.method} ${c.req.path} answered ${answer.status}:`, error);
    return problemResponse(c, { ...answer, requestId }, headers);
  });
  return app;
}
