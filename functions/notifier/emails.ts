/**
 * The content of each email the race sends, as documents: the generic facts (cars, drivers,
 * rolls, deadlines, links) from the race events, the game's own facts through its `RaceReporter`.
 * Every step email says what the step did to each car, what the reader's seat holds that the
 * picture does not show (the game's `situation`), and what he must send next and by when.
 */
import { type Roll, type Shuffle, total } from '../../domain/dice.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { Language } from '../../domain/race/language.ts';
import { nonHumanPlayerWords, purposeWords, type RaceReporter, stepWords } from '../../domain/race/report.ts';
import type { Entry, OpenStep } from '../../domain/race/state.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../http/routes.ts';
import type { Block, Document } from './document.ts';
import { formatInstant, messages, type Reader, raceMessages } from './messages.ts';

export interface RaceFacts {
  raceId: string;
  title: string;
  entries: Record<string, Entry>;
  /** Public base URL of the API, for the dice checks and the pictures. */
  baseUrl?: string;
  /** Public base URL of the web pages, for the race page. */
  webUrl?: string;
}

/** What one reader may see as the email is written: the game through his seat's view, and his seat's cars. */
export interface Seen {
  /** The game's state through its `view` for the reader's seat; undefined before the game has one. */
  game: unknown;
  seat: readonly string[];
  /** The step open now, when the email tells the race's newest news; absent in an email sent late, when another step may be open. */
  open?: OpenStep;
}

type Event<T extends RaceEvent['type']> = Extract<RaceEvent, { type: T }>;

/** The words of the race's emails beside the shared ones (the registration's need only those). */
const said = (language: Language) => ({ ...messages[language], ...raceMessages[language] });

const driver = (race: RaceFacts, car: string): string => race.entries[car]?.name ?? '?';

const footer = (race: RaceFacts, { language }: Reader): Block[] =>
  race.webUrl ? [{ kind: 'paragraph', text: messages[language].raceLink(race.webUrl + pathTo(API_ROUTES.race, { id: race.raceId })) }] : [];

const deadline = (when: string | undefined, reader: Reader): Block[] =>
  when ? [{ kind: 'paragraph', text: messages[reader.language].deadline(formatInstant(when, reader)) }] : [];

/** The secret token of `car`'s driver, how to keep it and how to get a new one. */
const tokenBlocks = (race: RaceFacts, car: string, token: string, { language }: Reader): Block[] => {
  const m = messages[language];
  const email = race.entries[car]?.email;
  const again: Block[] =
    race.baseUrl && email
      ? [{ kind: 'paragraph', text: m.registered.tokenAgain(race.baseUrl + pathTo(RESOLVER_ROUTES.requestToken, { id: race.raceId }), email) }]
      : [];
  return [{ kind: 'paragraph', text: m.registered.tokenIntro }, { kind: 'code', text: token }, { kind: 'paragraph', text: m.registered.tokenAdvice }, ...again];
};

export function registrationEmail(race: RaceFacts, car: string, token: string, reader: Reader): Document {
  const m = messages[reader.language];
  return {
    subject: m.registered.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, car))} ${m.registered.entry(car, race.title)}` },
      ...tokenBlocks(race, car, token, reader),
      ...footer(race, reader),
    ],
  };
}

/** A seat handed over (docs/substitutes.md): its cars, the other driver's name, and the step open then, if it is known. */
export interface Handover {
  cars: string[];
  other: string;
  from?: Pick<OpenStep, 'id' | 'kind' | 'number'>;
  reporter: RaceReporter;
}

/** To the substitute: the seat he now drives, his token, what the seat holds and what to send next, as any step's email says them. */
export function substituteEmail(
  race: RaceFacts,
  { cars, other, from, reporter }: Handover,
  token: string,
  seen: Seen,
  when: string | undefined,
  reader: Reader,
): Document {
  const m = said(reader.language);
  const step = from && stepWords(reporter, from, reader.language);
  const car = cars[0] ?? '';
  return {
    subject: m.handedOver.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, car))} ${m.handedOver.intro(cars, race.title, other, step)}` },
      ...tokenBlocks(race, car, token, reader),
      ...situationOf(reporter, seen, reader.language),
      ...whatNext(reporter, when, seen, reader),
      ...footer(race, reader),
    ],
  };
}

