/**
 * The organiser's league channels (issue 30 point 4): bound to races or a championship, listed with
 * their address masked, deleted. A channel's address or bot token is answered never again. Its id
 * is a hash of all it was bound with, so that a retried binding finds the channel it made.
 */
import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { type Channel, type ChannelSettings, CreateChannelBody, masked, refusal } from '../../channels/channel.ts';
import type { ChannelStore } from '../../channels/store.ts';
import { parse } from '../../http/parse.ts';
import { HttpProblem } from '../../http/problem.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import type { Records } from '../../store/records.ts';
import { championshipRaces } from '../championships.ts';
import { idOf, on, readJson } from '../http.ts';

export interface ChannelRouteDeps {
  store: ChannelStore;
  records: Pick<Records, 'get'>;
  settings: ChannelSettings;
  requireOrganiser(c: Context): void;
  /** Whether the race exists. */
  raceExists(raceId: string): Promise<boolean>;
  clock: () => Date;
}

const ChannelId = z.string().regex(/^[0-9a-f]{20}$/, { message: 'expected 20 hexadecimal digits' });

/** The channel as the organiser sees it: everything but its secret. */
const shown = ({ target, ...channel }: Channel) => ({ ...channel, kind: target.kind, target: masked(target) });

export function mountChannels(app: Hono, deps: ChannelRouteDeps): void {
  on(app, RESOLVER_ROUTES.createChannel, async (c) => {
    deps.requireOrganiser(c);
    const body = parse(CreateChannelBody, await readJson(c));
    const refused = refusal(body.target, deps.settings);
    if (refused) throw new HttpProblem(400, refused.reason, [refused]);
    const bound = body.championship === undefined ? [] : await championshipRaces(deps.records, body.championship);
    if (bound === undefined) throw new HttpProblem(404, `no championship ${body.championship}`, [{ field: 'championship', reason: 'no such championship' }]);
    for (const [index, raceId] of body.races.entries())
      if (!(await deps.raceExists(raceId))) throw new HttpProblem(404, `no race ${raceId}`, [{ field: `races[${index}]`, reason: 'no such race' }]);
    const races = [...new Set([...body.races, ...bound])];
    const id = createHash('sha256')
      .update(JSON.stringify([body.target, [...body.races].sort(), body.championship ?? null, body.language]))
      .digest('hex')
      .slice(0, 20);
    const channel: Channel = {
      id,
      target: body.target,
      races,
      ...(body.championship === undefined ? {} : { championship: body.championship }),
      language: body.language,
      createdAt: deps.clock().toISOString(),
    };
    if (await deps.store.add(channel)) return c.json({ channel: shown(channel) }, 201);
    const found = (await deps.store.list()).find((other) => other.id === id);
    return c.json({ channel: shown(found ?? channel) }, 200);
  });

  on(app, RESOLVER_ROUTES.channels, async (c) => {
    deps.requireOrganiser(c);
    return c.json({ channels: (await deps.store.list()).map(shown) });
  });

  on(app, RESOLVER_ROUTES.deleteChannel, async (c) => {
    deps.requireOrganiser(c);
    const id = idOf(c.req.param('id') ?? '', ChannelId, 'id', 'channel');
    if (!(await deps.store.remove(id))) throw new HttpProblem(404, `no channel ${id}`, [{ field: 'id', reason: 'no such channel' }]);
    return c.body(null, 204);
  });
}
