/** The classic race drawn as SVG: the circuit, and the cars right after a turn with the turn's paths. */
import type { RulesetPicture } from '../../race/any-ruleset.ts';
import type { Circuit } from '../circuit/types.ts';
import { pictureOptions, raceViewFromState, renderCircuit, renderRace } from '../picture/index.ts';
import type { ClassicEvent } from './events.ts';
import type { ClassicRaceState } from './state.ts';

export const classicPicture: RulesetPicture<Circuit, ClassicRaceState, ClassicEvent> = {
  circuit: (circuit, language) => renderCircuit(circuit, pictureOptions(language)),
  race: (circuit, state, lastTurnEvents, language, focus) =>
    renderRace(
      circuit,
      raceViewFromState(
        circuit,
        state,
        lastTurnEvents.filter((event) => event.type === 'CarMoved'),
      ),
      { ...pictureOptions(language), ...(focus ? { focus } : {}) },
    ),
};
