/** The AICS race drawn as SVG: the circuit, and the cars right after a turn with the turn's paths. */
import type { RulesetPicture } from '../../race/any-ruleset.ts';
import type { Circuit } from '../circuit/types.ts';
import { pictureOptions, raceViewFromState, renderCircuit, renderRace } from '../picture/index.ts';
import type { AicsRaceState } from './qualifying/index.ts';
import { type AicsRulesetEvent, isTurnEvent } from './rules.ts';

export const aicsPicture: RulesetPicture<Circuit, AicsRaceState, AicsRulesetEvent> = {
  circuit: (circuit, language) => renderCircuit(circuit, pictureOptions(language)),
  race: (circuit, state, lastTurnEvents, language, focus) =>
    renderRace(circuit, raceViewFromState(circuit, state, lastTurnEvents.filter(isTurnEvent)), { ...pictureOptions(language), ...(focus ? { focus } : {}) }),
};
