/** The choice of the driver before the start (HX-GAP-10 Proposed): a human or an orc, each with what the race's rules for humans (HX-M5-6) make of it. */
import { type Choices, oneOf, type Picks } from '../../race/choices.ts';
import type { HumanRules } from '../settings.ts';
import type { ChoiceWords } from './words.ts';

export function driverChoices({ humans, picks, words }: { humans: HumanRules; picks: Picks; words: ChoiceWords }): Choices {
  const { driver } = words;
  const question = oneOf(picks, { id: 'driver', label: driver.question, help: driver.help }, [
    { id: 'human', label: driver.drivers.human, detail: driver.human(humans) },
    { id: 'orc', label: driver.drivers.orc, detail: driver.orc },
  ]);
  const [picked] = question.picked;
  return { questions: [question], summary: [], warnings: [], submission: picked === undefined ? null : { driver: picked } };
}
