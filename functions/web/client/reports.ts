/** One report per resolved turn, from its public event: what happened to each car, every roll with its verification code. */
import type { Roll } from '../../../domain/dice.ts';
import type { RaceView } from '../../../domain/race/index.ts';
import type { RaceReporter } from '../../../domain/race/report.ts';
import { verifyButton } from './dice.ts';
import { byId, el } from './dom.ts';
import type { TurnResolved } from './events.ts';
import { reporterOf, rollText } from './reporters.ts';

/** The game's clauses, each with a check button for the rolls it tells, then the rolls none of them tells (SC-DICE-2). */
function items(clauses: string[], rolls: Roll[], reporter: RaceReporter | undefined): HTMLLIElement[] {
  const told = (roll: Roll) => clauses.some((clause) => clause.includes(roll.code));
  return [
    ...clauses.map((clause) => el('li', {}, clause, ...rolls.filter((roll) => clause.includes(roll.code)).flatMap((roll) => [' ', verifyButton(roll.code)]))),
    ...rolls.filter((roll) => !told(roll)).map((roll) => el('li', {}, `${rollText(roll, reporter)} `, verifyButton(roll.code))),
  ];
}

export function turnReport(view: RaceView, turn: TurnResolved, headingLevel: 'h3' | 'h4'): HTMLElement {
  const reporter = reporterOf(view.rulesetId);
  const describe = (car: string | null) => reporter?.describe(car, turn.events, 'en') ?? [];
  const name = (car: string) => view.entries.find((entry) => entry.car === car)?.name ?? '?';
  const carLevel = headingLevel === 'h3' ? 'h4' : 'h5';
  const cars = Object.keys(turn.moves).map((car) => {
    const clauses = [...(turn.moves[car] === null ? ['No move arrived in time: the non-human player drove this car.'] : []), ...describe(car)];
    return el(
      'section',
      {},
      el(carLevel, {}, `Car ${car}, ${name(car)}`),
      el(
        'ul',
        {},
        ...items(
          clauses,
          turn.rolls.filter((roll) => roll.car === car),
          reporter,
        ),
      ),
    );
  });
  const race = items(
    describe(null),
    turn.rolls.filter((roll) => roll.car === undefined),
    reporter,
  );
  return el('article', { class: 'turn' }, el(headingLevel, {}, `Turn ${turn.turn}`), ...cars, race.length > 0 && el('ul', {}, ...race));
}

export function showReports(view: RaceView, turns: TurnResolved[]): void {
  const reports = byId('reports');
  if (turns.length === 0) {
    reports.replaceChildren(el('p', {}, 'No turn has been played yet.'));
    return;
  }
  reports.replaceChildren(...[...turns].reverse().map((turn) => turnReport(view, turn, 'h3')));
}
