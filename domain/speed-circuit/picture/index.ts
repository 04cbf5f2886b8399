/**
 * Pure SVG pictures of a Speed Circuit circuit and of a race on it, for the emails and the web view.
 */

export type { RenderOptions } from '../../picture/document.ts';
export { pictureOptions } from '../../picture/language.ts';
export { type CarStyle, carStyle, contrast, type MarkerShape, PALETTE_SIZE } from '../../picture/palette.ts';
export { renderCircuit } from './circuit.ts';
export { type CarOnPicture, type RaceView, renderRace } from './race.ts';
export { raceViewFromState } from './race-view.ts';
export { WORDS } from './words.ts';
