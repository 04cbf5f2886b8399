/**
 * What hex rally offers beyond its rules: the choices of each step (choices/), the manoeuvre
 * builder of the race page. Apart from the rules, as the pictures and the words are
 * (domain/assists.ts). The race is open information (the game has no `view`): the choices read
 * the state as every player sees it, and never a declaration not yet played.
 */
import { conflict } from '../errors.ts';
import type { Assists } from '../race/ruleset.ts';
import { declarationChoices } from './choices/declaration.ts';
import { driverChoices } from './choices/driver.ts';
import { reactionChoices } from './choices/reaction.ts';
import { WORDS } from './choices/words.ts';
import type { HexRallyState } from './state.ts';
import { DECLARATION, DRIVER, REACTION } from './steps.ts';
import type { Track } from './track/types.ts';

export const hexRallyAssists: Assists<Track, HexRallyState> = {
  choices({ circuit, state, car, kind, picks, language, entrants }) {
    if (state?.cars[car]?.status !== 'racing') throw conflict('car', `car ${car} is not racing`);
    const words = WORDS[language];
    switch (kind) {
      case DRIVER:
        return driverChoices({ humans: state.humans, picks, words });
      case DECLARATION:
        return declarationChoices({ track: circuit, state, car, picks, words, entrants });
      case REACTION:
        if (state.declared?.[car] === undefined) throw conflict('car', `car ${car} has no roll to react to`);
        return reactionChoices({ state, car, picks, words });
      default:
        return undefined;
    }
  },
};
