/**
 * What a channel is told of one announced event, whatever the chat: a title, lines, who is late, a
 * link to the race page and the step's picture. Made from what the public may see only (the game's
 * `viewEvent` for nobody's seat, contract 4): no hand, bid or pending move, no token or address.
 */
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import { isStepRecord, type RaceEvent } from '../../domain/race/events.ts';
import type { Language } from '../../domain/race/language.ts';
import { lockedOf, playedStepOf } from '../../domain/race/records.ts';
import { type RaceReporter, stepWords } from '../../domain/race/report.ts';
import type { RaceState } from '../../domain/race/state.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../http/routes.ts';
import { raceMessages } from '../notifier/messages.ts';
import { channelWords } from './words.ts';

export interface ChannelMessage {
  title: string;
  lines: string[];
  /** The names of the drivers late for the step. */
  late: string[];
  /** The race page. */
  link?: string;
  /** The race right after the step, a PNG's address, with its words. */
  picture?: { url: string; alt: string };
}

/** Lines a message holds at most: a chat shows a summary, the race page the rest. */
export const MAX_LINES = 12;

export interface Told {
  /** Unique in the race: the step's id, or `finished`. */
  key: string;
  message(language: Language): ChannelMessage;
}

export interface MessageContext {
  state: RaceState;
  ruleset: AnyRuleset | undefined;
  reporter: RaceReporter;
  points: (classification: string[]) => Record<string, number>;
  baseUrl?: string | undefined;
  webUrl?: string | undefined;
}

const cut = (lines: string[], language: Language): string[] =>
  lines.length <= MAX_LINES ? lines : [...lines.slice(0, MAX_LINES - 1), channelWords[language].more(lines.length - MAX_LINES + 1)];

/**
 * What a channel is told of `event`, or nothing: a step played (but a step that closes no round of
 * a game told a round at a time, whose news is only its next player's), and the finish.
 */
export function told(event: RaceEvent, { state, ruleset, reporter, points, baseUrl, webUrl }: MessageContext): Told | undefined {
  const settings = state.settings;
  if (!settings) return undefined;
  const raceId = settings.raceId;
  const nameOf = (car: string) => state.entries[car]?.name ?? '?';
  const link = webUrl === undefined ? {} : { link: webUrl + pathTo(API_ROUTES.race, { id: raceId }) };
  if (event.type === 'RaceFinished') {
    const scored = points(event.classification);
    return {
      key: 'finished',
      message: (language) => ({
        title: raceMessages[language].finished.subject(settings.title),
        lines: cut(
          event.classification.map((car, index) => channelWords[language].placed(index + 1, car, nameOf(car), scored[car] ?? 0)),
          language,
        ),
        late: [],
        ...link,
      }),
    };
  }
  if (!isStepRecord(event)) return undefined;
  if (event.type === 'StepPlayed' && ruleset?.rounds && !ruleset.rounds.closes(event.events)) return undefined;
  const step = playedStepOf(event);
  // Nobody's seat: what the public may see of the step's game events.
  const who = { cars: [], finished: state.phase === 'finished' };
  const viewEvent = ruleset?.viewEvent;
  const events = viewEvent ? event.events.map((e) => viewEvent(e, who)).filter((e) => e !== undefined) : event.events;
  const locked = lockedOf(event);
  const late = [
    ...new Set(
      Object.keys(locked)
        .filter((car) => locked[car] == null)
        .map(nameOf),
    ),
  ];
  return {
    key: step.id,
    message: (language) => {
      const name = stepWords(reporter, step, language);
      const cars = Object.keys(locked).flatMap((car) => {
        const clauses = reporter.describe(car, events, language);
        return clauses.length === 0 ? [] : [raceMessages[language].turn.report(car, nameOf(car), clauses)];
      });
      return {
        title: raceMessages[language].step.subject(settings.title, name),
        lines: cut([...reporter.describe(null, events, language), ...cars], language),
        late,
        ...link,
        ...(baseUrl === undefined
          ? {}
          : {
              picture: {
                url: baseUrl + pathTo(RESOLVER_ROUTES.racePng, { id: raceId }, { step: step.id, language }),
                alt: raceMessages[language].step.picture(name),
              },
            }),
      };
    },
  };
}
