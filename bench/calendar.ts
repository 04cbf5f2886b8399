/**
 * Issue 30's calendar feed through the API on its store (dynalite): a player in 20 toy races, each
 * at turn 1 and waiting for his car, his feed read again and again as a calendar program would.
 */
import { pathTo, RESOLVER_ROUTES } from '../functions/http/routes.ts';
import { startApi } from '../test/api/world.ts';
import { median, percentile, timed } from './stats.ts';

export const FEED_RACES = 20;
const READS = 50;
/** Car 2 of every race `racingRace` makes (test/api/world.ts). */
const PLAYER = 'driver2@example.org';

export interface CalendarFeedFigures {
  median: number;
  p90: number;
  events: number;
  octets: number;
}

export async function calendarFeed(): Promise<CalendarFeedFigures> {
  const api = await startApi('bench-calendar', undefined, undefined, undefined, { baseUrl: 'https://speed.example' });
  try {
    for (let race = 1; race <= FEED_RACES; race++) await api.racingRace(`feed_${race}`);
    await api.call('POST', pathTo(RESOLVER_ROUTES.requestCalendarFeed), { email: PLAYER });
    const text = api.mails.filter(({ to }) => to === PLAYER).at(-1)?.email.text ?? '';
    const path = /https:\/\/speed\.example(\/\S+\.ics)/.exec(text)?.[1];
    if (!path) throw new Error('no calendar feed was emailed');
    const read = async () => {
      const answer = await api.call('GET', path);
      if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
      return answer.body as string;
    };
    const feed = await read();
    const samples: number[] = [];
    for (let i = 0; i < READS; i++) samples.push((await timed(read)).ms);
    const events = feed.split('BEGIN:VEVENT').length - 1;
    // Every race is open and waits for his car: a feed short of one would time less work.
    if (events !== FEED_RACES) throw new Error(`the feed has ${events} events, not ${FEED_RACES}`);
    return { median: median(samples), p90: percentile(samples, 90), events, octets: Buffer.byteLength(feed) };
  } finally {
    await api.close();
  }
}
