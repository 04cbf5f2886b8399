/**
 * The plain words of each game, the same the emails use: what a turn's events did to a car, and
 * the game's columns of the players table. A game without words here still shows its generic facts.
 */
import type { Roll, RollPurpose } from '../../../domain/dice.ts';
import { own } from '../../../domain/own.ts';
import { aicsReporter } from '../../notifier/aics.ts';
import { classicReporter } from '../../notifier/classic.ts';
import type { RaceReporter } from '../../notifier/emails.ts';
import { messages, purposeWords } from '../../notifier/messages.ts';

// By id rather than through the rulesets, which would bring the whole rules engine into the page.
const reporters: Record<string, RaceReporter> = { 'aics-3.06': aicsReporter, classic: classicReporter };

export const reporterOf = (rulesetId: string | undefined): RaceReporter | undefined => (rulesetId === undefined ? undefined : own(reporters, rulesetId));

export const purposeText = (purpose: RollPurpose): string => purposeWords(messages.en, purpose);

/** `3d6 for a brake check: 4+5+6 = 15`. */
export function rollText(roll: Roll): string {
  const total = roll.dice.reduce((sum, face) => sum + face, 0);
  const faces = roll.dice.length === 1 ? String(total) : `${roll.dice.join('+')} = ${total}`;
  return `${roll.dice.length}d${roll.sides} for ${purposeText(roll.purpose)}: ${faces}`;
}
