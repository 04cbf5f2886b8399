/**
 * The plain words of each game, the same the emails use (domain/reports.ts): what a turn's events
 * did to a car, the game's columns of the players table, and its move preview. A game without
 * words there still shows its generic facts.
 */
import type { Roll, RollPurpose } from '../../../domain/dice.ts';
import { own } from '../../../domain/own.ts';
import type { PreviewWords, RaceReporter } from '../../../domain/race/report.ts';
import { reporters } from '../../../domain/reports.ts';
import { messages } from '../../notifier/messages.ts';

export const reporterOf = (rulesetId: string | undefined): RaceReporter | undefined => (rulesetId === undefined ? undefined : own(reporters, rulesetId));

export const purposeText = (purpose: RollPurpose): string => messages.en.purposes[purpose];

/** A move preview's answer in the game's words; undefined for a game that has none. */
export const previewWords = (rulesetId: string, answer: unknown): PreviewWords | undefined => reporterOf(rulesetId)?.preview?.(answer, messages.en.purposes);

/** `3d6 for a brake check: 4+5+6 = 15`. */
export function rollText(roll: Roll): string {
  const total = roll.dice.reduce((sum, face) => sum + face, 0);
  const faces = roll.dice.length === 1 ? String(total) : `${roll.dice.join('+')} = ${total}`;
  return `${roll.dice.length}d${roll.sides} for ${purposeText(roll.purpose)}: ${faces}`;
}
