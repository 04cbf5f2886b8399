/**
 * The race's emails (SC-PBEM-8, SC-DICE-2): the token after registration, the grid, every
 * resolved turn and the finish, to every registered player in his language.
 *
 * Idempotency, per (race, player, kind, turn): before sending, a marker item is looked up and the
 * email is skipped if it is there; the marker is written (`putIfAbsent`) only after SES has
 * accepted the email. So an email is never lost: a crash before the marker leaves the email to
 * be sent again by the retry. The price is a duplicate in one narrow case: the process dies, or
 * the marker write fails, after SES accepted the email and before the marker is stored (one
 * PutItem). Two notifiers working on the same commit at the same moment could also both send;
 * the resolver avoids that: the writer of a commit sends its emails, and the recovery of a commit
 * whose emails went missing waits until that writer has surely finished (resolver.ts). Which
 * announcements still owe emails is kept in the race index (raceIndex.ts), so a newer command
 * never hides them.
 *
 * A turn email shows the circuit right after the turn as a PNG, drawn once for all the players
 * and only when one of them still needs the email. A picture that cannot be drawn does not hold
 * the emails back: they go without it, still linking to the race page.
 */
import type { RaceEvent } from '../../domain/race/events.ts';
import type { AnyRuleset } from '../../domain/race/race-ruleset.ts';
import type { RaceState } from '../../domain/race/state.ts';
import type { Circuits } from '../api/circuits.ts';
import { svgToPng } from '../picture/png.ts';
import type { Records } from '../store/records.ts';
import { keys } from '../store/table.ts';
import { render } from './document.ts';
import type { Document } from './document.ts';
import { finishEmail, gridEmail, registrationEmail, turnEmail, type RaceFacts, type RaceReporter } from './emails.ts';
import type { Mailer } from './mailer.ts';
import type { Language, Reader } from './messages.ts';
import { reporters as gameReporters } from './reporters.ts';

/** Half the web picture's size: about 1100 px wide for Monza, readable in a mail client, a fraction of the bytes. */
export const EMAIL_PICTURE_SCALE = 0.5;

export interface NotifierOptions {
  mailer: Mailer;
  records: Pick<Records, 'get' | 'putIfAbsent'>;
  rulesets: Record<string, AnyRuleset>;
  /** The game's words by ruleset id (the shipped games' by default); a ruleset without one gets emails with the generic facts only. */
  reporters?: Record<string, RaceReporter>;
  /** Public base URL of the API, for the dice checks and the pictures. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page; the API's by default. */
  webUrl?: string;
  /** Where the races' circuits come from, to draw the turn pictures; without it the emails have none. */
  circuits?: Pick<Circuits, 'load'>;
}

export interface Notifier {
  /** Sends the new player his secret token (SC-PBEM-1); `state` is the race right after his registration. */
  registered(state: RaceState, car: string, token: string): Promise<number>;
  /** Emails every registered player about the grid, the turns and the finish among `events`; returns how many emails went out. */
  published(state: RaceState, events: RaceEvent[]): Promise<number>;
}

/** The events that every registered player is emailed about. */
export const isAnnounced = (event: RaceEvent): boolean =>
  event.type === 'GridPublished' || event.type === 'TurnResolved' || event.type === 'RaceFinished';

/** How many announced events the race has folded: the grid, each resolved turn, the finish. */
export const announcementsOf = (state: RaceState): number =>
  (state.game === undefined ? 0 : 1) + Math.max(0, state.turn - 1) + (state.phase === 'finished' ? 1 : 0);

type EmailKind = 'registered' | 'grid' | 'turn' | 'finished';

const silentReporter: RaceReporter = {
  describe: () => [],
  playerColumns: () => ({ headers: [], cells: () => [] }),
  points: () => ({}),
};

type Compose = (reader: Reader) => Document | Promise<Document>;
type TurnResolved = Extract<RaceEvent, { type: 'TurnResolved' }>;

export function createNotifier({ mailer, records, rulesets, reporters = gameReporters, baseUrl, webUrl = baseUrl, circuits }: NotifierOptions): Notifier {
  const factsOf = (state: RaceState): RaceFacts => {
    if (!state.settings) throw new Error('a race without settings has nobody to email');
    return { raceId: state.settings.raceId, title: state.settings.title, entries: state.entries, ...(baseUrl ? { baseUrl } : {}), ...(webUrl ? { webUrl } : {}) };
  };

  const sendOnce = async (race: RaceFacts, car: string, kind: EmailKind, turn: number, compose: Compose) => {
    const entry = race.entries[car];
    if (!entry) return 0;
    const marker = keys.sent(race.raceId, `${car}#${kind}`);
    if (await records.get(marker, turn)) return 0;
    const messageId = await mailer.send(entry.email, render(await compose(entry), entry.language));
    await records.putIfAbsent(marker, turn, { messageId });
    return 1;
  };

  /**
   * The race right after `resolved` as PNG; nothing when the game draws no picture, or when the
   * state has moved on since (a late email after a crash): no picture rather than a wrong one.
   */
  const pictureAfter = async (state: RaceState, resolved: TurnResolved, language: Language): Promise<Uint8Array | undefined> => {
    const settings = state.settings;
    const picture = settings && rulesets[settings.rulesetId]?.picture;
    if (!circuits || !settings || !picture || state.game === undefined || state.turn !== resolved.turn + 1) return undefined;
    try {
      const circuit = await circuits.load(settings.rulesetId, settings.circuitId);
      return await svgToPng(picture.race(circuit, state.game, resolved.events, language), { scale: EMAIL_PICTURE_SCALE });
    } catch (error) {
      console.error(`race ${settings.raceId}: no picture after turn ${resolved.turn}, its emails go without it:`, error);
      return undefined;
    }
  };

  const toEveryone = async (race: RaceFacts, kind: EmailKind, turn: number, compose: Compose) => {
    let sent = 0;
    for (const car of Object.keys(race.entries)) sent += await sendOnce(race, car, kind, turn, compose);
    return sent;
  };

  return {
    registered(state, car, token) {
      const race = factsOf(state);
      return sendOnce(race, car, 'registered', 0, (reader) => registrationEmail(race, car, token, reader));
    },

    async published(state, events) {
      const race = factsOf(state);
      const ruleset = state.settings && rulesets[state.settings.rulesetId];
      const reporter = (state.settings && reporters[state.settings.rulesetId]) ?? silentReporter;
      let sent = 0;
      for (const event of events) {
        if (event.type === 'GridPublished') {
          const grid = ruleset ? ruleset.classification(event.state) : [];
          sent += await toEveryone(race, 'grid', 0, (reader) => gridEmail(race, grid, event, reader));
        } else if (event.type === 'TurnResolved') {
          const order = ruleset ? ruleset.classification(state.game) : [];
          const finishing = events.some((e) => e.type === 'RaceFinished');
          const report = { event, order, game: state.game, reporter, ...(finishing ? {} : { nextDeadline: event.nextDeadline }) };
          // Drawn once per language, for the first reader who still needs the email.
          const pictures = new Map<Language, Promise<Uint8Array | undefined>>();
          sent += await toEveryone(race, 'turn', event.turn, async (reader) => {
            const picture = pictures.get(reader.language) ?? pictureAfter(state, event, reader.language);
            pictures.set(reader.language, picture);
            return turnEmail(race, { ...report, picture: await picture }, reader);
          });
        } else if (event.type === 'RaceFinished') {
          const points = reporter.points(state.game, event.classification);
          sent += await toEveryone(race, 'finished', 0, (reader) => finishEmail(race, event, points, reader));
        }
      }
      return sent;
    },
  };
}
