/**
 * A player's standing order, played by the non-human player on the turns he misses ("ghost
 * plots"): set (PUT, answered with the game's warnings about it) and cleared (DELETE) by the
 * resolver function, which decides commands (`mountStandingOrderSetting`, resolver-routes.ts), read
 * (GET), secret from everyone else until the finish.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod';
import { own } from '../../../domain/own.ts';
import type { AnyRuleset } from '../../../domain/race/index.ts';
import { parse } from '../../http/parse.ts';
import { HttpProblem } from '../../http/problem.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../http/routes.ts';
import type { Service } from '../../race/service.ts';
import { bearer, on, raceIdOf, readJson } from '../http.ts';

/** The order as set, with what its player should know of it for the coming step, where the function has the game's assists. */
const setStandingOrder = async ({ deps, execute, playerOf, context }: Service, c: Context, order: (ruleset: AnyRuleset) => unknown) => {
  let car = '';
  const { state } = await execute(raceIdOf(c), (current) => {
    const player = playerOf(current, bearer(c));
    car = player.car;
    const schema = player.ruleset.standingOrderSchema;
    if (!schema) throw new HttpProblem(404, `the ${player.ruleset.id} rules have no standing orders`, [{ field: 'rulesetId', reason: 'no standing orders' }]);
    return { type: 'SetStandingOrder', car, order: order(player.ruleset) };
  });
  const set = state.standingOrders?.[car] ?? null;
  const warn = state.settings && own(deps.assists ?? {}, state.settings.rulesetId)?.warnings;
  const warnings = warn && set !== null ? warn((await context(state)).circuit, state.game, car, 'standingOrder', set) : [];
  return { car, order: set, warnings };
};

export function mountStandingOrderSetting(app: Hono, service: Service): void {
  on(app, RESOLVER_ROUTES.setStandingOrder, async (c) => {
    const body = await readJson(c);
    return c.json(await setStandingOrder(service, c, (ruleset) => parse(ruleset.standingOrderSchema as z.ZodType, body)));
  });
  on(app, RESOLVER_ROUTES.clearStandingOrder, async (c) => c.json(await setStandingOrder(service, c, () => null)));
}

export function mountStandingOrders(app: Hono, service: Service): void {
  const { load, playerCar } = service;
  on(app, API_ROUTES.standingOrder, async (c) => {
    const { state } = await load(raceIdOf(c));
    const car = playerCar(state, bearer(c));
    return c.json({ car, order: state.standingOrders?.[car] ?? null });
  });
}
