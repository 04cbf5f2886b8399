/**
 * Lamborghini's choices (domain/race/choices.ts): what a seat may pick in the open step, of every
 * kind the game has, worked out from what that seat knows (known.ts) and nothing else, in its
 * language, with the table or the race drawn for it and each option's mark on the picture.
 */
import type { Choices } from '../../race/choices.ts';
import type { ChoicesInput } from '../../race/ruleset.ts';
import type { Board } from '../board/types.ts';
import { BID, ECONOMY } from '../long-flow.ts';
import { DIRECTION, MOVE } from '../race-flow.ts';
import { raced } from '../referee.ts';
import { CHOOSE, PAIRING, TURN_UP } from '../rules.ts';
import type { LamborghiniState } from '../state.ts';
import { directionChoices } from './direction.ts';
import { chooseChoices, turnUpChoices } from './draft.ts';
import { knownBy } from './known.ts';
import { bidChoices, economyChoices } from './long.ts';
import { moveChoices } from './move.ts';
import { pairingChoices } from './pairing.ts';

export const lamborghiniChoices = (input: ChoicesInput<Board, LamborghiniState>): Choices | undefined => {
  const { circuit, car, kind, picks, language, settings } = input;
  const known = knownBy(input);
  switch (kind) {
    case TURN_UP:
      return turnUpChoices(circuit, known, language, picks);
    case CHOOSE:
      return chooseChoices(circuit, known, language, picks);
    case BID:
      return bidChoices(circuit, known, language, picks);
    case ECONOMY:
      return economyChoices(circuit, known, language, picks);
    case PAIRING:
      return pairingChoices(circuit, known, language, picks);
    case MOVE:
      return moveChoices(raced(circuit, settings as { laps?: number }), known, car, language, picks);
    case DIRECTION:
      return directionChoices(circuit, known, car, language, picks);
    default:
      return undefined;
  }
};
