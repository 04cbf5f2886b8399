/** A player's calendar feed (issue 30): asked for by his address, read by its secret address. */
import type { Hono } from 'hono';
import * as z from 'zod';
import { parse } from '../../http/parse.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { type CalendarFeedDeps, readCalendarFeed, requestCalendarFeed } from '../../race/calendar-feeds.ts';
import { CalendarFeedRequestBody } from '../../race/schemas.ts';
import { idOf, on, readJson } from '../http.ts';

/** A feed's secret id as it is made (`ServiceDeps.random`): anything else is no feed, refused before the store is asked. */
const FeedId = z.string().regex(/^[0-9a-f]{64}$/, { message: 'expected 64 hexadecimal digits' });

export function mountCalendarFeeds(app: Hono, deps: CalendarFeedDeps): void {
  on(app, RESOLVER_ROUTES.requestCalendarFeed, async (c) => {
    const { email } = parse(CalendarFeedRequestBody, await readJson(c));
    await requestCalendarFeed(deps, email);
    return c.json(
      { detail: 'if a car is registered with this address, its calendar feed is on its way to it, revoking the one before (one every 10 minutes at most)' },
      202,
    );
  });

  on(app, RESOLVER_ROUTES.calendarFeed, async (c) => {
    const feedId = idOf((c.req.param('feed') ?? '').replace(/\.ics$/, ''), FeedId, 'feed', 'calendar feed');
    // Read afresh each time, and not kept by a proxy on the way: its address is its only secret.
    return c.body(await readCalendarFeed(deps, feedId), 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-cache' });
  });
}
