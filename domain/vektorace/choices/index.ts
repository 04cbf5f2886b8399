/**
 * What a Vektorace seat may pick in the open step (domain/race/choices.ts): the start step's
 * split, first gear and tokens (start.ts), and a car's move (move.ts). The table is open
 * information: nothing here reads what another seat may not see.
 */
import { conflict } from '../../errors.ts';
import type { Choices } from '../../race/choices.ts';
import type { ChoicesInput } from '../../race/ruleset.ts';
import type { Circuit } from '../circuit/types.ts';
import { MOVE, START } from '../id.ts';
import type { VektoraceState } from '../state.ts';
import { moveChoices } from './move.ts';
import { startChoices } from './start.ts';

export const vektoraceChoices = ({ circuit, state, car, kind, picks, language }: ChoicesInput<Circuit, VektoraceState>): Choices | undefined => {
  if (kind !== START && kind !== MOVE) return undefined;
  if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
  return kind === START ? startChoices(state, car, picks, language) : moveChoices(circuit, state, car, picks, language);
};
