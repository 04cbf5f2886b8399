/**
 * What Lamborghini offers beyond its rules: each seat's choices in the open step (choices/), apart
 * from the rules, as the pictures and the words are (domain/assists.ts).
 */
import type { Assists } from '../race/ruleset.ts';
import type { Board } from './board/types.ts';
import { lamborghiniChoices } from './choices/index.ts';
import type { LamborghiniState } from './state.ts';

export const lamborghiniAssists: Assists<Board, LamborghiniState> = { choices: lamborghiniChoices };
