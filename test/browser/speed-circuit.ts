/**
 * How a careful Speed Circuit player clicks his choices on the race page (play.ts), whichever
 * rulebook: his car's points as he planned them, then each turn the fastest speed up to 120 mph
 * that needs no roll and no wear, a line through each curve that neither spins nor leaves the
 * race, without the die, costing no wear where one does; the page's defaults everywhere else.
 */
import type { ShownQuestion, Strategy } from './play.ts';

const FREE = /no roll, no wear|nessun tiro, nessun wear/;
const RISKY = /spins|out:|rear-ends|testacoda|fuori gara|tamponamento/;
const NO_WEAR = /no wear|nessun wear/;
const CAUTIOUS_SPEED = 120;

const pickable = (question: ShownQuestion) => question.options.filter((option) => !option.disabled);

/** `build`: the points of each category as + clicks from 0; `picks`: the option wanted for other questions (the pole lap). */
export const carefulDriver =
  (build: Record<string, number>, picks: Record<string, string> = {}): Strategy =>
  (question) => {
    if (question.type === 'count') return build[question.id];
    if (picks[question.id] !== undefined) return picks[question.id];
    const options = pickable(question);
    if (question.id === 'speed') {
      const free = options.filter((option) => FREE.test(option.label) && Number(option.id) <= CAUTIOUS_SPEED);
      return (free.at(-1) ?? options[0])?.id;
    }
    if (question.id === 'curve1' || question.id === 'curve2') {
      const safe = options.filter((option) => !RISKY.test(option.label) && !option.id.endsWith('.D'));
      return (safe.find((option) => NO_WEAR.test(option.label)) ?? safe[0] ?? options[0])?.id;
    }
    return undefined;
  };
