/**
 * What an AICS seat may pick in each kind of step (domain/race/choices.ts): the car build and the
 * pole lap (qualifying.ts), the pre-race setup (setup.ts), the standing order played on the turns
 * it misses (standing-order.ts), and each turn's move, whose options and costs the move preview's
 * engine works out (../move-engine.ts, ../../choices/racing.ts). The race state is open
 * information: every car's position and sheet are public once the grid is set.
 */
import { type Choices, STANDING_ORDER } from '../../../race/choices.ts';
import type { ChoicesInput } from '../../../race/ruleset.ts';
import { racingChoices } from '../../choices/racing.ts';
import type { Circuit } from '../../circuit/types.ts';
import { QUALIFYING, RACING, SETUP } from '../../steps.ts';
import { aicsMoveEngine } from '../move-engine.ts';
import { printMove } from '../notation.ts';
import type { AicsRaceState } from '../qualifying/index.ts';
import { qualifyingChoices } from './qualifying.ts';
import { setupChoices } from './setup.ts';
import { standingOrderChoices } from './standing-order.ts';

/** Laps of a race whose settings do not say (SC-GAME-4). */
const RULEBOOK_LAPS = 6;

export function aicsChoices({ circuit, state, car, kind, picks, language, settings, entrants }: ChoicesInput<Circuit, AicsRaceState>): Choices | undefined {
  if (kind === STANDING_ORDER) return standingOrderChoices({ circuit, state, car, picks, language, entrants });
  if (kind === QUALIFYING) return qualifyingChoices(circuit, picks, language, typeof settings.laps === 'number' ? settings.laps : RULEBOOK_LAPS);
  if (state === undefined) return undefined;
  if (kind === SETUP) return setupChoices(state, car, picks, language);
  if (kind !== RACING) return undefined;
  const { move, questions, summary, warnings } = racingChoices({ engine: aicsMoveEngine(circuit, state, car), picks, language });
  return { questions, summary, warnings, submission: move, ...(move === null ? {} : { text: printMove(move) }) };
}
