/** A player's absences (issue 30, docs/absences.md): declared, listed and cancelled with any of his race tokens. */
import type { Hono } from 'hono';
import * as z from 'zod';
import { AbsenceRequest } from '../../../domain/absences.ts';
import { parse } from '../../http/parse.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { type AbsenceDeps, cancel, declare, listMine } from '../../race/absences.ts';
import type { Service } from '../../race/service.ts';
import { bearer, idOf, on, raceIdOf, readJson } from '../http.ts';

/** An absence's id as it is made: anything else is no absence, refused before the store is asked. */
const AbsenceId = z.string().regex(/^[0-9a-f]{16}$/, { message: 'expected 16 hexadecimal digits' });

export function mountAbsences(app: Hono, service: Service, deps: AbsenceDeps): void {
  on(app, RESOLVER_ROUTES.declareAbsence, async (c) => {
    const raceId = raceIdOf(c);
    const request = parse(AbsenceRequest, await readJson(c));
    return c.json(await declare(service, deps, raceId, bearer(c), request), 201);
  });

  on(app, RESOLVER_ROUTES.myAbsences, async (c) => c.json(await listMine(service, deps, raceIdOf(c), bearer(c))));

  on(app, RESOLVER_ROUTES.cancelAbsence, async (c) => {
    const raceId = raceIdOf(c);
    const id = idOf(c.req.param('absence') ?? '', AbsenceId, 'absence', 'absence');
    return c.json(await cancel(service, deps, raceId, bearer(c), id));
  });
}
