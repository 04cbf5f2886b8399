/** The hex rally race drawn as SVG: the bare track, and the cars right after a step with the last turn's paths. */
import { pictureOptions } from '../picture/language.ts';
import type { RulesetPicture } from '../race/any-ruleset.ts';
import type { HexRallyEvent } from './events.ts';
import { renderRace, renderTrack } from './picture/race.ts';
import { type PicturedRace, raceView } from './picture/view.ts';
import type { Track } from './track/types.ts';

export const hexRallyPicture: RulesetPicture<Track, PicturedRace, HexRallyEvent> = {
  circuit: (track, language) => renderTrack(track, pictureOptions(language).language),
  race: (track, state, lastTurnEvents, language) => renderRace(track, raceView(track, state, lastTurnEvents), pictureOptions(language).language),
};
