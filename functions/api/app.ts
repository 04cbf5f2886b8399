/**
 * The HTTP API: one Hono app for AWS Lambda and local mode alike, one router per resource
 * (routes/) over the application layer (functions/race). Each handler parses, calls
 * and answers. Every read goes through the race's `publicView` / `redactEvent`, every refusal is
 * problem+json, and a refused request appends nothing.
 */

import { Hono } from 'hono/tiny';
import { HttpProblem, problem, toProblem } from '../http/problem.ts';
import { createService, type Service, type ServiceDeps } from '../race/service.ts';
import { ConcurrencyError } from '../store/errors.ts';
import type { WebAssets } from '../web/assets.ts';
import { mountWeb } from '../web/routes.ts';
import { bodyLimit } from './body-limit.ts';
import { problemResponse, requestIdOf } from './http.ts';
import { idempotent } from './idempotency.ts';
import { mountCircuits } from './routes/circuits.ts';
import { mountHistory } from './routes/history.ts';
import { mountOrganiser } from './routes/organiser.ts';
import { mountRaces } from './routes/races.ts';
import { mountStandingOrders } from './routes/standing-orders.ts';
import { mountMySubmissions } from './routes/submissions.ts';

/** What the HTTP API is built on: the race service's parts, and what only HTTP needs. */
export interface ApiDeps extends ServiceDeps {
  /** The web pages; without them the app is the JSON API only. */
  webAssets?: WebAssets;
  /**
   * Mounts the routes the resolver function serves on AWS (resolver-routes.ts); without it (the
   * API function, for its bundle's size) API Gateway sends them to the resolver (infra/stack.ts).
   */
  resolverRoutes?: (app: Hono, service: Service) => void;
  config: ServiceDeps['config'] & {
    /** Largest accepted request body; 64 KB by default. */
    maxBodyBytes?: number;
  };
}

export function createApp(deps: ApiDeps): Hono {
  const service = createService(deps);
  const app = new Hono();

  app.use('*', bodyLimit(deps.config.maxBodyBytes ?? 64 * 1024));
  app.use('*', idempotent({ store: deps.idempotency, clock: deps.clock }));

  // Before the API routes: a browser asking for a race (`API_ROUTES.race`) as HTML gets the race page.
  if (deps.webAssets) mountWeb(app, deps.webAssets);

  mountRaces(app, service);
  mountMySubmissions(app, service);
  mountStandingOrders(app, service);
  mountHistory(app, service);
  mountOrganiser(app, service);
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
