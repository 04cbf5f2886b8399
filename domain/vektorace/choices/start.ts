/**
 * The start step's choices (VK-START-2, VK-START-4, VK-SP-2): the split of the 8 points, the
 * first gear for the pole car's player only, and, in a race with the Super Power tokens only, the
 * tokens wanted, most wanted first. What the submission asks of this race and this seat, and
 * nothing more: `checkStartChoice` refuses a first gear from another seat and tokens where there
 * are none.
 */
import { type Choices, manyOf, oneOf, type Picks, pickedOption } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import { FIRST_GEARS, STARTING_POINTS } from '../start.ts';
import { printStartChoice, type StartChoice } from '../start-choice.ts';
import type { VektoraceState } from '../state.ts';
import { SuperPower } from '../superpower.ts';
import { CHOICE_WORDS } from './words.ts';

export const startChoices = (state: VektoraceState, car: string, picks: Picks, language: Language): Choices => {
  const words = CHOICE_WORDS[language].start;
  const pole = state.order[0] === car;
  const withTokens = state.reserve !== undefined;
  const splits = Array.from({ length: STARTING_POINTS + 1 }, (_, gomma) => ({ id: `gomma-${gomma}`, label: words.split(gomma, STARTING_POINTS - gomma) }));
  const gears = FIRST_GEARS.map((gear) => ({ id: `gear-${gear}`, label: words.gear(gear), detail: words.gearDetail(gear) }));
  const tokens = SuperPower.options.map((power) => ({ id: power, label: words.token[power].label, detail: words.token[power].detail }));
  const questions = [
    oneOf(picks, { id: 'points', label: words.points, help: words.pointsHelp }, splits),
    ...(pole ? [oneOf(picks, { id: 'firstGear', label: words.firstGear, help: words.firstGearHelp }, gears)] : []),
    ...(withTokens ? [manyOf(picks, { id: 'powers', label: words.powers, help: words.powersHelp, min: 0, max: tokens.length, ordered: true }, tokens)] : []),
  ];
  const gomma = splits.findIndex((split) => split.id === pickedOption(picks, 'points', splits)?.id);
  const firstGear = pole ? FIRST_GEARS.find((gear) => `gear-${gear}` === pickedOption(picks, 'firstGear', gears)?.id) : undefined;
  const powers = withTokens ? (questions.find((q) => q.id === 'powers')!.picked as SuperPower[]) : undefined;
  const summary = [
    ...(gomma < 0 ? [] : [words.split(gomma, STARTING_POINTS - gomma)]),
    ...(firstGear === undefined ? [] : [words.gearDetail(firstGear)]),
    ...(powers === undefined ? [] : [powers.length === 0 ? words.noToken : words.wanted(powers)]),
  ];
  const warnings = powers?.length === 0 ? [words.noTokenWarning] : [];
  const complete = gomma >= 0 && (!pole || firstGear !== undefined);
  const submission: StartChoice | null = complete
    ? {
        gomma,
        nitro: STARTING_POINTS - gomma,
        ...(firstGear === undefined ? {} : { firstGear }),
        ...(powers === undefined ? {} : { powers }),
      }
    : null;
  return { questions, summary, warnings, submission, ...(submission ? { text: printStartChoice(submission) } : {}) };
};
