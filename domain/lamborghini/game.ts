/**
 * Lamborghini (../shared/rules/lamborghini.md) whole, as what plays races takes it: the game that
 * decides commands (rules.ts) with its referee (referee.ts).
 */
import type { Game } from '../race/game.ts';
import type { Board } from './board/types.ts';
import { lamborghiniReferee } from './referee.ts';
import { lamborghiniRules } from './rules.ts';
import type { LamborghiniSettings } from './settings.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

export const lamborghini: Game<Board, LamborghiniState, LamborghiniEvent, LamborghiniSettings> = { ...lamborghiniRules, referee: lamborghiniReferee };