/** To the driver relieved of the seat, whose token opens it no more. */
export function relievedEmail(race: RaceFacts, { cars, other, from, reporter }: Handover, reader: Reader): Document {
  const m = said(reader.language);
  const step = from && stepWords(reporter, from, reader.language);
  return {
    subject: m.handedOver.relievedSubject(race.title),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, cars[0] ?? ''))} ${m.handedOver.relieved(cars, race.title, other, step)}` },
      ...footer(race, reader),
    ],
  };
}

/**
 * What the reader must send next and by when, in his time zone: the game's prompt for the step
 * open when it waits for one of his cars, or whom it waits for; the bare deadline when the step
 * open is not known (a late email), nothing once none is left.
 */
const whatNext = (reporter: RaceReporter, when: string | undefined, { seat, open }: Pick<Seen, 'seat' | 'open'>, reader: Reader): Block[] => {
  if (when === undefined) return [];
  if (open === undefined) return deadline(when, reader);
  const m = said(reader.language);
  const name = stepWords(reporter, open, reader.language);
  const at = formatInstant(when, reader);
  if (!open.cars.some((car) => seat.includes(car))) return [{ kind: 'paragraph', text: m.awaiting.waiting(name, open.cars, at) }];
  const prompt = reporter.prompts?.[reader.language]?.[open.kind] ?? m.awaiting.sendFor(name);
  return [{ kind: 'paragraph', text: m.next(prompt, at) }];
};

/** What the reader's seat holds that the picture does not show, each part under its heading. */
const situationOf = (reporter: RaceReporter, { game, seat }: Seen, language: Language): Block[] =>
  game === undefined || seat.length === 0
    ? []
    : (reporter.situation?.(game, seat, language) ?? []).flatMap(({ heading, lines }) =>
        lines.length === 0
          ? []
          : [
              { kind: 'heading' as const, text: heading },
              { kind: 'list' as const, items: lines },
            ],
      );

export interface GridReport {
  /** The starting order. */
  grid: string[];
  event: Event<'GridPublished'>;
  reporter: RaceReporter;
  /** The circuit with the cars on the grid, as PNG; absent for a game that draws none. */
  picture?: Uint8Array;
}

/** The grid, each car's pole lap or why it was void with its rolls, the race's own rolls (the weather), and what to send next. */
export function gridEmail(race: RaceFacts, { grid, event, reporter, picture }: GridReport, seen: Seen, reader: Reader): Document {
  const { language } = reader;
  const m = said(language);
  const cars = [...grid, ...Object.keys(event.qualifying).filter((car) => !grid.includes(car))];
  const reports = cars.flatMap((car) => {
    const clauses = withRolls(
      reporter.describe(car, event.events, language),
      event.rolls.filter((roll) => roll.car === car),
      reporter,
      language,
    );
    return clauses.length === 0 ? [] : [m.turn.report(car, driver(race, car), clauses)];
  });
  const raceLines = withRolls(
    reporter.describe(null, event.events, language),
    event.rolls.filter((roll) => roll.car === undefined),
    reporter,
    language,
  );
  return {
    subject: m.grid.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.grid.intro },
      { kind: 'table', headers: [...m.grid.headers], rows: grid.map((car, index) => [String(index + 1), car, driver(race, car)]) },
      ...(reports.length + raceLines.length > 0 ? [{ kind: 'list' as const, items: [...reports, ...raceLines] }] : []),
      ...(picture ? [pictureOf(race, 0, picture, language)] : []),
      ...checks(race, event, reporter, language),
      ...situationOf(reporter, seen, language),
      ...whatNext(reporter, event.deadline, seen, reader),
      ...footer(race, reader),
    ],
  };
}

const rollLine = (roll: Roll, reporter: RaceReporter, language: Language): string => {
  const m = said(language);
  const result = roll.dice.length === 1 ? String(total(roll)) : `${roll.dice.join('+')} = ${total(roll)}`;
  return m.turn.roll(purposeWords(reporter, roll.purpose, language), `${roll.dice.length}d${roll.sides}`, result, roll.code);
};

/** Each roll and shuffle linked to its own check (SC-DICE-3). */
const checks = (
  race: RaceFacts,
  { rolls = [], shuffles = [] }: { rolls?: Roll[]; shuffles?: Shuffle[] },
  reporter: RaceReporter,
  language: Language,
): Block[] => {
  const { baseUrl } = race;
  const drawn = [...rolls, ...shuffles];
  if (!baseUrl || drawn.length === 0) return [];
  const m = said(language);
  return [
    { kind: 'paragraph', text: m.turn.verify },
    {
      kind: 'links',
      items: drawn.map(({ code, purpose }) => ({
        text: m.turn.check(code, purposeWords(reporter, purpose, language)),
        href: baseUrl + pathTo(API_ROUTES.roll, { code }),
      })),
    },
  ];
};

export interface TurnReport {
  /** The step as the reader may see it (the game's `viewEvent`). */
  event: Event<'TurnResolved'>;
  /** Running order after the turn. */
  order: string[];
  reporter: RaceReporter;
  /** Absent when the turn ended the race. */
  nextDeadline?: string;
  /** The circuit right after the turn, as PNG; absent for a game that draws none. */
  picture?: Uint8Array;
}

/** The circuit after turn `turn`, or on the grid (`turn` 0), linked to its SVG. */
const pictureOf = (race: RaceFacts, turn: number, png: Uint8Array, language: Language): Block => {
  const name = turn === 0 ? 'grid' : `turn-${turn}`;
  return {
    kind: 'picture',
    image: { cid: `circuit-${race.raceId}-${turn === 0 ? name : turn}@speed-master`, filename: `circuit-${name}.png`, contentType: 'image/png', content: png },
    alt: turn === 0 ? said(language).grid.picture : said(language).turn.picture(turn),
    // The grid's picture is the race's until the start, whose picture shows the grid no more.
    link: race.baseUrl && turn > 0 ? race.baseUrl + pathTo(RESOLVER_ROUTES.racePicture, { id: race.raceId }, { turn }) : undefined,
  };
};

/** The game's clauses, then the rolls none of them tells (SC-DICE-2: every roll reaches the players with its code). */
const withRolls = (clauses: string[], rolls: Roll[], reporter: RaceReporter, language: Language): string[] => [
  ...clauses,
  ...rolls.filter((roll) => !clauses.some((clause) => clause.includes(roll.code))).map((roll) => rollLine(roll, reporter, language)),
];

/**
 * What a step did, car by car in the running order (the non-human player's cars said so), the
 * race's own lines, each roll under the car it was for, and the players table.
 */
const stepReport = (
  race: RaceFacts,
  played: { locked: Record<string, unknown>; events: unknown[]; rolls: Roll[] },
  { order, reporter }: Pick<TurnReport, 'order' | 'reporter'>,
  { game }: Seen,
  language: Language,
) => {
  const m = said(language);
  const ranked = [...order, ...Object.keys(race.entries).filter((car) => !order.includes(car))];
  const reports = ranked
    .filter((car) => car in played.locked)
    .map((car) => {
      const clauses = [
        ...(played.locked[car] == null ? [m.turn.nonHumanPlayer(nonHumanPlayerWords(reporter, language))] : []),
        ...reporter.describe(car, played.events, language),
      ];
      const rolls = played.rolls.filter((roll) => roll.car === car);
      return m.turn.report(car, driver(race, car), withRolls(clauses, rolls, reporter, language));
    });
  const raceLines = withRolls(
    reporter.describe(null, played.events, language),
    played.rolls.filter((roll) => roll.car === undefined),
    reporter,
    language,
  );
  const columns = reporter.playerColumns(game, language);
  const rows = ranked.map((car) => [order.includes(car) ? String(order.indexOf(car) + 1) : '-', car, driver(race, car), ...columns.cells(car)]);
  const table: Block[] = [
    { kind: 'heading', text: m.turn.playersHeading },
    { kind: 'table', headers: [...m.turn.headers, ...columns.headers], rows },
  ];
  return { items: [...reports, ...raceLines], table };
};

export function turnEmail(race: RaceFacts, { event, nextDeadline, picture, ...report }: TurnReport, seen: Seen, reader: Reader): Document {
  const { language } = reader;
  const m = said(language);
  const { items, table } = stepReport(race, { locked: event.moves, events: event.events, rolls: event.rolls }, report, seen, language);
  return {
    subject: m.turn.subject(race.title, event.turn),
    blocks: [
      { kind: 'paragraph', text: m.turn.intro(event.turn) },
      { kind: 'list', items },
      ...(picture ? [pictureOf(race, event.turn, picture, language)] : []),
      ...checks(race, event, report.reporter, language),
      ...situationOf(report.reporter, seen, language),
      ...table,
      ...whatNext(report.reporter, nextDeadline, seen, reader),
      ...footer(race, reader),
    ],
  };
}

/**
 * Before the deadline of `step`, to a player none of whose `cars` has sent for it, `hours` before
 * it; `last`: when his seat is the one the step still waits for.
 */
export function reminderEmail(
  race: RaceFacts,
  reporter: RaceReporter,
  step: OpenStep,
  cars: string[],
  { when, hours, last = false }: { when: string; hours: number; last?: boolean },
  reader: Reader,
): Document {
  const m = said(reader.language);
  const name = stepWords(reporter, step, reader.language);
  const words = last ? m.last : m.reminder;
  return {
    subject: words.subject(race.title, name),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, cars[0] ?? ''))} ${words.intro(name, cars)} ${m.reminder.left(hours)}` },
      ...whatNext(reporter, when, { seat: cars, open: step }, reader),
      { kind: 'paragraph', text: m.reminder.nonHumanPlayer(nonHumanPlayerWords(reporter, reader.language)) },
      ...footer(race, reader),
    ],
  };
}

