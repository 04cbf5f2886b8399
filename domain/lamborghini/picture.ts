/** The Lamborghini race drawn as SVG: the bare board, and the race right after a step with the cards it turned up and the reader's own hand. */
import { pictureOptions } from '../picture/language.ts';
import type { RulesetPicture } from '../race/any-ruleset.ts';
import type { Board } from './board/types.ts';
import { renderBoard, renderRace } from './picture/draw.ts';
import { raceView } from './picture/view.ts';

export const lamborghiniPicture: RulesetPicture<Board, unknown, unknown> = {
  circuit: (board, language) => renderBoard(board, pictureOptions(language).language),
  race: (board, state, lastTurnEvents, language, focus) => renderRace(board, raceView(board, state, lastTurnEvents), pictureOptions(language).language, focus),
};
