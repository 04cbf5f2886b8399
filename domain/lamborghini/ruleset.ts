/**
 * Lamborghini (../shared/rules/lamborghini.md) whole, as what plays races takes it: the game that
 * decides commands (rules.ts) with its boards (board/) and its referee (referee.ts).
 */
import type { RefereedRuleset } from '../race/ruleset.ts';
import { type Board, compileBoard, shippedBoards } from './board/index.ts';
import { lamborghiniReferee } from './referee.ts';
import { lamborghiniRules } from './rules.ts';
import type { LamborghiniSettings } from './settings.ts';
import type { LamborghiniEvent, LamborghiniState } from './state.ts';

export const lamborghini: RefereedRuleset<Board, LamborghiniState, LamborghiniEvent, LamborghiniSettings> = {
  ...lamborghiniRules,
  compileCircuit: compileBoard,
  shippedCircuits: shippedBoards,
  referee: lamborghiniReferee,
};
