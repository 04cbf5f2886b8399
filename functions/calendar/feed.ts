/**
 * A player's calendar feed (issue 30): one event per open step of his races that waits for one of
 * his cars, at its deadline, in his language for that race. What it says is what the race's public
 * view says (the race's title, the step, its deadline, his own car numbers) and the game's prompt
 * for the step: never a hand, a bid, a pending move or a token (contract 4).
 */
import { own } from '../../domain/own.ts';
import type { Language } from '../../domain/race/language.ts';
import { nonHumanPlayerWords, type RaceReporter, stepWords } from '../../domain/race/report.ts';
import type { OpenStep, RaceState } from '../../domain/race/state.ts';
import { API_ROUTES, pathTo } from '../http/routes.ts';
import { raceMessages } from '../notifier/messages.ts';
import type { Calendar, CalendarEvent } from './icalendar.ts';

/** A race as its newest commit left it. */
export interface FeedRace {
  raceId: string;
  state: RaceState;
  /** Its step open now (`Race.step`: a snapshot from before the games declared their steps holds none). */
  step: OpenStep | undefined;
  commit: number;
  /** When the newest commit was written. */
  at: string;
}

/** How often a calendar client is asked to read the feed again: a step played early shows within the hour. */
export const FEED_REFRESH = 'PT1H';

interface FeedWords {
  name: string;
  summary(title: string, step: string): string;
  /** `prompt`: what the step asks (the game's words); `player`: who plays a car nobody sent for. */
  description(prompt: string, cars: readonly string[], player: string): string;
  raceLink(url: string): string;
}

const WORDS: Record<Language, FeedWords> = {
  en: {
    name: 'Speed Master: my deadlines',
    summary: (title, step) => `${title}: deadline for ${step}`,
    description: (prompt, cars, player) => `Car ${cars.join(', car ')}: ${prompt} by this time; without it, ${player} plays for your car.`,
    raceLink: (url) => `Race page: ${url}`,
  },
  // The step's name goes after a colon or in brackets, as in the emails: it needs no article whatever its gender.
  it: {
    name: 'Speed Master: le mie scadenze',
    summary: (title, step) => `${title}: ${step}, scadenza`,
    description: (prompt, cars, player) => `Auto ${cars.join(', auto ')}: ${prompt} entro quest'ora; se non arriva niente, per la tua auto giocherà ${player}.`,
    raceLink: (url) => `Pagina della gara: ${url}`,
  },
};

export interface FeedOptions {
  /** The games' words by ruleset id, which name each step. */
  reporters: Record<string, RaceReporter>;
  /** Public base URL of the web pages, for the race page; without it the events carry no link. */
  webUrl?: string | undefined;
}

/** The UID's domain part, the web's host when known: a UID should be unique beyond this calendar (RFC 5545 3.8.4.7). */
const uidDomain = (webUrl: string | undefined): string => (webUrl ? new URL(webUrl).host : 'speed-master');

/** The event of `race`'s open step for the player of `address`, if it waits for one of his cars. */
const eventOf = ({ raceId, state, step, commit, at }: FeedRace, address: string, { reporters, webUrl }: FeedOptions): CalendarEvent | undefined => {
  const { deadline, settings } = state;
  if (!step || !deadline || !settings) return undefined;
  const mine = Object.values(state.entries).filter((entry) => entry.status === 'in' && entry.email.toLowerCase() === address);
  const cars = step.cars.filter((car) => mine.some((entry) => entry.car === car));
  const language = mine[0]?.language;
  if (cars.length === 0 || language === undefined) return undefined;
  const reporter = own(reporters, settings.rulesetId);
  const name = stepWords(reporter, step, language);
  const prompt = reporter?.prompts?.[language]?.[step.kind] ?? raceMessages[language].awaiting.sendFor(name);
  const words = WORDS[language];
  const url = webUrl ? `${webUrl}${pathTo(API_ROUTES.race, { id: raceId })}#step` : undefined;
  return {
    // A step's id is unique in its race: the event stays the same through a moved deadline, and a new step is a new event.
    uid: `${step.id}.${raceId}@${uidDomain(webUrl)}`,
    start: deadline,
    stamp: at,
    // Every change of the deadline is a commit of the race: its number grows with each, and is the same on every read.
    sequence: commit,
    summary: words.summary(settings.title, name),
    description: [words.description(prompt, cars, nonHumanPlayerWords(reporter, language)), ...(url ? [words.raceLink(url)] : [])].join('\n'),
    ...(url ? { url } : {}),
  };
};

/** The calendar of the player registered as `address` (lower case) in `races`, its name in `language`; its events by deadline. */
export const feedOf = (races: readonly FeedRace[], address: string, language: Language, options: FeedOptions): Calendar => ({
  name: WORDS[language].name,
  refresh: FEED_REFRESH,
  events: races.flatMap((race) => eventOf(race, address, options) ?? []).sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid)),
});
