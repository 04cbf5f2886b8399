/** The organiser hands a seat to a substitute: the resolver function's to serve, which has the games' words for his email (resolver-routes.ts). */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import type { Handovers } from '../../notifier/delivery.ts';
import { handOver } from '../../race/handover.ts';
import { HandOverBody } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, raceIdOf, readJson } from '../http.ts';
import { IDEMPOTENCY_HEADER } from '../idempotency.ts';

export function mountSeats(app: Hono, service: Service, handovers: Handovers): void {
  on(app, RESOLVER_ROUTES.handOverSeat, async (c) => {
    service.requireOrganiser(bearer(c));
    const raceId = raceIdOf(c);
    const body = parse(HandOverBody, await readJson(c));
    const { car, token, emailed, state } = await handOver(service, handovers, raceId, body, c.req.header(IDEMPOTENCY_HEADER), c.get('attempt')?.takenOver);
    return c.json({ car, token, emailed, race: service.race.publicView(state, { role: 'organiser' }) }, 201);
  });
}
