/**
 * The race's emails (SC-PBEM-8, SC-DICE-2): the token after registration, the grid, the start,
 * every resolved turn and the finish, to every registered player in his language, each at most once
 * (delivery.ts): two notifiers working on the same commit at once share the emails out rather than
 * both sending them, and `complete` says whether any was left to the other. Which announcements
 * still owe emails is kept in the race index and its outbox (raceIndex.ts), so a newer command
 * never hides them.
 *
 * A turn email shows the circuit right after the turn as a PNG, around the reader's car where the
 * circuit is large, each picture drawn once and only when a reader still needs it. A picture that cannot be drawn does not hold
 * the emails back: they go without it, still linking to the race page.
 */
import { own } from '../../domain/own.ts';
import type { AnyPicture, AnyRuleset } from '../../domain/race/any-ruleset.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { Language } from '../../domain/race/language.ts';
import { type RaceReporter, stepWords } from '../../domain/race/report.ts';
import { activeCars, carsOfSeat, driversOf, type Entry, type OpenStep, type RaceState, seatOf, stepsPlayed } from '../../domain/race/state.ts';
import { reporters as gameReporters } from '../../domain/reports.ts';
import { type Rasterise, svgToPng } from '../picture/png.ts';
import type { Circuits } from '../store/circuits.ts';
import { movesDeadline } from './announcements.ts';
import { type BatchOptions, createBatches } from './batch.ts';
import { sendCalendarFeed } from './calendar-email.ts';
import { deadlineEmail } from './deadline-email.ts';
import {
  type Compose,
  createDelivery,
  type DeliveryOptions,
  EMAIL_CLAIM_MS,
  type EmailKind,
  type Handovers,
  type Registration,
  registration,
} from './delivery.ts';
import {
  closedEmail,
  finishEmail,
  gridEmail,
  type RaceFacts,
  relievedEmail,
  reminderEmail,
  type Seen,
  startEmail,
  stepEmail,
  substituteEmail,
  turnEmail,
} from './emails.ts';
import type { ReplyAddresses } from './reply-address.ts';
import { replyMessages } from './reply-messages.ts';
import { type ClosedSeason, type SeasonReader, sendSeasonClosed } from './season-email.ts';

/** Half the web picture's size: about 1100 px wide for Monza, readable in a mail client, a fraction of the bytes. */
export const EMAIL_PICTURE_SCALE = 0.5;
/** No email picture is narrower, so that a small circuit's square names stay legible. */
export const EMAIL_PICTURE_MIN_WIDTH = 960;

/** The scale of an email's picture of `svg`: half the web picture, but never narrower than `EMAIL_PICTURE_MIN_WIDTH`. */
export const emailPictureScale = (svg: string): number => {
  const width = Number(/ width="([\d.]+)"/.exec(svg)?.[1] ?? 0);
  return width > 0 ? Math.max(EMAIL_PICTURE_SCALE, EMAIL_PICTURE_MIN_WIDTH / width) : EMAIL_PICTURE_SCALE;
};

export interface NotifierOptions extends Omit<DeliveryOptions, 'records'>, Pick<BatchOptions, 'records' | 'sendMs'> {
  rulesets: Record<string, AnyRuleset>;
  /** The games' pictures by ruleset id; a game without one gets turn emails without a picture. */
  pictures?: Record<string, AnyPicture>;
  /** The game's words by ruleset id (the shipped games' by default); a ruleset without one gets emails with the generic facts only. */
  reporters?: Record<string, RaceReporter>;
  /** Where the races' circuits come from, to draw the turn pictures; without it the emails have none. */
  circuits?: Pick<Circuits, 'load'>;
  /** The reply addresses the emails of an open step carry (functions/inbound); without them the emails have none. */
  replies?: ReplyAddresses;
  /** What draws the pictures' PNGs: `svgToPng`, in this thread, by default. */
  rasterise?: Rasterise;
}

/** What one `published` did: emails sent now, and whether every email owed is out (none is being sent by another sender). */
export interface Published {
  sent: number;
  complete: boolean;
}

export interface Notifier extends Registration, Handovers {
  /**
   * Emails every registered player about the grid, the turns and the finish among `events`, and
   * every player still racing about a move of the deadline; `commit`: the commit that holds them.
   */
  published(state: RaceState, events: RaceEvent[], commit: number): Promise<Published>;
  /** Reminds the players of `waiting` (cars the open step still waits for) that its deadline is near: one email per seat, once per step. */
  remind(state: RaceState, step: OpenStep, waiting: string[]): Promise<Published>;
  /** Tells the player of the one seat the open step still waits for (`waiting`, his cars) that he is the last to send: once per step. */
  lastToSend(state: RaceState, step: OpenStep, waiting: string[]): Promise<Published>;
  /** Emails each reader where he finished in the league's season just closed and where he races next; how many went out now. */
  seasonClosed(season: ClosedSeason, readers: readonly SeasonReader[]): Promise<number>;
  /** Emails `email` the secret address of his calendar feed `feedId`, in `language`. */
  calendarFeed(email: string, feedId: string, language: Language): Promise<string>;
}

