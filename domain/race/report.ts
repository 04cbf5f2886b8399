/**
 * A game's words, for the emails and the web page: what its events did to a car, its columns of
 * the players table, its points and its move preview. Pure text and structure, apart from the
 * ruleset (domain/reports.ts), so that what only answers commands never loads them.
 */
import type { RollPurpose } from '../dice.ts';
import { own } from '../own.ts';
import type { Language } from './language.ts';

export interface RaceReporter {
  /**
   * Plain-words clauses about what the ruleset events of one turn did to one car, or lines about
   * the whole race when `car` is null. A clause that names a roll's verification code tells that
   * roll; the email lists the rolls no clause tells.
   */
  describe(car: string | null, events: unknown[], language: Language): string[];
  /** The game's columns of the players table (SC-PBEM-7: wear, tyres, reliability, damage). */
  playerColumns(game: unknown, language: Language): { headers: string[]; cells(car: string): string[] };
  /** Points of the classified cars (SC-WIN-3 for AICS); absent cars score nothing. */
  points(game: unknown, classification: string[]): Record<string, number>;
  /** What a step of each kind asks of a player, by language and kind, for the email that opens it; a kind without words is named by its step. */
  prompts?: Record<Language, Readonly<Record<string, string>>>;
  /** What the game's rolls are for, in words by language (docs/dice.md); a purpose without words is shown by its name. */
  purposes?: Record<Language, Readonly<Record<string, string>>>;
  /**
   * A step in words in `language` ("turn 3", "turno 3", "pick 2 of the draft"), wherever a step is
   * named to a person: the emails' subjects, the reminders, the replies' receipts, the race page.
   * Absent, the step is named by its id (`stepWords`).
   */
  stepName?(step: StepRef, language: Language): string;
  /**
   * What the reader's seat holds that the race picture does not show, in `language`: a hand by
   * card name, money and bids, the cards face up, tokens, coupons. `game` is the game's `view` for
   * that reader and `cars` his seat's cars: it must say nothing the view does not give him. Absent
   * or empty, there is nothing to show beside the picture and the players table.
   */
  situation?(game: unknown, cars: readonly string[], language: Language): Situation[];
  /**
   * Who plays a car nobody sent for, with its article, as the subject of a sentence in `language`
   * ("the non-human player", "il giocatore non umano"; the AICS league's "lo GNU"); the generic
   * words when absent (`nonHumanPlayerWords`).
   */
  nonHumanPlayer?: Record<Language, string>;
  /**
   * The game on the organiser's page, by language: its name, and the words of its race settings
   * (its `createSchema`'s properties, a nested one by its own name, and the values of their lists);
   * a setting without words is shown by its name.
   */
  organiser?: Record<Language, OrganiserWords>;
  /** The names of the circuits shipped with the game, by language (`circuitName`). */
  circuits?: CircuitNames;
  /** The answer of the ruleset's `preview` in words, for games that offer one; in English, the race page's only language. */
  preview?(answer: unknown): PreviewWords;
  /** The answer of the game's `preview` for a step of another kind than the move (a pole lap), in words by kind; the page offers a preview for these kinds. */
  stepPreviews?: Readonly<Record<string, (answer: unknown) => StepPreviewWords>>;
}

/**
 * The names of a game's shipped circuits by language and circuit id, kept in the game's folder:
 * the English one is the `name` its circuit file gives (a test holds them equal).
 */
export type CircuitNames = Record<Language, Readonly<Record<string, string>>>;

/**
 * A circuit's name in `language`: a shipped one's from its game's words, any other by `otherwise`,
 * the name its uploaded file gives where that is at hand (a picture), else its id (a page).
 */
export const circuitName = (names: CircuitNames | undefined, circuitId: string, language: Language, otherwise = circuitId): string =>
  (names && own(names[language], circuitId)) ?? otherwise;

/** A game's name, and its race settings' labels by property name or value. */
export interface OrganiserWords {
  name: string;
  settings: Readonly<Record<string, string>>;
}

/** A step as the race names it (domain/race/ruleset.ts): its id, its kind and its number among the steps of its kind. */
export interface StepRef {
  id: string;
  kind: string;
  number: number;
}

/** One part of what a seat holds: a heading ("Your hand") and its lines, one thing a line. */
export interface Situation {
  heading: string;
  lines: string[];
}

/** A step in the game's words, or by its id for a game without them. */
export const stepWords = (reporter: RaceReporter | undefined, step: StepRef, language: Language): string => reporter?.stepName?.(step, language) ?? step.id;

/** The non-human player of a game that names it no other way, with its article. */
const NON_HUMAN_PLAYER: Record<Language, string> = { en: 'the non-human player', it: 'il giocatore non umano' };

/** The game's name for its non-human player, with its article ("lo GNU"), or the generic one. */
export const nonHumanPlayerWords = (reporter: RaceReporter | undefined, language: Language): string =>
  reporter?.nonHumanPlayer?.[language] ?? NON_HUMAN_PLAYER[language];

/** A submission's preview as the step form shows it. */
export interface StepPreviewWords {
  title: string;
  lines: string[];
  /** What can never work whatever the dice: the submission would be refused. */
  warnings: string[];
}

/** What a roll was for, in the reader's words, or the purpose's own name where the game has none for it. */
export const purposeWords = (reporter: RaceReporter | undefined, purpose: RollPurpose, language: Language): string => {
  const words = reporter?.purposes?.[language];
  return words !== undefined && Object.hasOwn(words, purpose) ? (words[purpose] ?? purpose) : purpose;
};

/** A cell of the preview's table: words, or a move the player may choose, which the page writes into the move form. */
export type PreviewCell = ({ text: string } | { choice: string; text: string; label: string }) & {
  /** The columns the cell spans. */
  span?: number;
};

/** A move preview as the race page shows it: what the move typed would do, and the moves the player may choose. */
export interface PreviewWords {
  heading: string;
  /** Null while no move is typed; `error` when the move typed cannot be played. */
  projection:
    | { title: string; error: string }
    | {
        title: string;
        path: string;
        notes: string[];
        /** What the player should know before sending it (it ends his race, it is not played as written): the page asks him to confirm. */
        warnings: string[];
        /** What the move would do, in the words of `describe`. */
        clauses: string[];
        /** How far the projection can be trusted. */
        caveat: string;
      }
    | null;
  choices: {
    help: string;
    caption: string;
    headers: string[];
    rows: { header: string; cells: PreviewCell[] }[];
  };
}
