/**
 * The plain words of each game, the same the emails use (domain/reports.ts): what a step's events
 * did to a car, the game's columns of the players table, its steps' names, its roll purposes and
 * its move preview, in the page's language. A game without words there still shows its generic facts.
 */
import type { Roll, RollPurpose } from '../../../domain/dice.ts';
import { own } from '../../../domain/own.ts';
import { circuitName, type OrganiserWords, type PreviewWords, purposeWords, type RaceReporter } from '../../../domain/race/report.ts';
import { reporters } from '../../../domain/reports.ts';
import { languageOf, said } from './words.ts';

export const reporterOf = (rulesetId: string | undefined): RaceReporter | undefined => (rulesetId === undefined ? undefined : own(reporters, rulesetId));

/** What a roll was for, in its game's words; for a roll whose game is not known (the dice check), in the words of the first game that has some for it. */
export const purposeText = (purpose: RollPurpose, reporter?: RaceReporter): string =>
  purposeWords(
    reporter ?? Object.values(reporters).find((known) => known.purposes?.[languageOf()] && Object.hasOwn(known.purposes[languageOf()], purpose)),
    purpose,
    languageOf(),
  );

/** A move preview's answer in the game's words; undefined for a game that has none. */
export const previewWords = (rulesetId: string, answer: unknown): PreviewWords | undefined => reporterOf(rulesetId)?.preview?.(answer);

/** A step in the game's words, in the page's language. */
export const stepName = (rulesetId: string | undefined, step: { id: string; kind: string; number: number }): string =>
  reporterOf(rulesetId)?.stepName?.(step, languageOf()) ?? said().step.fallback(step.kind, step.number);

/** `3d6 for a brake check: 4+5+6 = 15`. */
export function rollText(roll: Roll, reporter: RaceReporter | undefined): string {
  const total = roll.dice.reduce((sum, face) => sum + face, 0);
  const faces = roll.dice.length === 1 ? String(total) : `${roll.dice.join('+')} = ${total}`;
  return said().reports.roll(roll.dice.length, roll.sides, purposeText(roll.purpose, reporter), faces);
}

/** The game's name and its settings' words on the organiser's page, in the page's language; undefined for a game without them. */
export const organiserWordsOf = (rulesetId: string): OrganiserWords | undefined => reporterOf(rulesetId)?.organiser?.[languageOf()];

/**
 * A circuit by its name in the page's language where a game ships it, by its id otherwise (an
 * uploaded one). A circuit id names one circuit of one game: an upload may not take a shipped id.
 */
export const circuitText = (circuitId: string): string =>
  circuitName(Object.values(reporters).find((reporter) => reporter.circuits && own(reporter.circuits.en, circuitId))?.circuits, circuitId, languageOf());
