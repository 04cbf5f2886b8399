/**
 * The routes the resolver function serves on AWS (infra/stack.ts sends them there; the rest go to
 * the API function), mounted by the wiring that has the resolver (functions/wiring.ts) and never
 * imported by the API function's, whose bundle leaves their code out: those whose commits are
 * emailed to every player or schedule a reminder; a seat handed over, whose substitute's email
 * shows what the seat holds in the game's words; the championships; the documents (zod's JSON
 * Schema generator, the games' SVG renderers); and what needs the games' assists or compiled
 * circuits (a submission's warnings and check, the previews, an upload).
 */
import type { Hono } from 'hono';
import type { ChannelSettings } from '../channels/channel.ts';
import type { ChannelStore } from '../channels/store.ts';
import { parse } from '../http/parse.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { AbsenceDeps } from '../race/absences.ts';
import type { CalendarFeedDeps } from '../race/calendar-feeds.ts';
import type { Service } from '../race/service.ts';
import { mountChampionships } from './championships.ts';
import { bearer, readJson } from './http.ts';
import { mountAbsences } from './routes/absences.ts';
import { mountCalendarFeeds } from './routes/calendar-feeds.ts';
import { mountChannels } from './routes/channels.ts';
import { mountCircuitUpload } from './routes/circuits.ts';
import { mountDocuments } from './routes/documents.ts';
import { mountEntries } from './routes/entries.ts';
import { mountRaceCommands } from './routes/races.ts';
import { mountSeasons } from './routes/seasons.ts';
import { mountSeats } from './routes/seats.ts';
import { mountStandingOrderSetting } from './routes/standing-orders.ts';
import { mountSubmissions } from './routes/submissions.ts';

/** What these routes need beside the race service, which the API function does not. */
export interface ResolverRouteDeps {
  /** The emails these routes send besides a race's announcements: registrations, tokens, handovers, a season's close, a calendar feed. */
  notifier: Notifier;
  /** The players' calendar feeds: their store, the games' words and the web's address. */
  calendar: Pick<CalendarFeedDeps, 'feeds' | 'reporters' | 'webUrl'>;
  /** The league channels' store, and the hosts their addresses may name besides the chats'. */
  channels: { store: ChannelStore; settings: ChannelSettings };
  /** The players' absences and the days a year allows. */
  absences: AbsenceDeps;
}

export function mountResolverRoutes(app: Hono, service: Service, { notifier, calendar, channels, absences }: ResolverRouteDeps): void {
  mountEntries(app, service, notifier);
  mountRaceCommands(app, service);
  mountChampionships(app, {
    records: service.deps.records,
    load: service.load,
    rulesetOf: service.race.rulesetOf,
    requireOrganiser: (c) => service.requireOrganiser(bearer(c)),
    parse,
    readJson,
  });
  mountSeats(app, service, notifier);
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
  mountChannels(app, {
    ...channels,
    records: service.deps.records,
    requireOrganiser: (c) => service.requireOrganiser(bearer(c)),
    raceExists: async (raceId) => (await service.deps.store.head(raceId)) !== undefined,
    clock: service.deps.clock,
  });
  mountAbsences(app, service, absences);
}
