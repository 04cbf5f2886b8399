/** The AICS pole lap in words for the step form (the reporter's `stepPreviews`); the move preview's words are both rulebooks' (../preview-words.ts). */
import type { StepPreviewWords } from '../../race/report.ts';
import { diceText, wearText } from '../preview-words.ts';
import type { PoleLapPreview } from './qualifying/preview.ts';

export { previewWords } from '../preview-words.ts';

type Purposes = Readonly<Record<string, string>>;

/** A pole lap as it counts when every roll passes: its result, then each turn's path, wear and rolls (SC-QUAL-5, SC-REL-8). */
export function poleLapWords(preview: PoleLapPreview, purposes: Purposes): StepPreviewWords {
  const { result } = preview;
  const rolls = (turn: PoleLapPreview['turns'][number]) =>
    turn.rolls.length === 0 ? 'no dice' : turn.rolls.map(({ check, ...dice }) => diceText({ purpose: check, ...dice }, purposes)).join('; ');
  return {
    title: result.valid
      ? `If every roll passes, the lap counts ${result.turns} turns + ${result.squares} squares.`
      : 'This lap can never count, whatever the dice.',
    lines: preview.turns.map((turn) => `Turn ${turn.turn}: ${turn.move}, ${turn.path.join(' → ') || 'no move'}; ${wearText(turn.wear, 0)}; ${rolls(turn)}.`),
    warnings: result.valid ? [] : [`${result.message.charAt(0).toUpperCase()}${result.message.slice(1)}.`],
  };
}
