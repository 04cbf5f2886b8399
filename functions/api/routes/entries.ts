/** Registering for a race, and a new token for a player whose token was lost. */
import type { Hono } from 'hono';
import { parse } from '../../http/parse.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { issueToken, register } from '../../race/registration.ts';
import { RegisterBody, TokenRequestBody } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { on, raceIdOf, readJson } from '../http.ts';
import { IDEMPOTENCY_HEADER } from '../idempotency.ts';

export function mountEntries(app: Hono, service: Service): void {
  on(app, API_ROUTES.register, async (c) => {
    const raceId = raceIdOf(c);
    const body = parse(RegisterBody, await readJson(c));
    const { car, token, emailed, state } = await register(service, raceId, body, c.req.header(IDEMPOTENCY_HEADER), c.get('attempt')?.takenOver);
    return c.json({ car, token, emailed, race: service.race.publicView(state, { role: 'player', car }) }, 201);
  });

  on(app, API_ROUTES.requestToken, async (c) => {
    const raceId = raceIdOf(c);
    const { email } = parse(TokenRequestBody, await readJson(c));
    await issueToken(service, raceId, email);
    return c.json({ detail: 'if this address is registered for the race, a new token is on its way to it (one every 10 minutes at most)' }, 202);
  });
}
