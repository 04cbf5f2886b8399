/**
 * Pure SVG pictures of a Speed Circuit circuit and of a race on it, for the emails and the web view.
 */
export { renderCircuit } from './circuit.ts';
export type { RenderOptions } from './document.ts';
export { type CarStyle, carStyle, contrast, type MarkerShape, PALETTE_SIZE } from './palette.ts';
export { type CarOnPicture, type RaceView, renderRace } from './race.ts';
export { raceViewFromState } from './race-view.ts';
export { type PictureLanguage, pictureOptions, WORDS } from './words.ts';
