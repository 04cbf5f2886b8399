/** The names of the boards shipped with Lamborghini (rules.ts), by language. */
import type { Language } from '../../race/language.ts';
import { type CircuitNames, circuitName } from '../../race/report.ts';
import type { Board } from './types.ts';

export const BOARD_NAMES: CircuitNames = {
  en: { 'circuit-a': 'Circuit A', 'circuit-b': 'Circuit B' },
  it: { 'circuit-a': 'Circuito A', 'circuit-b': 'Circuito B' },
};

/** The board's name in `language`; an uploaded board's as its file gives it. */
export const boardName = (board: Board, language: Language): string => circuitName(BOARD_NAMES, board.id, language, board.name);
