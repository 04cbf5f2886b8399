/** Whether the bearer token is the organiser's, for his page's sign-in: a request that does nothing else. */
import type { Hono } from 'hono';
import { API_ROUTES } from '../../http/routes.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on } from '../http.ts';

export function mountOrganiser(app: Hono, service: Service): void {
  on(app, API_ROUTES.organiserToken, (c) => {
    service.requireOrganiser(bearer(c));
    return c.json({ role: 'organiser' });
  });
}
