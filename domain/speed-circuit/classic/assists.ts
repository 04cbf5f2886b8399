/**
 * What the classic game offers beyond its rules: the move preview and the warnings of a move,
 * worked out by the classic turn engine (preview.ts), and the choices of every step (choices.ts).
 * Apart from the ruleset, as the pictures and the words are (domain/assists.ts).
 */
import type { Assists } from '../../race/ruleset.ts';
import type { Circuit } from '../circuit/types.ts';
import { RACING } from '../steps.ts';
import { classicChoices } from './choices.ts';
import type { Move } from './notation.ts';
import { moveWarnings, previewMove } from './preview.ts';
import type { ClassicRaceState } from './state.ts';

export const classicAssists: Assists<Circuit, ClassicRaceState> = {
  preview: (circuit, state, car, kind, submission) =>
    kind === RACING && state !== undefined ? previewMove(circuit, state, car, submission as Move | undefined) : undefined,
  warnings(circuit, state, car, kind, submission) {
    if (kind !== RACING || state === undefined || state.cars[car]?.status !== 'racing' || state.results !== null) return [];
    return moveWarnings(circuit, state, car, submission as Move);
  },
  choices: classicChoices,
};
