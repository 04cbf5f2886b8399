/**
 * The routes the resolver function serves on AWS (infra/stack.ts sends them there; the rest go to
 * the API function), mounted by the wiring that has the resolver (functions/wiring.ts) and never
 * imported by the API function's, whose bundle leaves their code out: those whose commits are
 * emailed to every player or schedule a reminder; the documents (zod's JSON Schema generator, the
 * games' SVG renderers); and what needs the games' assists or compiled circuits (a submission's
 * warnings and check, the previews, an upload).
 */
import type { Hono } from 'hono';
import type { Notifier } from '../notifier/notifier.ts';
import type { CalendarFeedDeps } from '../race/calendar-feeds.ts';
import type { Service } from '../race/service.ts';
import { mountCalendarFeeds } from './routes/calendar-feeds.ts';
import { mountCircuitUpload } from './routes/circuits.ts';
import { mountDocuments } from './routes/documents.ts';
import { mountRaceCommands } from './routes/races.ts';
import { mountSeasons } from './routes/seasons.ts';
import { mountStandingOrderSetting } from './routes/standing-orders.ts';
import { mountSubmissions } from './routes/submissions.ts';

/** What these routes need beside the race service, which the API function's registrations do not. */
export interface ResolverRouteDeps {
  /** The emails these routes send besides a race's. */
  notifier: Pick<Notifier, 'seasonClosed' | 'calendarFeed'>;
  /** The players' calendar feeds: their store, the games' words and the web's address. */
  calendar: Pick<CalendarFeedDeps, 'feeds' | 'reporters' | 'webUrl'>;
}

export function mountResolverRoutes(app: Hono, service: Service, { notifier, calendar }: ResolverRouteDeps): void {
  mountRaceCommands(app, service);
  mountSubmissions(app, service);
  mountStandingOrderSetting(app, service);
  mountCircuitUpload(app, service);
  mountSeasons(app, service, notifier);
  mountCalendarFeeds(app, {
    ...calendar,
    notifier,
    index: service.deps.index,
    store: service.deps.store,
    race: service.race,
    clock: service.deps.clock,
    random: service.deps.random,
  });
  mountDocuments(app, service);
}
