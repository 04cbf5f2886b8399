/** The few words a Speed Circuit picture carries, in the languages of the emails. */
import type { PictureLanguage } from '../../picture/language.ts';

export interface Words {
  pits: string;
  weather: string;
  track(track: 'dry' | 'wet'): string;
  grid(circuit: string): string;
  afterTurn(circuit: string, turn: number): string;
}

export const WORDS: Record<PictureLanguage, Words> = {
  en: {
    pits: 'PITS',
    weather: 'Weather',
    track: (track) => `track ${track}`,
    grid: (circuit) => `${circuit}: the grid`,
    afterTurn: (circuit, turn) => `${circuit} after turn ${turn}`,
  },
  it: {
    pits: 'BOX',
    weather: 'Meteo',
    track: (track) => (track === 'dry' ? 'pista asciutta' : 'pista bagnata'),
    grid: (circuit) => `${circuit}: la griglia`,
    afterTurn: (circuit, turn) => `${circuit} dopo il turno ${turn}`,
  },
};