/** The race right after step `step` (a game's step of its own name), inline; `name` is the step in the reader's words. */
const stepPictureOf = (race: RaceFacts, step: string, name: string, png: Uint8Array, language: Language): Block => ({
  kind: 'picture',
  image: { cid: `circuit-${race.raceId}-${step}@speed-master`, filename: `circuit-${step}.png`, contentType: 'image/png', content: png },
  alt: said(language).step.picture(name),
  link: race.baseUrl ? race.baseUrl + pathTo(RESOLVER_ROUTES.racePicture, { id: race.raceId }) : undefined,
});

/** A step of any other kind: what each car did in it, in the game's words, with every roll. */
export function stepEmail(
  race: RaceFacts,
  { event, nextDeadline, picture, ...report }: Omit<TurnReport, 'event'> & { event: Event<'StepPlayed'> },
  seen: Seen,
  reader: Reader,
): Document {
  const { language } = reader;
  const m = said(language);
  const name = stepWords(report.reporter, { id: event.step, kind: event.kind, number: event.number }, language);
  const { items, table } = stepReport(race, { locked: event.submissions, events: event.events, rolls: event.rolls }, report, seen, language);
  return {
    subject: m.step.subject(race.title, name),
    blocks: [
      { kind: 'paragraph', text: m.step.intro(name) },
      ...(items.length > 0 ? [{ kind: 'list' as const, items }] : []),
      ...(picture ? [stepPictureOf(race, event.step, name, picture, language)] : []),
      ...checks(race, event, report.reporter, language),
      ...situationOf(report.reporter, seen, language),
      ...table,
      ...whatNext(report.reporter, nextDeadline, seen, reader),
      ...footer(race, reader),
    ],
  };
}

