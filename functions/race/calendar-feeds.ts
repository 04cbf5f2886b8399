/**
 * A player's calendar feed (issue 30): asked for by his address, its secret address emailed to
 * that address alone; read by whoever holds that secret, as iCalendar, made afresh from his races
 * on each read so that a step played early or a deadline moved shows at the client's next read.
 * A player is known across races by the address he registers with.
 */
import { TOKEN_REISSUE_MS } from '../../domain/race/decide.ts';
import type { Race, RaceEvent, RaceState } from '../../domain/race/index.ts';
import type { RaceReporter } from '../../domain/race/report.ts';
import { type FeedRace, feedOf } from '../calendar/feed.ts';
import { icalendar } from '../calendar/icalendar.ts';
import { HttpProblem } from '../http/problem.ts';
import type { Notifier } from '../notifier/notifier.ts';
import type { CalendarFeeds } from '../store/calendar-feeds.ts';
import type { EventStore } from '../store/eventStore.ts';
import type { RaceIndex } from '../store/raceIndex.ts';

export interface CalendarFeedDeps {
  index: Pick<RaceIndex, 'listRaces'>;
  store: Pick<EventStore<RaceEvent, RaceState>, 'head'>;
  race: Pick<Race, 'step'>;
  feeds: CalendarFeeds;
  notifier: Pick<Notifier, 'calendarFeed'>;
  /** The games' words by ruleset id, which name the steps. */
  reporters: Record<string, RaceReporter>;
  /** Public base URL of the web pages, for the race page each event links to. */
  webUrl?: string | undefined;
  clock: () => Date;
  random: () => string;
}

/**
 * The races `address` (lower case) has a car in, as their newest commits left them; `open`: those
 * with a step open alone, which the index tells by a deadline, without reading the others.
 */
async function racesOf({ index, store, race }: CalendarFeedDeps, address: string, open: boolean): Promise<FeedRace[]> {
  const listed = (await index.listRaces()).filter(({ nextDeadline }) => !open || nextDeadline !== undefined);
  const races = await Promise.all(
    listed.map(async ({ raceId }) => {
      const head = await store.head(raceId);
      return head && { raceId, state: head.state, step: race.step(head.state), commit: head.commit, at: head.at };
    }),
  );
  return races.filter((one): one is FeedRace => one !== undefined && Object.values(one.state.entries).some((entry) => entry.email.toLowerCase() === address));
}

/**
 * Emails a new feed to `email` if a car of any race is registered with it, which revokes the feed
 * it had. Whether the address is registered, or had a feed lately, is told to nobody; one feed
 * every 10 minutes at most, as a token, so that asking cannot flood a player's mailbox.
 */
export async function requestCalendarFeed(deps: CalendarFeedDeps, email: string): Promise<void> {
  const address = email.toLowerCase();
  const now = deps.clock();
  const notBefore = new Date(now.getTime() - TOKEN_REISSUE_MS).toISOString();
  const issued = await deps.feeds.issuedAt(address);
  if (issued !== undefined && issued > notBefore) return;
  // His newest race's entry: the language he chose last, and his address as he wrote it there.
  const newest = (await racesOf(deps, address, false)).sort((a, b) => (b.state.createdAt ?? '').localeCompare(a.state.createdAt ?? ''))[0];
  const entry = newest && Object.values(newest.state.entries).find((one) => one.email.toLowerCase() === address);
  if (!entry) return;
  const feedId = deps.random();
  if (!(await deps.feeds.issue(feedId, { address, language: entry.language }, now.toISOString(), notBefore))) return;
  // Not sent is not known to the asker either: he asks again in 10 minutes, as for a token.
  await deps.notifier.calendarFeed(entry.email, feedId, entry.language).catch(() => undefined);
}

/** The feed whose secret id is `feedId`, as iCalendar text; 404 for a feed unknown or revoked. */
export async function readCalendarFeed(deps: CalendarFeedDeps, feedId: string): Promise<string> {
  const holder = await deps.feeds.find(feedId);
  if (!holder) throw new HttpProblem(404, 'no such calendar feed: unknown, or revoked by a newer one', [{ field: 'feed', reason: 'no such feed' }]);
  const races = await racesOf(deps, holder.address, true);
  return icalendar(feedOf(races, holder.address, holder.language, deps));
}
