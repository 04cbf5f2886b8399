/**
 * The content of each email the race sends, as documents: the generic facts (cars, drivers,
 * rolls, deadlines) from the race events, the game's own facts through its `RaceReporter`.
 */
import { total, type Roll } from '../../domain/dice.ts';
import type { RaceEvent } from '../../domain/race/events.ts';
import type { Entry } from '../../domain/race/state.ts';
import type { Block, Document } from './document.ts';
import { formatInstant, messages, type Language } from './messages.ts';

/** What only the game knows how to say: what its events did to a car, and its columns of the players table. */
export interface RaceReporter {
  /** Plain-words lines about what the ruleset events of one turn did to one car, or to the whole race when `car` is null. */
  describe(car: string | null, events: unknown[], language: Language): string[];
  /** The game's columns of the players table (SC-PBEM-7: wear, tyres, reliability, damage). */
  playerColumns(game: unknown, language: Language): { headers: string[]; cells(car: string): string[] };
  /** Points of the classified cars (SC-WIN-3 for AICS); absent cars score nothing. */
  points(game: unknown, classification: string[]): Record<string, number>;
}

export interface RaceFacts {
  raceId: string;
  title: string;
  entries: Record<string, Entry>;
  /** Public base URL of the API, for the race page and the dice check links. */
  baseUrl?: string;
}

type Event<T extends RaceEvent['type']> = Extract<RaceEvent, { type: T }>;

const driver = (race: RaceFacts, car: string): string => race.entries[car]?.name ?? '?';

const footer = (race: RaceFacts, language: Language): Block[] =>
  race.baseUrl ? [{ kind: 'paragraph', text: messages[language].raceLink(`${race.baseUrl}/races/${race.raceId}`) }] : [];

export function registrationEmail(race: RaceFacts, car: string, token: string, language: Language): Document {
  const m = messages[language];
  return {
    subject: m.registered.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: `${m.greeting(driver(race, car))} ${m.registered.entry(car, race.title)}` },
      { kind: 'paragraph', text: m.registered.tokenIntro },
      { kind: 'code', text: token },
      { kind: 'paragraph', text: m.registered.tokenAdvice },
      ...footer(race, language),
    ],
  };
}

export function gridEmail(race: RaceFacts, grid: string[], event: Event<'GridPublished'>, language: Language): Document {
  const m = messages[language];
  return {
    subject: m.grid.subject(race.title),
    blocks: [
      { kind: 'paragraph', text: m.grid.intro },
      { kind: 'table', headers: [...m.grid.headers], rows: grid.map((car, index) => [String(index + 1), car, driver(race, car)]) },
      ...rollList(event.rolls, language),
      ...verifyLink(race, event.rolls, language),
      { kind: 'paragraph', text: m.deadline(formatInstant(event.deadline, language)) },
      ...footer(race, language),
    ],
  };
}

const rollLine = (roll: Roll, language: Language): string => {
  const m = messages[language];
  const result = roll.dice.length === 1 ? String(total(roll)) : `${roll.dice.join('+')} = ${total(roll)}`;
  return m.turn.roll(m.purposes[roll.purpose], `${roll.dice.length}d${roll.sides}`, result, roll.code);
};

const rollList = (rolls: Roll[], language: Language): Block[] =>
  rolls.length === 0 ? [] : [{ kind: 'list', items: rolls.map((roll) => rollLine(roll, language)) }];

/** Where a roll's verification code can be checked (SC-DICE-3). */
const verifyLink = (race: RaceFacts, rolls: Roll[], language: Language): Block[] =>
  race.baseUrl && rolls.length > 0 ? [{ kind: 'paragraph', text: messages[language].turn.verify(`${race.baseUrl}/dice/{code}`) }] : [];

export interface TurnReport {
  event: Event<'TurnResolved'>;
  /** Running order after the turn. */
  order: string[];
  game: unknown;
  reporter: RaceReporter;
  /** Absent when the turn ended the race. */
  nextDeadline?: string;
}

export function turnEmail(race: RaceFacts, { event, order, game, reporter, nextDeadline }: TurnReport, language: Language): Document {
  const m = messages[language];
  const carBlocks = Object.keys(event.moves).flatMap((car): Block[] => {
    const lines = [
      ...(event.moves[car] == null ? [m.turn.nonHumanPlayer] : []),
      ...reporter.describe(car, event.events, language),
      ...event.rolls.filter((roll) => roll.car === car).map((roll) => rollLine(roll, language)),
    ];
    return [
      { kind: 'heading', text: m.turn.car(car, driver(race, car)) },
      ...(lines.length > 0 ? [{ kind: 'list' as const, items: lines }] : []),
    ];
  });
  const raceLines = [
    ...reporter.describe(null, event.events, language),
    ...event.rolls.filter((roll) => roll.car === undefined).map((roll) => rollLine(roll, language)),
  ];
  const columns = reporter.playerColumns(game, language);
  const ranked = [...order, ...Object.keys(race.entries).filter((car) => !order.includes(car))];
  const rows = ranked.map((car) => [
    order.includes(car) ? String(order.indexOf(car) + 1) : '-',
    car,
    driver(race, car),
    ...columns.cells(car),
  ]);
  return {
    subject: m.turn.subject(race.title, event.turn),
    blocks: [
      { kind: 'paragraph', text: m.turn.intro(event.turn) },
      ...carBlocks,
      ...(raceLines.length > 0 ? [{ kind: 'list' as const, items: raceLines }] : []),
      ...verifyLink(race, event.rolls, language),
      { kind: 'heading', text: m.turn.playersHeading },
      { kind: 'table', headers: [...m.turn.headers, ...columns.headers], rows },
      ...(nextDeadline ? [{ kind: 'paragraph' as const, text: m.deadline(formatInstant(nextDeadline, language)) }] : []),
      ...footer(race, language),
    ],
  };
}

export function finishEmail(race: RaceFacts, event: Event<'RaceFinished'>, points: Record<string, number>, language: Language): Document {
  const m = messages[language];
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
      ...footer(race, language),
    ],
  };
}
