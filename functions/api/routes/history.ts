/** A race's public history and its export, and the check of any roll by its code. */
import type { Hono } from 'hono';
import { DiceCode } from '../../../domain/race/ids.ts';
import { parse } from '../../http/parse.ts';
import { API_ROUTES } from '../../http/routes.ts';
import { exportOf, history } from '../../race/history.ts';
import { rollByCode } from '../../race/rolls.ts';
import { AfterQuery } from '../../race/schemas.ts';
import type { Service } from '../../race/service.ts';
import { bearer, idOf, on, raceIdOf } from '../http.ts';

export function mountHistory(app: Hono, service: Service): void {
  on(app, API_ROUTES.events, async (c) => {
    const raceId = raceIdOf(c);
    const { after } = parse(AfterQuery, c.req.query());
    const { state } = await service.load(raceId);
    return c.json(await history(service, raceId, state, after, service.viewerOf(state, bearer(c))));
  });

  on(app, API_ROUTES.export, async (c) => c.json(await exportOf(service, raceIdOf(c))));

  on(app, API_ROUTES.roll, async (c) => c.json(await rollByCode(service, idOf(c.req.param('code') ?? '', DiceCode, 'code', 'roll'))));
}
