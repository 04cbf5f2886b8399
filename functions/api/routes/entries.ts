/**
 * Registering for a race, and a new token for a player whose token was lost, asked by him or by
 * the organiser: all email the
 * player, so the resolver function serves them (resolver-routes.ts), the API function sending no
 * email at all.
 */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import type { Registration } from '../../notifier/delivery.ts';
import { issueToken, register, reissueToken } from '../../race/registration.ts';
import { RegisterBody, TokenRequestBody } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, raceIdOf, readJson } from '../http.ts';
import { IDEMPOTENCY_HEADER } from '../idempotency.ts';

export function mountEntries(app: Hono, service: Service, notifier: Registration): void {
  on(app, RESOLVER_ROUTES.register, async (c) => {
    const raceId = raceIdOf(c);
    const body = parse(RegisterBody, await readJson(c));
    const { car, token, emailed, state } = await register(service, notifier, raceId, body, c.req.header(IDEMPOTENCY_HEADER), c.get('attempt')?.takenOver);
    return c.json({ car, token, emailed, race: service.race.publicView(state, { role: 'player', car }) }, 201);
  });

  on(app, RESOLVER_ROUTES.requestToken, async (c) => {
    const raceId = raceIdOf(c);
    const { email } = parse(TokenRequestBody, await readJson(c));
    await issueToken(service, notifier, raceId, email);
    return c.json({ detail: 'if this address is registered for the race, a new token is on its way to it (one every 10 minutes at most)' }, 202);
  });

  // The organiser's: a fresh token for a player who cannot ask himself (his address changed, his mail lost), once per Idempotency-Key.
  on(app, RESOLVER_ROUTES.reissueToken, async (c) => {
    service.requireOrganiser(bearer(c));
    return c.json(await reissueToken(service, notifier, raceIdOf(c), c.req.param('car') ?? ''), 202);
  });
}
