/**
 * What Vektorace offers beyond its rules: the preview of a car's next move, every legal end with
 * the ways to reach it and their costs (preview.ts), those ends drawn on the race picture to
 * click (clickable-ends.ts), and each step's choices (choices/). Apart from the rules, as the pictures and the
 * words are (domain/assists.ts). The table is open information: the preview reads nothing a
 * player may not see.
 */
import { conflict } from '../errors.ts';
import type { Assists } from '../race/ruleset.ts';
import { vektoraceChoices } from './choices/index.ts';
import type { Circuit } from './circuit/types.ts';
import { clickableEnds } from './clickable-ends.ts';
import { MOVE } from './id.ts';
import { previewMove } from './preview.ts';
import type { VektoraceState } from './state.ts';

export const vektoraceAssists: Assists<Circuit, VektoraceState> = {
  preview(circuit, state, car, kind) {
    if (kind !== MOVE) return undefined;
    if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
    return previewMove(circuit, state, car);
  },
  ends(circuit, state, car, kind) {
    if (kind !== MOVE) return undefined;
    if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
    return clickableEnds(circuit, state, car);
  },
  choices: vektoraceChoices,
};
