/**
 * The Vektorace race drawn as SVG: the bare circuit, and the race during or after a round with
 * the round's vectors (its events); `vektoraceRaceWithEnds` also draws a car's possible end
 * positions, for the web page to make clickable.
 */
import { pictureOptions } from '../picture/language.ts';
import type { RulesetPicture } from '../race/any-ruleset.ts';
import type { Circuit } from './circuit/types.ts';
import type { VektoraceEvent } from './events.ts';
import { type RaceOptions, renderCircuit, renderRace } from './picture/race.ts';
import { type PicturedRace, raceView } from './picture/view.ts';

export { EndPosition, type RaceOptions } from './picture/race.ts';
export type { PicturedRace } from './picture/view.ts';

export const vektoracePicture: RulesetPicture<Circuit, PicturedRace, VektoraceEvent> = {
  circuit: (circuit, language) => renderCircuit(circuit, pictureOptions(language).language),
  race: (circuit, state, roundEvents, language) => renderRace(circuit, raceView(state, roundEvents), pictureOptions(language).language),
};

/** The race picture with `options.ends` drawn over it, each with its `data-end`. */
export const vektoraceRaceWithEnds = (
  circuit: Circuit,
  state: PicturedRace,
  roundEvents: readonly VektoraceEvent[],
  language: string | undefined,
  options: RaceOptions,
): string => renderRace(circuit, raceView(state, roundEvents), pictureOptions(language).language, options);
