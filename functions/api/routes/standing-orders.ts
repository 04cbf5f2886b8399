/**
 * A player's standing order, played by the non-human player on the turns he misses ("ghost
 * plots"): set (PUT), read (GET) and cleared (DELETE), secret from everyone else until the finish.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod';
import type { AnyRuleset } from '../../../domain/race/index.ts';
import { HttpProblem } from '../../http/problem.ts';
import { bearer, parse, raceIdOf, readJson } from '../http.ts';
import type { Service } from '../service.ts';

export function mountStandingOrders(app: Hono, { execute, load, playerOf, playerCar }: Service): void {
  const setStandingOrder = (c: Context, order: (ruleset: AnyRuleset) => unknown) => {
    let car = '';
    return execute(raceIdOf(c), (current) => {
      const player = playerOf(current, bearer(c));
      car = player.car;
      const schema = player.ruleset.standingOrderSchema;
      if (!schema) throw new HttpProblem(404, `the ${player.ruleset.id} rules have no standing orders`, [{ field: 'rulesetId', reason: 'no standing orders' }]);
      return { type: 'SetStandingOrder', car, order: order(player.ruleset) };
    }).then(({ state }) => ({ car, order: state.standingOrders?.[car] ?? null }));
  };

  app.put('/races/:id/standing-order', async (c) => {
    const body = await readJson(c);
    return c.json(await setStandingOrder(c, (ruleset) => parse(ruleset.standingOrderSchema as z.ZodType, body)));
  });
  app.delete('/races/:id/standing-order', async (c) => c.json(await setStandingOrder(c, () => null)));
  app.get('/races/:id/standing-order', async (c) => {
    const { state } = await load(raceIdOf(c));
    const car = playerCar(state, bearer(c));
    return c.json({ car, order: state.standingOrders?.[car] ?? null });
  });
}
