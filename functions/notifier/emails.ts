/**
 * The content of each email the race sends, as documents: the generic facts (cars, drivers,
 * rolls, deadlines, links) from the race events, the game's own facts through its `RaceReporter`.
 */
import { type Roll, total } from '../../domain/dice.ts';
import type { Language, RaceEvent } from '../../domain/race/events.ts';
import { purposeWords, type RaceReporter } from '../../domain/race/report.ts';
import type { Entry } from '../../domain/race/state.ts';
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

type Event<T extends RaceEvent['type']> = Extract<RaceEvent, { type: T }>;

/** The words of the race's emails beside the shared ones (the registration's need only those). */
const said = (language: Language) => ({ ...messages[language], ...raceMessages[language] });

const driver = (race: RaceFacts, car: string): string => race.entries[car]?.name ?? '?';

const footer = (race: RaceFacts, { language }: Reader): Block[] =>
  race.webUrl ? [{ kind: 'paragraph', text: messages[language].raceLink(`${race.webUrl}/races/${race.raceId}`) }] : [];

const deadline = (when: string | undefined, reader: Reader): Block[] =>
  when ? [{ kind: 'paragraph', text: messages[reader.language].deadline(formatInstant(when, reader)) }] : [];

export function registrationEmail(race: RaceFacts, car: string, token: string, reader: Reader): Document {
  const m = messages[reader.language];
  return {
    subject: m.registered.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, car))} ${m.registered.entry(car, race.title)}` },
      { kind: 'paragraph', text: m.registered.tokenIntro },
      { kind: 'code', text: token },
      { kind: 'paragraph', text: m.registered.tokenAdvice },
      ...footer(race, reader),
    ],
  };
}

export interface GridReport {
  /** The starting order. */
  grid: string[];
  event: Event<'GridPublished'>;
  reporter: RaceReporter;
  /** The kind of the step the grid opens, whose prompt the email gives with its deadline. */
  next?: string;
  /** The circuit with the cars on the grid, as PNG; absent for a game that draws none. */
  picture?: Uint8Array;
}

/** What the step now open asks, in the game's words, and by when; the bare deadline for a game without words for it. */
const nextStep = (reporter: RaceReporter, kind: string | undefined, when: string, reader: Reader): Block[] => {
  const prompt = kind === undefined ? undefined : reporter.prompts?.[reader.language]?.[kind];
  return prompt === undefined ? deadline(when, reader) : [{ kind: 'paragraph', text: said(reader.language).next(prompt, formatInstant(when, reader)) }];
};

/** The grid, each car's pole lap or why it was void with its rolls, the race's own rolls (the weather), and what to send next. */
export function gridEmail(race: RaceFacts, { grid, event, reporter, next, picture }: GridReport, reader: Reader): Document {
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
      ...verifyLink(race, event.rolls, language),
      ...nextStep(reporter, next, event.deadline, reader),
      ...footer(race, reader),
    ],
  };
}

const rollLine = (roll: Roll, reporter: RaceReporter, language: Language): string => {
  const m = said(language);
  const result = roll.dice.length === 1 ? String(total(roll)) : `${roll.dice.join('+')} = ${total(roll)}`;
  return m.turn.roll(purposeWords(reporter, roll.purpose, language), `${roll.dice.length}d${roll.sides}`, result, roll.code);
};

/** Where a roll's verification code can be checked (SC-DICE-3). */
const verifyLink = (race: RaceFacts, rolls: Roll[], language: Language): Block[] =>
  race.baseUrl && rolls.length > 0 ? [{ kind: 'paragraph', text: said(language).turn.verify(`${race.baseUrl}/dice/{code}`) }] : [];

export interface TurnReport {
  /** The step as the reader may see it (the game's `viewEvent`). */
  event: Event<'TurnResolved'>;
  /** Running order after the turn. */
  order: string[];
  /** The game's state as the reader may see it (the game's `view`). */
  game: unknown;
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
    link: race.baseUrl && turn > 0 ? `${race.baseUrl}/races/${race.raceId}/circuit.svg?turn=${turn}` : undefined,
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
  { order, game, reporter }: Pick<TurnReport, 'order' | 'game' | 'reporter'>,
  language: Language,
) => {
  const m = said(language);
  const ranked = [...order, ...Object.keys(race.entries).filter((car) => !order.includes(car))];
  const reports = ranked
    .filter((car) => car in played.locked)
    .map((car) => {
      const clauses = [...(played.locked[car] == null ? [m.turn.nonHumanPlayer] : []), ...reporter.describe(car, played.events, language)];
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

export function turnEmail(race: RaceFacts, { event, nextDeadline, picture, ...report }: TurnReport, reader: Reader): Document {
  const { language } = reader;
  const m = said(language);
  const { items, table } = stepReport(race, { locked: event.moves, events: event.events, rolls: event.rolls }, report, language);
  return {
    subject: m.turn.subject(race.title, event.turn),
    blocks: [
      { kind: 'paragraph', text: m.turn.intro(event.turn) },
      { kind: 'list', items },
      ...(picture ? [pictureOf(race, event.turn, picture, language)] : []),
      ...verifyLink(race, event.rolls, language),
      ...table,
      ...deadline(nextDeadline, reader),
      ...footer(race, reader),
    ],
  };
}

/** Before the deadline of `step`, to a player none of whose `cars` has sent for it. */
export function reminderEmail(race: RaceFacts, step: string, cars: string[], when: string, reader: Reader): Document {
  const m = said(reader.language);
  return {
    subject: m.reminder.subject(race.title, step),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, cars[0] ?? ''))} ${m.reminder.intro(step, cars)}` },
      ...deadline(when, reader),
      { kind: 'paragraph', text: m.reminder.nonHumanPlayer },
      ...footer(race, reader),
    ],
  };
}

/** A step of any other kind: what each car did in it, in the game's words, with every roll. */
/** The race right after step `step` (a game's step of its own name), inline. */
const stepPictureOf = (race: RaceFacts, step: string, png: Uint8Array, language: Language): Block => ({
  kind: 'picture',
  image: { cid: `circuit-${race.raceId}-${step}@speed-master`, filename: `circuit-${step}.png`, contentType: 'image/png', content: png },
  alt: said(language).step.picture(step),
  link: race.baseUrl ? `${race.baseUrl}/races/${race.raceId}/circuit.svg` : undefined,
});

export function stepEmail(
  race: RaceFacts,
  { event, nextDeadline, picture, ...report }: Omit<TurnReport, 'event'> & { event: Event<'StepPlayed'> },
  reader: Reader,
): Document {
  const { language } = reader;
  const m = said(language);
  const { items, table } = stepReport(race, { locked: event.submissions, events: event.events, rolls: event.rolls }, report, language);
  return {
    subject: m.step.subject(race.title, event.step),
    blocks: [
      { kind: 'paragraph', text: m.step.intro(event.step) },
      ...(items.length > 0 ? [{ kind: 'list' as const, items }] : []),
      ...(picture ? [stepPictureOf(race, event.step, picture, language)] : []),
      ...verifyLink(race, event.rolls, language),
      ...table,
      ...deadline(nextDeadline, reader),
      ...footer(race, reader),
    ],
  };
}

export function startEmail(race: RaceFacts, event: Event<'RaceStarted'>, reporter: RaceReporter, reader: Reader): Document {
  const m = said(reader.language);
  const lines = reporter.describe(null, event.events, reader.language);
  return {
    subject: m.started.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.started.intro(event.turn) },
      ...(lines.length > 0 ? [{ kind: 'list' as const, items: lines }] : []),
      ...deadline(event.deadline, reader),
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
