/** One report per step played, from its public record: what happened to each car, in words, every roll with its verification code. */
import type { Roll } from '../../../domain/dice.ts';
import type { RaceView } from '../../../domain/race/index.ts';
import type { RaceReporter } from '../../../domain/race/report.ts';
import { verifyButton } from './dice.ts';
import { byId, el } from './dom.ts';
import type { PlayedStep } from './events.ts';
import { reporterOf, rollText, stepName } from './reporters.ts';
import { languageOf, said } from './words.ts';

/** The game's clauses, each with a check button for the rolls it tells, then the rolls none of them tells (SC-DICE-2). */
function items(clauses: string[], rolls: Roll[], reporter: RaceReporter | undefined): HTMLLIElement[] {
  const told = (roll: Roll) => clauses.some((clause) => clause.includes(roll.code));
  return [
    ...clauses.map((clause) => el('li', {}, clause, ...rolls.filter((roll) => clause.includes(roll.code)).flatMap((roll) => [' ', verifyButton(roll.code)]))),
    ...rolls.filter((roll) => !told(roll)).map((roll) => el('li', {}, `${rollText(roll, reporter)} `, verifyButton(roll.code))),
  ];
}

/** The cars a step concerns: those it played a submission of, then those its events or rolls name. */
function carsOf(step: PlayedStep, view: RaceView, describe: (car: string) => string[]): string[] {
  const named = view.entries.map((entry) => entry.car).filter((car) => step.rolls.some((roll) => roll.car === car) || describe(car).length > 0);
  return [...new Set([...Object.keys(step.submissions), ...named])];
}

export function stepReport(view: RaceView, step: PlayedStep, headingLevel: 'h3' | 'h4'): HTMLElement {
  const reporter = reporterOf(view.rulesetId);
  const describe = (car: string | null) => reporter?.describe(car, step.events, languageOf()) ?? [];
  const name = (car: string) => view.entries.find((entry) => entry.car === car)?.name ?? '?';
  const carLevel = headingLevel === 'h3' ? 'h4' : 'h5';
  const cars = carsOf(step, view, describe).map((car) => {
    const clauses = [...(step.submissions[car] === null ? [said().reports.nonHuman] : []), ...describe(car)];
    const rolls = step.rolls.filter((roll) => roll.car === car);
    if (clauses.length === 0 && rolls.length === 0) return null;
    return el('section', {}, el(carLevel, {}, `${said().carShort(car)}, ${name(car)}`), el('ul', {}, ...items(clauses, rolls, reporter)));
  });
  const race = items(
    describe(null),
    step.rolls.filter((roll) => roll.car === undefined),
    reporter,
  );
  const heading = stepName(view.rulesetId, step);
  return el(
    'article',
    { class: 'step' },
    el(headingLevel, {}, heading.charAt(0).toUpperCase() + heading.slice(1)),
    ...cars,
    race.length > 0 && el('ul', {}, ...race),
  );
}

export function showReports(view: RaceView, steps: PlayedStep[]): void {
  const reports = byId('reports');
  if (steps.length === 0) {
    reports.replaceChildren(el('p', {}, said().reports.none));
    return;
  }
  reports.replaceChildren(...[...steps].reverse().map((step) => stepReport(view, step, 'h3')));
}