/** The words of a ruleset that has none: the generic facts only. */
export const silentReporter: RaceReporter = {
  describe: () => [],
  playerColumns: () => ({ headers: [], cells: () => [] }),
  points: () => ({}),
};

/** The game's state and events as one player (or, without one, the public) may see them: through the game's `view` and `viewEvent` (contract 4). */
const seenBy = (ruleset: AnyRuleset | undefined, state: RaceState, reader: Entry | undefined) => {
  const who = {
    cars: reader ? carsOfSeat(state, seatOf(reader)) : [],
    finished: state.phase === 'finished',
  };
  const game = (game: unknown): unknown => (ruleset?.view && game !== undefined ? ruleset.view(game, who) : game);
  return {
    game,
    events: <E>(events: E[]): E[] => {
      const viewEvent = ruleset?.viewEvent;
      return viewEvent ? (events.map((event) => viewEvent(event, who)).filter((event) => event !== undefined) as E[]) : events;
    },
    /** What the emails show the reader: the race now through his view, his seat, and the step open now when `fresh` (the email tells the newest news). */
    now: (fresh: boolean): Seen => ({ game: game(state.game), seat: who.cars, ...(fresh && state.step ? { open: state.step } : {}) }),
  };
};

export function createNotifier({
  rulesets,
  pictures = {},
  reporters = gameReporters,
  circuits,
  replies,
  rasterise = svgToPng,
  ...options
}: NotifierOptions): Notifier {
  const delivery = createDelivery(options);
  const reporterOf = (state: RaceState): RaceReporter => (state.settings && own(reporters, state.settings.rulesetId)) ?? silentReporter;
  const { factsOf, sendOnce } = delivery;
  const sendBatch = createBatches(options);
  const clock = options.clock ?? (() => new Date());

  /** The deadline's reminder, or the last seat's word, to each seat of `waiting`, once per step. */
  const remindOf = async (state: RaceState, step: OpenStep, waiting: string[], kind: 'reminder' | 'last'): Promise<Published> => {
    const race = factsOf(state);
    const reporter = reporterOf(state);
    const outcome: Published = { sent: 0, complete: true };
    const { deadline } = state;
    if (!deadline) return outcome;
    const hours = Math.round((Date.parse(deadline) - clock().getTime()) / 3_600_000);
    const seats = new Map<string, string[]>();
    for (const car of waiting) {
      const entry = state.entries[car];
      if (entry) seats.set(seatOf(entry), [...(seats.get(seatOf(entry)) ?? []), car]);
    }
    for (const [seat, cars] of seats) {
      const sending = await sendOnce(
        race,
        seat,
        kind,
        step.rank,
        answerable(race, step, seat, (reader) => reminderEmail(race, reporter, step, cars, { when: deadline, hours, last: kind === 'last' }, reader)),
      );
      if (sending === 'sent') outcome.sent += 1;
      if (sending === 'busy') outcome.complete = false;
    }
    return outcome;
  };

  /**
   * The race right after the step whose game events are `events` as `reader` gets it, a PNG: what
   * the public may see, drawn around his seat's cars where the circuit is too large to be legible
   * whole. Nothing when the game draws no picture, or when the state is no longer the one right
   * after it (`fresh` false: a late email after a crash): no picture rather than a wrong one. Each
   * distinct picture of the announcement is made a PNG once (`drawn`): the key is the SVG, which
   * holds everything the renderer was given, so readers who see the same share one PNG and a
   * reader who sees more, or another window, gets his own.
   */
  const pictureAfter = async (
    drawn: Map<string, Promise<Uint8Array>>,
    state: RaceState,
    events: unknown[],
    fresh: boolean,
    reader: Entry,
  ): Promise<Uint8Array | undefined> => {
    const settings = state.settings;
    const picture = settings && own(pictures, settings.rulesetId);
    if (!circuits || !settings || !picture || state.game === undefined || !fresh) return undefined;
    try {
      const circuit = await circuits.load(settings.rulesetId, settings.circuitId);
      // The reader's own view: his picture may show what only he may see (his hand), and readers who see the same share one PNG.
      const seen = seenBy(own(rulesets, settings.rulesetId), state, reader);
      const seat = carsOfSeat(state, seatOf(reader));
      const svg = picture.race(circuit, seen.game(state.game), seen.events(events), reader.language, seat);
      const png = drawn.get(svg) ?? rasterise(svg, { scale: emailPictureScale(svg), palette: true });
      drawn.set(svg, png);
      return await png;
    } catch (error) {
      console.error(`race ${settings.raceId}: no picture after step ${stepsPlayed(state)}, its emails go without it:`, error);
      return undefined;
    }
  };

  /** The email to `car` with his reply address for `step` and the line saying what to reply, when the step awaits him. */
  const answerable = (race: RaceFacts, step: OpenStep | undefined, car: string, compose: Compose): Compose => {
    const address = replies && step?.cars.includes(car) ? replies.addressFor({ raceId: race.raceId, car, rank: step.rank }) : undefined;
    if (address === undefined) return compose;
    return async (reader) => {
      const document = await compose(reader);
      return { ...document, replyTo: address, blocks: [...document.blocks, { kind: 'paragraph', text: replyMessages[reader.language].hint }] };
    };
  };

  /**
   * One email per player, to the first car of each seat, as one batch (batch.ts); `step` is the
   * step open now, which the player's reply is for; `only`: to the players of these cars alone.
   */
  const toEveryone = async (
    race: RaceFacts,
    kind: EmailKind,
    turn: number,
    compose: Compose,
    outcome: Published,
    step?: OpenStep,
    only?: readonly string[],
  ) => {
    const seats = only && new Set(only.flatMap((car) => (race.entries[car] ? [seatOf(race.entries[car])] : [])));
    const letters = Object.values(race.entries)
      .filter((entry) => seatOf(entry) === entry.car && (seats === undefined || seats.has(entry.car)))
      .map((entry) => ({ car: entry.car, compose: answerable(race, step, entry.car, compose) }));
    const batch = await sendBatch(race, kind, turn, letters);
    outcome.sent += batch.sent;
    outcome.complete &&= batch.complete;
  };

  return {
    ...registration(delivery),
    seasonClosed: sendSeasonClosed({ ...options, claimMs: options.claimMs ?? EMAIL_CLAIM_MS, webUrl: options.webUrl ?? options.baseUrl }),
    calendarFeed: sendCalendarFeed(options),

    async handedOver(state, seat, token, takeOver = false) {
      const drivers = driversOf(state, seat) ?? [];
      // Each tenure's emails are kept once by its place in the seat's list of drivers.
      const tenure = drivers.length - 1;
      const substitute = drivers[tenure];
      const previous = drivers[tenure - 1];
      const entry = state.entries[seat];
      if (!substitute || !previous || !entry) return false;
      const race = factsOf(state);
      const ruleset = state.settings && own(rulesets, state.settings.rulesetId);
      // The step open is the one he took the seat at, unless the race has gone on since (a late retry): then it is not named.
      const fresh = state.step !== undefined && state.step.id === substitute.step;
      const handover = { cars: carsOfSeat(state, seat), reporter: reporterOf(state), ...(fresh && state.step ? { from: state.step } : {}) };
      const seen = seenBy(ruleset, state, entry).now(fresh);
      const welcome = await sendOnce(
        race,
        seat,
        'substitute',
        tenure,
        answerable(race, fresh ? state.step : undefined, seat, (reader) =>
          substituteEmail(race, { ...handover, other: previous.name }, token, seen, state.deadline, reader),
        ),
        takeOver,
      );
      // The driver relieved is written to at his own address, in his own language, as the seat's driver he was.
      const { name, email, language, timeZone } = previous;
      const { timeZone: _zone, ...seatEntry } = entry;
      const relieved = { ...race, entries: { ...race.entries, [seat]: { ...seatEntry, name, email, language, ...(timeZone ? { timeZone } : {}) } } };
      await sendOnce(relieved, seat, 'relieved', tenure, (reader) => relievedEmail(relieved, { ...handover, other: substitute.name }, reader), takeOver);
      return welcome !== 'busy';
    },

    remind: (state, step, waiting) => remindOf(state, step, waiting, 'reminder'),
    lastToSend: (state, step, waiting) => remindOf(state, step, waiting, 'last'),

    async published(state, events, commit) {
      const race = factsOf(state);
      const ruleset = state.settings && own(rulesets, state.settings.rulesetId);
      const reporter = reporterOf(state);
      const outcome: Published = { sent: 0, complete: true };
      const drawn = new Map<string, Promise<Uint8Array>>();
      // An email tells the newest news when the deadline its event set still stands: the step it opened is the one open now.
      const newest = (deadline: string | undefined) => deadline !== undefined && state.deadline === deadline;
      for (const event of events) {
        if (event.type === 'RegistrationClosed') {
          const fresh = newest(event.deadline);
          const compose: Compose = (reader) => closedEmail(race, event, reporter, seenBy(ruleset, state, reader as Entry).now(fresh), reader);
          await toEveryone(race, 'closed', 0, compose, outcome, state.step);
        } else if (event.type === 'GridPublished') {
          const grid = ruleset ? ruleset.classification(event.state) : [];
          // The grid is the race's first step: the state right after it has played one.
          const fresh = stepsPlayed(state) === 1;
          const picture = (reader: Entry) => pictureAfter(drawn, state, event.events, fresh, reader);
          await toEveryone(
            race,
            'grid',
            0,
            async (reader) =>
              gridEmail(race, { grid, event, reporter, picture: await picture(reader as Entry) }, seenBy(ruleset, state, reader as Entry).now(fresh), reader),
            outcome,
            state.step,
          );
        } else if (event.type === 'RaceStarted') {
          const fresh = newest(event.deadline);
          await toEveryone(
            race,
            'started',
            0,
            (reader) => startEmail(race, event, reporter, seenBy(ruleset, state, reader as Entry).now(fresh), reader),
            outcome,
            state.step,
          );
        } else if (event.type === 'TurnResolved') {
          const order = ruleset ? ruleset.classification(state.game) : [];
          const finishing = events.some((e) => e.type === 'RaceFinished');
          const report = { order, reporter, ...(finishing ? {} : { nextDeadline: event.nextDeadline }) };
          const fresh = state.turn === event.turn + 1;
          const picture = (reader: Entry) => pictureAfter(drawn, state, event.events, fresh, reader);
          await toEveryone(
            race,
            'turn',
            event.turn,
            async (reader) => {
              const seen = seenBy(ruleset, state, reader as Entry);
              const shown = { ...event, events: seen.events(event.events) };
              return turnEmail(
                race,
                { ...report, event: shown, picture: await picture(reader as Entry) },
                seen.now(fresh && newest(event.nextDeadline)),
                reader,
              );
            },
            outcome,
            state.step,
          );
        } else if (event.type === 'StepPlayed') {
          const order = ruleset && state.game !== undefined ? ruleset.classification(state.game) : [];
          const finishing = events.some((e) => e.type === 'RaceFinished');
          const report = { order, reporter, ...(finishing || event.deadline === undefined ? {} : { nextDeadline: event.deadline }) };
          // The state is the one right after the step while the deadline it opened still stands, or when the same commit finished the race.
          const last = events.filter((e) => e.type === 'StepPlayed').at(-1) === event;
          const fresh = last && (finishing || state.deadline === event.deadline);
          // A game told a round at a time: a step that closes no round is for the cars of the step it opens; one that does, for everyone, with the round.
          const rounds = ruleset?.rounds;
          const closing = rounds === undefined || rounds.closes(event.events);
          const round = rounds && closing && fresh && state.game !== undefined ? rounds.closed(state.game) : undefined;
          // The round's earlier moves were sent or not, which only their own steps' emails said: here they are the moves played.
          const submissions = round ? { ...Object.fromEntries(round.cars.map((car) => [car, true])), ...event.submissions } : event.submissions;
          const told = round ? { ...event, step: round.name, submissions, events: round.events as unknown[] } : event;
          const picture = (reader: Entry) => pictureAfter(drawn, state, told.events, fresh, reader);
          // Two steps may share a number (a turn's declarations and its reactions): each email is kept once by the step's rank, unique in the race.
          const compose: Compose = async (reader) => {
            const seen = seenBy(ruleset, state, reader as Entry);
            const shown = { ...told, events: seen.events(told.events) };
            return stepEmail(race, { ...report, event: shown, picture: await picture(reader as Entry) }, seen.now(fresh && !finishing), reader);
          };
          const rank = ruleset?.rankOf(event.step) ?? event.number;
          if (closing) await toEveryone(race, 'step', rank, compose, outcome, state.step);
          else if (fresh && state.step) await toEveryone(race, 'step', rank, compose, outcome, state.step, state.step.cars);
        } else if (event.type === 'RaceFinished') {
          const points = reporter.points(state.game, event.classification);
          await toEveryone(race, 'finished', 0, (reader) => finishEmail(race, event, points, reader), outcome);
        } else if (movesDeadline(event)) {
          // The step is named while the move is the newest news; each move is kept once by its commit, as a deadline may move twice to one instant.
          const fresh = event.type === 'RacePaused' ? state.pause?.at === event.at : newest(event.deadline);
          const step = fresh ? state.step : undefined;
          await toEveryone(
            race,
            'deadline',
            commit,
            (reader) => deadlineEmail(race, event, step && stepWords(reporter, step, reader.language), reader as Entry),
            outcome,
            undefined,
            activeCars(state),
          );
        }
      }
      return outcome;
    },
  };
}
