/**
 * The choice of an incident's direction (LB-INC-1 with its Proposed, LB-GAP-5, LB-GAP-6, LB-GAP-7):
 * forward, forward-left or forward-right, each with the square it fixes for the car's next step,
 * or what it does when that square is off the track, missing or occupied.
 */

import { conflict } from '../../errors.ts';
import { type ChoiceOption, type Choices, oneOf, type Picks } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import { type Board, HEADINGS } from '../board/types.ts';
import { directionEffect } from '../incident.ts';
import { renderRace } from '../picture/draw.ts';
import { raceView } from '../picture/view.ts';
import { occupiedBy } from '../race-flow.ts';
import type { Known } from './known.ts';
import { CHOICE_WORDS } from './words.ts';

export const directionChoices = (board: Board, known: Known, car: string, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const { state } = known;
  const choice = state.race.turn?.choices[0];
  if (!choice || choice.chooser !== car) throw conflict('car', `seat ${car} has no direction to choose`);
  const from = state.race.cars[choice.car]!;
  const occupied = occupiedBy(state, choice.car);
  const targets: { row: number; lane: number; mark: string }[] = [];
  const options = HEADINGS.map((heading): ChoiceOption => {
    const effect = directionEffect(board, from, heading, occupied);
    const mark = `heading.${heading}`;
    if (effect.kind !== 'square') return { id: heading, label: words.heading[heading], detail: effect.kind === 'void' ? words.occupied : words.leftTrack };
    targets.push({ row: effect.square.row, lane: effect.square.lane, mark });
    const where = words.to(effect.square.row, effect.square.lane);
    return { id: heading, label: words.heading[heading], detail: effect.offTrack ? `${where}; ${words.offTrack}` : where, mark };
  });
  const question = oneOf(picks, { id: 'heading', label: words.direction(choice.car) }, options);
  const [heading] = question.picked;
  return {
    questions: [question],
    summary: [],
    warnings: [],
    submission: heading === undefined ? null : { heading },
    picture: renderRace(board, raceView(board, known.view, []), language, known.cars, { squares: targets, path: [], cards: new Map() }),
  };
};
