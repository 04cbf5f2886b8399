/**
 * A move preview in words for the race page (the reporters' `preview`), whichever rulebook worked it
 * out (move-preview.ts): the table of the speeds with what each lane or trajectory of the coming
 * curve costs, and what the move typed would do.
 */
import type { PreviewCell, PreviewWords } from '../race/report.ts';
import type { DiceNeeded, MovePreview, Route, SpeedChoice } from './move-preview.ts';

type Purposes = Readonly<Record<string, string>>;
type Told = { type: string };

export const diceText = (dice: DiceNeeded, purposes: Purposes): string =>
  `${dice.count}d${dice.sides} ${purposes[dice.purpose] ?? dice.purpose}${dice.passesUpTo === null ? '' : `, passes on ${dice.passesUpTo} or less`}`;

export const wearText = (W: number, WF: number): string => [W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(' + ') || 'no wear';

const viaText = (via: Route<Told>['via']): string => (via === null ? '' : via.kind === 'lane' ? `C${via.lane}` : via.trajectory);

/** What a route ends in, in a word: the square, or what stops the car. */
function outcome(route: Route<Told>): string {
  const types = route.events.map((event) => event.type);
  if (types.includes('CarEliminated')) return 'off the road';
  if (types.includes('CarSpun')) return `spins at ${route.to}`;
  if (types.includes('RearEnded')) return `rear-ends at ${route.to}`;
  return route.to;
}

const costOf = (route: Route<Told>, purposes: Purposes): string =>
  [wearText(route.W, route.WF), ...route.dice.map((d) => purposes[d.purpose] ?? d.purpose)].join(', ');

const speedCost = (choice: SpeedChoice<Told>, purposes: Purposes): string =>
  [
    ...choice.rolls.map((dice) => diceText(dice, purposes)),
    choice.braking &&
      `${choice.braking.beyondDec} mph beyond Dec: ${wearText(choice.braking.W, choice.braking.WF)}${choice.braking.spin ? ', then a spin' : ''}`,
  ]
    .filter(Boolean)
    .join('; ') || 'free';

function projectionOf<Event extends Told>(
  preview: MovePreview<Event>,
  purposes: Purposes,
  clauses: (car: string, events: Event[]) => string[],
): PreviewWords['projection'] {
  const typed = preview.move;
  if (typed === null) return null;
  if (typed.error !== null) return { title: 'This move cannot be played', error: `${typed.error.message}: the non-human player would drive your car instead.` };
  const { projection } = typed;
  const gnu = projection.defaulted;
  return {
    title: gnu === null ? `Projected move: ${typed.text}` : `This move is incomplete: ${typed.text}`,
    path: `From ${preview.from}: ${projection.path.join(' → ') || 'the car does not move'}. ${projection.to === 'off' ? 'Leaves the road.' : `Ends on ${projection.to}.`}`,
    warnings: projection.warnings.map(({ message }) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`),
    notes: [
      ...(gnu === null ? [] : ['The projection is the non-human player’s move.']),
      ...(projection.ends.length > 1 ? [`The movement can end on ${projection.ends.join(', ')}: the placement picks one.`] : []),
      `Pays ${wearText(projection.W, projection.WF)}. ${projection.dice.length === 0 ? 'No dice.' : `Dice: ${projection.dice.map((dice) => diceText(dice, purposes)).join('; ')}.`}`,
    ],
    clauses: clauses(preview.car, projection.events),
    caveat: 'Worked out by the turn engine as if every roll went your way, against the cars where they stand now: cars that move before yours may change it.',
  };
}

function choicesOf(preview: MovePreview<Told>, purposes: Purposes): PreviewWords['choices'] {
  const vias = [...new Set(preview.speeds.flatMap((choice) => choice.routes.map((route) => viaText(route.via))))].filter((via) => via !== '');
  const cell = (route: Route<Told> | undefined): PreviewCell => {
    if (route === undefined) return { text: '—' };
    return {
      choice: route.text,
      label: `${route.text}: ${outcome(route)}, ${costOf(route, purposes)}`,
      text: `${outcome(route)} · ${costOf(route, purposes)}`,
    };
  };
  return {
    help:
      preview.curve === null
        ? 'No curve is within reach this turn. Choose a speed to write it in the move.'
        : `Each column is a lane or trajectory of curve ${preview.curve}: the square the car ends on and what it pays. Choose one to write it in the move.`,
    caption: `Speeds car ${preview.car} may declare for turn ${preview.turn}, from ${preview.from}`,
    headers: ['Speed', 'Rolls and braking', ...(vias.length === 0 ? ['Ends on'] : vias.map((via) => `Curve ${preview.curve} ${via}`))],
    rows: preview.speeds.map((choice) => {
      const cells =
        vias.length === 0 || choice.routes[0]?.via === null
          ? [{ ...cell(choice.routes[0]), span: Math.max(1, vias.length) }]
          : vias.map((via) => cell(choice.routes.find((route) => viaText(route.via) === via)));
      return { header: `${choice.speed} mph`, cells: [{ text: speedCost(choice, purposes) }, ...cells] };
    }),
  };
}

/** `clauses` tells what the projected move did to the car, as the turn reports do. */
export const previewWords = <Event extends Told>(
  preview: MovePreview<Event>,
  purposes: Purposes,
  clauses: (car: string, events: Event[]) => string[],
): PreviewWords => ({
  heading: `Your move for turn ${preview.turn}`,
  projection: projectionOf(preview, purposes, clauses),
  choices: choicesOf(preview, purposes),
});