/** Registration closed: how many take part, what the game's beginning did (an order of play drawn, cards turned up), and what to send first. */
export function closedEmail(race: RaceFacts, event: Event<'RegistrationClosed'>, reporter: RaceReporter, seen: Seen, reader: Reader): Document {
  const { language } = reader;
  const m = said(language);
  const starters = Object.values(race.entries).filter((entry) => entry.status === 'in').length;
  const lines = event.events === undefined ? [] : reporter.describe(null, event.events, language);
  return {
    subject: m.closed.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.closed.intro(starters) },
      ...(lines.length > 0 ? [{ kind: 'list' as const, items: lines }] : []),
      ...checks(race, event, reporter, language),
      ...situationOf(reporter, seen, language),
      ...whatNext(reporter, event.deadline, seen, reader),
      ...footer(race, reader),
    ],
  };
}

export function startEmail(race: RaceFacts, event: Event<'RaceStarted'>, reporter: RaceReporter, seen: Seen, reader: Reader): Document {
  const { language } = reader;
  const m = said(language);
  const lines = reporter.describe(null, event.events, language);
  return {
    subject: m.started.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.started.intro(event.turn, nonHumanPlayerWords(reporter, language)) },
      ...(lines.length > 0 ? [{ kind: 'list' as const, items: lines }] : []),
      ...situationOf(reporter, seen, language),
      ...whatNext(reporter, event.deadline, seen, reader),
      ...footer(race, reader),
    ],
  };
}

export function finishEmail(race: RaceFacts, event: Event<'RaceFinished'>, points: Record<string, number>, reader: Reader): Document {
  const m = said(reader.language);
  return {
    subject: m.finished.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.finished.intro },
      {
        kind: 'table',
        headers: [...m.finished.headers],
        rows: event.classification.map((car, index) => [String(index + 1), car, driver(race, car), String(points[car] ?? 0)]),
      },
      { kind: 'paragraph', text: m.finished.seedIntro },
      { kind: 'code', text: event.seed },
      { kind: 'paragraph', text: m.finished.seedAdvice },
      ...footer(race, reader),
    ],
  };
}
